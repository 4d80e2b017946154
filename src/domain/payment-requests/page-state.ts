/**
 * What the customer's pay page shows for an order's payment collection (pure). The order says
 * whether money is owed; the plugin's ledger — never session data — says which invoices the
 * collection has had and how far each got (design.md, "Trust"); the status map says what an
 * invoice's status means, under the tolerance frozen on it.
 *
 * Order of the checks: a cancelled order is a dead end; money that arrived on this collection
 * (or a collection Medusa already counts as paid) is "paid" even while Medusa has not captured
 * it yet; an order that owes nothing says so; a collection that is no longer the order's open
 * one means the link is outdated; otherwise the current one of the invoices the pay links' own
 * *Pay* made decides: none → the form, waiting, part paid, or expired (with "pay again"). Never an
 * invoice someone else opened on the collection: its id is public (design.md, "Trust"), and such
 * an invoice would show a stranger's coin and amount as "waiting" and hide the form.
 */
import { MathBN, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { InvoiceStatus } from "../../lib/cryptocloud"
import { mapInvoiceStatus } from "../status-map"
import { toleranceOfRow } from "../tolerance-amount"

/** The ledger's facts about one invoice of the collection (a ledger row has them). */
export interface CollectionInvoice {
  uuid: string
  status: InvoiceStatus
  crypto_amount: string | null
  crypto_currency: string | null
  amount_paid: string | null
  received: string | null
  tolerance_percent: number
  expires_at: Date | string | null
  link: string | null
  session_live: boolean
  created_at: Date | string
}

export type PayPageState =
  | { kind: "canceled" }
  | { kind: "paid"; invoice: CollectionInvoice | null }
  | { kind: "nothing_owed" }
  | { kind: "replaced" }
  | { kind: "form" }
  | { kind: "waiting"; invoice: CollectionInvoice }
  | { kind: "partial"; invoice: CollectionInvoice; stillDue: string | null }
  | { kind: "expired"; invoice: CollectionInvoice }

export interface PayPageFacts {
  orderStatus: string | null
  /** Medusa's pending difference is above zero. */
  owes: boolean
  /** The token's collection as the order holds it; null when it is not (or no longer) the order's. */
  collection: { status: string } | null
  /** The ledger rows of that collection: any of them paid means the money arrived. */
  invoices: readonly CollectionInvoice[]
  /** Those of them the order's pay links made (link.ts): only these are waited for or paid again. */
  own: readonly CollectionInvoice[]
  now: Date
}

/** Collection statuses under which Medusa takes the money as received (authorized, then captured). */
const PAID_COLLECTION = new Set(["authorized", "completed", "partially_captured"])
/** Statuses of a collection that will not take a payment any more. */
const CLOSED_COLLECTION = new Set(["canceled", "failed"])

const time = (value: Date | string | null) => (value ? new Date(value).getTime() : NaN)

function sessionStatusOf(invoice: CollectionInvoice): string {
  return mapInvoiceStatus({ status: invoice.status, amount: invoice.crypto_amount, amount_paid: invoice.amount_paid }, toleranceOfRow(invoice))
}

/** The collection's current invoice: the one a live session holds, else the newest. */
export function currentInvoice(invoices: readonly CollectionInvoice[]): CollectionInvoice | null {
  const newestFirst = [...invoices].sort((a, b) => time(b.created_at) - time(a.created_at))
  return newestFirst.find((invoice) => invoice.session_live) ?? newestFirst[0] ?? null
}

/** Crypto still to send on a part-paid invoice (never below zero); null when the ledger cannot tell. */
export function stillDueOn(invoice: Pick<CollectionInvoice, "crypto_amount" | "amount_paid" | "received">): string | null {
  const paid = invoice.amount_paid ?? invoice.received
  if (!invoice.crypto_amount || paid === null) return null
  const rest = MathBN.sub(invoice.crypto_amount, paid)
  return MathBN.gt(rest, 0) ? rest.toFixed() : "0"
}

export function payPageState(facts: PayPageFacts): PayPageState {
  if (facts.orderStatus === "canceled") return { kind: "canceled" }
  const paid = facts.invoices.find((invoice) => sessionStatusOf(invoice) === PaymentSessionStatus.CAPTURED)
  if (paid || (facts.collection && PAID_COLLECTION.has(facts.collection.status))) return { kind: "paid", invoice: paid ?? null }
  if (!facts.owes) return { kind: "nothing_owed" }
  if (!facts.collection || CLOSED_COLLECTION.has(facts.collection.status)) return { kind: "replaced" }
  const invoice = currentInvoice(facts.own)
  if (!invoice) return { kind: "form" }
  // An invoice past its expiry is over even before a read says "canceled": paying it now would be late.
  const expired = time(invoice.expires_at) <= facts.now.getTime()
  const status = sessionStatusOf(invoice)
  if (status === PaymentSessionStatus.CANCELED || expired) return { kind: "expired", invoice }
  if (status === PaymentSessionStatus.REQUIRES_MORE) return { kind: "partial", invoice, stillDue: stillDueOn(invoice) }
  return { kind: "waiting", invoice }
}
