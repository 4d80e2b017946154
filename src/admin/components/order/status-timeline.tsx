/**
 * The invoice's status changes as the plugin recorded them (session data `history`). Reports
 * that would have moved the status backwards were ignored; they are shown greyed out.
 */
import { Text } from "@medusajs/ui"
import { formatDateTime } from "../../lib/format"
import { STATUS_BAR_CLASS, invoiceStatusLabel } from "../../lib/invoice-status"
import type { CryptoCloudSessionData } from "../../lib/order-session"
import type { InvoiceStatus } from "../../lib/types"

export function StatusTimeline({ history }: { history: CryptoCloudSessionData["history"] }) {
  const entries = Array.isArray(history) ? [...history].reverse() : []
  if (entries.length === 0) {
    return (
      <Text size="small" className="text-ui-fg-muted">
        No status changes recorded yet.
      </Text>
    )
  }
  return (
    <ol className="flex flex-col" data-testid="crypto-history">
      {entries.map((entry, i) => (
        <li key={`${entry.at}-${entry.status}-${i}`} className="grid grid-cols-[12px_1fr] gap-x-3">
          <div className="flex flex-col items-center">
            <span
              className={`mt-1.5 size-2 shrink-0 rounded-full ${entry.stale ? "bg-ui-tag-neutral-border" : STATUS_BAR_CLASS[entry.status as InvoiceStatus] ?? "bg-ui-tag-neutral-icon"}`}
            />
            {i < entries.length - 1 && <span className="bg-ui-border-base my-1 w-px flex-1" />}
          </div>
          <div className="flex flex-col pb-3">
            <Text size="small" leading="compact" weight={entry.stale ? "regular" : "plus"} className={entry.stale ? "text-ui-fg-muted" : undefined}>
              {entry.stale ? `Ignored late report: ${invoiceStatusLabel(entry.status)}` : invoiceStatusLabel(entry.status)}
            </Text>
            <Text size="xsmall" leading="compact" className="text-ui-fg-subtle">
              {formatDateTime(entry.at)}
            </Text>
          </div>
        </li>
      ))}
    </ol>
  )
}
