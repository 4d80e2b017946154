/**
 * The one place that decides what an invoice status means for Medusa (design.md, "Status
 * mapping"). Pure: the provider, the webhook handler, the store status route and the
 * reconciliation job all call it, so they can never disagree.
 */
import BigNumber from "bignumber.js"

export type InvoiceStatus = "created" | "paid" | "partial" | "overpaid" | "canceled"

/** Medusa's PaymentSessionStatus values we produce (string literals keep this module pure). */
export type MappedSessionStatus = "pending" | "requires_more" | "captured" | "canceled"

/** Medusa's PaymentActions values we produce ("captured" is PaymentActions.SUCCESSFUL). */
export type MappedWebhookAction = "pending" | "requires_more" | "captured" | "canceled"

export interface InvoicePaymentFacts {
  status: InvoiceStatus
  /** Crypto amount due and paid, as decimal strings (either may be missing on odd responses). */
  amount?: string | null
  amount_paid?: string | null
  to_surcharge?: string | null
}

export interface StatusMapping {
  sessionStatus: MappedSessionStatus
  webhookAction: MappedWebhookAction
  /** True when a partial payment is accepted as paid because of the tolerance. */
  withinTolerance: boolean
}

/**
 * Share of the crypto amount that has been paid, from `amount_paid` or, when the service
 * left it out, from what is still to surcharge. Null when it cannot be known.
 */
export function paidShare(facts: InvoicePaymentFacts): BigNumber | null {
  if (!facts.amount) return null
  const due = new BigNumber(facts.amount)
  if (!due.isFinite() || due.lte(0)) return null
  if (facts.amount_paid != null) return new BigNumber(facts.amount_paid).div(due)
  if (facts.to_surcharge != null) return new BigNumber(1).minus(new BigNumber(facts.to_surcharge).div(due))
  return null
}

export function isWithinTolerance(facts: InvoicePaymentFacts, tolerancePercent: number): boolean {
  if (facts.status !== "partial" || !(tolerancePercent > 0)) return false
  const share = paidShare(facts)
  if (!share || !share.isFinite()) return false
  return share.gte(new BigNumber(1).minus(new BigNumber(tolerancePercent).div(100)))
}

export function mapInvoiceStatus(facts: InvoicePaymentFacts, tolerancePercent = 0): StatusMapping {
  switch (facts.status) {
    case "paid":
    case "overpaid":
      return { sessionStatus: "captured", webhookAction: "captured", withinTolerance: false }
    case "partial": {
      const withinTolerance = isWithinTolerance(facts, tolerancePercent)
      return withinTolerance
        ? { sessionStatus: "captured", webhookAction: "captured", withinTolerance }
        : { sessionStatus: "requires_more", webhookAction: "requires_more", withinTolerance }
    }
    case "canceled":
      return { sessionStatus: "canceled", webhookAction: "canceled", withinTolerance: false }
    case "created":
    default:
      return { sessionStatus: "pending", webhookAction: "pending", withinTolerance: false }
  }
}

/**
 * Statuses only move forward: created → partial → paid/overpaid, and created/partial →
 * canceled. A paid invoice is final (crypto cannot be pulled back), so a later `canceled`
 * or `partial` view of it — a stale postback, a reordered delivery — changes nothing.
 */
const RANK: Record<InvoiceStatus, number> = { created: 0, partial: 1, canceled: 2, paid: 3, overpaid: 3 }

export function isFinalPaid(status: string | null | undefined): boolean {
  return status === "paid" || status === "overpaid"
}

export function mergeStatus(previous: InvoiceStatus | null | undefined, next: InvoiceStatus): InvoiceStatus {
  if (!previous) return next
  // A paid invoice never goes back; "overpaid" may refine "paid" (a second transfer arrived).
  if (isFinalPaid(previous)) return next === "overpaid" ? "overpaid" : previous
  // A payment that lands after expiry is real money: it wins over "canceled" (a late payment).
  if (previous === "canceled") return isFinalPaid(next) || next === "partial" ? next : previous
  return RANK[next] >= RANK[previous] ? next : previous
}
