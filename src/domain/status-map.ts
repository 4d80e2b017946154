/**
 * The one place that decides what an invoice status means for Medusa (design.md, "Status
 * mapping"). Pure: the provider, the webhook handler, the store status route and the
 * reconciliation all call it, so they can never disagree.
 */
import { MathBN, PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { InvoiceStatus } from "../lib/cryptocloud"
import { cryptoDifference, cryptoShare } from "./money"
import { asTolerance, toleranceAmountFor, type ToleranceInput } from "./tolerance-amount"

export type { InvoiceStatus }

export interface InvoicePaymentFacts {
  status: InvoiceStatus
  /** Crypto amount due and paid, as decimal strings (either may be missing on odd responses). */
  amount?: string | null
  amount_paid?: string | null
  to_surcharge?: string | null
  /** The order amount in fiat and the coin (for the fixed shortfall slack), when the read has them. */
  amount_in_fiat?: string | null
  currency?: { code?: string | null; fullcode?: string | null } | null
}

/** An invoice status the plugin does not know: never guessed to be "pending". */
export class UnknownInvoiceStatusError extends Error {
  constructor(readonly status: unknown) {
    super(`Unknown CryptoCloud invoice status ${JSON.stringify(status)}`)
    this.name = "UnknownInvoiceStatusError"
  }
}

/**
 * Share of the crypto amount that has been paid, from `amount_paid` or, when the service
 * left it out, from what is still to surcharge. Null when it cannot be known.
 */
function paidShare(facts: InvoicePaymentFacts) {
  if (!facts.amount) return null
  if (facts.amount_paid != null) return cryptoShare(facts.amount_paid, facts.amount)
  if (facts.to_surcharge != null) return cryptoShare(cryptoDifference(facts.amount, facts.to_surcharge), facts.amount)
  return null
}

/**
 * A partial payment close enough to the amount to count as paid: its share short by at most the
 * percentage, or its shortfall in fiat — the fiat amount less what arrived valued at the
 * invoice's own rate, i.e. fiat × (1 − share) — at most the fixed amount. Either suffices.
 */
export function isWithinTolerance(facts: InvoicePaymentFacts, toleranceInput: ToleranceInput): boolean {
  const tolerance = asTolerance(toleranceInput)
  if (facts.status !== "partial") return false
  const slack = toleranceAmountFor(tolerance.amount, facts.currency ?? tolerance.coin)
  const fiat = tolerance.fiatAmount ?? facts.amount_in_fiat
  const bySlack = slack !== null && MathBN.gt(slack, 0) && fiat != null
  if (!(tolerance.percent > 0) && !bySlack) return false
  const share = paidShare(facts)
  if (!share || !share.isFinite()) return false
  if (tolerance.percent > 0 && share.gte(MathBN.sub(1, MathBN.div(tolerance.percent, 100)))) return true
  return bySlack && MathBN.lte(MathBN.mult(fiat!, MathBN.sub(1, share)), slack!)
}

/** The Medusa session status of an invoice as read now (before the never-backwards rule). */
export function mapInvoiceStatus(facts: InvoicePaymentFacts, tolerancePercent: ToleranceInput = 0): PaymentSessionStatus {
  const status = facts.status
  switch (status) {
    case "created":
      return PaymentSessionStatus.PENDING
    case "paid":
    case "overpaid":
      return PaymentSessionStatus.CAPTURED
    case "partial":
      return isWithinTolerance(facts, tolerancePercent) ? PaymentSessionStatus.CAPTURED : PaymentSessionStatus.REQUIRES_MORE
    case "canceled":
      return PaymentSessionStatus.CANCELED
    default: {
      const unknown: never = status
      throw new UnknownInvoiceStatusError(unknown)
    }
  }
}

/** The webhook action Medusa's payment module expects for a mapped session status. */
export function webhookActionFor(status: PaymentSessionStatus): PaymentActions {
  switch (status) {
    case PaymentSessionStatus.CAPTURED:
      return PaymentActions.SUCCESSFUL
    case PaymentSessionStatus.AUTHORIZED:
      return PaymentActions.AUTHORIZED
    case PaymentSessionStatus.REQUIRES_MORE:
      return PaymentActions.REQUIRES_MORE
    case PaymentSessionStatus.CANCELED:
      return PaymentActions.CANCELED
    case PaymentSessionStatus.ERROR:
      return PaymentActions.FAILED
    case PaymentSessionStatus.PENDING:
    case PaymentSessionStatus.PENDING_AUTHORIZATION:
      return PaymentActions.PENDING
    default: {
      const unknown: never = status
      throw new Error(`No webhook action for session status ${String(unknown)}`)
    }
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
