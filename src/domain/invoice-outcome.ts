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
import { holderSessionId, invoiceMismatch, type MatchableSession } from "./invoice-match"
import { wasCanceledBefore, type LedgerRow } from "./ledger/columns"
import { HANDOVER_GRACE_MS } from "./ledger/handover"
import { cryptoDifference } from "./money"
import { isFinalPaid, mapInvoiceStatus } from "./status-map"
import { hasMoney, LATE_WINDOW_MS, lateWindowOver, pastExpiry } from "./invoice-money"
import { orphanOfOrderCollection, type OrderCollectionState } from "./order-collection-outcome"
import { type ToleranceInput } from "./tolerance-amount"
import { acceptedOutcome } from "./accepted-outcome"

export type { OrderCollectionState }

export { LATE_WINDOW_MS }

/**
 * A ledger row is written a few milliseconds before Medusa stores its invoice on the session;
 * a pass in that window would see a session "using another invoice". Until the session names
 * the invoice, a row this young is left alone.
 */
export const CREATION_GRACE_MS = 2 * 60 * 1000

/** The payment session fields a decision needs (what the workflows read with `query.graph`). */
export const OUTCOME_SESSION_FIELDS = ["id", "status", "amount", "currency_code", "data", "provider_id"]

export interface OutcomeSession extends MatchableSession {
  status: string
  provider_id: string
}

/**
 * `adopt`: money on an invoice of an order's payment collection whose session was replaced (its
 * id is public, so by anyone): the plugin gives the invoice a session again and captures it
 * (domain/ledger/adoption.ts).
 */
export type SessionAction = "capture" | "adopt" | "record_canceled" | "record_requires_more" | "none"

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
  /**
   * An open `expired_partial` of this invoice no longer tells the truth: the invoice is paid
   * after all ("captured", once an order holds it), or more arrived late ("late_money": the
   * late_payment item names all of it).
   */
  resolveExpiredPartial: "captured" | "late_money" | null
  /** Crypto arrived on the invoice: it must end on an order or an item before the row settles. */
  moneyArrived: boolean
}

const SETTLED_SESSION = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

/** Released moments ago (or just taken over): a new session of the cart may be taking it. */
function inHandoverGrace(row: LedgerRow | null, now: Date): boolean {
  const released = row?.released_at ? new Date(row.released_at).getTime() : NaN
  return Number.isFinite(released) && now.getTime() - released < HANDOVER_GRACE_MS
}

export function decideInvoiceOutcome(input: {
  invoice: Invoice
  /** The ledger row after this read was recorded (null: an invoice the ledger does not know). */
  row: LedgerRow | null
  /** The session the invoice names (its order_id), if it still exists. */
  session: OutcomeSession | null
  /** Tolerance in force when the invoice was created (the row's), else the current setting. */
  tolerancePercent: ToleranceInput
  /** Crypto already owed back on this invoice by recorded refunds (Medusa refunded it). */
  refundedCrypto?: string | null
  /** The invoice's payment collection when it is an order's (see OrderCollectionState). */
  orderCollection?: OrderCollectionState | null
  now?: Date
}): InvoiceOutcome {
  const now = input.now ?? new Date()
  const { row, session } = input
  // The status and money we stand by: never backwards from what the ledger already saw (a read
  // older than the row's cannot lower what was paid).
  const invoice: Invoice = row
    ? { ...input.invoice, status: row.status, amount_paid: row.amount_paid ?? input.invoice.amount_paid, received: row.received ?? input.invoice.received }
    : input.invoice
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
    session: "none",
    late: false,
    sessionLive: false,
    cancelOrphan: false,
    cancelWaitingOrder: false,
    partialEvent: false,
    attention: [],
    settle: false,
    resolveExpiredPartial: null,
    moneyArrived: hasMoney(invoice),
  }

  // Neither on the ledger nor naming a session of this store: another integration's invoice
  // on the same CryptoCloud project (or a static-wallet deposit). Not ours to judge.
  if (!row && !session) return outcome
  // Just created or just handed over to a new session (ledger/handover.ts): the session may not
  // store the invoice yet (see CREATION_GRACE_MS).
  const since = Math.max(new Date(row?.created_at ?? 0).getTime(), row?.released_at ? new Date(row.released_at).getTime() : 0)
  if (row && session && session.data?.uuid !== invoice.uuid && now.getTime() - since < CREATION_GRACE_MS) {
    return outcome
  }

  // An accepted invoice's session was set to what arrived (attention `accept`): it still holds it.
  const matchable = session && row?.accepted_at ? { ...session, amount: invoice.amount_in_fiat ?? session.amount } : session
  const holder =
    matchable && isCryptoCloudProviderId(matchable.provider_id) && invoiceMismatch(invoice, matchable, holderSessionId(invoice, row)) === null ? session : null
  if (!holder && input.orderCollection) {
    return { ...outcome, ...orphanOfOrderCollection({ invoice, row, collection: input.orderCollection, tolerancePercent: input.tolerancePercent, now, draft }) }
  }
  if (!holder) {
    // Money Medusa already refunded (e.g. its compensation when a paid cart could not become an
    // order) is told by its refund_owed item: telling it again as unmatched would have the
    // merchant send it back twice.
    const refundedAll = MathBN.gt(input.refundedCrypto ?? "0", 0) && MathBN.gte(input.refundedCrypto!, paid)
    if (refundedAll) outcome.moneyArrived = false
    if (hasMoney(invoice) && row?.outcome !== "captured" && !refundedAll) {
      outcome.attention.push(
        draft(
          "unmatched_payment",
          paid,
          `${paid} ${crypto ?? ""} arrived on invoice ${invoice.uuid}, which no live payment session or order holds.`.replace("  ", " ")
        )
      )
    }
    // A released invoice may still be taken over by a new session of its cart within the
    // handover grace (ledger/handover.ts): cancelling it then would break that session's pay page.
    outcome.cancelOrphan = invoice.status === "created" && !inHandoverGrace(row, now)
    outcome.settle = isFinalPaid(invoice.status) || (invoice.status === "canceled" && lateWindowOver(invoice, now))
    return outcome
  }

  outcome.sessionLive = true
  if (row?.accepted_at) return { ...outcome, ...acceptedOutcome(invoice, row.accepted_crypto ?? paid, now, draft) }
  const settled = SETTLED_SESSION.has(holder.status)
  switch (mapInvoiceStatus(invoice, input.tolerancePercent)) {
    case PaymentSessionStatus.CAPTURED: {
      outcome.session = settled ? "none" : "capture"
      outcome.resolveExpiredPartial = "captured"
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
      if (!settled && (wasCanceledBefore(row) || holder.status === PaymentSessionStatus.CANCELED || pastExpiry(invoice, now))) {
        // Money after expiry on an invoice that can no longer be paid in full (the service may
        // show it `partial` without ever having said `canceled`): the merchant decides; the
        // customer is never asked to pay the rest of a dead invoice.
        outcome.late = true
        if (holder.status !== PaymentSessionStatus.CANCELED) outcome.session = "record_canceled"
        outcome.cancelWaitingOrder = true
        // The late_payment item now tells all the money; an open expired_partial would repeat part of it.
        outcome.resolveExpiredPartial = "late_money"
        outcome.attention.push(
          draft(
            "late_payment",
            paid,
            `${paid} ${crypto ?? ""} arrived on invoice ${invoice.uuid} after it had expired or been cancelled; the order was not paid in full.`
          )
        )
        outcome.settle = lateWindowOver(invoice, now)
        return outcome
      }
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
          outcome.attention.push(
            draft("expired_partial", paid, `Invoice ${invoice.uuid} expired with ${paid} ${crypto ?? ""} of ${invoice.amount ?? "?"} paid.`)
          )
        }
      }
      outcome.settle = lateWindowOver(invoice, now)
      return outcome
    default:
      return outcome
  }
}

/**
 * The items to raise once the session part was carried out. When Medusa refused the capture for
 * good, the money is on no order: one `capture_failed` item with Medusa's reason replaces the
 * items that assumed a capture (late payment, overpayment). When the order's collection turned
 * out to be paid already (by another of its invoices), all of this money is surplus: one
 * `overpayment` item for it.
 */
export function attentionAfterSettle(
  outcome: InvoiceOutcome,
  invoice: Pick<Invoice, "uuid" | "amount_paid" | "test_mode" | "currency">,
  { captureFailed, paidElsewhere = false }: { captureFailed: string | null; paidElsewhere?: boolean }
): AttentionDraft[] {
  const paid = invoice.amount_paid ?? "0"
  const crypto = invoice.currency?.fullcode ?? ""
  if (paidElsewhere) {
    return [
      {
        kind: "overpayment",
        dedupe_key: attentionKey("overpayment", invoice.uuid),
        invoice_uuid: invoice.uuid,
        amount: paid,
        currency: crypto || null,
        test_mode: Boolean(invoice.test_mode),
        description:
          `${paid} ${crypto} arrived on invoice ${invoice.uuid} of an order's payment collection that was already paid: all of it is surplus.`.replace(
            "  ",
            " "
          ),
      },
    ]
  }
  if (!captureFailed) return outcome.attention
  const late = outcome.late ? " after it had expired or been cancelled" : ""
  return [
    {
      kind: "capture_failed",
      dedupe_key: attentionKey("capture_failed", invoice.uuid),
      invoice_uuid: invoice.uuid,
      amount: paid,
      currency: crypto || null,
      test_mode: Boolean(invoice.test_mode),
      description: `${paid} ${crypto} arrived on invoice ${invoice.uuid}${late}, but Medusa refused to capture it: ${captureFailed}`.replace("  ", " "),
    },
  ]
}

/**
 * May the ledger row stop being polled? Only when nothing can change at the service any more
 * and the money that arrived is accounted for: held by an order, or named by an item.
 */
export function rowMaySettle(outcome: InvoiceOutcome, heldByOrder: boolean, itemsNamingMoney: number): boolean {
  return outcome.settle && (!outcome.moneyArrived || heldByOrder || itemsNamingMoney > 0)
}
