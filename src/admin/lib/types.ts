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

/**
 * Withdrawal log statuses: `failed` = provably not carried out, `refused` = stopped by the
 * plugin before sending, `unknown` = the answer was lost after sending (it may have gone out).
 */
export type WithdrawalStatus = "pending" | "sent" | "failed" | "refused" | "unknown"

/** src/api/admin/cryptocloud/withdrawals/view.ts */
export interface WithdrawalView {
  id: string
  status: WithdrawalStatus | string
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
  /** For an `unknown` withdrawal: what was kept of the lost answer (never a key). */
  answer?: Record<string, unknown> | null
  /** What the admin said became of an `unknown` withdrawal, after checking the dashboard. */
  resolution?: "sent" | "not_sent" | null
  resolved_by?: string | null
  resolved_at?: string | null
  /** The refund this withdrawal pays out, if any. */
  refund_id?: string | null
  /**
   * A `pending` row its process left behind (no answer can come any more), which the resolve
   * route accepts like an `unknown` one. Optional: when the server does not say, the admin
   * judges by the row's age (lib/withdrawals.ts).
   */
  stale?: boolean
}

/** POST /admin/cryptocloud/withdrawals/:id/resolve */
export type WithdrawalOutcome = "sent" | "not_sent"

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

/** Customers' static wallets (no medusa-config option: a value is set here or the default). */
export interface StaticWalletSettingsValues {
  /** null: every static-wallet currency. */
  static_wallet_currencies: string[] | null
  static_wallet_customer_cap: number
  static_wallet_hourly_budget: number
}
export type StaticWalletSettingKey = keyof StaticWalletSettingsValues

/** GET|POST /admin/cryptocloud/settings (src/api/admin/cryptocloud/settings/view.ts) */
export interface SettingsResponse {
  settings: SettingsValues
  sources: Record<SettingKey, SettingSource>
  config: SettingsValues
  overrides: SettingsValues
  /** src/api/admin/cryptocloud/settings/static-wallet-settings.ts */
  static_wallets: {
    settings: StaticWalletSettingsValues
    sources: Record<StaticWalletSettingKey, Exclude<SettingSource, "config">>
    defaults: StaticWalletSettingsValues
  }
  updated_at: string | null
  updated_by: string | null
  secrets: Record<"apiKey" | "secretKey" | "withdrawalApiKey", "configured" | "missing">
  shop_id: string
  base_url: string
  withdrawals_enabled: boolean
  postback: {
    path: string
    url: string | null
    provider_registered: boolean
    /** When the last verified postback (applied or duplicate) arrived; null = none in the log (kept 30 days). */
    last_received_at: string | null
    /** Postbacks whose token did not verify in the last hour: a wrong secret key, or a flood. */
    rejected_last_hour: number
  }
}

/** POST /admin/cryptocloud/settings: absent = unchanged, null = back to the config value (the default for wallets). */
export type SettingsPatch = { [K in SettingKey]?: SettingsValues[K] } & { [K in StaticWalletSettingKey]?: StaticWalletSettingsValues[K] | null }

/** POST /admin/cryptocloud/connection-test */
export interface ConnectionTestResponse {
  ok: boolean
  checks: Array<{ name: "api_key" | "shop_id" | "invoices" | string; ok: boolean; message: string }>
  base_url: string
  withdrawals_enabled: boolean
}

// ── attention queue ─────────────────────────────────────────────────────────

export type AttentionKind =
  | "unmatched_payment"
  | "expired_partial"
  | "overpayment"
  | "late_payment"
  | "withdrawal_unknown"
  | "refund_owed"
  | "capture_failed"

/** GET /admin/cryptocloud/attention (src/api/admin/cryptocloud/attention/view.ts) */
export interface AttentionItem {
  id: string
  kind: AttentionKind | string
  status: "open" | "resolved"
  invoice_uuid: string | null
  /** The withdrawal log row (ccwd_…) of a `withdrawal_unknown` item. */
  withdrawal_id: string | null
  refund_id: string | null
  order_id: string | null
  /** Decimal string in `currency` (the invoice's crypto code for invoice items). */
  amount: string | null
  currency: string | null
  test_mode: boolean
  /** English sentences from the server; the admin says the kind in its own words. */
  description: string
  advice: string
  detected_at: string
  note: string | null
  /** Admin user id. */
  resolved_by: string | null
  resolved_at: string | null
}

export interface AttentionListResponse {
  attention_items: AttentionItem[]
  count: number
  open_count: number
  offset: number
  limit: number
}

export interface AttentionQuery {
  status: "open" | "resolved"
  order_id?: string
  offset: number
  limit: number
}

// ── refunds (in refund-types.ts, kept apart to keep this file short) ────────

export * from "./refund-types"

/** POST /admin/cryptocloud/refunds/:id/payout (here, not in refund-types.ts: it names WithdrawalView). */
export interface PayoutResponse {
  refund: import("./refund-types").RefundView
  withdrawal: WithdrawalView
}

// ── static wallet deposits ──────────────────────────────────────────────────

/** GET /admin/cryptocloud/deposits */
export interface DepositView {
  id: string
  invoice_id: string
  wallet_address: string | null
  customer_id: string | null
  amount: string
  currency: string | null
  received_at: string
  test_mode?: boolean
}

export interface DepositListResponse {
  deposits: DepositView[]
  count: number
}

// ── postback log ────────────────────────────────────────────────────────────

/** src/domain/postback-log.ts */
export type PostbackOutcome = "applied" | "duplicate" | "rejected" | "ignored"

/** GET /admin/cryptocloud/postbacks */
export interface PostbackView {
  id: string
  received_at: string
  /** The invoice the postback named (verified or not); null when it named none. */
  invoice_id: string | null
  outcome: PostbackOutcome | string
  /** The invoice status it was applied with. */
  status: string | null
  /** Why, in English words from the server (never the token or the body). */
  reason: string
  /** How many postbacks the line stands for: 1 when verified; rejected and ignored ones are counted per reason and minute. */
  count: number
}

export interface PostbackListResponse {
  postbacks: PostbackView[]
  count: number
  offset: number
  limit: number
  last_received_at: string | null
}

export interface PostbackQuery {
  outcome?: PostbackOutcome
  offset: number
  limit: number
}
