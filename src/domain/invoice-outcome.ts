/**
 * What one invoice, as just read with `info`, means for the store: the decision every path
 * (postback, reconciliation, admin) takes the same way. Pure: the workflows carry it out.
 *
 * The rule behind it: every crypto unit received ends in exactly one of {captured on an order,
 * an attention item} — never lost, never both. An invoice that no live session holds (the cart
 * changed, the amount differs) never settles a cart; if money is on it, the merchant is told.
 */
import { MathBN, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { Invoice } from "../lib/cryptocloud"
import { attentionKey, type AttentionDraft } from "./attention"
import { isCryptoCloudProviderId } from "./constants"
import { invoiceMismatch, type MatchableSession } from "./invoice-match"
import { wasCanceledBefore, type LedgerRow } from "./ledger/columns"
import { cryptoDifference } from "./money"
import { isFinalPaid, mapInvoiceStatus } from "./status-map"

/** How long after expiry an invoice is still watched for a late payment. */
export const LATE_WINDOW_MS = 48 * 60 * 60 * 1000

/** The payment session fields a decision needs (what the workflows read with `query.graph`). */
export const OUTCOME_SESSION_FIELDS = ["id", "status", "amount", "currency_code", "data", "provider_id"]

export interface OutcomeSession extends MatchableSession {
  status: string
  provider_id: string
}

export type SessionAction = "capture" | "record_canceled" | "record_requires_more" | "none"

export interface InvoiceOutcome {
  session: SessionAction
  /** The money arrived after the invoice (or its session) had been cancelled. */
  late: boolean
  /** A live session of this store holds this invoice for its amount. */
  sessionLive: boolean
  /** Nobody holds the invoice and it can still be paid: cancel it at the service. */
  cancelOrphan: boolean
  /** Order-first: the order that waited for this invoice is cancelled (it expired unpaid). */
  cancelWaitingOrder: boolean
  /** Emit `cryptocloud.invoice.partially_paid` (the partial payment is being recorded now). */
  partialEvent: boolean
  /** Raised once each; the caller fills in the order id after settling. */
  attention: AttentionDraft[]
  /** Nothing can change any more: stop polling (once the session action has succeeded). */
  settle: boolean
}

const SETTLED_SESSION = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

function hasMoney(invoice: Invoice): boolean {
  return isFinalPaid(invoice.status) || MathBN.gt(invoice.amount_paid ?? "0", 0)
}

function lateWindowOver(invoice: Invoice, now: Date): boolean {
  const expiry = invoice.expiry_date ? Date.parse(invoice.expiry_date) : NaN
  return Number.isFinite(expiry) && now.getTime() > expiry + LATE_WINDOW_MS
}

export function decideInvoiceOutcome(input: {
  invoice: Invoice
  /** The ledger row after this read was recorded (null: an invoice the ledger does not know). */
  row: LedgerRow | null
  /** The session the invoice names (its order_id), if it still exists. */
  session: OutcomeSession | null
  /** Tolerance in force when the invoice was created (the row's), else the current setting. */
  tolerancePercent: number
  now?: Date
}): InvoiceOutcome {
  const now = input.now ?? new Date()
  const { row, session } = input
  // The status we stand by: never backwards from what the ledger already saw.
  const invoice: Invoice = row ? { ...input.invoice, status: row.status } : input.invoice
  const crypto = invoice.currency?.fullcode ?? row?.crypto_currency ?? null
  const paid = invoice.amount_paid ?? "0"
  const draft = (kind: AttentionDraft["kind"], amount: string | null, description: string): AttentionDraft => ({
    kind,
    dedupe_key: attentionKey(kind, invoice.uuid),
    invoice_uuid: invoice.uuid,
    amount,
    currency: crypto,
    test_mode: Boolean(invoice.test_mode),
    description,
  })
  const outcome: InvoiceOutcome = {
    session: "none", late: false, sessionLive: false, cancelOrphan: false, cancelWaitingOrder: false,
    partialEvent: false, attention: [], settle: false,
  }

  // Neither on the ledger nor naming a session of this store: another integration's invoice
  // on the same CryptoCloud project (or a static-wallet deposit). Not ours to judge.
  if (!row && !session) return outcome

  const holder =
    session && isCryptoCloudProviderId(session.provider_id) && invoiceMismatch(invoice, session) === null ? session : null
  if (!holder) {
    if (hasMoney(invoice) && row?.outcome !== "captured") {
      outcome.attention.push(draft("unmatched_payment", paid,
        `${paid} ${crypto ?? ""} arrived on invoice ${invoice.uuid}, which no live payment session or order holds.`.replace("  ", " ")))
    }
    outcome.cancelOrphan = invoice.status === "created"
    outcome.settle = isFinalPaid(invoice.status) || (invoice.status === "canceled" && lateWindowOver(invoice, now))
    return outcome
  }

  outcome.sessionLive = true
  const settled = SETTLED_SESSION.has(holder.status)
  switch (mapInvoiceStatus(invoice, input.tolerancePercent)) {
    case PaymentSessionStatus.CAPTURED: {
      outcome.session = settled ? "none" : "capture"
      outcome.late = wasCanceledBefore(row) || holder.status === PaymentSessionStatus.CANCELED
      if (outcome.late) {
        outcome.attention.push(draft("late_payment", paid, `Invoice ${invoice.uuid} was paid after it had expired or been cancelled.`))
      }
      if (invoice.status === "overpaid" && invoice.amount) {
        const surplus = cryptoDifference(paid, invoice.amount)
        if (MathBN.gt(surplus, 0)) {
          outcome.attention.push(draft("overpayment", surplus, `Invoice ${invoice.uuid} was overpaid by ${surplus} ${crypto ?? ""}.`.trim()))
        }
      }
      outcome.settle = true
      return outcome
    }
    case PaymentSessionStatus.REQUIRES_MORE:
      if (!settled && holder.status !== PaymentSessionStatus.REQUIRES_MORE) {
        outcome.session = "record_requires_more"
        outcome.partialEvent = true
      }
      return outcome
    case PaymentSessionStatus.CANCELED:
      if (!settled) {
        if (holder.status !== PaymentSessionStatus.CANCELED) outcome.session = "record_canceled"
        outcome.cancelWaitingOrder = true
        if (hasMoney(invoice)) {
          outcome.attention.push(draft("expired_partial", paid, `Invoice ${invoice.uuid} expired with ${paid} ${crypto ?? ""} of ${invoice.amount ?? "?"} paid.`))
        }
      }
      outcome.settle = lateWindowOver(invoice, now)
      return outcome
    default:
      return outcome
  }
}
