/**
 * Lenient building blocks for RESPONSE schemas.
 *
 * Real answers are odd in known ways (public-docs-notes.md): numbers as strings or exponent
 * floats, `"None"` for null, ints where floats are expected, extra fields. These helpers accept
 * those forms and emit normalised values. They stay strict where a wrong value would be
 * dangerous: an amount that is not a finite number, an invoice status we do not know, an id
 * that is not an invoice id. The rules themselves are plain readers (readers.ts); these are
 * their zod faces, for schemas that compose them.
 */
import { z } from "zod"

import { field } from "./record"
import {
  readAccountCurrency,
  readBoolOrNull,
  readDecimal,
  readDecimalOrNull,
  readDecimalOrZero,
  readIntOrNull,
  readInvoiceCurrency,
  readInvoiceId,
  readInvoiceStatus,
  readNetwork,
  readStringOrNull,
  readTimestamp,
  readTimestampOrNull,
} from "./readers"

export { isNoneLike } from "./readers"

/** Amount → decimal string or null; an unparseable value is an error. */
export const decimalOrNull = field(readDecimalOrNull)
/** Amount that must be present. */
export const decimal = field(readDecimal)
/** Amount that defaults to "0" when absent (balances, statistics). */
export const decimalOrZero = field(readDecimalOrZero)
/** Free text; numbers become text (order ids may come back numeric); "None" → null. */
export const stringOrNull = field(readStringOrNull)
/** Integer from number or numeric string; anything else → null. */
export const intOrNull = field(readIntOrNull)
/** Boolean from true/false, "true"/"True"/"false"/"False", 1/0; anything else → null. */
export const boolOrNull = field(readBoolOrNull)
/** Service timestamp (UTC, no zone marker) → ISO with Z; missing or unreadable → null. */
export const timestampOrNull = field(readTimestampOrNull)
/** Timestamp that must be present and readable. */
export const timestamp = field(readTimestamp)
/** Invoice status: strictly one of the five states (case and whitespace forgiven). */
export const invoiceStatus = field(readInvoiceStatus)
/** Invoice id → canonical `INV-XXXXXXXX`; anything else is an error. */
export const invoiceId = field(readInvoiceId)
/** Network object; an array of networks (seen in `currency_list`) yields its first entry. */
export const network = field(readNetwork)
/** Currency object of invoices; null when absent or when it has no code at all. */
export const invoiceCurrency = field(readInvoiceCurrency)
/** Currency object of balances and static wallets (network under `obj_network`). */
export const accountCurrency = field(readAccountCurrency)

/** Array that may arrive as null / "None" / absent → []. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(item))
}
