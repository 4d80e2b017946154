/**
 * The invoice's status changes as the plugin's ledger recorded them. Reports that would have
 * moved the status backwards were ignored; they are shown greyed out.
 */
import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { STATUS_BAR_CLASS, invoiceStatusLabel } from "../../lib/invoice-status"
import type { InvoiceStatus, OrderPaymentHistoryEntry } from "../../../contracts"
import { useFormat } from "../../lib/use-format"

/**
 * One recorded status change. `stale` (a report that would have moved the status backwards)
 * came only in session data written by earlier versions; the ledger's history (all this is
 * given now) has no such entries. Kept greyed out should a history carry one.
 */
type TimelineEntry = { status: string; at: string; stale?: boolean }

export function StatusTimeline({ history }: { history: readonly OrderPaymentHistoryEntry[] | undefined }) {
  const { t } = useTranslation()
  const f = useFormat()
  const entries: TimelineEntry[] = Array.isArray(history) ? [...(history as TimelineEntry[])].reverse() : []
  if (entries.length === 0) {
    return (
      <Text size="small" className="text-ui-fg-muted">
        {t("cryptocloud.order.historyEmpty")}
      </Text>
    )
  }
  return (
    <ol className="flex flex-col" data-testid="crypto-history">
      {entries.map((entry, i) => (
        <li key={`${entry.at}-${entry.status}-${i}`} className="grid grid-cols-[12px_1fr] gap-x-3">
          <div className="flex flex-col items-center">
            <span
              className={`mt-1.5 size-2 shrink-0 rounded-full ${entry.stale ? "bg-ui-tag-neutral-border" : (STATUS_BAR_CLASS[entry.status as InvoiceStatus] ?? "bg-ui-tag-neutral-icon")}`}
            />
            {i < entries.length - 1 && <span className="bg-ui-border-base my-1 w-px flex-1" />}
          </div>
          <div className="flex flex-col pb-3">
            <Text size="small" leading="compact" weight={entry.stale ? "regular" : "plus"} className={entry.stale ? "text-ui-fg-muted" : undefined}>
              {entry.stale ? t("cryptocloud.order.ignoredReport", { status: invoiceStatusLabel(entry.status, t) }) : invoiceStatusLabel(entry.status, t)}
            </Text>
            <Text size="xsmall" leading="compact" className="text-ui-fg-subtle">
              {f.dateTime(entry.at)}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  )
}
