/**
 * Amounts and dates as a customer page writes them in its language: amounts digit for digit
 * from their decimal strings (never through a float, so no digit of a crypto amount changes),
 * dates in UTC with the zone named (the server cannot know the customer's).
 */

/** How a language writes numbers and dates (each page's word tables carry these). */
export interface NumberFormat {
  /** Intl locale for dates. */
  dateLocale: string
  decimalSeparator: string
  groupSeparator: string
}

/** A decimal string as the language writes it ("1234.5" → "1,234.5" / "1 234,5"). */
export function formatAmount(amount: string, format: Pick<NumberFormat, "decimalSeparator" | "groupSeparator">): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) return amount
  const [, sign, whole, fraction] = match
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator)
  return `${sign}${grouped}${fraction ? format.decimalSeparator + fraction : ""}`
}

/** "1 December 2026 at 10:00 UTC" / "1 декабря 2026 г. в 10:00 UTC"; null for a missing or broken date. */
export function formatExpiry(iso: string | null, format: Pick<NumberFormat, "dateLocale">): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const text = new Intl.DateTimeFormat(format.dateLocale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date)
  return `${text} UTC`
}
