/**
 * The reports the admin offers (design.md, "Reports") with their names and descriptions as
 * translation keys, written out so the dictionaries' check can see them.
 */
export const REPORT_NAMES = ["payments", "invoices", "refunds", "withdrawals", "deposits"] as const

export type ReportName = (typeof REPORT_NAMES)[number]

export const REPORT_LABELS: Record<ReportName, { label: string; description: string }> = {
  payments: { label: "cryptocloud.reports.names.payments", description: "cryptocloud.reports.descriptions.payments" },
  invoices: { label: "cryptocloud.reports.names.invoices", description: "cryptocloud.reports.descriptions.invoices" },
  refunds: { label: "cryptocloud.reports.names.refunds", description: "cryptocloud.reports.descriptions.refunds" },
  withdrawals: { label: "cryptocloud.reports.names.withdrawals", description: "cryptocloud.reports.descriptions.withdrawals" },
  deposits: { label: "cryptocloud.reports.names.deposits", description: "cryptocloud.reports.descriptions.deposits" },
}

export function isReportName(value: string): value is ReportName {
  return (REPORT_NAMES as readonly string[]).includes(value)
}
