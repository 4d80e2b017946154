/**
 * The reports the admin offers (src/contracts/admin-reports.ts, the route's own list) with
 * their names and descriptions as translation keys, written out so the dictionaries' check can
 * see them.
 */
import type { ReportName } from "../../../contracts"

export { REPORT_NAMES, isReportName, type ReportName } from "../../../contracts"

export const REPORT_LABELS: Record<ReportName, { label: string; description: string }> = {
  payments: { label: "cryptocloud.reports.names.payments", description: "cryptocloud.reports.descriptions.payments" },
  invoices: { label: "cryptocloud.reports.names.invoices", description: "cryptocloud.reports.descriptions.invoices" },
  refunds: { label: "cryptocloud.reports.names.refunds", description: "cryptocloud.reports.descriptions.refunds" },
  withdrawals: { label: "cryptocloud.reports.names.withdrawals", description: "cryptocloud.reports.descriptions.withdrawals" },
  deposits: { label: "cryptocloud.reports.names.deposits", description: "cryptocloud.reports.descriptions.deposits" },
  balance: { label: "cryptocloud.reports.names.balance", description: "cryptocloud.reports.descriptions.balance" },
}
