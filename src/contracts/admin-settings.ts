/**
 * The settings page's routes: GET|POST /admin/cryptocloud/settings
 * (src/api/admin/cryptocloud/settings/**) and POST /admin/cryptocloud/connection-test.
 */
import type { PaymentCurrencyCode } from "../lib/cryptocloud/codes"

export type OrderFlow = "after_payment" | "before_payment"

/** The non-secret settings in the API's snake_case; null = not set (the service's or the built-in default). */
export interface SettingsValues {
  available_currencies: PaymentCurrencyCode[] | null
  time_to_pay: { hours: number; minutes: number } | null
  send_customer_email: boolean | null
  underpaid_tolerance_percent: number | null
  /** A shortfall up to this (store currency) counts as paid: `{ default?: "1.50", BTC?: "3" }` (coin codes). */
  underpaid_tolerance_amount: Record<string, string> | null
  locale: string | null
  order_flow: OrderFlow | null
}

export type SettingKey = keyof SettingsValues
/** "admin" = stored override, "config" = medusa-config option, "default" = neither is set. */
export type SettingSource = "admin" | "config" | "default"

/** Customers' static wallets (no medusa-config option: a value is set here or the default). */
export interface StaticWalletSettingsValues {
  /** null: every static-wallet currency. */
  static_wallet_currencies: PaymentCurrencyCode[] | null
  static_wallet_customer_cap: number
  static_wallet_hourly_budget: number
}

export type StaticWalletSettingKey = keyof StaticWalletSettingsValues

/** Staff alerts (design.md, "Telling the merchant"): `to` empty = no e-mails (the admin's feed still shows them). */
export interface AlertSettingsValues {
  to: string[]
  /** 0 = off. */
  postback_silence_hours: number
  /** US dollars as a decimal string; null = off. */
  balance_above_usd: string | null
}

/** The books by e-mail: `every` null or `to` empty = off. */
export interface BooksSettingsValues {
  to: string[]
  every: "day" | "week" | "month" | null
}

/** One group of the settings page: the values in force, where each comes from, the medusa-config value. */
export interface SettingsGroup<T> {
  settings: T
  sources: Record<keyof T, SettingSource>
  config: { [K in keyof T]: T[K] | null }
}

/** GET|POST /admin/cryptocloud/settings (src/api/admin/cryptocloud/settings/view.ts) */
export interface SettingsResponse {
  /** The values in force. */
  settings: SettingsValues
  sources: Record<SettingKey, SettingSource>
  config: SettingsValues
  overrides: SettingsValues
  static_wallets: {
    settings: StaticWalletSettingsValues
    sources: Record<StaticWalletSettingKey, Exclude<SettingSource, "config">>
    defaults: StaticWalletSettingsValues
  }
  alerts: SettingsGroup<AlertSettingsValues>
  books: SettingsGroup<BooksSettingsValues>
  updated_at: string | null
  updated_by: string | null
  secrets: Record<"apiKey" | "secretKey" | "withdrawalApiKey", "configured" | "missing">
  shop_id: string
  base_url: string
  withdrawals_enabled: boolean
  postback: {
    path: string
    /** The full URL to paste into the CryptoCloud project; null when the request did not tell the store's origin. */
    url: string | null
    provider_registered: boolean
    /** When the last verified postback (applied or duplicate) arrived; null = none in the log (kept 30 days). */
    last_received_at: string | null
    /** Postbacks whose token did not verify in the last hour: a wrong secret key, or a flood. */
    rejected_last_hour: number
  }
}

/** POST /admin/cryptocloud/settings: absent = unchanged, null = back to the config value (the default for wallets). */
export type SettingsPatch = { [K in SettingKey]?: SettingsValues[K] } & {
  [K in StaticWalletSettingKey]?: StaticWalletSettingsValues[K] | null
} & {
  /** `to` may also be sent as one string "a@x, b@y"; `[]` = nobody (overriding the config), null = back to it. */
  alerts?: { to?: string[] | null; postback_silence_hours?: number | null; balance_above_usd?: string | null }
  books?: { to?: string[] | null; every?: BooksSettingsValues["every"] }
}

/** One harmless read of the connection test. */
export interface ConnectionCheck {
  name: "api_key" | "shop_id" | "invoices"
  ok: boolean
  message: string
}

/** POST /admin/cryptocloud/connection-test: always 200 (the test itself worked). */
export interface ConnectionTestResponse {
  ok: boolean
  checks: ConnectionCheck[]
  base_url: string
  withdrawals_enabled: boolean
}
