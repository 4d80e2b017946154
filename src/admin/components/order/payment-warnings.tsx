/**
 * What needs the merchant's attention on a crypto-paid order: partial or late payments,
 * overpayments, accepted underpayments, and the plugin's note on the order.
 */
import { Alert } from "@medusajs/ui"
import { formatAmount } from "../../lib/format"
import type { CryptoCloudSessionData } from "../../lib/order-session"
import type { Invoice } from "../../lib/types"

interface Props {
  data: CryptoCloudSessionData
  invoice: Invoice | undefined
  note: string | null
  attention: string | null
}

export function PaymentWarnings({ data, invoice, note, attention }: Props) {
  const code = data.currency
  const warnings: Array<{ key: string; variant: "warning" | "error" | "info"; text: string }> = []

  if (data.late_payment || attention === "late_payment") {
    warnings.push({
      key: "late",
      variant: "error",
      text: "Paid after the invoice had expired. The payment was captured; check the order and ship it, or refund the customer by withdrawal.",
    })
  } else if (attention) {
    warnings.push({ key: "attention", variant: "error", text: `Needs attention: ${attention.replace(/_/g, " ")}.` })
  }
  if (data.status === "partial" && !data.accepted_underpayment) {
    const rest = invoice?.to_surcharge && Number(invoice.to_surcharge) > 0 ? ` ${formatAmount(invoice.to_surcharge, code)} is still to pay.` : ""
    warnings.push({
      key: "partial",
      variant: "warning",
      text: `Partially paid: received ${formatAmount(data.received, code)} of ${formatAmount(data.amount, code)}.${rest} The customer can pay the rest until the invoice expires.`,
    })
  }
  if (data.accepted_underpayment) {
    warnings.push({
      key: "tolerance",
      variant: "info",
      text: `Accepted as paid within the underpayment tolerance: received ${formatAmount(data.received, code)} of ${formatAmount(data.amount, code)}.`,
    })
  }
  if (data.status === "overpaid" || data.surplus) {
    warnings.push({
      key: "overpaid",
      variant: "warning",
      text: data.surplus
        ? `Overpaid by ${formatAmount(data.surplus, code)}. The surplus is in your CryptoCloud balance; refund it by withdrawal if the customer asks.`
        : "Overpaid. The surplus is in your CryptoCloud balance; refund it by withdrawal if the customer asks.",
    })
  }
  if (note) warnings.push({ key: "note", variant: "info", text: note })

  if (warnings.length === 0) return null
  return (
    <div className="flex flex-col gap-y-2 px-6 py-4" data-testid="crypto-warnings">
      {warnings.map((w) => (
        <Alert key={w.key} variant={w.variant} data-testid={`crypto-warning-${w.key}`}>
          {w.text}
        </Alert>
      ))}
    </div>
  )
}
