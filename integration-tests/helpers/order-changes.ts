/**
 * Order changes made through the admin API as Medusa's admin makes them — an order edit (begin,
 * add item, request, confirm), an exchange (return an item, send a dearer one, request), a draft
 * order converted into an order — each leaving the order owing a difference on a payment
 * collection of its own; then the customer's crypto session on that collection through the
 * store API (what "Copy payment link" → the storefront's /payment-collection page does).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import type { AdminSession } from "./admin"
import { PROVIDER_ID } from "./sandbox"
import type { SeededStore } from "./seed-store"

export interface DifferenceSession {
  orderId: string
  collectionId: string
  sessionId: string
  /** Public session data as the storefront sees it (data.uuid: the difference invoice). */
  data: Record<string, any>
  /** What the collection asks for: the order's pending difference. */
  amount: number
}

export function orderChanges(api: AxiosInstance, admin: () => AdminSession, store: () => SeededStore) {
  const post = async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body, admin().config)
    if (res.status >= 300) throw new Error(`POST ${url} failed: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    return res.data
  }
  const orderItems = async (orderId: string) => {
    const res = await api.get(`/admin/orders/${orderId}?fields=id,*items`, admin().config)
    return res.data.order.items as Array<{ id: string; variant_id: string; quantity: number }>
  }

  const changes = {
    /** Order edit, as the admin's "Edit order" drawer does it: begin, add item, request, confirm. */
    async editAddingItem(orderId: string, variantId: string, quantity = 1) {
      await post("/admin/order-edits", { order_id: orderId })
      await post(`/admin/order-edits/${orderId}/items`, { items: [{ variant_id: variantId, quantity }] })
      await post(`/admin/order-edits/${orderId}/request`)
      await post(`/admin/order-edits/${orderId}/confirm`)
    },

    /** Order edit that removes (lowers the quantity of) the order's first item: it owes the customer. */
    async editRemovingItem(orderId: string) {
      const [item] = await orderItems(orderId)
      await post("/admin/order-edits", { order_id: orderId })
      await post(`/admin/order-edits/${orderId}/items/item/${item.id}`, { quantity: item.quantity - 1 })
      await post(`/admin/order-edits/${orderId}/request`)
      await post(`/admin/order-edits/${orderId}/confirm`)
    },

    /** Exchange: the order's first item (fulfilled first: only that can come back) comes back, a dearer variant goes out. */
    async exchangeForDearer(orderId: string, variantId: string) {
      const [item] = await orderItems(orderId)
      await post(`/admin/orders/${orderId}/fulfillments`, { items: [{ id: item.id, quantity: item.quantity }] })
      const { exchange } = await post("/admin/exchanges", { order_id: orderId })
      await post(`/admin/exchanges/${exchange.id}/inbound/items`, { items: [{ id: item.id, quantity: 1 }] })
      await post(`/admin/exchanges/${exchange.id}/outbound/items`, { items: [{ variant_id: variantId, quantity: 1 }] })
      await post(`/admin/exchanges/${exchange.id}/request`)
      return exchange.id as string
    },

    /**
     * A draft order, converted into an order; the merchant then asks for its total with a payment
     * collection of the order (POST /admin/payment-collections, the admin API's way to charge an
     * order that has none).
     */
    async draftOrderConverted(variantId: string, quantity = 1) {
      const region = store().regions.eur
      const address = { first_name: "Dora", last_name: "Draft", address_1: "Side st 2", city: "Berlin", postal_code: "10117", country_code: region.country }
      const { draft_order } = await post("/admin/draft-orders", {
        region_id: region.id,
        sales_channel_id: store().salesChannelId,
        email: "draft@example.com",
        shipping_address: address,
        billing_address: address,
        items: [{ variant_id: variantId, quantity }],
      })
      await post(`/admin/draft-orders/${draft_order.id}/convert-to-order`)
      const { order } = (await api.get(`/admin/orders/${draft_order.id}?fields=id,total,summary.*`, admin().config)).data
      await post("/admin/payment-collections", { order_id: order.id, amount: Number(order.summary.pending_difference) })
      return order.id as string
    },

    /** The order's own payment collection that still asks for money (Medusa's "not_paid"). */
    async unpaidCollection(container: MedusaContainer, orderId: string) {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [order],
      } = await query.graph({
        entity: "order",
        fields: ["id", "payment_collections.id", "payment_collections.status", "payment_collections.amount", "payment_collections.created_at"],
        filters: { id: orderId },
      })
      const open = (order?.payment_collections ?? []).filter((pc: any) => pc?.status === "not_paid")
      if (open.length !== 1) throw new Error(`order ${orderId} has ${open.length} unpaid payment collections`)
      return { id: open[0].id as string, amount: Number(open[0].amount) }
    },

    /** The customer opens the payment link and chooses crypto: a session on the order's collection. */
    async payDifferenceWithCrypto(container: MedusaContainer, orderId: string, data?: Record<string, unknown>): Promise<DifferenceSession> {
      const collection = await changes.unpaidCollection(container, orderId)
      const res = await api.post(
        `/store/payment-collections/${collection.id}/payment-sessions`,
        { provider_id: PROVIDER_ID, ...(data ? { data } : {}) },
        { headers: { "x-publishable-api-key": store().publishableKey }, validateStatus: () => true }
      )
      if (res.status >= 300) throw new Error(`difference session failed: HTTP ${res.status} ${JSON.stringify(res.data)}`)
      const session = res.data.payment_collection.payment_sessions.find((s: any) => s.provider_id === PROVIDER_ID)
      return { orderId, collectionId: collection.id, sessionId: session.id, data: session.data, amount: collection.amount }
    },
  }
  return changes
}
