/**
 * Plain readers of response fields: the lenient rules of common.ts as functions, so that a
 * whole response object can be read in one pass (record.ts) instead of one zod transform per
 * field. Why: at ~40 fields and 16 amounts per invoice, zod's per-field pipes cost more than
 * the request itself on a fast link (BENCHMARKS.md, part 1). A reader returns the normalised
 * value or throws FieldProblem; the zod boundary turns that into an issue with its path.
 *
 * Two families: lenient readers (`readXOrNull`) turn anything unusable into null, for
 * informational fields (record.ts notes what they dropped); strict ones (`readStrictXOrNull`,
 * `readX`) refuse an unusable value, for the fields a decision is taken on. JSON numbers arrive
 * as their source text (json-exact.ts), so a numeric string is read wherever a number is.
 */
import { parseResponseDecimal } from "../amounts"
import { INVOICE_STATUSES, type InvoiceStatus } from "../codes"
import { tryParseServiceTimestamp } from "../dates"
import { tryNormalizeInvoiceId } from "../ids"
import type { ReadNote } from "./notes"

export type Reader<T> = (value: unknown) => T

/** A value a strict field cannot accept. `path` is relative to the field (nested objects). */
export class FieldProblem extends Error {
  constructor(
    message: string,
    readonly path: PropertyKey[] = []
  ) {
    super(message)
  }
}

/** `null`, absent, `"None"`, `""`: all mean "no value" in real answers. */
export function isNoneLike(value: unknown): boolean {
  return value === null || value === undefined || value === "None" || value === "null" || value === ""
}

export function describe(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}

/** What kind of value it was, for notes that must not repeat the value (it may be personal data). */
export function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value
}

/**
 * Notes about the informational `keys` of `out`, read leniently from `raw`: a key whose raw
 * value was there but came out null could not be read; a key in `expected` that `raw` lacks is
 * missing (only fields every variant of the answer documents are expected: a create answer has
 * no `date_finished`, and that is no news).
 */
export function noteGaps(
  raw: Record<string, unknown>,
  out: Record<string, unknown>,
  keys: readonly string[],
  expected: ReadonlySet<string> | null,
  notes: ReadNote[]
): void {
  for (const key of keys) {
    const value = raw[key]
    if (isNoneLike(value)) {
      if (expected?.has(key)) notes.push({ path: key, problem: "missing" })
    } else if (out[key] === null) {
      notes.push({ path: key, problem: `unreadable (${kindOf(value)})` })
    }
  }
}

export const readDecimalOrNull: Reader<string | null> = (value) => {
  const parsed = parseResponseDecimal(value)
  if (parsed === undefined) throw new FieldProblem(`not a finite decimal amount: ${describe(value)}`)
  return parsed
}

export const readDecimal: Reader<string> = (value) => {
  const parsed = readDecimalOrNull(value)
  if (parsed === null) throw new FieldProblem(`not a finite decimal amount: ${describe(value)}`)
  return parsed
}

export const readDecimalOrZero: Reader<string> = (value) => readDecimalOrNull(value) ?? "0"

/** Free text; numbers become text (order ids may come back numeric); "None" → null. */
export const readStringOrNull: Reader<string | null> = (value) => {
  if (isNoneLike(value)) return null
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "bigint") return String(value)
  return null
}

/** Text that a decision uses: absent → null, numbers as text, anything else is an error. */
export const readStrictTextOrNull: Reader<string | null> = (value) => {
  const text = readStringOrNull(value)
  if (text === null && !isNoneLike(value)) throw new FieldProblem(`not text: ${kindOf(value)}`)
  return text
}

/** Text that must be there; `what` names it in the problem. */
export function readRequiredText(what: string): Reader<string> {
  return (value) => {
    const text = readStrictTextOrNull(value)
    if (text === null) throw new FieldProblem(`${what} is missing`)
    return text
  }
}

/** Integer from number or numeric string; anything else → null. */
export const readIntOrNull: Reader<number | null> = (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : null
}

/** Boolean from true/false, "true"/"True"/"false"/"False", 1/0; anything else → null. */
export const readBoolOrNull: Reader<boolean | null> = (value) => {
  if (typeof value === "boolean") return value
  if (value === 1 || value === "1") return true
  if (value === 0 || value === "0") return false
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase()
    if (lower === "true") return true
    if (lower === "false") return false
  }
  return null
}

/** A flag a decision uses (test_mode): absent → null, unreadable is an error, never a guess. */
export const readStrictBoolOrNull: Reader<boolean | null> = (value) => {
  if (isNoneLike(value)) return null
  const flag = readBoolOrNull(value)
  if (flag === null) throw new FieldProblem(`not a boolean: ${describe(value)}`)
  return flag
}

/** Service timestamp (UTC, no zone marker) → ISO with Z; missing or unreadable → null. */
export const readTimestampOrNull: Reader<string | null> = (value) => (typeof value === "string" && !isNoneLike(value) ? tryParseServiceTimestamp(value) : null)

export const readTimestamp: Reader<string> = (value) => {
  const iso = typeof value === "string" ? tryParseServiceTimestamp(value) : null
  if (iso === null) throw new FieldProblem(`not a readable timestamp: ${describe(value)}`)
  return iso
}

/** A time a decision uses (expiry_date): absent → null, unreadable is an error. */
export const readStrictTimestampOrNull: Reader<string | null> = (value) => (isNoneLike(value) ? null : readTimestamp(value))

/** Invoice status: strictly one of the five states (case and whitespace forgiven). */
export const readInvoiceStatus: Reader<InvoiceStatus> = (value) => {
  const v = typeof value === "string" ? value.trim().toLowerCase() : value
  if (typeof v === "string" && (INVOICE_STATUSES as readonly string[]).includes(v)) return v as InvoiceStatus
  throw new FieldProblem(`unknown invoice status ${describe(value)} (expected one of ${INVOICE_STATUSES.join(", ")})`)
}

/** Invoice id → canonical `INV-XXXXXXXX`; anything else is an error. */
export const readInvoiceId: Reader<string> = (value) => {
  const id = tryNormalizeInvoiceId(value)
  if (id === null) throw new FieldProblem(`not an invoice id: ${describe(value)}`)
  return id
}
