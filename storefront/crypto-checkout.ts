/**
 * The storefront side of a CryptoCloud payment, framework-agnostic: give it your
 * `@medusajs/js-sdk` client and call it from a checkout button, a return page, a Next.js route
 * handler or a script. Copy this file into your storefront (it only needs `@medusajs/js-sdk`
 * and `@medusajs/types`); see storefront/README.md.
 *
 *   const crypto = createCryptoCheckout(sdk)
 *   const { link } = await crypto.startPayment(cart)      // 1. on "Pay with crypto"
 *   window.location.href = link                           // 2. the hosted pay page
 *   const order = await crypto.resume(cartId)             // 3. on your return page
 *
 * Tested against a real Medusa app: integration-tests/http/storefront-example.spec.ts.
 */
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"

export const CRYPTOCLOUD_PROVIDER_ID = "pp_cryptocloud_cryptocloud"

/** What `GET /store/cryptocloud/payment-sessions/:id` answers (`payment_session`). */
export interface CryptoPaymentStatus {
  id: string
  /** Read fresh from the payment service on every call. */
  status: "pending" | "requires_more" | "captured" | "canceled"
  /**
   * Set once the cart became an order (by your return page, the postback or the plugin's job),
   * and only when you asked with the session's own cart id (`getStatus(sessionId, cartId)`).
   */
  order_id: string | null
  invoice: {
    uuid: string
    status: "created" | "partial" | "paid" | "overpaid" | "canceled"
    link: string | null
    address: string | null
    amount: string | null
    currency: string | null
    amount_in_fiat: string | null
    fiat_currency: string | null
    amount_paid: string | null
    to_surcharge: string | null
    received: string | null
    expiry_date: string | null
    test_mode: boolean
    /** ISO time of the service read this status rests on (polls within the read budget are answered from the plugin's record). */
    read_at: string | null
  }
}

export interface StartedPayment {
  /** The payment session id: keep it (or the cart id) for the return page. */
  sessionId: string
  /** The hosted pay page to send the customer to. */
  link: string
  invoiceId: string
  expiresAt: string | null
}

export type CryptoPaymentErrorCode = "no_session" | "canceled" | "timeout" | "aborted" | "not_completed"

export class CryptoPaymentError extends Error {
  constructor(message: string, readonly code: CryptoPaymentErrorCode, readonly status?: CryptoPaymentStatus) {
    super(message)
    this.name = "CryptoPaymentError"
  }
}

export interface CryptoCheckoutOptions {
  /** Default `pp_cryptocloud_cryptocloud` (the provider registered with id "cryptocloud"). */
  providerId?: string
  /** How often `waitForPayment` asks; default 3000 ms. Each call reads the invoice from the service. */
  pollIntervalMs?: number
}

export interface WaitOptions {
  /** Give up after this long; default 15 minutes (the customer may still pay later: the
   * postback then completes the order without the storefront). */
  timeoutMs?: number
  /** Stop waiting, e.g. when a React component unmounts. */
  signal?: AbortSignal
  /** Every answer, e.g. to show "partly paid: x still due" for `requires_more`. */
  onUpdate?: (status: CryptoPaymentStatus) => void
  /** The session's cart: with it the answers carry `order_id` once the order exists. */
  cartId?: string
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

export function createCryptoCheckout(sdk: Medusa, options: CryptoCheckoutOptions = {}) {
  const providerId = options.providerId ?? CRYPTOCLOUD_PROVIDER_ID
  const pollIntervalMs = options.pollIntervalMs ?? 3000

  const api = {
    providerId,

    /** Whether the cart's region offers crypto (Admin → Settings → Regions → payment providers). */
    async isOffered(regionId: string): Promise<boolean> {
      const { payment_providers } = await sdk.store.payment.listPaymentProviders({ region_id: regionId })
      return payment_providers.some((p) => p.id === providerId)
    },

    /** The payment currencies the merchant accepts, to let the customer pick one up front. */
    async currencies() {
      return sdk.client.fetch<{ currencies: Array<{ code: string; name: string; network: { code: string; name: string } }> }>(
        "/store/cryptocloud/currencies"
      )
    },

    /**
     * Creates the invoice (a payment session) for the cart as it is now. Call it when the
     * customer clicks "Pay", after address and shipping: a later cart change deletes the session
     * and cancels its invoice, and you call this again.
     * @param cryptocurrency optional code such as "USDT_TRC20" (skips the choice on the pay page)
     */
    async startPayment(cart: HttpTypes.StoreCart, cryptocurrency?: string): Promise<StartedPayment> {
      const { payment_collection } = await sdk.store.payment.initiatePaymentSession(cart, {
        provider_id: providerId,
        ...(cryptocurrency ? { data: { cryptocurrency } } : {}),
      })
      const session = payment_collection.payment_sessions?.find((s) => s.provider_id === providerId)
      const data = (session?.data ?? {}) as Record<string, unknown>
      if (!session || typeof data.link !== "string") {
        throw new CryptoPaymentError("The crypto payment could not be started (no pay page link).", "no_session")
      }
      return {
        sessionId: session.id,
        link: data.link,
        invoiceId: String(data.uuid),
        expiresAt: typeof data.expiry_date === "string" ? data.expiry_date : null,
      }
    },

    /** The crypto payment session of a cart (the return page only knows the cart id). */
    async findSession(cartId: string): Promise<string> {
      const { cart } = await sdk.store.cart.retrieve(cartId, { fields: "id,*payment_collection.payment_sessions" })
      const sessions = cart.payment_collection?.payment_sessions ?? []
      const session = sessions.find((s) => s.provider_id === providerId)
      if (!session) throw new CryptoPaymentError(`Cart ${cartId} has no crypto payment session.`, "no_session")
      return session.id
    },

    /** The session's status; pass the cart id to learn the order id once it exists. */
    async getStatus(sessionId: string, cartId?: string): Promise<CryptoPaymentStatus> {
      const cart = cartId ? `?cart_id=${encodeURIComponent(cartId)}` : ""
      const { payment_session } = await sdk.client.fetch<{ payment_session: CryptoPaymentStatus }>(
        `/store/cryptocloud/payment-sessions/${encodeURIComponent(sessionId)}${cart}`
      )
      return payment_session
    },

    /**
     * Polls until the payment is captured (resolves) or canceled (rejects). `requires_more`
     * (part paid) keeps waiting: the customer pays the rest on the same page.
     */
    async waitForPayment(sessionId: string, wait: WaitOptions = {}): Promise<CryptoPaymentStatus> {
      const deadline = Date.now() + (wait.timeoutMs ?? 15 * 60 * 1000)
      let last: CryptoPaymentStatus | undefined
      while (!wait.signal?.aborted) {
        try {
          last = await api.getStatus(sessionId, wait.cartId)
        } catch (error) {
          // 429: the status has not been read yet (the plugin's read budget); ask again later.
          if ((error as { status?: number }).status !== 429 || Date.now() + pollIntervalMs > deadline) throw error
          await sleep(pollIntervalMs, wait.signal)
          continue
        }
        wait.onUpdate?.(last)
        if (last.status === "captured") return last
        if (last.status === "canceled") {
          throw new CryptoPaymentError(`The crypto invoice ${last.invoice.uuid} expired or was cancelled.`, "canceled", last)
        }
        if (Date.now() + pollIntervalMs > deadline) {
          throw new CryptoPaymentError("The crypto payment has not arrived yet.", "timeout", last)
        }
        await sleep(pollIntervalMs, wait.signal)
      }
      throw new CryptoPaymentError("Stopped waiting for the crypto payment.", "aborted", last)
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
      const orderId = sessionId ? (await api.getStatus(sessionId, cartId)).order_id : null
      if (orderId) return (await sdk.store.order.retrieve(orderId)).order
      throw failure
    },

    /** The whole return page: find the session, wait for the money, place the order. */
    async resume(cartId: string, wait: WaitOptions = {}): Promise<HttpTypes.StoreOrder> {
      const sessionId = await api.findSession(cartId)
      const status = await api.waitForPayment(sessionId, { ...wait, cartId })
      if (status.order_id) return (await sdk.store.order.retrieve(status.order_id)).order
      return api.finish(cartId, sessionId)
    },
  }
  return api
}

export type CryptoCheckout = ReturnType<typeof createCryptoCheckout>
