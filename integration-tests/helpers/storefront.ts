/**
 * What a storefront does, through the store HTTP API with a publishable key: cart, items,
 * address, shipping, payment session with this provider, completion, status polling.
 * Every response body is kept so tests can scan them for leaked secrets.
 */
import type { AxiosInstance, AxiosResponse } from "axios"
import { PROVIDER_ID } from "./sandbox"
import type { SeededStore } from "./seed-store"

export type RegionKey = keyof SeededStore["regions"]

export interface Checkout {
  cartId: string
  collectionId: string
  sessionId: string
  /** Public session data as the storefront sees it. */
  data: Record<string, any>
  total: number
}

export interface StorefrontOptions {
  /** The CryptoCloud provider a region offers (a store with several projects); default the documented one. */
  providerOf?: (region: RegionKey) => string
  /** Sent with every request, e.g. a signed-in customer's `authorization` (their cart, their order). */
  headers?: Record<string, string>
}

export function storefront(api: AxiosInstance, store: SeededStore, options: StorefrontOptions = {}) {
  const responses: unknown[] = []
  const config = { headers: { ...options.headers, "x-publishable-api-key": store.publishableKey }, validateStatus: () => true }
  const call = async <T = any>(method: "get" | "post", url: string, body?: unknown): Promise<AxiosResponse<T>> => {
    const res = method === "get" ? await api.get(url, config) : await api.post(url, body ?? {}, config)
    responses.push(res.data)
    return res
  }
  const ok = <T>(res: AxiosResponse<T>, what: string): T => {
    if (res.status >= 300) throw new Error(`${what} failed: HTTP ${res.status} ${JSON.stringify(res.data)}`)
    return res.data
  }

  const client = {
    responses,
    call,

    async createCart(region: RegionKey = "eur", variant: keyof SeededStore["variants"] = "standard", quantity = 1) {
      const { cart } = ok(
        await call("post", "/store/carts", {
          region_id: store.regions[region].id,
          email: "buyer@example.com",
          items: [{ variant_id: store.variants[variant], quantity }],
        }),
        "create cart"
      )
      const address = {
        first_name: "Ada",
        last_name: "Buyer",
        address_1: "Main st 1",
        city: "Berlin",
        postal_code: "10115",
        country_code: store.regions[region].country,
      }
      ok(await call("post", `/store/carts/${cart.id}`, { shipping_address: address, billing_address: address }), "address")
      const { shipping_options } = ok(await call("get", `/store/shipping-options?cart_id=${cart.id}`), "shipping options")
      ok(await call("post", `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id }), "shipping")
      return cart.id as string
    },

    async getCart(cartId: string) {
      return ok(await call("get", `/store/carts/${cartId}?fields=*payment_collection.payment_sessions,+total`), "cart").cart
    },

    /** Creates (or replaces) the crypto payment session, as `initiatePaymentSession` does. */
    async initiateSession(cartId: string, data?: Record<string, unknown>, providerId: string = PROVIDER_ID): Promise<Checkout> {
      let cart = await client.getCart(cartId)
      let collectionId = cart.payment_collection?.id
      if (!collectionId) {
        collectionId = ok(await call("post", "/store/payment-collections", { cart_id: cartId }), "collection").payment_collection.id
      }
      const res = await call("post", `/store/payment-collections/${collectionId}/payment-sessions`, {
        provider_id: providerId,
        ...(data ? { data } : {}),
      })
      const { payment_collection } = ok(res, "payment session")
      const session = payment_collection.payment_sessions.find((s: any) => s.provider_id === providerId)
      cart = await client.getCart(cartId)
      return { cartId, collectionId, sessionId: session.id, data: session.data, total: Number(cart.total) }
    },

    async checkout(region: RegionKey = "eur", variant: keyof SeededStore["variants"] = "standard", quantity = 1) {
      return client.initiateSession(await client.createCart(region, variant, quantity), undefined, options.providerOf?.(region) ?? PROVIDER_ID)
    },

    complete(cartId: string) {
      return call("post", `/store/carts/${cartId}/complete`)
    },

    async addItem(cartId: string, variant: keyof SeededStore["variants"], quantity = 1) {
      ok(await call("post", `/store/carts/${cartId}/line-items`, { variant_id: store.variants[variant], quantity }), "add item")
    },

    /** The status route, as the return page calls it (with the cart id: order_id included). */
    async sessionStatus(sessionId: string, cartId?: string) {
      const cart = cartId ? `?cart_id=${cartId}` : ""
      return ok(await call("get", `/store/cryptocloud/payment-sessions/${sessionId}${cart}`), "session status").payment_session
    },
  }
  return client
}
