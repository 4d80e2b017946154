import { StatusBadge } from "@medusajs/ui"
import { invoiceStatusColor, invoiceStatusLabel } from "../lib/invoice-status"

export function InvoiceStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge color={invoiceStatusColor(status)} data-testid="invoice-status" data-status={status}>
      {invoiceStatusLabel(status)}
    </StatusBadge>
  )
}
