/**
 * A storefront, through the store API with the seeded publishable key: cart, address,
 * shipping, the CryptoCloud payment session, completion — what a customer's checkout does.
 */
import type { SeededStore } from "../helpers/seed-store"

export const PROVIDER_ID = "pp_cryptocloud_cryptocloud"

type Region = keyof SeededStore["regions"]

export function storefront(appUrl: string, store: SeededStore) {
  const call = async <T = any>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-publishable-api-key": store.publishableKey },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 500)}`)
    return (text ? JSON.parse(text) : {}) as T
  }

  let buyers = 0
  const client = {
    call,
    async createCart(region: Region = "eur", quantity = 1): Promise<string> {
      const { cart } = await call("POST", "/store/carts", {
        region_id: store.regions[region].id,
        // One customer per cart: parallel carts with one e-mail race to create the same customer.
        email: `buyer${++buyers}@example.com`,
        items: [{ variant_id: store.variants.standard, quantity }],
      })
      const address = {
        first_name: "Ada",
        last_name: "Buyer",
        address_1: "Main st 1",
        city: "Berlin",
        postal_code: "10115",
        country_code: store.regions[region].country,
      }
      await call("POST", `/store/carts/${cart.id}`, { shipping_address: address, billing_address: address })
      const { shipping_options } = await call("GET", `/store/shipping-options?cart_id=${cart.id}`)
      await call("POST", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
      return cart.id
    },
    /** Creates the payment session: CryptoCloud's (and with it an invoice) unless told otherwise. */
    async initiateSession(cartId: string, providerId = PROVIDER_ID) {
      const { payment_collection: created } = await call("POST", "/store/payment-collections", { cart_id: cartId })
      const { payment_collection } = await call("POST", `/store/payment-collections/${created.id}/payment-sessions`, {
        provider_id: providerId,
      })
      const session = payment_collection.payment_sessions.find((s: { provider_id: string }) => s.provider_id === providerId)
      return { sessionId: session.id as string, data: session.data as { uuid: string; link: string; status: string } }
    },
    /** A cart with an invoice, ready to be paid on the sandbox (`providerId`: another project's provider). */
    async checkout(region: Region = "eur", quantity = 1, providerId = PROVIDER_ID) {
      const cartId = await client.createCart(region, quantity)
      return { cartId, ...(await client.initiateSession(cartId, providerId)) }
    },
    async complete(cartId: string): Promise<{ type: string; order?: { id: string; display_id: number } }> {
      return call("POST", `/store/carts/${cartId}/complete`)
    },
  }
  return client
}
