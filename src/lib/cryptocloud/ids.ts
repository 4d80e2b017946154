/**
 * Invoice identifiers.
 *
 * The service names invoices `INV-XXXXXXXX` (8 upper-case letters/digits) but accepts and emits
 * the bare `XXXXXXXX` form too (postbacks carry the id WITHOUT the prefix). We normalise every
 * id to one canonical form, `INV-` + upper case, so ids from requests, responses and postbacks
 * compare equal as plain strings.
 */

export const INVOICE_ID_PREFIX = "INV-"

/** 8 letters/digits, with or without the prefix (prefix case-insensitive). */
export const INVOICE_ID_PATTERN = /^(?:INV-)?[A-Za-z0-9]{8}$/i

export function isInvoiceId(value: unknown): value is string {
  return typeof value === "string" && INVOICE_ID_PATTERN.test(value.trim())
}

/** `"abc12345"` / `"INV-ABC12345"` / `"inv-abc12345"` → `"INV-ABC12345"`, or null if not an id. */
export function tryNormalizeInvoiceId(value: unknown): string | null {
  if (!isInvoiceId(value)) return null
  const trimmed = value.trim()
  const bare = trimmed.length > 8 ? trimmed.slice(INVOICE_ID_PREFIX.length) : trimmed
  return INVOICE_ID_PREFIX + bare.toUpperCase()
}

/** Canonical `INV-XXXXXXXX` form; throws RangeError when the value is not an invoice id. */
export function normalizeInvoiceId(value: string): string {
  const id = tryNormalizeInvoiceId(value)
  if (id === null) {
    throw new RangeError(`Not a CryptoCloud invoice id: ${JSON.stringify(value)} (expected INV-XXXXXXXX or XXXXXXXX, 8 letters/digits)`)
  }
  return id
}

/** `"INV-ABC12345"` / `"abc12345"` → `"ABC12345"` (the form postbacks use). Throws RangeError. */
export function stripInvoicePrefix(value: string): string {
  return normalizeInvoiceId(value).slice(INVOICE_ID_PREFIX.length)
}

/** Same invoice? Compares the canonical forms; false when either is not an id. */
export function sameInvoiceId(a: unknown, b: unknown): boolean {
  const na = tryNormalizeInvoiceId(a)
  return na !== null && na === tryNormalizeInvoiceId(b)
}
