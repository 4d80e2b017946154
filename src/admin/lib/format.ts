/**
 * Display helpers. Crypto amounts stay decimal strings end to end (the API sends them so):
 * they are never turned into floats, only grouped for reading.
 */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" })
const usd = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" })

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "–"
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

/** A calendar day `YYYY-MM-DD` (UTC, as the routes read it). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dateOnly.format(date)
}

export function formatUsd(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "–"
  const n = Number(value)
  return Number.isFinite(n) ? usd.format(n) : String(value)
}

/** "1234567.5" → "1,234,567.5" without losing digits; null → "–". */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "–"
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(value)
  if (!m) return value
  return `${m[1]}${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${m[3] ?? ""}`
}

/** "12.5" + "USDT_TRC20" → "12.5 USDT_TRC20". */
export function formatAmount(value: string | null | undefined, code: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "–"
  return code ? `${formatDecimal(value)} ${code}` : formatDecimal(value)
}

/** Long ids, addresses and hashes: the start and the end, which is what people compare. */
export function shorten(value: string, head = 8, tail = 6): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`
}

// ── decimals without floats ─────────────────────────────────────────────────

const DECIMAL = /^\d+(\.\d+)?$/

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value)
}

/** Compare two non-negative decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai, af = ""] = a.split(".")
  const [bi, bf = ""] = b.split(".")
  const digits = Math.max(af.length, bf.length)
  const x = BigInt(ai + af.padEnd(digits, "0"))
  const y = BigInt(bi + bf.padEnd(digits, "0"))
  return x === y ? 0 : x < y ? -1 : 1
}

export function isPositiveDecimal(value: string): boolean {
  return isDecimal(value) && compareDecimal(value, "0") > 0
}

// ── calendar days (UTC, like the admin routes) ──────────────────────────────

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function daysAgo(days: number, from = new Date()): string {
  return isoDay(new Date(from.getTime() - days * 24 * 60 * 60 * 1000))
}
