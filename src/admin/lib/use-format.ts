/**
 * Formatters bound to the admin language. The language is the dashboard's i18next language
 * (react-i18next's useTranslation, the instance @medusajs/dashboard initialises), so amounts
 * and dates switch together with the texts when the user changes the language in the profile.
 */
import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { formatAmount, formatNumber, formatDecimal, formatMoney, formatUsd, type DecimalInput } from "./decimal"
import { formatAgo, formatDateTime, formatDay, intlLocale } from "./format"

/** The t() the admin components use; react-i18next's is assignable to it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

export interface Formatters {
  locale: string
  decimal: (value: DecimalInput) => string
  amount: (value: DecimalInput, code: string | null | undefined) => string
  /** Fiat with the ISO code ("EUR 12.50" / "12,50 EUR"), for order amounts in any currency. */
  fiat: (value: DecimalInput, currency: string | null | undefined) => string
  usd: (value: DecimalInput) => string
  /** Counts and percentages (not money). */
  number: (value: number) => string
  dateTime: (iso: string | null | undefined) => string
  day: (day: string) => string
  /** "5 minutes ago", relative to `now` (ms). */
  ago: (iso: string | null | undefined, now?: number) => string
}

export function formattersFor(language: string | null | undefined): Formatters {
  const locale = intlLocale(language)
  return {
    locale,
    decimal: (value) => formatDecimal(value, locale),
    amount: (value, code) => formatAmount(value, code, locale),
    fiat: (value, currency) => formatMoney(value, currency, locale, "code"),
    usd: (value) => formatUsd(value, locale),
    number: (value) => formatNumber(value, locale),
    dateTime: (iso) => formatDateTime(iso, locale),
    day: (day) => formatDay(day, locale),
    ago: (iso, now) => formatAgo(iso, locale, now),
  }
}

export function useFormat(): Formatters {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => formattersFor(language), [language])
}
