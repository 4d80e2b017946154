/**
 * The zod boundary of the plain readers: `field` wraps one reader as a schema, `record` reads a
 * whole object with a table of readers in one pass. Both keep zod's contract for the client
 * (safeParse, issues with paths, typed output) at a fraction of the per-field cost.
 */
import { z } from "zod"

import { FieldProblem, isPlainObject, type Reader } from "./readers"

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

/**
 * A response object read field by field with `readers`, then shaped by `build` (which gets the
 * raw object too, and may throw FieldProblem for a rule across fields). Unknown fields are
 * ignored; every bad field is reported, not only the first.
 */
export function record<R extends Readers, T>(readers: R, build: (fields: ReadOut<R>, raw: Record<string, unknown>) => T) {
  const keys = Object.keys(readers)
  return z.unknown().transform((value, ctx): T => {
    if (!isPlainObject(value)) {
      ctx.addIssue({ code: "custom", message: `expected an object, received ${value === null ? "null" : Array.isArray(value) ? "array" : typeof value}` })
      return z.NEVER
    }
    let out: Record<string, unknown>
    try {
      // The usual case, one pass without a try per field.
      out = readAll(readers, keys, value)
    } catch (first) {
      if (!(first instanceof FieldProblem)) throw first
      // Some field is bad: read again field by field to report every bad one with its path.
      for (const key of keys) {
        try {
          readers[key](value[key])
        } catch (problem) {
          report(ctx, problem, [key])
        }
      }
      return z.NEVER
    }
    try {
      return build(out as ReadOut<R>, value)
    } catch (problem) {
      report(ctx, problem, [])
      return z.NEVER
    }
  })
}

function readAll(readers: Readers, keys: string[], value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = readers[key](value[key])
  return out
}
