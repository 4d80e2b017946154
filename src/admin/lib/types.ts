/**
 * Response shapes of the plugin's admin routes (src/api/admin/cryptocloud/**). The service
 * objects (invoice, balance, statistics) are the API client's own types; the plugin's views
 * (settings, withdrawal log) are restated here because their builders live in server code the
 * admin bundle must not import.
 */
import type { Balance, Invoice, InvoiceStatus, Statistics } from "../../lib/cryptocloud/types"

export type { Balance, Invoice, InvoiceStatus, Statistics }

/** GET /admin/cryptocloud/balance */
export interface BalanceResponse {
  balances: Balance[]
}

/** GET /admin/cryptocloud/invoices */
export interface InvoiceListResponse {
  invoices: Invoice[]
  count: number
  offset: number
  limit: number
  start: string
  end: string
}

/** GET /admin/cryptocloud/invoices/:uuid and POST …/cancel */
export interface InvoiceResponse {
  invoice: Invoice
}

/** GET /admin/cryptocloud/statistics */
export interface StatisticsResponse {
  statistics: Statistics
  start: string
  end: string
}

/** src/api/admin/cryptocloud/withdrawals/view.ts */
export interface WithdrawalView {
  id: string
  status: "pending" | "sent" | "failed" | "refused" | string
  created_at: string
  sent_at: string | null
  admin_user_id: string | null
  currency_code: string
  to_address: string
  amount: string
  withdrawal_id: string | null
  service_status: string | null
  fee: string | null
  service_fee: string | null
  error: { code: string; area: string | null; message: string | null } | null
}

export interface WithdrawalListResponse {
  withdrawals: WithdrawalView[]
  count: number
  offset: number
  limit: number
}

export interface CreateWithdrawalBody {
  currency_code: string
  to_address: string
  amount: string
}

export type OrderFlow = "after_payment" | "before_payment"

/** The settings in the API's snake_case; null = not set (service or built-in default). */
export interface SettingsValues {
  available_currencies: string[] | null
  time_to_pay: { hours: number; minutes: number } | null
  send_customer_email: boolean | null
  underpaid_tolerance_percent: number | null
  locale: string | null
  order_flow: OrderFlow | null
}

export type SettingKey = keyof SettingsValues
export type SettingSource = "admin" | "config" | "default"

/** GET|POST /admin/cryptocloud/settings (src/api/admin/cryptocloud/settings/view.ts) */
export interface SettingsResponse {
  settings: SettingsValues
  sources: Record<SettingKey, SettingSource>
  config: SettingsValues
  overrides: SettingsValues
  updated_at: string | null
  updated_by: string | null
  secrets: Record<"apiKey" | "secretKey" | "withdrawalApiKey", "configured" | "missing">
  shop_id: string
  base_url: string
  withdrawals_enabled: boolean
  postback: { path: string; url: string | null; provider_registered: boolean }
}

/** POST /admin/cryptocloud/settings: absent = unchanged, null = back to the config value. */
export type SettingsPatch = { [K in SettingKey]?: SettingsValues[K] }

/** POST /admin/cryptocloud/connection-test */
export interface ConnectionTestResponse {
  ok: boolean
  checks: Array<{ name: "api_key" | "shop_id" | "invoices" | string; ok: boolean; message: string }>
  base_url: string
  withdrawals_enabled: boolean
}
