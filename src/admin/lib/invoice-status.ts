/** How invoice statuses are named (translation keys) and coloured everywhere in the admin. */
import type { Translate } from "./use-format"
import type { InvoiceStatus } from "../../contracts"

export type BadgeColor = "green" | "red" | "blue" | "orange" | "grey" | "purple"

export const INVOICE_STATUS_ORDER: readonly InvoiceStatus[] = ["created", "partial", "paid", "overpaid", "canceled"]

const LABEL_KEYS: Record<InvoiceStatus, string> = {
  created: "cryptocloud.invoiceStatus.created",
  partial: "cryptocloud.invoiceStatus.partial",
  paid: "cryptocloud.invoiceStatus.paid",
  overpaid: "cryptocloud.invoiceStatus.overpaid",
  canceled: "cryptocloud.invoiceStatus.canceled",
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

/** The status in the admin language; a status this admin does not know is shown as its code. */
export function invoiceStatusLabel(status: string, t: Translate): string {
  const key = LABEL_KEYS[status as InvoiceStatus]
  return key ? t(key) : status
}

export function invoiceStatusColor(status: string): BadgeColor {
  return COLORS[status as InvoiceStatus] ?? "grey"
}
