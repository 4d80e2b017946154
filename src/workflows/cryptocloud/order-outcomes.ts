/**
 * What an invoice outcome means for an order that already exists: the order-first flow
 * (`orderFlow: "before_payment"`) creates orders before the money arrives, and a payment can
 * land after its invoice expired. Both must leave a trace the merchant sees on the order.
 */
import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../lib/cryptocloud"

/** Order metadata keys the plugin writes (shown by the admin order widget). */
export const ORDER_NOTE_KEY = "cryptocloud_note"
export const ORDER_ATTENTION_KEY = "cryptocloud_attention"

/** The order created for a payment session, through its payment collection or its cart. */
export async function orderForSession(container: MedusaContainer, sessionId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["payment_collection_id"],
    filters: { id: sessionId },
  })
  if (!session) return null
  const { data: direct } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: session.payment_collection_id },
  })
  if (direct[0]?.order_id) return direct[0].order_id
  const { data: carts } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id"],
    filters: { payment_collection_id: session.payment_collection_id },
  })
  if (!carts[0]?.cart_id) return null
  const { data: orders } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: carts[0].cart_id } })
  return orders[0]?.order_id ?? null
}

async function annotate(container: MedusaContainer, orderId: string, values: Record<string, unknown>) {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  const order = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
  await orders.updateOrders([{ id: orderId, metadata: { ...(order.metadata ?? {}), ...values } }])
}

/**
 * Order-first flow, invoice expired or cancelled without (full) payment: the order that was
 * waiting for it is cancelled — which releases its reservations — with a note saying why.
 */
export async function cancelOrderAwaitingPayment(container: MedusaContainer, sessionId: string, invoice: Invoice) {
  const orderId = await orderForSession(container, sessionId)
  if (!orderId) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [order] } = await query.graph({
    entity: "order",
    fields: ["id", "status", "payment_collections.status"],
    filters: { id: orderId },
  })
  if (!order || order.status === "canceled") return orderId
  // Never cancel an order that has been paid some other way (e.g. a later session).
  const paid = (order.payment_collections ?? []).some((pc: { status?: string } | null) =>
    ["authorized", "partially_authorized", "completed", "partially_captured"].includes(String(pc?.status))
  )
  if (paid) return null
  await cancelOrderWorkflow(container).run({ input: { order_id: orderId, no_notification: true } })
  await annotate(container, orderId, {
    [ORDER_NOTE_KEY]: `Cancelled automatically: crypto invoice ${invoice.uuid} expired without full payment.`,
  })
  container.resolve("logger").info(`CryptoCloud: order ${orderId} cancelled, invoice ${invoice.uuid} expired unpaid`)
  return orderId
}

/**
 * A payment that arrived after the invoice had expired is real money and is never dropped:
 * it has been captured like any other; here the order is flagged for the merchant, who decides
 * whether to ship or refund (by withdrawal).
 */
export async function flagLatePayment(container: MedusaContainer, sessionId: string, invoice: Invoice) {
  container.resolve("logger").warn(
    `CryptoCloud: invoice ${invoice.uuid} was paid after it expired (session ${sessionId}); needs the merchant's attention`
  )
  const orderId = await orderForSession(container, sessionId)
  if (!orderId) return null
  await annotate(container, orderId, {
    [ORDER_ATTENTION_KEY]: "late_payment",
    [ORDER_NOTE_KEY]: `Crypto invoice ${invoice.uuid} was paid after it had expired. Check the order: ship it or refund the customer by withdrawal.`,
  })
  return orderId
}
