/**
 * The settings page's staff alerts and books by e-mail (README, "Telling the merchant"): the body's
 * `alerts` and `books` objects, and their view. Keys in snake_case as every admin body; the
 * camelCase names of the medusa-config options are read too, since the design names the settings
 * `alerts.postbackSilenceHours` and a merchant may copy them.
 */
import { z } from "@medusajs/framework/zod"
import type { AlertSettingsValues, BooksSettingsValues, SettingsGroup } from "../../../../contracts"
import {
  addressListSchema,
  booksPeriodSchema,
  mergeNoticeSettings,
  noticeOptionValues,
  noticeSources,
  silenceHoursSchema,
  usdSchema,
  type NoticeOptions,
  type NoticeOverrides,
} from "../../../../domain/notices/notice-settings"

const CAMEL: Record<string, string> = { postbackSilenceHours: "postback_silence_hours", balanceAboveUsd: "balance_above_usd" }

/** `{ postbackSilenceHours }` → `{ postback_silence_hours }` (the snake_case key wins when both are sent). */
const snakeKeys = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => !(CAMEL[key] && CAMEL[key] in (value as object)))
          .map(([key, v]) => [CAMEL[key] ?? key, v])
      )
    : value

export const alertsBody = z.preprocess(
  snakeKeys,
  z.strictObject(
    {
      to: addressListSchema("alerts.to").nullable().optional(),
      postback_silence_hours: silenceHoursSchema("alerts.postback_silence_hours").nullable().optional(),
      balance_above_usd: usdSchema("alerts.balance_above_usd").nullable().optional(),
    },
    { error: "alerts must be { to, postback_silence_hours, balance_above_usd } (and nothing else)" }
  )
)

export const booksBody = z.strictObject(
  { to: addressListSchema("books.to").nullable().optional(), every: booksPeriodSchema("books.every").nullable().optional() },
  { error: 'books must be { to, every: "day" | "week" | "month" } (and nothing else)' }
)

type AlertsBody = z.infer<typeof alertsBody>
type BooksBody = z.infer<typeof booksBody>

/** The body's `alerts`/`books` → a patch of the stored overrides (absent keys stay as they are). */
export function noticePatchFromBody(body: { alerts?: AlertsBody; books?: BooksBody }): Partial<NoticeOverrides> {
  const patch: Partial<NoticeOverrides> = {}
  if (body.alerts?.to !== undefined) patch.alertsTo = body.alerts.to
  if (body.alerts?.postback_silence_hours !== undefined) patch.alertsPostbackSilenceHours = body.alerts.postback_silence_hours
  if (body.alerts?.balance_above_usd !== undefined) patch.alertsBalanceAboveUsd = body.alerts.balance_above_usd
  if (body.books?.to !== undefined) patch.booksTo = body.books.to
  if (body.books?.every !== undefined) patch.booksEvery = body.books.every
  return patch
}

/** The two groups of the settings page. */
export function noticeSettingsView(
  options: NoticeOptions,
  overrides: NoticeOverrides
): { alerts: SettingsGroup<AlertSettingsValues>; books: SettingsGroup<BooksSettingsValues> } {
  const effective = mergeNoticeSettings(options, overrides)
  const sources = noticeSources(options, overrides)
  const config = noticeOptionValues(options)
  return {
    alerts: {
      settings: {
        to: effective.alerts.to,
        postback_silence_hours: effective.alerts.postbackSilenceHours,
        balance_above_usd: effective.alerts.balanceAboveUsd,
      },
      sources: { to: sources.alertsTo, postback_silence_hours: sources.alertsPostbackSilenceHours, balance_above_usd: sources.alertsBalanceAboveUsd },
      config: {
        to: config.alertsTo ?? null,
        postback_silence_hours: config.alertsPostbackSilenceHours ?? null,
        balance_above_usd: config.alertsBalanceAboveUsd ?? null,
      },
    },
    books: {
      settings: { to: effective.books.to, every: effective.books.every },
      sources: { to: sources.booksTo, every: sources.booksEvery },
      config: { to: config.booksTo ?? null, every: config.booksEvery ?? null },
    },
  }
}
