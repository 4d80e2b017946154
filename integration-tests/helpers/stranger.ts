/**
 * What a stranger can do with an order id and the store's publishable key (both public: the
 * order id is in the customer's links and e-mails, the key in every storefront page), through
 * Medusa's store API only: read the order with its payment collections, and open payment sessions
 * on its open collection — which makes Medusa delete the sessions already there.
 */
import type { AxiosInstance } from "axios"
import type { SeededStore } from "./seed-store"

export function stranger(api: AxiosInstance, store: () => SeededStore) {
  const config = () => ({ headers: { "x-publishable-api-key": store().publishableKey }, validateStatus: () => true })
  return {
    /** The order's payment collections, as `GET /store/orders/:id` hands them to anyone. */
    async collectionsOf(orderId: string): Promise<Array<{ id: string; status: string }>> {
      const res = await api.get(`/store/orders/${orderId}?fields=id,*payment_collections`, config())
      if (res.status !== 200) throw new Error(`GET /store/orders/${orderId}: HTTP ${res.status} ${JSON.stringify(res.data)}`)
      return res.data.order.payment_collections
    },

    /** A session on the collection with any provider and data; the session (or null when refused). */
    async openSession(collectionId: string, providerId: string, data?: Record<string, unknown>) {
      const res = await api.post(
        `/store/payment-collections/${collectionId}/payment-sessions`,
        { provider_id: providerId, ...(data ? { data } : {}) },
        config()
      )
      if (res.status >= 300) return { status: res.status, session: null }
      const session = res.data.payment_collection.payment_sessions.find((s: { provider_id: string }) => s.provider_id === providerId)
      return { status: res.status, session: session as { id: string; data: Record<string, any> } }
    },
  }
}
