/**
 * The storefront side of a CryptoCloud payment, framework-free: give it your `@medusajs/js-sdk`
 * client and call it from a checkout button, an embedded checkout, a return page, a Next.js
 * route handler or a script.
 *
 *   const crypto = createCryptoCheckout(sdk)
 *   const payment = await crypto.startPayment(cart, "USDT_TRC20") // address + amount to show
 *   const order = await crypto.resume(cart.id)                    // waits, then places the order
 */
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { DEFAULT_PROVIDER_ID } from "../contracts/provider-id"
import type { SessionStatusView } from "../contracts/store-routes"
import { CryptoPaymentError } from "./errors"
import { cryptoSessionOf, type StartedPayment } from "./session"
import { createPaymentStatus, type WaitOptions } from "./status"

export type { StartedPayment } from "./session"
export type { WaitOptions } from "./status"
export { paymentOfSession } from "./session"

/** `pp_cryptocloud_cryptocloud`: the provider registered with `id: "cryptocloud"` (README). */
export const CRYPTOCLOUD_PROVIDER_ID = DEFAULT_PROVIDER_ID

export interface CryptoCheckoutOptions {
  /** Default `pp_cryptocloud_cryptocloud` (the provider registered with id "cryptocloud"). */
  providerId?: string
  /** How often `waitForPayment` asks; default 2000 ms (most polls are answered from the plugin's ledger). */
  pollIntervalMs?: number
  /** How long `startPayment` and `currentPayment` wait for a session's invoice to reach the ledger; default 15 s. */
  readWaitMs?: number
}

export function createCryptoCheckout(sdk: Medusa, options: CryptoCheckoutOptions = {}) {
  const providerId = options.providerId ?? CRYPTOCLOUD_PROVIDER_ID
  const status = createPaymentStatus(sdk, options.pollIntervalMs, options.providerId)

  const api = {
    providerId,
    /** `currencies()`, `getStatus(sessionId, cartId?)` and `waitForPayment(sessionId, options)`. */
    ...status,

    /** Whether the cart's region offers crypto (Admin → Settings → Regions → payment providers). */
    async isOffered(regionId: string): Promise<boolean> {
      const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId })
      return payment_providers.some((p) => p.id === providerId)
    },

    /**
     * Creates the invoice (a payment session) for the cart as it is now. Call it when the
     * customer clicks "Pay", after address and shipping: a later cart change replaces the
     * session, and you call this again.
     * @param cryptocurrency optional code such as "USDT_TRC20": the answer then carries the
     *   address and the exact amount (an embedded checkout), and the pay page skips the choice.
     * What it answers about the invoice is the plugin's ledger's (the status route), never the
     * session's `data`.
     */
    async startPayment(cart: HttpTypes.StoreCart, cryptocurrency?: string): Promise<StartedPayment> {
      const { payment_collection } = await sdk.store.payment.initiatePaymentSession(cart, {
        provider_id: providerId,
        ...(cryptocurrency ? { data: { cryptocurrency } } : {}),
      })
      const session = cryptoSessionOf(payment_collection.payment_sessions, providerId)
      const payment = session ? await status.readPayment(session.id, { cartId: cart.id, timeoutMs: options.readWaitMs }) : null
      if (!payment) throw new CryptoPaymentError("The crypto payment could not be started (no pay page link).", "no_session")
      return payment
    },

    /**
     * The cart's current crypto payment, if it has one (e.g. after a page reload): the invoice
     * the plugin's ledger gives the cart's crypto session (the status route). Asynchronous since
     * 0.2.0: it used to read the session's `data`, which is the caller's until the provider
     * answers.
     */
    async currentPayment(cart: HttpTypes.StoreCart, signal?: AbortSignal): Promise<StartedPayment | null> {
      const session = cryptoSessionOf(cart.payment_collection?.payment_sessions, providerId)
      return session ? status.readPayment(session.id, { cartId: cart.id, timeoutMs: options.readWaitMs, signal }) : null
    },

    /** The crypto payment session of a cart (the return page only knows the cart id). */
    async findSession(cartId: string): Promise<string> {
      const { cart } = await sdk.store.cart.retrieve(cartId, { fields: "id,*payment_collection.payment_sessions" })
      const session = cryptoSessionOf(cart.payment_collection?.payment_sessions, providerId)
      if (!session) throw new CryptoPaymentError(`Cart ${cartId} has no crypto payment session.`, "no_session")
      return session.id
    },

    /**
     * Turns the paid cart into the order. When the postback (or a second tab) got there first,
     * Medusa answers with the existing order, so calling it twice is safe.
     */
    async finish(cartId: string, sessionId?: string): Promise<HttpTypes.StoreOrder> {
      let failure: unknown
      try {
        const result = await sdk.store.cart.complete(cartId)
        if (result.type === "order") return result.order
        failure = new CryptoPaymentError(result.error.message, "not_completed")
      } catch (error) {
        failure = error
      }
      // Completing at the very moment the postback does can fail on the cart lock; the order
      // made by the other side is the answer then.
      const orderId = sessionId ? (await status.getStatus(sessionId, cartId)).order_id : null
      if (orderId) return (await sdk.store.order.retrieve(orderId)).order
      throw failure
    },

    /** The order of a captured payment: the one already placed, else placed now. */
    async placeOrder(cartId: string, paid: SessionStatusView): Promise<HttpTypes.StoreOrder> {
      if (paid.order_id) return (await sdk.store.order.retrieve(paid.order_id)).order
      return api.finish(cartId, paid.id)
    },

    /** The whole return page: find the session, wait for the money, place the order. */
    async resume(cartId: string, wait: WaitOptions = {}): Promise<HttpTypes.StoreOrder> {
      const sessionId = await api.findSession(cartId)
      const paid = await status.waitForPayment(sessionId, { ...wait, cartId })
      return api.placeOrder(cartId, paid)
    },
  }
  return api
}

export type CryptoCheckout = ReturnType<typeof createCryptoCheckout>
