/**
 * The merchant's books on the Crypto payments page: choose a report (payments, invoices,
 * refunds, withdrawals, deposits, balance) and a period, see what arrived per day over the period, the
 * report's first rows and how many there are, and download the whole report as CSV — the
 * file an accountant or a spreadsheet takes (design.md, "Reports") — or e-mail the period's books.
 */
import { Container, Select, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { REPORT_LABELS, REPORT_NAMES, isReportName, type ReportName } from "../../lib/reports/catalog"
import { presetReportPeriod, type ReportPeriod } from "../../lib/reports/period"
import { useFormat } from "../../lib/use-format"
import { SectionHeader } from "../section-list"
import { ArrivalsChart } from "./arrivals-chart"
import { DownloadCsvButton } from "./download-csv-button"
import { EmailBooksButton } from "./email-books-button"
import { ReportPeriodPicker } from "./report-period-picker"
import { ReportPreview } from "./report-preview"
import { usePageShopId } from "./use-page-shop-id"

export function ReportsSection() {
  const { t } = useTranslation()
  const f = useFormat()
  const shopId = usePageShopId()
  const [report, setReport] = useState<ReportName>("payments")
  const [period, setPeriod] = useState<ReportPeriod>(() => presetReportPeriod("thisMonth"))
  const query = { report, start: period.start, end: period.end, shopId }

  return (
    <Container className="divide-y p-0" data-testid="reports-section">
      <SectionHeader
        title={t("cryptocloud.reports.title")}
        subtitle={t("cryptocloud.reports.subtitle", { start: f.day(period.start), end: f.day(period.end) })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
        <div className="flex flex-wrap items-center gap-2">
          <Select size="small" value={report} onValueChange={(value) => isReportName(value) && setReport(value)}>
            <Select.Trigger className="w-[180px]" data-testid="reports-report" aria-label={t("cryptocloud.reports.report")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              {REPORT_NAMES.map((name) => (
                <Select.Item key={name} value={name} data-testid={`reports-report-${name}`}>
                  {t(REPORT_LABELS[name].label)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
          <ReportPeriodPicker value={period} onChange={setPeriod} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <EmailBooksButton query={{ start: period.start, end: period.end, shopId }} />
          <DownloadCsvButton query={query} />
        </div>
      </div>
      <ArrivalsChart query={{ start: period.start, end: period.end, shopId }} />
      <div>
        <div className="px-6 pt-4">
          <Text size="small" leading="compact" weight="plus">
            {t(REPORT_LABELS[report].label)}
          </Text>
          <Text size="small" className="text-ui-fg-subtle" data-testid="reports-description">
            {t(REPORT_LABELS[report].description)}
          </Text>
        </div>
        <ReportPreview query={query} />
      </div>
    </Container>
  )
}
