/**
 * Plain readers of response fields: the lenient rules of common.ts as functions, so that a
 * whole response object can be read in one pass (record.ts) instead of one zod transform per
 * field. Why: at ~40 fields and 16 amounts per invoice, zod's per-field pipes cost more than
 * the request itself on a fast link (BENCHMARKS.md, part 1). A reader returns the normalised
 * value or throws FieldProblem; the zod boundary turns that into an issue with its path.
 */
import { parseResponseDecimal } from "../amounts"
import { INVOICE_STATUSES, type InvoiceStatus } from "../codes"
import { tryParseServiceTimestamp } from "../dates"
import { tryNormalizeInvoiceId } from "../ids"
import type { AccountCurrency, CurrencyNetwork, InvoiceCurrency } from "../types"

export type Reader<T> = (value: unknown) => T

/** A value a strict field cannot accept. `path` is relative to the field (nested objects). */
export class FieldProblem extends Error {
  constructor(message: string, readonly path: PropertyKey[] = []) {
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

/** Service timestamp (UTC, no zone marker) → ISO with Z; missing or unreadable → null. */
export const readTimestampOrNull: Reader<string | null> = (value) =>
  typeof value === "string" && !isNoneLike(value) ? tryParseServiceTimestamp(value) : null

export const readTimestamp: Reader<string> = (value) => {
  const iso = typeof value === "string" ? tryParseServiceTimestamp(value) : null
  if (iso === null) throw new FieldProblem(`not a readable timestamp: ${describe(value)}`)
  return iso
}

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

/** Network object; an array of networks (seen in `currency_list`) yields its first entry. */
export const readNetwork: Reader<CurrencyNetwork | null> = (value) => {
  const n = Array.isArray(value) ? value[0] : value
  if (!isPlainObject(n)) return null
  const code = readStringOrNull(n.code)
  return code === null
    ? null
    : { code, fullname: readStringOrNull(n.fullname), id: readIntOrNull(n.id), icon: readStringOrNull(n.icon) }
}

/** Currency object of invoices; null when absent or when it has no code at all. */
export const readInvoiceCurrency: Reader<InvoiceCurrency | null> = (value) => {
  if (!isPlainObject(value)) return null
  const code = readStringOrNull(value.code)
  if (code === null) return null
  return {
    id: readIntOrNull(value.id),
    code,
    fullcode: readStringOrNull(value.fullcode) ?? code,
    name: readStringOrNull(value.name),
    network: readNetwork(value.network),
    is_email_required: readBoolOrNull(value.is_email_required),
    stablecoin: readBoolOrNull(value.stablecoin),
    icon_base: readStringOrNull(value.icon_base),
    icon_network: readStringOrNull(value.icon_network),
    icon_qr: readStringOrNull(value.icon_qr),
    order: readIntOrNull(value.order),
  }
}

/** Currency object of balances and static wallets (network under `obj_network`). */
export const readAccountCurrency: Reader<AccountCurrency | null> = (value) => {
  if (!isPlainObject(value)) return null
  const code = readStringOrNull(value.code) ?? readStringOrNull(value.fullcode)
  if (code === null) return null
  return {
    code,
    short_code: readStringOrNull(value.short_code) ?? code,
    name: readStringOrNull(value.name),
    network: readNetwork(value.obj_network) ?? readNetwork(value.network),
    enable: readBoolOrNull(value.enable),
  }
}
