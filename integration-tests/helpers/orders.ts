/** Reads what Medusa recorded for a cart: its order, payments and captures. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

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
  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "amount", "data", "authorized_at"],
    filters: { id: sessionId },
  })
  return session as { id: string; status: string; amount: number; data: Record<string, any> } | undefined
}

export async function orderSummary(container: MedusaContainer, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [order] } = await query.graph({
    entity: "order",
    fields: ["id", "status", "total", "payment_status", "summary.*"],
    filters: { id: orderId },
  })
  return order as { id: string; status: string; total: number; payment_status: string; summary: Record<string, any> }
}
