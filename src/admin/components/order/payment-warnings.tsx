/**
 * What needs the merchant's attention on a crypto-paid order: partial or late payments,
 * overpayments, accepted underpayments (from the plugin's ledger, never session data), and the
 * plugin's note on the order (several lines when several notes were appended: shown with their
 * line breaks).
 */
import { Alert } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { attentionLabel } from "../../lib/attention"
import { isPositiveDecimal } from "../../lib/decimal"
import { orderNoteTexts } from "../../lib/order-session"
import type { Invoice, OrderCryptoPaymentView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"

interface Props {
  /** The order's crypto payment as the ledger route has it. */
  payment: OrderCryptoPaymentView
  invoice: Invoice | undefined
  note: string | null
  attention: string | null
}

export function PaymentWarnings({ payment, invoice, note, attention }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const code = payment.crypto_currency
  const warnings: Array<{ key: string; variant: "warning" | "error" | "info"; text: string }> = []
  const late = payment.late_payment || attention === "late_payment"

  if (late) {
    warnings.push({ key: "late", variant: "error", text: t("cryptocloud.order.warnings.late") })
  } else if (attention) {
    warnings.push({
      key: "attention",
      variant: "error",
      text: t("cryptocloud.order.warnings.attention", { what: attentionLabel(attention, t) }),
    })
  }
  if (payment.status === "partial" && !payment.accepted_underpayment) {
    const amounts = { received: f.amount(payment.received, code), amount: f.amount(payment.crypto_amount, code) }
    const text = [
      t("cryptocloud.order.warnings.partial", amounts),
      invoice && isPositiveDecimal(invoice.to_surcharge) ? t("cryptocloud.order.warnings.stillToPay", { amount: f.amount(invoice.to_surcharge, code) }) : null,
      t("cryptocloud.order.warnings.partialRest"),
    ]
    warnings.push({ key: "partial", variant: "warning", text: text.filter(Boolean).join(" ") })
  }
  if (payment.accepted_underpayment) {
    warnings.push({
      key: "tolerance",
      variant: "info",
      text: t("cryptocloud.order.warnings.tolerance", {
        received: f.amount(payment.received, code),
        amount: f.amount(payment.crypto_amount, code),
      }),
    })
  }
  if (payment.status === "overpaid" || payment.surplus) {
    warnings.push({
      key: "overpaid",
      variant: "warning",
      text: payment.surplus
        ? t("cryptocloud.order.warnings.overpaidBy", { amount: f.amount(payment.surplus, code) })
        : t("cryptocloud.order.warnings.overpaid"),
    })
  }
  // The late-payment note says what the "late" warning above already says.
  const noteLines = orderNoteTexts(note, t, { skipLatePayment: late })
  if (noteLines.length > 0) warnings.push({ key: "note", variant: "info", text: noteLines.join("\n") })

  if (warnings.length === 0) return null
  return (
    <div className="flex flex-col gap-y-2 px-6 py-4" data-testid="crypto-warnings">
      {warnings.map((w) => (
        <Alert key={w.key} variant={w.variant} className="whitespace-pre-line" data-testid={`crypto-warning-${w.key}`}>
          {w.text}
        </Alert>
      ))}
    </div>
  )
}
