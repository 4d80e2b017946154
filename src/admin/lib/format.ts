/**
 * Display helpers that are not money (money is lib/decimal.ts): dates in the admin language,
 * shortened ids, UTC calendar days. Components get them bound to the current language
 * through `useFormat()` (lib/use-format.ts).
 */

/**
 * The Intl locale of a dashboard language code. The dashboard names some languages without a
 * hyphen ("enGB", "ptBR", "zhCN"); Intl wants "en-GB". Unknown or invalid codes → "en".
 */
export function intlLocale(language: string | null | undefined): string {
  const code = (language ?? "").trim()
  const tag = /^[a-z]{2,3}[A-Z]{2}$/.test(code) ? `${code.slice(0, -2)}-${code.slice(-2)}` : code.replace(/_/g, "-")
  if (!tag) return "en"
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? "en"
  } catch {
    return "en"
  }
}

const cache = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: string, kind: "dateTime" | "day"): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`
  let formatter = cache.get(key)
  if (!formatter) {
    formatter =
      kind === "dateTime"
        ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" })
        : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })
    cache.set(key, formatter)
  }
  return formatter
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return "–"
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat(locale, "dateTime").format(date)
}

/** A calendar day `YYYY-MM-DD` (UTC, as the routes read it). */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dateFormat(locale, "day").format(date)
}

/** Long ids, addresses and hashes: the start and the end, which is what people compare. */
export function shorten(value: string, head = 8, tail = 6): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`
}

// ── calendar days (UTC, like the admin routes) ──────────────────────────────

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function daysAgo(days: number, from = new Date()): string {
  return isoDay(new Date(from.getTime() - days * 24 * 60 * 60 * 1000))
}

// ── relative time ───────────────────────────────────────────────────────────

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Infinity],
]

/**
 * "5 minutes ago" / "5 минут назад": how long ago `iso` was, in the largest whole unit
 * (Intl.RelativeTimeFormat in `locale`). A moment in the future (clocks disagree) counts as
 * one second ago.
 */
export function formatAgo(iso: string | null | undefined, locale: string, now = Date.now()): string {
  if (!iso) return "–"
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return iso
  let value = Math.max(1, Math.floor((now - at) / 1000))
  let unit: Intl.RelativeTimeFormatUnit = "second"
  for (const [step, size] of RELATIVE_STEPS) {
    unit = step
    if (value < size) break
    value = Math.floor(value / size)
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-value, unit)
}
