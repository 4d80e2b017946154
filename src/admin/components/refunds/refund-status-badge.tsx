import { StatusBadge } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { refundStatusColor, refundStatusLabel } from "../../lib/refunds"

export function RefundStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <StatusBadge color={refundStatusColor(status)} className="whitespace-nowrap" data-testid="refund-status" data-status={status}>
      {refundStatusLabel(status, t)}
    </StatusBadge>
  )
}
