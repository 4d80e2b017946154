/**
 * Opening a pay link: the token's hash names a row of the plugin's pay-link table
 * (domain/payment-requests/link.ts); an unknown token, a replaced or an expired link is dead and
 * the page then learns nothing about any order. Then what the page shows for a live one, from the
 * order and the ledger (domain/payment-requests/page-state.ts): money that reached the collection
 * on any invoice, and the waiting, part-paid or expired invoice only among those the order's pay
 * links made. While the customer waits for a payment, the invoice is read from the service
 * through the store routes' read budget (at most one read per invoice per 5 s, batched): the page
 * then shows the status as it is, not only as the last postback or reconciliation pass left it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"
import { payLinkState, type PayLinkRow } from "../../../domain/payment-requests/link"
import { payPageState, type PayPageState } from "../../../domain/payment-requests/page-state"
import { payTokenLookup } from "../../../domain/payment-requests/token"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import { storeReads } from "../../store/cryptocloud/payment-sessions/store-reads"
import { readOrderToPay, type OrderToPay } from "./order-to-pay"
import { readRestToPay } from "./rest-to-pay"

type Scope = Pick<MedusaContainer, "resolve">

export type OpenedLink = { state: "invalid" } | { state: "link_expired" } | { state: "replaced" } | { state: "open"; link: PayLinkRow; order: OrderToPay }

export async function openPayLink(scope: Scope, token: string, now = new Date()): Promise<OpenedLink> {
  const hash = payTokenLookup(token)
  if (!hash) return { state: "invalid" }
  const link = await cryptocloudModule(scope).payLinks.findByTokenHash(hash)
  if (!link) return { state: "invalid" }
  const state = payLinkState(link, now)
  if (state !== "open") return { state }
  // A rest link ("Ask for the rest") has no order: its own collection and the item's cart stand in.
  const order = link.order_id ? await readOrderToPay(scope, link.order_id) : await readRestToPay(scope, link)
  if (!order) return { state: "invalid" }
  return { state: "open", link, order }
}

/** What the page shows for an open link now. */
export async function payStateOf(scope: Scope, order: OrderToPay, link: Pick<PayLinkRow, "order_id" | "payment_collection_id">): Promise<PayPageState> {
  const cryptocloud = cryptocloudModule(scope)
  const collectionId = link.payment_collection_id
  const decide = async () => {
    // The link's own by their ids: the collection's newest rows may all be strangers' by now.
    const ownUuids = await cryptocloud.payLinks.invoicesOf(link.order_id, collectionId)
    const [invoices, own] = await Promise.all([cryptocloud.ledger.ofCollection(collectionId), ownUuids.length ? cryptocloud.ledger.findMany(ownUuids) : []])
    return payPageState({
      orderStatus: order.status,
      owes: !!order.pending && MathBN.gt(order.pending, 0),
      collection: order.collections.find((pc) => pc.id === collectionId) ?? null,
      invoices: [...invoices, ...own.filter((row) => !invoices.some((other) => other.uuid === row.uuid))],
      own,
      now: new Date(),
    })
  }
  const state = await decide()
  if (state.kind !== "waiting" && state.kind !== "partial") return state
  // The invoice is a ledger row: read with its own project's key.
  const read = await storeReads(cryptocloud, scope).request(state.invoice)
  // A fresh read was recorded on the ledger: decide again from it (it may say paid, or expired).
  return read.kind === "fresh" ? decide() : state
}
