/**
 * Wire formatting: a tiny JSON writer that controls how money is printed, and timestamps.
 *
 * JSON.stringify cannot print "1.5e-06" (Python's float repr, which the real service emits) nor
 * keep 0.00005 in exponent form, and it would force us to hold amounts as floats. So amounts
 * travel as `Dec` nodes holding decimal strings and only this writer decides their text.
 */
import { BN } from "./money"

/** A decimal amount to print as a JSON number (or string, with the numbersAsStrings quirk). */
export class Dec {
  constructor(readonly value: string) {}
}

/** Pre-serialised JSON text spliced in verbatim (e.g. a postback's frozen invoice_info). */
export class RawJson {
  constructor(readonly text: string) {}
}

export function dec(value: string): Dec {
  return new Dec(value)
}

export interface NumberStyle {
  numbersAsStrings: boolean
  exponentFloats: boolean
}

/**
 * Text of a decimal. With `exponent`, values below 1e-4 use Python's repr style ("1.5e-06",
 * two-digit exponent) because the real service is a Python app and prints floats that way.
 */
export function formatDecimal(value: string, exponent: boolean): string {
  const n = new BN(value)
  if (exponent && !n.isZero() && n.abs().lt("0.0001")) {
    const [mantissa, exp] = n.toExponential().split("e")
    const sign = exp[0]
    return `${mantissa}e${sign}${exp.slice(1).padStart(2, "0")}`
  }
  return n.toFixed()
}

export function toJson(value: unknown, style: NumberStyle): string {
  if (value instanceof Dec) {
    const text = formatDecimal(value.value, style.exponentFloats)
    return style.numbersAsStrings ? JSON.stringify(text) : text
  }
  if (value instanceof RawJson) return value.text
  if (value === undefined) return "null"
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item, style)).join(",")}]`
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const parts: string[] = []
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      parts.push(`${JSON.stringify(key)}:${toJson(item, style)}`)
    }
    return `{${parts.join(",")}}`
  }
  return JSON.stringify(value)
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0")
}

/**
 * "YYYY-MM-DD HH:MM:SS.ffffff", UTC, no zone marker. Like Python's str(datetime), the fraction is
 * left out when it is zero — which is why real `expiry_date` values sometimes lack it.
 */
export function formatTimestamp(date: Date): string {
  const base =
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  const ms = date.getUTCMilliseconds()
  return ms === 0 ? base : `${base}.${pad(ms, 3)}000`
}

/** Parses the request date form `dd.mm.yyyy` to the UTC start of that day; null if invalid. */
export function parseDayDate(value: unknown): Date | null {
  if (typeof value !== "string") return null
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim())
  if (!m) return null
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null // 31.02.2025 and friends
  }
  return date
}

/** `dd.mm.yyyy` of a date (UTC), for tests and the CLI. */
export function formatDayDate(date: Date): string {
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
}
