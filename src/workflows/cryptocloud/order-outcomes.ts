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
export const ORDER_TEST_MODE_KEY = "cryptocloud_test_mode"

/** The cart and order of a payment session (through its payment collection), as far as they exist. */
export async function linksOfSession(
  container: Pick<MedusaContainer, "resolve">,
  sessionId: string
): Promise<{ cartId: string | null; orderId: string | null }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["payment_collection_id"],
    filters: { id: sessionId },
  })
  if (!session) return { cartId: null, orderId: null }
  const filters = { payment_collection_id: session.payment_collection_id }
  const [{ data: direct }, { data: carts }] = await Promise.all([
    query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters }),
    query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters }),
  ])
  const cartId: string | null = carts[0]?.cart_id ?? null
  if (direct[0]?.order_id) return { cartId, orderId: direct[0].order_id }
  if (!cartId) return { cartId, orderId: null }
  const { data: orders } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return { cartId, orderId: orders[0]?.order_id ?? null }
}

/** The session's order when it exists and was cancelled, else null. */
export async function canceledOrderOfSession(container: Pick<MedusaContainer, "resolve">, sessionId: string): Promise<string | null> {
  const { orderId } = await linksOfSession(container, sessionId)
  if (!orderId) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [order] } = await query.graph({ entity: "order", fields: ["id", "status"], filters: { id: orderId } })
  return order?.status === "canceled" ? orderId : null
}

/**
 * The order's note with new lines appended: a note is never replaced, so a later line (a late
 * payment) cannot hide an earlier one ("test mode: do not ship"); a line already there is not
 * repeated (the same outcome applied twice).
 */
export function appendNoteLines(existing: unknown, note: string): string {
  const lines = typeof existing === "string" && existing ? existing.split("\n") : []
  for (const line of note.split("\n")) if (line && !lines.includes(line)) lines.push(line)
  return lines.join("\n")
}

/**
 * Merge values into an order's metadata, the note appended line by line; returns the metadata as
 * it was (for compensation).
 */
export async function annotateOrder(
  container: Pick<MedusaContainer, "resolve">,
  orderId: string,
  values: Record<string, unknown>
): Promise<Record<string, unknown>> {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  const order = await orders.retrieveOrder(orderId, { select: ["id", "metadata"] })
  const before = (order.metadata ?? {}) as Record<string, unknown>
  const merged = { ...before, ...values }
  if (typeof values[ORDER_NOTE_KEY] === "string") merged[ORDER_NOTE_KEY] = appendNoteLines(before[ORDER_NOTE_KEY], values[ORDER_NOTE_KEY])
  await orders.updateOrders([{ id: orderId, metadata: merged }])
  return before
}

/** Put an order's metadata back as it was. */
export async function restoreOrderMetadata(
  container: Pick<MedusaContainer, "resolve">,
  orderId: string,
  metadata: Record<string, unknown>
): Promise<void> {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  await orders.updateOrders([{ id: orderId, metadata }])
}

/**
 * Order-first flow, invoice expired or cancelled without (full) payment: the order that was
 * waiting for it is cancelled — which releases its reservations — with a note saying why.
 *
 * Only for the cart's own payment, the one the order was placed on. A payment collection of the
 * order's own (the difference of an edit, exchange or claim, a draft order's total) belongs to an
 * order the merchant already accepted: its invoice expiring just leaves the amount owed, for the
 * customer to pay with a new session.
 */
export async function cancelOrderAwaitingPayment(container: MedusaContainer, sessionId: string, invoice: Invoice) {
  const { cartId, orderId } = await linksOfSession(container, sessionId)
  if (!orderId || !cartId) return null
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
  await annotateOrder(container, orderId, {
    [ORDER_NOTE_KEY]: `Cancelled automatically: crypto invoice ${invoice.uuid} expired without full payment.`,
  })
  container.resolve("logger").info(`CryptoCloud: order ${orderId} cancelled, invoice ${invoice.uuid} expired unpaid`)
  return orderId
}
