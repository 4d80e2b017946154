/**
 * What arrived per day over the period, from the `payments` report: a bar per UTC day, paid in
 * full (green) with part paid (orange) stacked on it, valued in USD as the service valued what
 * each invoice received. Under the chart, the exact figures: the period's totals, or the
 * hovered day's.
 */
import { Text } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import type uPlot from "uplot"
import { usePaymentRows, type ReportQuery } from "../../lib/queries/reports"
import { dailyArrivals, plotValues } from "../../lib/reports/daily"
import { useFormat } from "../../lib/use-format"
import { EmptyState, ErrorState, LoadingRows } from "../states"
import { chartOptions } from "./chart-options"
import { useUplot } from "./use-uplot"

const HEIGHT = 220

function Swatch({ variable }: { variable: string }) {
  return <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: `var(${variable})` }} />
}

export function ArrivalsChart({ query }: { query: Omit<ReportQuery, "report"> }) {
  const { t } = useTranslation()
  const f = useFormat()
  const payments = usePaymentRows(query)
  const [hovered, setHovered] = useState<number | null>(null)

  const arrivals = useMemo(() => (payments.data ? dailyArrivals(payments.data.rows, query.start, query.end) : null), [payments.data, query.start, query.end])
  const data = useMemo((): uPlot.AlignedData | null => {
    if (!arrivals || arrivals.payments === 0) return null
    const values = plotValues(arrivals)
    const days = arrivals.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000)
    return [days, values.stacked, values.paid]
  }, [arrivals])
  const labels = { paid: t("cryptocloud.reports.chart.paid"), partPaid: t("cryptocloud.reports.chart.partPaid") }
  const ref = useUplot(
    (width) => data && chartOptions({ width, height: HEIGHT, days: data[0] as number[], labels, locale: f.locale, onHover: (i) => setHovered(i) }),
    data,
    [data, f.locale, labels.paid, labels.partPaid]
  )

  if (payments.isPending) return <LoadingRows rows={4} testId="reports-chart-loading" />
  if (payments.isError) {
    return <ErrorState error={payments.error} title={t("cryptocloud.reports.chart.errorTitle")} onRetry={() => void payments.refetch()} />
  }
  if (!arrivals || arrivals.payments === 0) {
    return (
      <EmptyState
        title={t("cryptocloud.reports.chart.emptyTitle")}
        description={t("cryptocloud.reports.chart.emptyDescription")}
        testId="reports-chart-empty"
      />
    )
  }

  const day = hovered !== null && arrivals.days[hovered] ? hovered : null
  const shown = day === null ? { paid: arrivals.totalPaid, partPaid: arrivals.totalPartPaid } : { paid: arrivals.paid[day], partPaid: arrivals.partPaid[day] }
  const summary = t("cryptocloud.reports.chart.summary", {
    start: f.day(query.start),
    end: f.day(query.end),
    paid: f.usd(arrivals.totalPaid),
    partPaid: f.usd(arrivals.totalPartPaid),
  })

  return (
    <div
      className={`flex flex-col gap-y-3 px-6 py-4 ${payments.isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}
      data-testid="reports-chart"
      data-days={arrivals.days.length}
      data-days-with-money={arrivals.days.filter((_, i) => arrivals.paid[i] !== "0" || arrivals.partPaid[i] !== "0").length}
      data-total-paid={arrivals.totalPaid}
      data-total-part-paid={arrivals.totalPartPaid}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Text size="small" leading="compact" weight="plus">
          {t("cryptocloud.reports.chart.title")}
        </Text>
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("cryptocloud.reports.chart.valuedInUsd")}
        </Text>
      </div>
      <div ref={ref} role="img" aria-label={summary} className="w-full" data-testid="reports-chart-canvas" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1" aria-live="polite" data-testid="reports-chart-figures">
        <Text size="small" leading="compact" className="text-ui-fg-subtle">
          {day === null ? t("cryptocloud.reports.chart.periodTotal") : f.day(arrivals.days[day])}
        </Text>
        <span className="flex items-center gap-x-2">
          <Swatch variable="--tag-green-icon" />
          <Text size="small" leading="compact">
            {labels.paid}:{" "}
            <span className="font-medium" data-testid="reports-chart-paid">
              {f.usd(shown.paid)}
            </span>
          </Text>
        </span>
        <span className="flex items-center gap-x-2">
          <Swatch variable="--tag-orange-icon" />
          <Text size="small" leading="compact">
            {labels.partPaid}:{" "}
            <span className="font-medium" data-testid="reports-chart-part-paid">
              {f.usd(shown.partPaid)}
            </span>
          </Text>
        </span>
      </div>
      {payments.data?.truncated && (
        <Text size="xsmall" className="text-ui-fg-muted" data-testid="reports-chart-truncated">
          {t("cryptocloud.reports.chart.truncated", { shown: f.number(payments.data.rows.length), count: payments.data.count })}
        </Text>
      )}
    </div>
  )
}
