/** How invoice statuses are named and coloured everywhere in the admin. */
import type { InvoiceStatus } from "./types"

export type BadgeColor = "green" | "red" | "blue" | "orange" | "grey" | "purple"

export const INVOICE_STATUS_ORDER: readonly InvoiceStatus[] = ["created", "partial", "paid", "overpaid", "canceled"]

const LABELS: Record<InvoiceStatus, string> = {
  created: "Awaiting payment",
  partial: "Partially paid",
  paid: "Paid",
  overpaid: "Overpaid",
  canceled: "Canceled",
}

const COLORS: Record<InvoiceStatus, BadgeColor> = {
  created: "blue",
  partial: "orange",
  paid: "green",
  overpaid: "purple",
  canceled: "grey",
}

/** Tailwind fill/background classes of the chart bars, matching the badge colours. */
export const STATUS_BAR_CLASS: Record<InvoiceStatus, string> = {
  created: "bg-ui-tag-blue-icon",
  partial: "bg-ui-tag-orange-icon",
  paid: "bg-ui-tag-green-icon",
  overpaid: "bg-ui-tag-purple-icon",
  canceled: "bg-ui-tag-neutral-icon",
}

export function invoiceStatusLabel(status: string): string {
  return LABELS[status as InvoiceStatus] ?? status
}

export function invoiceStatusColor(status: string): BadgeColor {
  return COLORS[status as InvoiceStatus] ?? "grey"
}
