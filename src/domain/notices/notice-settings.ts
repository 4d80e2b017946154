/**
 * Who on the merchant's staff is told what (design.md, "Telling the merchant"): the staff alerts
 * (`alerts.to`, `alerts.postbackSilenceHours`, `alerts.balanceAboveUsd`) and the books by e-mail
 * (`books.to`, `books.every`). Each is a medusa-config option — shared or per project — that the
 * admin's settings page may override per project, like the invoice settings (settings.ts): a
 * stored `null` means "use the option", an option left out means the built-in default.
 *
 * Pure: no Medusa runtime imports (the module and the admin routes both read it).
 */
import { z } from "@medusajs/framework/zod"

export const BOOKS_PERIODS = ["day", "week", "month"] as const
export type BooksPeriod = (typeof BOOKS_PERIODS)[number]

/**
 * Hours without a verified postback, while the service shows invoices paid in that time, before
 * the staff are told (a changed URL, a proxy, an expired certificate). 0 turns the alert off.
 */
export const DEFAULT_POSTBACK_SILENCE_HOURS = 6
export const POSTBACK_SILENCE_HOURS_MAX = 168
/** Staff addresses per list: a mailing list belongs in the e-mail provider, not here. */
export const NOTICE_ADDRESSES_MAX = 20

const USD_PATTERN = /^\d{1,12}(\.\d{1,2})?$/

const ADDRESSES_ERROR = `must be an e-mail address or a list of at most ${NOTICE_ADDRESSES_MAX}`
/** "a@x.example, b@y.example" or ["a@x.example"] → a list without repeats ("" → none). */
export const addressListSchema = (name: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${name} ${ADDRESSES_ERROR}` })
    .transform((value) => (Array.isArray(value) ? value : value.split(/[,;\s]+/)).map((a) => a.trim().toLowerCase()).filter(Boolean))
    .pipe(
      z.array(z.email({ error: `${name} holds something that is not an e-mail address` })).max(NOTICE_ADDRESSES_MAX, { error: `${name} ${ADDRESSES_ERROR}` })
    )
    .transform((list) => [...new Set(list)])

export const silenceHoursSchema = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of hours from 0 (off) to ${POSTBACK_SILENCE_HOURS_MAX}` })
    .int({ error: `${name} must be a whole number of hours from 0 (off) to ${POSTBACK_SILENCE_HOURS_MAX}` })
    .min(0, { error: `${name} must be a whole number of hours from 0 (off) to ${POSTBACK_SILENCE_HOURS_MAX}` })
    .max(POSTBACK_SILENCE_HOURS_MAX, { error: `${name} must be a whole number of hours from 0 (off) to ${POSTBACK_SILENCE_HOURS_MAX}` })

/** US dollars as a decimal string ("5000", "2500.50"); a number from medusa-config is read as its digits. */
export const usdSchema = (name: string) =>
  z
    .union([z.string(), z.number()], { error: `${name} must be an amount in US dollars such as "5000"` })
    .transform((value) => String(value).trim())
    .refine((value) => USD_PATTERN.test(value), { error: `${name} must be an amount in US dollars such as "5000" (at most 2 decimals)` })

export const booksPeriodSchema = (name: string) => z.enum(BOOKS_PERIODS, { error: `${name} must be "day", "week" or "month"` })

/** The medusa-config options (options.ts) — camelCase, as every option. */
export const alertsOptionSchema = z
  .strictObject(
    {
      to: addressListSchema("`alerts.to`").optional(),
      postbackSilenceHours: silenceHoursSchema("`alerts.postbackSilenceHours`").optional(),
      balanceAboveUsd: usdSchema("`alerts.balanceAboveUsd`").optional(),
    },
    { error: "`alerts` must be { to, postbackSilenceHours, balanceAboveUsd } (and nothing else)" }
  )
  .optional()

export const booksOptionSchema = z
  .strictObject(
    { to: addressListSchema("`books.to`").optional(), every: booksPeriodSchema("`books.every`").optional() },
    { error: '`books` must be { to, every: "day" | "week" | "month" } (and nothing else)' }
  )
  .optional()

export interface AlertsOption {
  /** Staff addresses (one, a comma-separated list, or an array). */
  to?: string | string[]
  /** Default 6; 0 = off. */
  postbackSilenceHours?: number
  /** Off when left out. */
  balanceAboveUsd?: string | number
}

export interface BooksOption {
  to?: string | string[]
  every?: BooksPeriod
}

/** The options as written (validation at start-up normalised them; read again here all the same). */
export interface NoticeOptions {
  alerts?: AlertsOption
  books?: BooksOption
}

/** The admin's stored overrides (null = not overridden; an empty list = nobody, overriding the option). */
export interface NoticeOverrides {
  alertsTo: string[] | null
  alertsPostbackSilenceHours: number | null
  alertsBalanceAboveUsd: string | null
  booksTo: string[] | null
  booksEvery: BooksPeriod | null
}

export const NOTICE_OVERRIDE_KEYS = ["alertsTo", "alertsPostbackSilenceHours", "alertsBalanceAboveUsd", "booksTo", "booksEvery"] as const
export type NoticeKey = (typeof NOTICE_OVERRIDE_KEYS)[number]

export const EMPTY_NOTICE_OVERRIDES: NoticeOverrides = Object.freeze({
  alertsTo: null,
  alertsPostbackSilenceHours: null,
  alertsBalanceAboveUsd: null,
  booksTo: null,
  booksEvery: null,
})

/** What is in force for a project. */
export interface NoticeSettings {
  alerts: { to: string[]; postbackSilenceHours: number; balanceAboveUsd: string | null }
  books: { to: string[]; every: BooksPeriod | null }
}

/** The settings table's columns for these overrides. */
export interface NoticeRow {
  alerts_to?: unknown
  alerts_postback_silence_hours?: unknown
  alerts_balance_above_usd?: unknown
  books_to?: unknown
  books_every?: unknown
}

export const NOTICE_COLUMNS = ["alerts_to", "alerts_postback_silence_hours", "alerts_balance_above_usd", "books_to", "books_every"] as const

const storedList = (value: unknown): string[] | null => {
  if (!Array.isArray(value)) return null
  const parsed = addressListSchema("list").safeParse(value.filter((v) => typeof v === "string"))
  return parsed.success ? parsed.data : null
}

/**
 * A stored row → overrides, each value re-checked (a row edited by hand must not break the
 * alerts: an unusable value counts as not overridden).
 */
export function noticeOverridesFromRow(row: NoticeRow): NoticeOverrides {
  const hours = silenceHoursSchema("hours").safeParse(
    typeof row.alerts_postback_silence_hours === "string" ? Number(row.alerts_postback_silence_hours) : row.alerts_postback_silence_hours
  )
  const usd = usdSchema("usd").safeParse(row.alerts_balance_above_usd)
  const every = booksPeriodSchema("every").safeParse(row.books_every)
  return {
    alertsTo: storedList(row.alerts_to),
    alertsPostbackSilenceHours: hours.success ? hours.data : null,
    alertsBalanceAboveUsd: row.alerts_balance_above_usd != null && usd.success ? usd.data : null,
    booksTo: storedList(row.books_to),
    booksEvery: every.success ? every.data : null,
  }
}

export function noticeOverridesToRow(overrides: NoticeOverrides) {
  return {
    alerts_to: overrides.alertsTo,
    alerts_postback_silence_hours: overrides.alertsPostbackSilenceHours,
    alerts_balance_above_usd: overrides.alertsBalanceAboveUsd,
    books_to: overrides.booksTo,
    books_every: overrides.booksEvery,
  }
}

/** The option behind each override key (undefined: not set in medusa-config). */
export function noticeOptionValues(options: NoticeOptions): { [K in NoticeKey]: NoticeOverrides[K] | undefined } {
  const alerts = alertsOptionSchema.safeParse(options.alerts)
  const books = booksOptionSchema.safeParse(options.books)
  const a = alerts.success ? alerts.data : undefined
  const b = books.success ? books.data : undefined
  return {
    alertsTo: a?.to,
    alertsPostbackSilenceHours: a?.postbackSilenceHours,
    alertsBalanceAboveUsd: a?.balanceAboveUsd,
    booksTo: b?.to,
    booksEvery: b?.every,
  }
}

/** The admin's override, else the option, else the built-in default. */
export function mergeNoticeSettings(options: NoticeOptions, overrides: NoticeOverrides | null): NoticeSettings {
  const o = overrides ?? EMPTY_NOTICE_OVERRIDES
  const config = noticeOptionValues(options)
  return {
    alerts: {
      to: o.alertsTo ?? config.alertsTo ?? [],
      postbackSilenceHours: o.alertsPostbackSilenceHours ?? config.alertsPostbackSilenceHours ?? DEFAULT_POSTBACK_SILENCE_HOURS,
      balanceAboveUsd: o.alertsBalanceAboveUsd ?? config.alertsBalanceAboveUsd ?? null,
    },
    books: { to: o.booksTo ?? config.booksTo ?? [], every: o.booksEvery ?? config.booksEvery ?? null },
  }
}

/** "admin" | "config" | "default" per key, for the settings page. */
export function noticeSources(options: NoticeOptions, overrides: NoticeOverrides | null): Record<NoticeKey, "admin" | "config" | "default"> {
  const o = overrides ?? EMPTY_NOTICE_OVERRIDES
  const config = noticeOptionValues(options)
  return Object.fromEntries(NOTICE_OVERRIDE_KEYS.map((key) => [key, o[key] !== null ? "admin" : config[key] !== undefined ? "config" : "default"])) as Record<
    NoticeKey,
    "admin" | "config" | "default"
  >
}
