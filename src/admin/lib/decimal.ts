/**
 * Money in the admin, without floats. The API sends every amount as a decimal string
 * ("0.000000000000000001", "1526.727"); here they are compared, summed and formatted through
 * bignumber.js and never turned into JS numbers, so no digit is ever lost or invented.
 *
 * Formatting follows the admin language: Intl supplies the grouping, the decimal separator,
 * the minus sign, the currency symbol and its place (from an exact BigInt integer part); the
 * fraction digits are the value's own, never rounded — a currency's minor digits are only
 * padded ("12.5" USD → "$12.50", "0.123456" USD → "$0.123456").
 */
import BigNumber from "bignumber.js"

/** A private flavour: plain notation however large or small, room for 18-decimal tokens. */
const Decimal = BigNumber.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 40 })
type DecimalValue = InstanceType<typeof Decimal>

export type DecimalInput = string | number | null | undefined

/** Placeholder for a missing amount. */
export const NO_VALUE = "–"

const PLAIN = /^-?\d+(\.\d+)?$/
const UNSIGNED = /^\d+(\.\d+)?$/

/** A plain non-negative decimal string such as "12.5" (no sign, exponent, comma or spaces). */
export function isDecimal(value: string): boolean {
  return UNSIGNED.test(value)
}

/** Strict parse: plain decimal strings (and finite numbers, as JSON may hold) → value; else null. */
export function toDecimal(value: DecimalInput): DecimalValue | null {
  if (value === null || value === undefined) return null
  if (typeof value === "number") return Number.isFinite(value) ? new Decimal(value) : null
  const text = value.trim()
  return PLAIN.test(text) ? new Decimal(text) : null
}

export function isPositiveDecimal(value: DecimalInput): boolean {
  if (typeof value === "string" && !isDecimal(value.trim())) return false
  const n = toDecimal(value)
  return n !== null && n.isGreaterThan(0)
}

/** Compare two decimals exactly: -1, 0 or 1 (unparseable values count as 0). */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const x = toDecimal(a) ?? new Decimal(0)
  const y = toDecimal(b) ?? new Decimal(0)
  return x.comparedTo(y) as -1 | 0 | 1
}

/**
 * Significant decimal places of a plain decimal ("1.50" → 1, "7" → 0): what a coin's precision
 * limits (trailing zeros carry nothing). Null for what is not a decimal.
 */
export function decimalPlaces(value: DecimalInput): number | null {
  const n = toDecimal(value)
  return n === null ? null : (n.decimalPlaces() ?? 0)
}

/** Exact sum as a plain decimal string ("0.1" + "0.2" = "0.3"); missing values count as 0. */
export function sumDecimals(values: Iterable<DecimalInput>): string {
  let total = new Decimal(0)
  for (const value of values) {
    const n = toDecimal(value)
    if (n) total = total.plus(n)
  }
  return total.toFixed()
}

/**
 * What the user typed into a decimal field (amount, percentage), as the API expects it:
 * grouping spaces dropped and a decimal comma accepted ("1 234,5" → "1234.5"). Anything else
 * is returned trimmed, for the validation to refuse.
 */
export function normalizeDecimalInput(value: string): string {
  const compact = value.trim().replace(/[\s\u00a0\u202f]/g, "")
  return /^\d+,\d+$/.test(compact) ? compact.replace(",", ".") : compact
}

// ── locale-aware formatting ─────────────────────────────────────────────────

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** The locale's digits for the fraction (Latin for most locales; Arabic-Indic for some). */
function localDigits(digits: string, locale: string): string {
  const formatter = numberFormat(locale, { useGrouping: false })
  return digits.replace(/\d/g, (d) => formatter.format(BigInt(d)))
}

/**
 * Format `value` exactly with `formatter` (decimal or currency style): the integer part and
 * everything around it from Intl (formatting a BigInt, which is exact), the fraction digits
 * from the value itself, padded to `minFraction`.
 */
function formatExact(value: DecimalValue, formatter: Intl.NumberFormat, locale: string, minFraction: number): string {
  const fixed = value.toFixed()
  const negative = fixed.startsWith("-")
  const [intDigits, fracDigits = ""] = (negative ? fixed.slice(1) : fixed).split(".")
  const fraction = fracDigits.padEnd(minFraction, "0")
  const whole = BigInt(intDigits)
  // -0.5: BigInt has no negative zero, so format -1 and put the zero back.
  let parts = formatter.formatToParts(negative ? -(whole === 0n ? 1n : whole) : whole)
  if (negative && whole === 0n) {
    const zero = localDigits("0", locale)
    parts = parts.map((p) => (p.type === "integer" ? { ...p, value: zero } : p))
  }
  const out: string[] = []
  let lastInteger = -1
  let placed = false
  for (const part of parts) {
    if (part.type === "decimal" || part.type === "fraction") {
      if (fraction && !placed) {
        out.push(decimalSeparator(locale), localDigits(fraction, locale))
        placed = true
      }
      continue
    }
    out.push(part.value)
    if (part.type === "integer" || part.type === "group") lastInteger = out.length - 1
  }
  if (fraction && !placed) out.splice(lastInteger + 1, 0, decimalSeparator(locale), localDigits(fraction, locale))
  return out.join("")
}

function decimalSeparator(locale: string): string {
  return (
    numberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((p) => p.type === "decimal")?.value ?? "."
  )
}

/** "1234567.5" → "1,234,567.5" (en) / "1 234 567,5" (ru), every digit kept; missing → "–". */
export function formatDecimal(value: DecimalInput, locale: string): string {
  if (value === null || value === undefined || value === "") return NO_VALUE
  const n = toDecimal(value)
  if (!n) return String(value)
  return formatExact(n, numberFormat(locale), locale, 0)
}

/** A crypto (or any) amount with its code: "12.5 USDT_TRC20". */
export function formatAmount(value: DecimalInput, code: string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return NO_VALUE
  const amount = formatDecimal(value, locale)
  return code ? `${amount} ${code}` : amount
}

function currencyFormat(currency: string, locale: string, display: "symbol" | "code"): Intl.NumberFormat | null {
  try {
    return numberFormat(locale, { style: "currency", currency: currency.toUpperCase(), currencyDisplay: display })
  } catch {
    return null // Not an ISO 4217 code (e.g. a crypto ticker).
  }
}

/**
 * A fiat amount in the locale's currency format: "$1,234.50" (en) / "1 234,50 $" (ru). The
 * currency's minor digits are a minimum, never a rounding. Unknown codes fall back to
 * formatAmount. `display: "code"` writes the ISO code instead of the symbol ("EUR 12.50").
 */
export function formatMoney(value: DecimalInput, currency: string | null | undefined, locale: string, display: "symbol" | "code" = "symbol"): string {
  if (value === null || value === undefined || value === "") return NO_VALUE
  const n = toDecimal(value)
  if (!n || !currency) return formatAmount(value, currency, locale)
  const formatter = currencyFormat(currency, locale, display)
  if (!formatter) return formatAmount(value, currency, locale)
  return formatExact(n, formatter, locale, formatter.resolvedOptions().minimumFractionDigits ?? 0)
}

export function formatUsd(value: DecimalInput, locale: string): string {
  return formatMoney(value, "USD", locale)
}

/** A plain number that is not money (counts, percentages) with the locale's grouping and separator. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value)
}
