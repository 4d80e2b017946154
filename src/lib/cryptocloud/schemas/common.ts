/**
 * Lenient building blocks for RESPONSE schemas.
 *
 * Real answers are odd in known ways (public-docs-notes.md): numbers as strings or exponent
 * floats, `"None"` for null, ints where floats are expected, extra fields. These helpers accept
 * those forms and emit normalised values. They stay strict where a wrong value would be
 * dangerous: an amount that is not a finite number, an invoice status we do not know, an id
 * that is not an invoice id. The rules themselves are plain readers (readers.ts); these are
 * their zod faces, for the schemas that compose them field by field.
 */
import { z } from "zod"

import { readAccountCurrency } from "./objects"
import { field } from "./record"
import { readBoolOrNull, readDecimal, readDecimalOrNull, readDecimalOrZero, readIntOrNull, readStringOrNull, readTimestampOrNull } from "./readers"

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
/** Currency object of balances and static wallets (network under `obj_network`). */
export const accountCurrency = field(readAccountCurrency)

/** Array that may arrive as null / "None" / absent → []. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(item))
}
