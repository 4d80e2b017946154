/**
 * Decimal amounts.
 *
 * The service documents amounts as floats and sends them as ints, floats, exponent floats
 * (`1.499999996212864e-06`) or numeric strings. JavaScript numbers would silently round money,
 * so every amount crossing this client is a DECIMAL STRING in plain notation ("0.000001499999996212864"),
 * produced by bignumber.js. Response bodies keep each number's source text (json-exact.ts), so
 * an amount reaches parseResponseDecimal as the exact text the service wrote, never as a float.
 * Outgoing amounts are validated strings and are sent as strings.
 */
import BigNumber from "bignumber.js"

// A private BigNumber flavour: never exponent notation in toString(), and enough precision for
// the longest token decimals (18) with room to spare.
const Decimal = BigNumber.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 40 })

/** Most decimals an outgoing amount may carry (ETH-style tokens use 18). */
export const MAX_AMOUNT_DECIMALS = 18
/** Most integer digits an outgoing amount may carry: far beyond any real payment, below float trouble. */
export const MAX_AMOUNT_INTEGER_DIGITS = 15
/**
 * Largest power of ten an incoming amount may carry, either way. A float could not go beyond
 * about 1e±308 either; the bound matters now that exponents are read exactly: "1e999999999"
 * would otherwise be written out as a string of a billion digits.
 */
const MAX_RESPONSE_EXPONENT = 400

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/
/** Plain notation with no leading zeros, no trailing fractional zeros: BigNumber's `toFixed()` form. */
const CANONICAL_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/

/** Values that mean "no value" in real responses. */
function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === "" || value === "None" || value === "null"
}

/**
 * Lenient parse of an amount from a response: numeric string (a JSON number's source text, or
 * a number the service sent as a string), exponent notation or JS number → plain decimal
 * string; `null`/`"None"`/`""`/absent → null; anything else (NaN, Infinity, "abc", objects,
 * exponents beyond ±400) → undefined, which the schemas turn into an error. Negative zero
 * becomes "0".
 */
export function parseResponseDecimal(value: unknown): string | null | undefined {
  if (isAbsent(value)) return null
  if (typeof value !== "number" && typeof value !== "string") return undefined
  // Most amounts already arrive in their canonical plain form ("2.68", 0, 1500): returned as
  // they are, which is what the BigNumber round trip below would give, at a fraction of its
  // cost (an invoice carries 16 amounts; see BENCHMARKS.md part 1).
  const text = typeof value === "number" ? String(value) : value
  if (CANONICAL_DECIMAL.test(text) && text !== "-0") return text
  if (typeof value === "string" && !/^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(value)) {
    return undefined
  }
  const n = new Decimal(typeof value === "string" ? value.trim() : value)
  if (!n.isFinite() || Math.abs(n.e ?? 0) > MAX_RESPONSE_EXPONENT) return undefined
  // toFixed() without arguments = plain notation, no exponent, no trailing zero padding.
  return n.toFixed()
}

/** Why an outgoing amount is unacceptable, or null when it is fine. */
export function checkRequestAmount(value: unknown): string | null {
  const example = 'a positive decimal string such as "2.68"'
  if (typeof value !== "string") return `must be ${example} (numbers are refused: floats round money)`
  if (!PLAIN_DECIMAL.test(value)) return `must be ${example}`
  const [int, frac = ""] = value.split(".")
  if (frac.length > MAX_AMOUNT_DECIMALS) return `must have at most ${MAX_AMOUNT_DECIMALS} decimals`
  if (int.replace(/^0+(?=\d)/, "").length > MAX_AMOUNT_INTEGER_DIGITS) return "is unreasonably large"
  if (!new Decimal(value).isGreaterThan(0)) return "must be greater than 0"
  return null
}

/** Canonical outgoing form of a valid amount: "002.680" → "2.68". */
export function normalizeRequestAmount(value: string): string {
  return new Decimal(value).toFixed()
}

/** Exact decimal comparison helpers for callers (e.g. underpayment tolerance). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const c = new Decimal(a).comparedTo(new Decimal(b))
  return c === null ? 0 : (c as -1 | 0 | 1)
}

export function addDecimals(...values: string[]): string {
  return values.reduce((sum, v) => sum.plus(v), new Decimal(0)).toFixed()
}
