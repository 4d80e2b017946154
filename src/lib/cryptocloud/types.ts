/**
 * Public data types returned by the client.
 *
 * Field names mirror the API (snake_case) so they can be matched against the spec, but the
 * VALUES are normalised: ids in canonical `INV-XXXXXXXX` form, timestamps ISO 8601 with `Z`,
 * every amount a plain decimal string read from the number's source text (never a JS number),
 * `"None"` turned into null. Informational fields (no decision rests on them) are null when
 * the answer lacks them or they cannot be read; the client reports that through `onWarning`.
 */
import type { FiatCurrencyCode, InvoiceStatus, PaymentCurrencyCode } from "./codes"

export type { FiatCurrencyCode, InvoiceStatus, PaymentCurrencyCode }

/** A decimal amount in plain notation, e.g. "0.0000015" or "2.68". */
export type DecimalString = string
/** ISO 8601 UTC timestamp with `Z`, e.g. "2026-11-22T08:07:40.123Z". */
export type IsoTimestamp = string
/** Calendar date `YYYY-MM-DD`. */
export type IsoDate = string

export interface CurrencyNetwork {
  code: string
  fullname: string | null
  id: number | null
  icon: string | null
}

/** Currency object as it appears inside invoices. */
export interface InvoiceCurrency {
  id: number | null
  /** Base code, e.g. "USDT". */
  code: string
  /** Code with network, e.g. "USDT_TRC20" (falls back to `code` when absent). */
  fullcode: string
  name: string | null
  network: CurrencyNetwork | null
  is_email_required: boolean | null
  stablecoin: boolean | null
  icon_base: string | null
  icon_network: string | null
  icon_qr: string | null
  order: number | null
}

/** Currency object as it appears inside balances and static wallets. */
export interface AccountCurrency {
  /** Full code with network, e.g. "USDT_TRC20". */
  code: string
  /** Base code, e.g. "USDT" (falls back to `code` when absent). */
  short_code: string
  name: string | null
  network: CurrencyNetwork | null
  enable: boolean | null
}

export interface InvoiceProject {
  id: number | null
  name: string | null
  success: string | null
  fail: string | null
  logo: string | null
}

export interface Invoice {
  /** Canonical `INV-XXXXXXXX`. */
  uuid: string
  status: InvoiceStatus
  /** Null when the answer lacks it (the service's own `info` example does) or it is unreadable. */
  created: IsoTimestamp | null
  expiry_date: IsoTimestamp | null
  date_finished: IsoTimestamp | null
  address: string | null
  currency: InvoiceCurrency | null
  fiat_currency: string | null
  /** Amount in the selected cryptocurrency. */
  amount: DecimalString | null
  amount_usd: DecimalString | null
  /** Amount in the creation (fiat) currency: the order amount. */
  amount_in_fiat: DecimalString | null
  amount_in_crypto: DecimalString | null
  amount_to_pay: DecimalString | null
  amount_to_pay_usd: DecimalString | null
  amount_paid: DecimalString | null
  amount_paid_usd: DecimalString | null
  received: DecimalString | null
  received_usd: DecimalString | null
  to_surcharge: DecimalString | null
  to_surcharge_usd: DecimalString | null
  fee: DecimalString | null
  fee_usd: DecimalString | null
  service_fee: DecimalString | null
  service_fee_usd: DecimalString | null
  /** Null when the answer has no list (the create answer) or an unreadable one. */
  tx_list: string[] | null
  test_mode: boolean
  order_id: string | null
  link: string | null
  pay_url: string | null
  user_email: string | null
  phone: string | null
  side_commission: string | null
  /** Service-fee payer; the create response calls it `side_commission_service`. */
  side_commission_cc: string | null
  invoice_status: string | null
  type: string | null
  type_payments: string | null
  is_email_required: boolean | null
  project: InvoiceProject | null
}

export interface ListInvoicesResult {
  invoices: Invoice[]
  /** Total number of invoices of the period (the service's `all_count`). */
  allCount: number
}

export type StatisticsKey = InvoiceStatus | "all"

export interface Statistics {
  count: Record<StatisticsKey, number>
  /** USD totals per status. */
  amount: Record<StatisticsKey, DecimalString>
}

export interface Balance {
  currency: AccountCurrency
  balance_crypto: DecimalString
  balance_usd: DecimalString
  available_balance: DecimalString
  available_balance_usd: DecimalString
}

export interface StaticWallet {
  /** 32-character id without prefix. */
  uuid: string
  address: string
  identify: string | null
  created: IsoTimestamp | null
  /** `active` or `enable` in the answer; true when absent (a wallet is active when created). */
  active: boolean
  currency: AccountCurrency | null
}

export interface ListStaticWalletsResult {
  wallets: StaticWallet[]
  /** Total count when the service reports one. */
  allCount: number | null
}

export interface Withdrawal {
  /** Request id; canonical `INV-XXXXXXXX` when it looks like one, otherwise as received. */
  uuid: string
  /** Same value under the legacy name. */
  invoice_id: string
  /** "created" on creation; later states are not documented, so any string is kept. */
  status: string
  /** Currency code with network, e.g. "USDT_TRC20". */
  currency: string
  amount: DecimalString
  fee: DecimalString | null
  service_fee: DecimalString | null
  created: IsoTimestamp | null
  /** Which response form the service used. */
  envelope: "result" | "data"
  /**
   * The payload as received (no secrets are ever in it), for logs and later fields. Its JSON
   * numbers are strings holding their exact source text, e.g. `"0.123456789012345678"`.
   */
  raw: Record<string, unknown>
}

// ── request inputs (shared by the client and the batch helpers) ───────────────

export interface CreateInvoiceInput {
  /** Decimal string in `currency` (default USD), e.g. "2.68". Numbers are refused. */
  amount: string
  currency?: FiatCurrencyCode
  order_id?: string
  email?: string
  add_fields?: {
    time_to_pay?: { hours: number; minutes: number }
    available_currencies?: PaymentCurrencyCode[]
    cryptocurrency?: PaymentCurrencyCode
  }
}

export interface PeriodInput {
  /** `YYYY-MM-DD` */
  start: IsoDate
  /** `YYYY-MM-DD`, same as or after `start` */
  end: IsoDate
}

export interface PageInput extends PeriodInput {
  offset?: number
  /** 1..100 (service default 10). */
  limit?: number
}

export interface CreateStaticWalletInput {
  currency: PaymentCurrencyCode
  /** Customer identifier (≤ 255 chars); comes back as `order_id` in deposit postbacks. */
  identify: string
}

export interface CreateWithdrawalInput {
  currency_code: PaymentCurrencyCode
  to_address: string
  /** Decimal string in `currency_code`. Numbers are refused. */
  amount: string
}

/**
 * `info` answers read one invoice at a time: a malformed invoice is reported on its own
 * instead of failing the whole answer (the reconciliation skips just that one).
 */
export interface InvoiceReadResult {
  invoices: Invoice[]
  /** Entries that did not parse: the id when it could be read, and why. */
  rejected: Array<{ uuid: string | null; problem: string }>
}

/** What the batch helpers need from a client (keeps batch.ts free of the client class). */
export interface InvoiceReader {
  getInvoices(uuids: readonly string[]): Promise<Invoice[]>
}
export interface InvoiceEachReader {
  getInvoicesEach(uuids: readonly string[]): Promise<InvoiceReadResult>
}
export interface InvoiceLister {
  listInvoices(input: PageInput): Promise<ListInvoicesResult>
}
