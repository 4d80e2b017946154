/**
 * Where each report's rows come from (design.md, "Reports"): one row per record of the plugin's
 * ledger and logs, joined with Medusa's orders, carts and users by primary key (no call to the
 * service per row). Each column's expression is text (sql-parts.ts); query.ts adds `shop_id`,
 * the period, the project and the order.
 */
import { REPORT_COLUMNS, type RecordReportName, type ReportColumn } from "../../contracts/admin-reports"
import { isPersonalColumn, maskedSql } from "./personal-columns"
import { boolSql, isoSql, LEDGER_EMAIL, LEDGER_HAS_MONEY, LEDGER_ORDER_JOIN, LEDGER_STATUS, LEDGER_TX_HASHES } from "./sql-parts"

export interface ReportSource<R extends RecordReportName = RecordReportName> {
  /** The table of the records, one row each, and its alias. */
  table: string
  alias: string
  /** Joins that add at most one row each (primary keys, LIMIT 1). */
  joins: string
  /** The time that places a record in the period (indexed). */
  time: string
  /** Which records of the table the report holds, beyond the period and the project. */
  filter: string | null
  /** Every column but `shop_id` (query.ts), as a text expression. */
  select: Record<Exclude<ReportColumn<R>, "shop_id">, string>
}

/** A withdrawal went out: the service accepted it, or an admin said it went after a lost answer. */
export const WITHDRAWAL_SENT = "(w.resolution = 'sent' OR (w.resolution IS NULL AND w.status = 'sent'))"

const payments: ReportSource<"payments"> = {
  table: "cryptocloud_invoice",
  alias: "l",
  joins: LEDGER_ORDER_JOIN,
  time: "l.received_at",
  filter: LEDGER_HAS_MONEY,
  select: {
    received_at: isoSql("l.received_at"),
    invoice_id: "l.uuid",
    order_id: "lo.id",
    order_display_id: "o.display_id::text",
    customer_email: LEDGER_EMAIL,
    status: LEDGER_STATUS,
    fiat_currency: "l.fiat_currency",
    fiat_amount: "l.fiat_amount",
    crypto_currency: "l.crypto_currency",
    network: "l.network",
    crypto_amount: "l.crypto_amount",
    received: "l.received",
    received_usd: "l.received_usd",
    service_fee: "l.service_fee",
    network_fee: "l.network_fee",
    tx_hashes: LEDGER_TX_HASHES,
    test_mode: boolSql("l.test_mode"),
    accepted_shortfall: "l.accepted_shortfall",
  },
}

const invoices: ReportSource<"invoices"> = {
  table: "cryptocloud_invoice",
  alias: "l",
  joins: LEDGER_ORDER_JOIN,
  time: "l.created_at",
  filter: null,
  select: {
    created_at: isoSql("l.created_at"),
    invoice_id: "l.uuid",
    order_id: "lo.id",
    status: LEDGER_STATUS,
    fiat_currency: "l.fiat_currency",
    fiat_amount: "l.fiat_amount",
    crypto_currency: "l.crypto_currency",
    crypto_amount: "l.crypto_amount",
    received: "l.received",
    expires_at: isoSql("l.expires_at"),
    test_mode: boolSql("l.test_mode"),
  },
}

const refunds: ReportSource<"refunds"> = {
  table: "cryptocloud_refund",
  alias: "r",
  joins: `LEFT JOIN "order" o ON o.id = r.order_id AND o.deleted_at IS NULL
  LEFT JOIN cryptocloud_withdrawal w ON w.id = r.withdrawal_id AND w.deleted_at IS NULL`,
  // When the refund was recorded (Medusa's refund of the order); its payout is in `sent_at`.
  time: "r.created_at",
  filter: null,
  select: {
    refund_id: "r.id",
    order_id: "r.order_id",
    order_display_id: "o.display_id::text",
    status: "r.status",
    fiat_currency: "r.currency_code",
    fiat_amount: "r.amount",
    crypto_currency: "r.crypto_currency",
    crypto_amount: "r.crypto_amount",
    address: "r.address",
    withdrawal_id: "r.withdrawal_id",
    sent_at: `(CASE WHEN ${WITHDRAWAL_SENT} THEN ${isoSql("w.sent_at")} END)`,
    payout_currency: "w.currency_code",
    payout_amount: "w.amount",
    converted_from_amount: "w.converted_from_amount",
    conversion_rate: "w.conversion_rate",
  },
}

const withdrawals: ReportSource<"withdrawals"> = {
  table: "cryptocloud_withdrawal",
  alias: "w",
  joins: `LEFT JOIN "user" u ON u.id = w.admin_user_id`,
  time: "w.created_at",
  filter: null,
  select: {
    requested_at: isoSql("w.created_at"),
    withdrawal_id: "w.withdrawal_id",
    currency_code: "w.currency_code",
    amount: "w.amount",
    to_address: "w.to_address",
    status: "(CASE WHEN w.resolution IN ('sent', 'not_sent') THEN w.resolution ELSE w.status::text END)",
    refund_id: "w.refund_id",
    requested_by: "COALESCE(u.email, w.admin_user_id)",
  },
}

const deposits: ReportSource<"deposits"> = {
  table: "cryptocloud_static_wallet_deposit",
  alias: "d",
  joins: "",
  time: "d.received_at",
  filter: null,
  select: {
    received_at: isoSql("d.received_at"),
    invoice_id: "d.invoice_id",
    customer_id: "d.customer_id",
    currency: "d.currency",
    amount: "d.amount",
    received: "d.received",
    amount_usd: "d.amount_usd",
    wallet_address: "d.wallet_address",
    status: "d.status",
  },
}

export const REPORT_SOURCES: { [R in RecordReportName]: ReportSource<R> } = { payments, invoices, refunds, withdrawals, deposits }

/**
 * The SELECT list of a report in its columns' order (`shopSql`: the `shop_id` expression); with
 * `maskPersonal`, the e-mail columns masked (personal-columns.ts).
 */
export function selectList<R extends RecordReportName>(report: R, shopSql: string, maskPersonal = false): string {
  const source = REPORT_SOURCES[report] as ReportSource<R>
  const select = source.select as Record<string, string>
  const expression = (column: string) => {
    if (column === "shop_id") return shopSql
    return maskPersonal && isPersonalColumn(report, column) ? maskedSql(select[column]) : select[column]
  }
  return (REPORT_COLUMNS[report] as readonly string[]).map((column) => `${expression(column)} AS "${column}"`).join(",\n  ")
}
