/**
 * Invoice counts and USD totals per status for the chosen period, with a bar per status.
 */
import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { sumDecimals } from "../../lib/decimal"
import { INVOICE_STATUS_ORDER, STATUS_BAR_CLASS, invoiceStatusLabel } from "../../lib/invoice-status"
import { useStatistics } from "../../lib/queries/invoices"
import type { ShopId } from "../../lib/queries/keys"
import type { Statistics } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { EmptyState, ErrorState, LoadingRows } from "../states"
import { PeriodPicker, type PeriodState } from "./period-picker"

function Tile({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-y-1 px-6 py-4" data-testid={testId}>
      <Text size="small" leading="compact" className="text-ui-fg-subtle">
        {label}
      </Text>
      <Text size="xlarge" leading="compact" weight="plus">
        {value}
      </Text>
    </div>
  )
}

function StatusBars({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation()
  const f = useFormat()
  const max = Math.max(1, ...INVOICE_STATUS_ORDER.map((s) => statistics.count[s] ?? 0))
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" role="list" aria-label={t("cryptocloud.statistics.perStatus")}>
      {INVOICE_STATUS_ORDER.map((status) => {
        const count = statistics.count[status] ?? 0
        const width = count === 0 ? 0 : Math.max(2, Math.round((count / max) * 100))
        // A phone has no room for the fixed label and figure columns: the label narrows (and wraps), the figures take what they need.
        return (
          <div
            key={status}
            role="listitem"
            className="grid grid-cols-[96px_minmax(0,1fr)_auto_auto] items-center gap-x-3 sm:grid-cols-[140px_1fr_48px_110px] sm:gap-x-4"
            data-testid="statistics-row"
            data-status={status}
            data-count={count}
          >
            <Text size="small" leading="compact" className="text-ui-fg-subtle">
              {invoiceStatusLabel(status, t)}
            </Text>
            <div className="bg-ui-bg-component h-2.5 w-full overflow-hidden rounded-full" aria-hidden="true">
              <div className={`h-full rounded-full ${STATUS_BAR_CLASS[status]}`} style={{ width: `${width}%` }} />
            </div>
            <Text size="small" leading="compact" weight="plus" className="text-right">
              {f.number(count)}
            </Text>
            <Text size="small" leading="compact" className="text-ui-fg-subtle text-right">
              {f.usd(statistics.amount[status])}
            </Text>
          </div>
        )
      })}
    </div>
  )
}

interface Props {
  /** The project whose invoices are counted. */
  shopId: ShopId
  period: PeriodState
  onPeriodChange: (p: PeriodState) => void
}

export function StatisticsSection({ shopId, period, onPeriodChange }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useStatistics(period, shopId)
  const stats = data?.statistics
  // Paid in full or more: an exact sum of the two decimal strings.
  const paidUsd = stats ? sumDecimals([stats.amount.paid, stats.amount.overpaid]) : "0"

  return (
    <Container className="divide-y p-0" data-testid="statistics-section">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h2">{t("cryptocloud.statistics.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {t("cryptocloud.statistics.subtitle", { start: f.day(period.start), end: f.day(period.end) })}
          </Text>
        </div>
        <PeriodPicker value={period} onChange={onPeriodChange} />
      </div>
      {isPending ? (
        <LoadingRows rows={5} testId="statistics-loading" />
      ) : isError ? (
        <ErrorState error={error} title={t("cryptocloud.statistics.errorTitle")} onRetry={() => void refetch()} />
      ) : !stats || (stats.count.all ?? 0) === 0 ? (
        <EmptyState title={t("cryptocloud.statistics.emptyTitle")} description={t("cryptocloud.statistics.emptyDescription")} testId="statistics-empty" />
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <div className="grid grid-cols-1 divide-y sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            <Tile label={t("cryptocloud.statistics.invoices")} value={f.number(stats.count.all ?? 0)} testId="statistics-total-count" />
            <Tile label={t("cryptocloud.statistics.invoiced")} value={f.usd(stats.amount.all)} />
            <Tile label={t("cryptocloud.statistics.paid")} value={f.usd(paidUsd)} testId="statistics-paid" />
          </div>
          <div className="border-t">
            <StatusBars statistics={stats} />
          </div>
        </div>
      )}
    </Container>
  )
}
