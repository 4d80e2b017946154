/**
 * What the order's "Crypto payment" card shows, decided from the plugin's ledger
 * (`GET /admin/cryptocloud/orders/:id/payments`) and never from payment session `data`: Medusa
 * keeps that as the caller sent it until the provider answers, and anyone with the order id may
 * open a session on the order's collection — so an address, a pay link or an invoice id read
 * from there may be a stranger's. Pure, for the widget and its tests.
 */
import type { OrderCryptoPaymentView } from "../../contracts"
import { looksLikeCryptoOrder, type OrderLike } from "./order-session"

export type OrderCardState =
  /** The invoice the card is about (and the order's other crypto payments in its list). */
  | { kind: "payment"; payment: OrderCryptoPaymentView; payments: OrderCryptoPaymentView[] }
  /** The order has a crypto session or payment, but the ledger has no invoice for it: said, nothing else shown. */
  | { kind: "no_record"; request: boolean }
  /** No crypto payment, but the order owes an amount its region could take in crypto. */
  | { kind: "request" }
  /** Nothing to show: not a crypto order. */
  | { kind: "none" }

export interface OrderCardInput {
  /** The order as the dashboard has it: only whether it has a session or payment of this provider counts, never their data. */
  order: OrderLike
  /** The ledger route's answer. */
  payments: readonly OrderCryptoPaymentView[]
  /** The order owes an amount a payment request could take. */
  owes: boolean
  /** Its region offers CryptoCloud (asked only for an order that owes and is not known). */
  offersCrypto: boolean
}

const time = (payment: OrderCryptoPaymentView) => new Date(payment.created_at).getTime() || 0

/**
 * The invoice the card is about: the newest one Medusa made a payment from (authorized or
 * captured) — the one the order was paid with — else the newest (the one being paid). Null
 * when the ledger has none.
 */
export function cardPaymentOf(payments: readonly OrderCryptoPaymentView[]): OrderCryptoPaymentView | null {
  const settled = payments.filter((p) => p.payment_id !== null)
  const newest = [...(settled.length ? settled : payments)].sort((a, b) => time(b) - time(a))
  return newest[0] ?? null
}

export function orderCardState({ order, payments, owes, offersCrypto }: OrderCardInput): OrderCardState {
  const payment = cardPaymentOf(payments)
  if (payment) return { kind: "payment", payment, payments: [...payments] }
  if (looksLikeCryptoOrder(order)) return { kind: "no_record", request: owes }
  return owes && offersCrypto ? { kind: "request" } : { kind: "none" }
}
