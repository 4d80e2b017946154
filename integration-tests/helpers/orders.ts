/** Reads what Medusa recorded for a cart: its order, payments and captures. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"

export async function ordersForCart(container: MedusaContainer, cartId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return data.map((row: { order_id: string }) => row.order_id)
}

export async function paymentsForSession(container: MedusaContainer, sessionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "amount", "captured_at", "canceled_at", "data", "captures.id", "captures.amount"],
    filters: { payment_session_id: sessionId },
  })
  return data as Array<{
    id: string
    amount: number
    captured_at: Date | null
    data: Record<string, any>
    captures: Array<{ id: string; amount: number }>
  }>
}

export async function paymentSession(container: MedusaContainer, sessionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [session],
  } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "amount", "data", "authorized_at"],
    filters: { id: sessionId },
  })
  return session as { id: string; status: string; amount: number; data: Record<string, any> } | undefined
}

export async function orderSummary(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: ["id", "status", "total", "payment_status", "summary.*"],
    filters: { id: orderId },
  })
  return order as { id: string; status: string; total: number; payment_status: string; summary: Record<string, any> }
}

/** The outcome every successful scenario must have: one order, one payment, one capture, all
 * at the cart total, and the order's paid total equal to it. */
export async function expectOneCapturedOrder(container: MedusaContainer, cartId: string, sessionId: string, total: number) {
  const orders = await ordersForCart(container, cartId)
  expect(orders).toHaveLength(1)
  const payments = await paymentsForSession(container, sessionId)
  expect(payments).toHaveLength(1)
  expect(payments[0].captures).toHaveLength(1)
  expect(MathBN.eq(payments[0].captures[0].amount, total)).toBe(true)
  const order = await orderSummary(container, orders[0])
  expect(MathBN.eq(order.summary.paid_total ?? order.summary.raw_paid_total?.value, total)).toBe(true)
  return orders[0]
}
