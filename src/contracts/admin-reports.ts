/**
 * The merchant's books (design.md, "Reports"): `GET /admin/cryptocloud/reports/:report`, its
 * report names and their columns in order — the CSV header and the JSON `columns` — shared by the
 * route (src/api/admin/cryptocloud/reports) and the admin's Reports section, so both always show
 * the same columns. Framework-free.
 */
import type { ListPage, PageQuery, PeriodQuery, PeriodRange } from "./admin-paging"
import type { ProjectQuery } from "./admin-projects"

export const REPORT_NAMES = ["payments", "invoices", "refunds", "withdrawals", "deposits", "balance"] as const
export type ReportName = (typeof REPORT_NAMES)[number]

/**
 * The reports of one row per record (payment, invoice, refund, withdrawal, deposit). `balance`
 * is a summary: one row per coin, added up from those records, beside the service's balance.
 */
export type RecordReportName = Exclude<ReportName, "balance">
export const RECORD_REPORT_NAMES = REPORT_NAMES.filter((name): name is RecordReportName => name !== "balance")

export function isReportName(value: unknown): value is ReportName {
  return typeof value === "string" && (REPORT_NAMES as readonly string[]).includes(value)
}

/**
 * Each report's columns, in the order of the CSV and of each JSON row's keys. What each holds is
 * in docs/merchant-guide.md, "Your books".
 */
export const REPORT_COLUMNS = {
  /** One row per invoice that received money, by when the money first arrived. */
  payments: [
    "received_at",
    "invoice_id",
    "order_id",
    "order_display_id",
    "customer_email",
    "status",
    "fiat_currency",
    "fiat_amount",
    "crypto_currency",
    "network",
    "crypto_amount",
    "received",
    "received_usd",
    "service_fee",
    "network_fee",
    "tx_hashes",
    "test_mode",
    "shop_id",
    /** The fiat shortfall the merchant accepted (attention `accept`); empty on other rows. */
    "accepted_shortfall",
  ],
  /** Every invoice created in the period, paid or not. */
  invoices: [
    "created_at",
    "invoice_id",
    "order_id",
    "status",
    "fiat_currency",
    "fiat_amount",
    "crypto_currency",
    "crypto_amount",
    "received",
    "expires_at",
    "test_mode",
    "shop_id",
  ],
  /** Refunds recorded in the period, with their payout. */
  refunds: [
    "refund_id",
    "order_id",
    "order_display_id",
    "status",
    "fiat_currency",
    "fiat_amount",
    "crypto_currency",
    "crypto_amount",
    "address",
    "withdrawal_id",
    "sent_at",
    "shop_id",
    // Added after shop_id so the columns before keep their places (readers by position).
    /** The latest payout's coin and amount as sent; another coin than crypto_currency under autoconversion. */
    "payout_currency",
    "payout_amount",
    /** Paid in another coin: the refund's crypto that payout settled, and units of payout_currency per unit of crypto_currency. */
    "converted_from_amount",
    "conversion_rate",
  ],
  /** The withdrawal log: every request an admin made in the period, whatever became of it. */
  withdrawals: ["requested_at", "withdrawal_id", "currency_code", "amount", "to_address", "status", "refund_id", "requested_by", "shop_id"],
  /** Money received on customers' static wallets in the period. */
  deposits: ["received_at", "invoice_id", "customer_id", "currency", "amount", "received", "amount_usd", "wallet_address", "status", "shop_id"],
  /**
   * The books against the balance: one row per coin of the project. `opening` (what the records
   * say arrived minus what left before the period) + `received` (invoices) + `deposits` −
   * `refunds_paid` − `withdrawals` (the plugin's other payouts) − `external_withdrawals` (made
   * outside the plugin) = `closing`; `service_balance` is CryptoCloud's balance now, only for a
   * period that ends today (UTC), and `difference` = service_balance − closing. Amounts at the
   * coin's precision.
   */
  balance: [
    "shop_id",
    "currency",
    "opening",
    "received",
    "deposits",
    "refunds_paid",
    "withdrawals",
    "external_withdrawals",
    "closing",
    "service_balance",
    "difference",
  ],
} as const satisfies Record<ReportName, readonly string[]>

export type ReportColumn<R extends ReportName = ReportName> = (typeof REPORT_COLUMNS)[R][number]

/**
 * A cell as the route gives it: text, or null for nothing (an empty CSV cell). Amounts are the
 * decimal strings the service wrote, times ISO 8601 UTC (`2026-11-27T13:05:09.123Z`), `test_mode`
 * "true" or "false", `tx_hashes` the hashes separated by a space.
 */
export type ReportCell = string | null
export type ReportRow<R extends ReportName = ReportName> = { [C in ReportColumn<R>]: ReportCell }

/**
 * The `status` of a payments or invoices row, from the ledger's status and history:
 * `unpaid` (nothing arrived, the invoice is still open), `canceled` (nothing arrived; it expired
 * or was cancelled), `partial` (part paid — also when the rest never came before it expired),
 * `paid`, `overpaid`, `late` (money arrived after the invoice had expired or been cancelled).
 */
export const INVOICE_REPORT_STATUSES = ["unpaid", "canceled", "partial", "paid", "overpaid", "late"] as const
export type InvoiceReportStatus = (typeof INVOICE_REPORT_STATUSES)[number]

/**
 * The `status` of a withdrawals row: the log's status, except that an admin's word on a lost
 * answer replaces it (`sent`, or `not_sent`); `external` for a withdrawal made outside the plugin.
 */
export const WITHDRAWAL_REPORT_STATUSES = ["pending", "sent", "failed", "refused", "unknown", "not_sent", "external"] as const

export const REPORT_FORMATS = ["json", "csv"] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

/** A JSON page: `limit` rows at most (default REPORT_DEFAULT_PAGE_SIZE). */
export const REPORT_DEFAULT_PAGE_SIZE = 100
export const REPORT_MAX_PAGE_SIZE = 1000

/**
 * GET /admin/cryptocloud/reports/:report?start&end&format&offset&limit&shop_id — the period in
 * UTC days, both ends included (default: the last 30 days); `format` json (default) or csv (the
 * whole period, streamed; no paging); `shop_id` the project (default the first).
 */
export interface ReportQuery extends PeriodQuery, PageQuery, ProjectQuery {
  format?: ReportFormat
}

/** The JSON answer: one page of the period's rows and their total `count`. */
export interface ReportResponse<R extends ReportName = ReportName> extends ListPage, PeriodRange {
  report: R
  shop_id: string
  columns: Array<ReportColumn<R>>
  /** Each row as the CSV has it: one cell per column, in `columns`' order. */
  rows: ReportCell[][]
  /**
   * `balance` only: per row of `rows`, true when its `difference` is not zero — the books and
   * CryptoCloud's balance disagree (docs/merchant-guide.md, "When the books and the balance
   * differ"). Never hidden: the row is there either way.
   */
  flagged?: boolean[]
}

/** A report's rows as records keyed by column (what a table or a chart reads). */
export function reportRecords<R extends ReportName>(page: Pick<ReportResponse<R>, "columns" | "rows">): Array<ReportRow<R>> {
  return page.rows.map((cells) => Object.fromEntries(page.columns.map((column, i) => [column, cells[i] ?? null])) as ReportRow<R>)
}

/** The CSV's file name: `cryptocloud-<report>-<start>-<end>.csv`. */
export function reportFileName(report: ReportName, start: string, end: string): string {
  return `cryptocloud-${report}-${start}-${end}.csv`
}

/** The longest period `POST /admin/cryptocloud/reports/send` e-mails, in days (both ends included). */
export const BOOKS_SEND_MAX_DAYS = 366

/**
 * POST /admin/cryptocloud/reports/send — the books by e-mail, now (docs/operations.md, "The books
 * by e-mail"): the period's `payments`, `refunds`, `withdrawals` and `deposits` reports of the
 * project (`shop_id`, default the first) as four CSV attachments, one e-mail per address of `to`
 * (one address or a list; default the project's setting `books.to`).
 */
export interface SendBooksBody {
  start: string
  end: string
  shop_id?: string
  to?: string | string[]
}

export interface SendBooksResponse {
  /** The addresses the e-mail went to, one e-mail each. */
  sent_to: string[]
  period: PeriodRange
}
