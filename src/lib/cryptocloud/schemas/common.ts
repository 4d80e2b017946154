/**
 * Lenient building blocks for RESPONSE schemas.
 *
 * Real answers are odd in known ways (public-docs-notes.md): numbers as strings or exponent
 * floats, `"None"` for null, ints where floats are expected, extra fields. These helpers accept
 * those forms and emit normalised values. They stay strict where a wrong value would be
 * dangerous: an amount that is not a finite number, an invoice status we do not know, an id
 * that is not an invoice id.
 */
import { z } from "zod"

import { parseResponseDecimal } from "../amounts"
import { INVOICE_STATUSES, type InvoiceStatus } from "../codes"
import { tryParseServiceTimestamp } from "../dates"
import { tryNormalizeInvoiceId } from "../ids"
import type { AccountCurrency, CurrencyNetwork, InvoiceCurrency } from "../types"

/** `null`, absent, `"None"`, `""`: all mean "no value" in real answers. */
export function isNoneLike(value: unknown): boolean {
  return value === null || value === undefined || value === "None" || value === "null" || value === ""
}

function describe(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** Amount → decimal string or null; an unparseable value is an error. */
export const decimalOrNull = z.unknown().transform((value, ctx): string | null => {
  const parsed = parseResponseDecimal(value)
  if (parsed === undefined) {
    ctx.addIssue({ code: "custom", message: `not a finite decimal amount: ${describe(value)}` })
    return z.NEVER
  }
  return parsed
})

/** Amount that must be present. */
export const decimal = z.unknown().transform((value, ctx): string => {
  const parsed = parseResponseDecimal(value)
  if (parsed === undefined || parsed === null) {
    ctx.addIssue({ code: "custom", message: `not a finite decimal amount: ${describe(value)}` })
    return z.NEVER
  }
  return parsed
})

/** Amount that defaults to "0" when absent (balances, statistics). */
export const decimalOrZero = decimalOrNull.transform((v) => v ?? "0")

/** Free text; numbers become text (order ids may come back numeric); "None" → null. */
export const stringOrNull = z.unknown().transform((value): string | null => {
  if (isNoneLike(value)) return null
  if (typeof value === "string") return value
  if (typeof value === "number" || typeof value === "bigint") return String(value)
  return null
})

/** Integer from number or numeric string; anything else → null. */
export const intOrNull = z.unknown().transform((value): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : null
})

/** Boolean from true/false, "true"/"True"/"false"/"False", 1/0; anything else → null. */
export const boolOrNull = z.unknown().transform((value): boolean | null => {
  if (typeof value === "boolean") return value
  if (value === 1 || value === "1") return true
  if (value === 0 || value === "0") return false
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase()
    if (lower === "true") return true
    if (lower === "false") return false
  }
  return null
})

/** Service timestamp (UTC, no zone marker) → ISO with Z; missing or unreadable → null. */
export const timestampOrNull = z.unknown().transform((value): string | null =>
  typeof value === "string" && !isNoneLike(value) ? tryParseServiceTimestamp(value) : null
)

/** Timestamp that must be present and readable. */
export const timestamp = z.unknown().transform((value, ctx): string => {
  const iso = typeof value === "string" ? tryParseServiceTimestamp(value) : null
  if (iso === null) {
    ctx.addIssue({ code: "custom", message: `not a readable timestamp: ${describe(value)}` })
    return z.NEVER
  }
  return iso
})

/** Invoice status: strictly one of the five states (case and whitespace forgiven). */
export const invoiceStatus = z.unknown().transform((value, ctx): InvoiceStatus => {
  const v = typeof value === "string" ? value.trim().toLowerCase() : value
  if (typeof v === "string" && (INVOICE_STATUSES as readonly string[]).includes(v)) {
    return v as InvoiceStatus
  }
  ctx.addIssue({
    code: "custom",
    message: `unknown invoice status ${describe(value)} (expected one of ${INVOICE_STATUSES.join(", ")})`,
  })
  return z.NEVER
})

/** Invoice id → canonical `INV-XXXXXXXX`; anything else is an error. */
export const invoiceId = z.unknown().transform((value, ctx): string => {
  const id = tryNormalizeInvoiceId(value)
  if (id === null) {
    ctx.addIssue({ code: "custom", message: `not an invoice id: ${describe(value)}` })
    return z.NEVER
  }
  return id
})

/** Array that may arrive as null / "None" / absent → []. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(item))
}

/** A plain object or nothing ("None", null, absent, or a non-object → null). */
function objectOrNull<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? value : null),
    schema.nullable()
  )
}

const networkObject = z
  .looseObject({
    code: stringOrNull,
    fullname: stringOrNull,
    id: intOrNull,
    icon: stringOrNull,
  })
  .transform((n): CurrencyNetwork | null =>
    n.code === null ? null : { code: n.code, fullname: n.fullname, id: n.id, icon: n.icon }
  )

/** Network object; an array of networks (seen in `currency_list`) yields its first entry. */
export const network = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  objectOrNull(networkObject).transform((n) => n ?? null)
)

/** Currency object of invoices; null when absent or when it has no code at all. */
export const invoiceCurrency = objectOrNull(
  z
    .looseObject({
      id: intOrNull,
      code: stringOrNull,
      fullcode: stringOrNull,
      name: stringOrNull,
      network,
      is_email_required: boolOrNull,
      stablecoin: boolOrNull,
      icon_base: stringOrNull,
      icon_network: stringOrNull,
      icon_qr: stringOrNull,
      order: intOrNull,
    })
    .transform((c): InvoiceCurrency | null =>
      c.code === null
        ? null
        : {
            id: c.id,
            code: c.code,
            fullcode: c.fullcode ?? c.code,
            name: c.name,
            network: c.network,
            is_email_required: c.is_email_required,
            stablecoin: c.stablecoin,
            icon_base: c.icon_base,
            icon_network: c.icon_network,
            icon_qr: c.icon_qr,
            order: c.order,
          }
    )
).transform((c) => c ?? null)

/** Currency object of balances and static wallets (network under `obj_network`). */
export const accountCurrency = objectOrNull(
  z
    .looseObject({
      code: stringOrNull,
      short_code: stringOrNull,
      fullcode: stringOrNull,
      name: stringOrNull,
      obj_network: network,
      network,
      enable: boolOrNull,
    })
    .transform((c): AccountCurrency | null => {
      const code = c.code ?? c.fullcode
      if (code === null) return null
      return {
        code,
        short_code: c.short_code ?? code,
        name: c.name,
        network: c.obj_network ?? c.network,
        enable: c.enable,
      }
    })
).transform((c) => c ?? null)
