/**
 * The zod boundary of the plain readers: `field` wraps one reader as a schema, `record` reads a
 * whole object with a table of readers in one pass. Both keep zod's contract for the client
 * (safeParse, issues with paths, typed output) at a fraction of the per-field cost.
 */
import { z } from "zod"

import { attachNotes, liftNotes, type ReadNote } from "./notes"
import { FieldProblem, isPlainObject, noteGaps, type Reader } from "./readers"

type Readers = Record<string, Reader<unknown>>
type ReadOut<R extends Readers> = { [K in keyof R]: ReturnType<R[K]> }

function report(ctx: z.RefinementCtx, problem: unknown, path: PropertyKey[]): void {
  if (!(problem instanceof FieldProblem)) throw problem
  ctx.addIssue({ code: "custom", message: problem.message, path: [...path, ...problem.path] as (string | number)[] })
}

/** One reader as a schema. */
export function field<T>(reader: Reader<T>) {
  return z.unknown().transform((value, ctx): T => {
    try {
      return reader(value)
    } catch (problem) {
      report(ctx, problem, [])
      return z.NEVER
    }
  })
}

export interface RecordOptions<K extends string> {
  /**
   * Informational fields: no decision rests on them, so a value their (lenient) reader cannot
   * use, or one a strict reader refuses, comes out as null with a note instead of failing the
   * read. Every other field is a decision field and fails the read when unusable.
   */
  informational?: readonly K[]
  /** Informational fields every variant of the answer documents: their absence is noted too. */
  expected?: readonly K[]
}

/**
 * A response object read field by field with `readers`, then shaped by `build` (which gets the
 * raw object too, and may throw FieldProblem for a rule across fields). Unknown fields are
 * ignored; every bad decision field is reported, not only the first. What was left out of an
 * informational field, here or in a nested object, is noted on the result (notes.ts).
 */
export function record<R extends Readers, T extends object>(
  readers: R,
  build: (fields: ReadOut<R>, raw: Record<string, unknown>) => T,
  options: RecordOptions<Extract<keyof R, string>> = {}
) {
  const keys = Object.keys(readers)
  const informational: readonly string[] = options.informational ?? []
  const soft = new Set(informational)
  const expected = options.expected?.length ? new Set<string>(options.expected) : null
  return z.unknown().transform((value, ctx): T => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: "custom", message: `expected an object, received ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}` })
      return z.NEVER
    }
    const notes: ReadNote[] = []
    let out: Record<string, unknown>
    try {
      // The usual case, one pass without a try per field.
      out = readAll(readers, keys, value)
    } catch (first) {
      if (!(first instanceof FieldProblem)) throw first
      // Some field refused its value: read again field by field, so that an informational
      // one becomes null and every bad decision field is reported with its path.
      out = {}
      let failed = false
      for (const key of keys) {
        try {
          out[key] = readers[key](value[key])
        } catch (problem) {
          if (!(problem instanceof FieldProblem) || !soft.has(key)) {
            report(ctx, problem, [key])
            failed = true
          } else {
            out[key] = null
            // noteGaps below notes it as missing (absent expected field) or unreadable.
          }
        }
      }
      if (failed) return z.NEVER
    }
    noteGaps(value, out, informational, expected, notes)
    for (const key of keys) {
      const item = out[key]
      if (item !== null && typeof item === "object") liftNotes(item, key, notes)
    }
    let built: T
    try {
      built = build(out as ReadOut<R>, value)
    } catch (problem) {
      report(ctx, problem, [])
      return z.NEVER
    }
    attachNotes(built, notes)
    return built
  })
}

function readAll(readers: Readers, keys: string[], value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = readers[key](value[key])
  return out
}
