/**
 * Amounts and dates as a customer's language writes them, by `Intl`. Amounts go in as decimal
 * strings (Intl formats a string exactly, never through a float) with as many decimals as they
 * have, so no digit of a crypto amount is lost or rounded; crypto amounts keep Latin digits in
 * every language, because that is what a wallet takes. Dates are in UTC with the zone named (the
 * server cannot know the customer's).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

function decimalsOf(amount: string): number | null {
  const match = DECIMAL.exec(amount)
  return match ? (match[3]?.length ?? 0) : null
}

/** "1234.5" → "1,234.5" (en) / "1.234,5" (de) / "1 234,5" (ru); anything not a decimal string as given. */
export function formatCrypto(amount: string, tag: string): string {
  const text = amount.trim()
  const decimals = decimalsOf(text)
  if (decimals === null || decimals > 100) return amount
  return new Intl.NumberFormat(tag, { numberingSystem: "latn", minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    text as unknown as number // a string: formatted exactly (ECMA-402 "Intl.NumberFormat v3")
  )
}

/** "12.50", "EUR" → "€12.50" (en) / "12,50 €" (de); every decimal of the amount kept; unknown currency: "12.50 XYZ". */
export function formatMoney(amount: string, currency: string, tag: string): string {
  const text = amount.trim()
  const decimals = decimalsOf(text)
  if (decimals === null || decimals > 100) return `${amount} ${currency}`
  try {
    return new Intl.NumberFormat(tag, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(text as unknown as number)
  } catch {
    return `${formatCrypto(text, tag)} ${currency.toUpperCase()}`
  }
}

/** "1 December 2026 at 10:00 UTC" (en-GB) / "1. Dezember 2026 um 10:00 UTC" (de); null for a missing or broken date. */
export function formatDateTime(iso: string | null, tag: string): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return `${new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`
}
