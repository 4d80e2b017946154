/**
 * Admin-editable, non-secret settings: what is stored, how a stored row is read back, and how
 * it is laid over the config options.
 *
 * Pure functions only (no Medusa runtime imports): both the payment provider and the plugin
 * module read them, each in its own container.
 *
 * Rules: every stored field is nullable and `null` means "use the config option" (and, when the
 * option is absent too, the built-in default). Secrets (apiKey, secretKey, withdrawalApiKey),
 * shopId and baseUrl are never stored: they come from config only.
 */
import { isPaymentCurrencyCode, isStaticWalletCurrencyCode, type PaymentCurrencyCode } from "../lib/cryptocloud"
import { LOCALE_PATTERN, ORDER_FLOWS, TIME_TO_PAY_MAX_HOURS, UNDERPAID_TOLERANCE_MAX_PERCENT, type OrderFlow } from "./constants"
import type { CryptoCloudOptions } from "./options"
import { normalizeToleranceAmount, type ToleranceAmount } from "./tolerance-amount"
import { EMPTY_NOTICE_OVERRIDES, noticeOverridesFromRow, noticeOverridesToRow, type NoticeOverrides, type NoticeRow } from "./notices/notice-settings"
import { STATIC_WALLET_CUSTOMER_CAP_MAX, STATIC_WALLET_HOURLY_BUDGET_MAX, type StaticWalletSettings } from "./static-wallet-limits"

/** Table of the settings model (models/setting.ts) — the reader queries it by name. */
export const SETTINGS_TABLE = "cryptocloud_setting"
/**
 * Each project's settings row has an id made from its shop id, so saving is an upsert of one
 * known row. A store from before several projects had one row with this id; the upgrade
 * (modules/cryptocloud/project-backfill.ts) gives it to the configured project.
 */
export const SETTINGS_ROW_ID = "ccset_default"

/** The id of a project's settings row. */
export function settingsRowId(shopId: string): string {
  return `ccset_project_${shopId}`
}

/** Non-secret invoice settings: provider options, possibly overridden from the admin. */
export interface InvoiceSettings {
  timeToPay?: { hours: number; minutes: number }
  availableCurrencies?: PaymentCurrencyCode[]
  sendCustomerEmail: boolean
  locale?: string
}

/**
 * The stored overrides; `null` = not overridden. The static-wallet fields have no config option:
 * `null` means the built-in default (static-wallet-limits.ts).
 */
export interface PersistedSettings extends StaticWalletSettings, NoticeOverrides {
  availableCurrencies: PaymentCurrencyCode[] | null
  timeToPay: { hours: number; minutes: number } | null
  sendCustomerEmail: boolean | null
  underpaidTolerancePercent: number | null
  /** Normalised per coin (tolerance-amount.ts). */
  underpaidToleranceAmount: ToleranceAmount | null
  locale: string | null
  orderFlow: OrderFlow | null
  /** Who saved last (admin user id) and when (ISO), for the settings page. */
  updatedBy: string | null
  updatedAt: string | null
}

/** What the next invoice and the status mapping use. */
export interface EffectiveSettings extends InvoiceSettings {
  underpaidTolerancePercent: number
  /** Null: no fixed slack. */
  underpaidToleranceAmount: ToleranceAmount | null
  orderFlow: OrderFlow
}

export type SettingKey =
  "availableCurrencies" | "timeToPay" | "sendCustomerEmail" | "underpaidTolerancePercent" | "underpaidToleranceAmount" | "locale" | "orderFlow"

export const SETTING_KEYS: readonly SettingKey[] = [
  "availableCurrencies",
  "timeToPay",
  "sendCustomerEmail",
  "underpaidTolerancePercent",
  "underpaidToleranceAmount",
  "locale",
  "orderFlow",
]

/** "admin" = stored override, "config" = medusa-config option, "default" = neither is set. */
export type SettingSource = "admin" | "config" | "default"

/** The options a merge needs (a subset of the provider/plugin options). */
export type SettingsOptions = Pick<CryptoCloudOptions, SettingKey>

/** Column names of the settings table. */
export interface SettingsRow extends NoticeRow {
  available_currencies?: unknown
  time_to_pay_hours?: unknown
  time_to_pay_minutes?: unknown
  send_customer_email?: unknown
  underpaid_tolerance_percent?: unknown
  underpaid_tolerance_amount?: unknown
  locale?: unknown
  order_flow?: unknown
  static_wallet_currencies?: unknown
  static_wallet_customer_cap?: unknown
  static_wallet_hourly_budget?: unknown
  updated_by?: unknown
  updated_at?: unknown
}

export const EMPTY_SETTINGS: PersistedSettings = Object.freeze({
  availableCurrencies: null,
  timeToPay: null,
  sendCustomerEmail: null,
  underpaidTolerancePercent: null,
  underpaidToleranceAmount: null,
  locale: null,
  orderFlow: null,
  staticWalletCurrencies: null,
  staticWalletCustomerCap: null,
  staticWalletHourlyBudget: null,
  ...EMPTY_NOTICE_OVERRIDES,
  updatedBy: null,
  updatedAt: null,
})

const int = (value: unknown): number | null => {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : null
}

/**
 * A stored row → overrides. Values are re-checked on the way out: the admin route validates
 * before saving, but a row edited by hand must not be able to break invoice creation, so an
 * unusable field simply counts as "not overridden".
 */
export function settingsFromRow(row: SettingsRow): PersistedSettings {
  const currencies = Array.isArray(row.available_currencies) ? row.available_currencies.filter(isPaymentCurrencyCode) : []
  const hours = int(row.time_to_pay_hours)
  const minutes = int(row.time_to_pay_minutes)
  const timeToPay = hours !== null && minutes !== null && minutes < 60 && hours <= TIME_TO_PAY_MAX_HOURS && hours + minutes > 0 ? { hours, minutes } : null
  const tolerance = row.underpaid_tolerance_percent === null ? NaN : Number(row.underpaid_tolerance_percent)
  const walletCurrencies = Array.isArray(row.static_wallet_currencies) ? row.static_wallet_currencies.filter(isStaticWalletCurrencyCode) : []
  const cap = int(row.static_wallet_customer_cap)
  const budget = int(row.static_wallet_hourly_budget)
  const updatedAt = row.updated_at instanceof Date ? row.updated_at.toISOString() : typeof row.updated_at === "string" ? row.updated_at : null
  return {
    availableCurrencies: currencies.length ? [...new Set(currencies)] : null,
    timeToPay,
    sendCustomerEmail: typeof row.send_customer_email === "boolean" ? row.send_customer_email : null,
    underpaidTolerancePercent: Number.isFinite(tolerance) && tolerance >= 0 && tolerance <= UNDERPAID_TOLERANCE_MAX_PERCENT ? tolerance : null,
    underpaidToleranceAmount: normalizeToleranceAmount(row.underpaid_tolerance_amount),
    locale: typeof row.locale === "string" && LOCALE_PATTERN.test(row.locale) ? row.locale : null,
    orderFlow: (ORDER_FLOWS as readonly unknown[]).includes(row.order_flow) ? (row.order_flow as OrderFlow) : null,
    // An empty list would refuse every currency: read it as "not set" like a list of unknown codes.
    staticWalletCurrencies: walletCurrencies.length ? [...new Set(walletCurrencies)] : null,
    staticWalletCustomerCap: cap !== null && cap <= STATIC_WALLET_CUSTOMER_CAP_MAX ? cap : null,
    staticWalletHourlyBudget: budget !== null && budget <= STATIC_WALLET_HOURLY_BUDGET_MAX ? budget : null,
    ...noticeOverridesFromRow(row),
    updatedBy: typeof row.updated_by === "string" ? row.updated_by : null,
    updatedAt,
  }
}

/** Overrides → columns (for saving). */
export function settingsToRow(settings: Omit<PersistedSettings, "updatedAt" | "updatedBy">) {
  return {
    available_currencies: settings.availableCurrencies,
    time_to_pay_hours: settings.timeToPay?.hours ?? null,
    time_to_pay_minutes: settings.timeToPay?.minutes ?? null,
    send_customer_email: settings.sendCustomerEmail,
    underpaid_tolerance_percent: settings.underpaidTolerancePercent,
    underpaid_tolerance_amount: settings.underpaidToleranceAmount,
    locale: settings.locale,
    order_flow: settings.orderFlow,
    static_wallet_currencies: settings.staticWalletCurrencies,
    static_wallet_customer_cap: settings.staticWalletCustomerCap,
    static_wallet_hourly_budget: settings.staticWalletHourlyBudget,
    ...noticeOverridesToRow(settings),
  }
}

/**
 * The settings in force: each stored override wins over its config option, which wins over
 * the built-in default. `persisted === null` (no row, or no table yet) = config only.
 */
export function mergeInvoiceSettings(options: SettingsOptions, persisted: PersistedSettings | null): EffectiveSettings {
  const p = persisted ?? EMPTY_SETTINGS
  return {
    availableCurrencies: p.availableCurrencies ?? options.availableCurrencies,
    timeToPay: p.timeToPay ?? options.timeToPay,
    sendCustomerEmail: p.sendCustomerEmail ?? options.sendCustomerEmail ?? false,
    locale: p.locale ?? options.locale,
    underpaidTolerancePercent: p.underpaidTolerancePercent ?? options.underpaidTolerancePercent ?? 0,
    underpaidToleranceAmount: p.underpaidToleranceAmount ?? normalizeToleranceAmount(options.underpaidToleranceAmount),
    orderFlow: p.orderFlow ?? options.orderFlow ?? "after_payment",
  }
}

/** Where each effective value comes from (shown on the settings page). */
export function settingSources(options: SettingsOptions, persisted: PersistedSettings | null): Record<SettingKey, SettingSource> {
  const p = persisted ?? EMPTY_SETTINGS
  const sources = {} as Record<SettingKey, SettingSource>
  for (const key of SETTING_KEYS) {
    sources[key] = p[key] !== null ? "admin" : options[key] !== undefined ? "config" : "default"
  }
  return sources
}
