/**
 * Opening a pay link: the token's signature and expiry, the order it names, and whether it is
 * still the order's current link (a newer request replaces it: domain/payment-requests/link.ts).
 * Then what the page shows for it, from the order and the ledger's invoices of the link's
 * collection (domain/payment-requests/page-state.ts). While the customer waits for a payment,
 * the invoice is read from the service through the store routes' read budget (at most one read
 * per invoice per 5 s, batched): the page then shows the status as it is, not only as the last
 * postback or reconciliation pass left it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { isCurrentLink, storedPaymentRequest } from "../../../domain/payment-requests/link"
import { payPageState, type PayPageState } from "../../../domain/payment-requests/page-state"
import { verifyPayToken } from "../../../domain/payment-requests/token"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import { storeReads } from "../../store/cryptocloud/payment-sessions/store-reads"
import { readOrderToPay, type OrderToPay } from "./order-to-pay"

type Scope = Pick<MedusaContainer, "resolve">

export type OpenedLink =
  | { state: "invalid" }
  | { state: "link_expired" }
  | { state: "replaced"; order: OrderToPay }
  | { state: "open"; order: OrderToPay; collectionId: string; expiresAt: string | null }

export async function openPayLink(scope: Scope, token: string): Promise<OpenedLink> {
  const check = await verifyPayToken(cryptocloudModule(scope).getOptions().secretKey, token)
  if (!check.ok) return check.reason === "expired" ? { state: "link_expired" } : { state: "invalid" }
  const order = await readOrderToPay(scope, check.orderId)
  if (!order) return { state: "invalid" }
  if (!isCurrentLink(order.metadata, check)) return { state: "replaced", order }
  return { state: "open", order, collectionId: check.paymentCollectionId, expiresAt: storedPaymentRequest(order.metadata)?.expires_at || null }
}

/** What the page shows for an open link now. */
export async function payStateOf(scope: Scope, order: OrderToPay, collectionId: string): Promise<PayPageState> {
  const cryptocloud = cryptocloudModule(scope)
  const decide = async () =>
    payPageState({
      orderStatus: order.status,
      owes: !!order.pending && MathBN.gt(order.pending, 0),
      collection: order.collections.find((pc) => pc.id === collectionId) ?? null,
      invoices: await cryptocloud.ledger.ofCollection(collectionId),
      now: new Date(),
    })
  const state = await decide()
  if (state.kind !== "waiting" && state.kind !== "partial") return state
  const read = await storeReads(cryptocloud, scope.resolve(ContainerRegistrationKeys.LOGGER)).request(state.invoice.uuid)
  // A fresh read was recorded on the ledger: decide again from it (it may say paid, or expired).
  return read.kind === "fresh" ? decide() : state
}
