import { StatusBadge } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { invoiceStatusColor, invoiceStatusLabel } from "../lib/invoice-status"

export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <StatusBadge color={invoiceStatusColor(status)} className="whitespace-nowrap" data-testid="invoice-status" data-status={status}>
      {invoiceStatusLabel(status, t)}
    </StatusBadge>
  )
}
