/**
 * An invoice of an order's payment collection that no live session holds: its session was
 * replaced — by the customer, or by anyone who knows the order id (ledger/order-collection.ts).
 * The customer may still be paying it, so it is never cancelled (it expires at the service);
 * money on it is the order's while the collection still owes that amount (adopted and captured:
 * ledger/adoption.ts), told as an overpayment once the collection is paid or its order cancelled,
 * and as unmatched when the collection now asks for another amount. Pure: invoice-outcome.ts
 * merges the answer into its decision.
 */
import { MathBN, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { Invoice } from "../lib/cryptocloud"
import type { AttentionDraft } from "./attention"
import { hasMoney, lateWindowOver, pastExpiry } from "./invoice-money"
import { wasCanceledBefore, type LedgerRow } from "./ledger/columns"
import { cryptoDifference } from "./money"
import { mapInvoiceStatus } from "./status-map"
import { type ToleranceInput } from "./tolerance-amount"

/**
 * An order's payment collection, as deciding needs it (null where it is asked for: the invoice's
 * collection is a cart's, before its order exists, or unknown).
 */
export interface OrderCollectionState {
  /** Medusa still takes a payment on it (not paid yet, order not cancelled). */
  owes: boolean
  /** The invoice was made for exactly what the collection asks. */
  sameAmount: boolean
}

export interface OrphanDecision {
  session: "adopt" | "none"
  late: boolean
  cancelWaitingOrder: boolean
  resolveExpiredPartial: "captured" | null
  settle: boolean
  attention: AttentionDraft[]
}

export function orphanOfOrderCollection({
  invoice,
  row,
  collection,
  tolerancePercent,
  now,
  draft,
}: {
  invoice: Invoice
  row: LedgerRow | null
  collection: OrderCollectionState
  tolerancePercent: ToleranceInput
  now: Date
  draft: (kind: AttentionDraft["kind"], amount: string | null, description: string) => AttentionDraft
}): OrphanDecision {
  const decision: OrphanDecision = { session: "none", late: false, cancelWaitingOrder: false, resolveExpiredPartial: null, settle: false, attention: [] }
  const paid = invoice.amount_paid ?? "0"
  const crypto = invoice.currency?.fullcode ?? ""
  const say = (text: string) => text.replace("  ", " ")
  switch (mapInvoiceStatus(invoice, tolerancePercent)) {
    case PaymentSessionStatus.CAPTURED:
      decision.settle = true
      if (row?.outcome === "captured") return decision // adopted and captured by an earlier application
      if (collection.owes && collection.sameAmount) {
        decision.session = "adopt"
        decision.resolveExpiredPartial = "captured"
        decision.late = wasCanceledBefore(row)
        if (decision.late) decision.attention.push(draft("late_payment", paid, `Invoice ${invoice.uuid} was paid after it had expired or been cancelled.`))
        const surplus = invoice.status === "overpaid" && invoice.amount ? cryptoDifference(paid, invoice.amount) : "0"
        if (MathBN.gt(surplus, 0))
          decision.attention.push(draft("overpayment", surplus, say(`Invoice ${invoice.uuid} was overpaid by ${surplus} ${crypto}.`).trim()))
      } else if (!collection.owes) {
        decision.attention.push(
          draft(
            "overpayment",
            paid,
            say(
              `${paid} ${crypto} arrived on invoice ${invoice.uuid} of an order's payment collection that was already paid (or whose order was cancelled): all of it is surplus.`
            )
          )
        )
      } else {
        decision.attention.push(
          draft(
            "unmatched_payment",
            paid,
            say(`${paid} ${crypto} arrived on invoice ${invoice.uuid}, made for another amount than its order's payment collection now asks.`)
          )
        )
      }
      return decision
    case PaymentSessionStatus.REQUIRES_MORE:
    case PaymentSessionStatus.CANCELED:
      // Still payable in full while it has not expired: the customer may send the rest.
      if (!(invoice.status === "canceled" || wasCanceledBefore(row) || pastExpiry(invoice, now))) return decision
      // Only when nothing else on the collection can still be paid (workflows/cryptocloud/order-outcomes.ts).
      decision.cancelWaitingOrder = true
      if (hasMoney(invoice))
        decision.attention.push(draft("expired_partial", paid, say(`Invoice ${invoice.uuid} expired with ${paid} ${crypto} of ${invoice.amount ?? "?"} paid.`)))
      decision.settle = lateWindowOver(invoice, now)
      return decision
    default:
      return decision
  }
}
