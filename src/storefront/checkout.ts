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
import type { CryptoCloudSessionData } from "../contracts/session-data"
import type { CurrenciesResponse, SessionStatusResponse, SessionStatusView } from "../contracts/store-routes"
import { CryptoPaymentError } from "./errors"

export const CRYPTOCLOUD_PROVIDER_ID = "pp_cryptocloud_cryptocloud"

/** A payment session's invoice, as the storefront shows it. */
export interface StartedPayment {
  /** The payment session id: keep it (or the cart id) for the return page. */
  sessionId: string
  /** The hosted pay page (the redirect flow, and the embedded checkout's fallback). */
  link: string
  invoiceId: string
  expiresAt: string | null
  /** Set when a payment currency was chosen: what an embedded checkout shows. */
  address: string | null
  amount: string | null
  currency: string | null
  amountInFiat: string | null
  fiatCurrency: string | null
  testMode: boolean
}

export interface CryptoCheckoutOptions {
  /** Default `pp_cryptocloud_cryptocloud` (the provider registered with id "cryptocloud"). */
  providerId?: string
  /** How often `waitForPayment` asks; default 3000 ms (the plugin reads the service at most every 5 s per session). */
  pollIntervalMs?: number
}

export interface WaitOptions {
  /** Give up after this long; default 15 minutes (the customer may still pay later: the
   * postback then completes the order without the storefront). */
  timeoutMs?: number
  /** Stop waiting, e.g. when a React component unmounts. */
  signal?: AbortSignal
  /** Every answer, e.g. to show "partly paid: x still due" for `requires_more`. */
  onUpdate?: (status: SessionStatusView) => void
  /** The session's cart: with it the answers carry `order_id` once the order exists. */
  cartId?: string
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

/** A session's public data as the storefront shows it (null without an invoice link). */
export function paymentOfSession(session: { id: string; data?: Record<string, unknown> | null }): StartedPayment | null {
  const data = (session.data ?? {}) as Partial<CryptoCloudSessionData>
  const link = text(data.link)
  if (!link) return null
  return {
    sessionId: session.id,
    link,
    invoiceId: String(data.uuid),
    expiresAt: text(data.expiry_date),
    address: text(data.address),
    amount: text(data.amount),
    currency: text(data.currency),
    amountInFiat: text(data.amount_in_fiat),
    fiatCurrency: text(data.fiat_currency),
    testMode: data.test_mode === true,
  }
}

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
    async currencies(): Promise<CurrenciesResponse> {
      return sdk.client.fetch<CurrenciesResponse>("/store/cryptocloud/currencies")
    },

    /**
     * Creates the invoice (a payment session) for the cart as it is now. Call it when the
     * customer clicks "Pay", after address and shipping: a later cart change replaces the
     * session, and you call this again.
     * @param cryptocurrency optional code such as "USDT_TRC20": the answer then carries the
     *   address and the exact amount (an embedded checkout), and the pay page skips the choice.
     */
    async startPayment(cart: HttpTypes.StoreCart, cryptocurrency?: string): Promise<StartedPayment> {
      const { payment_collection } = await sdk.store.payment.initiatePaymentSession(cart, {
        provider_id: providerId,
        ...(cryptocurrency ? { data: { cryptocurrency } } : {}),
      })
      const session = payment_collection.payment_sessions?.find((s) => s.provider_id === providerId)
      const payment = session ? paymentOfSession(session) : null
      if (!payment) throw new CryptoPaymentError("The crypto payment could not be started (no pay page link).", "no_session")
      return payment
    },

    /** The cart's current crypto payment, if it has one (e.g. after a page reload). */
    currentPayment(cart: HttpTypes.StoreCart): StartedPayment | null {
      const session = cart.payment_collection?.payment_sessions?.find((s) => s.provider_id === providerId)
      return session ? paymentOfSession(session) : null
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
    async getStatus(sessionId: string, cartId?: string): Promise<SessionStatusView> {
      const cart = cartId ? `?cart_id=${encodeURIComponent(cartId)}` : ""
      const { payment_session } = await sdk.client.fetch<SessionStatusResponse>(
        `/store/cryptocloud/payment-sessions/${encodeURIComponent(sessionId)}${cart}`
      )
      return payment_session
    },

    /**
     * Polls until the payment is captured (resolves) or canceled (rejects). `requires_more`
     * (part paid) keeps waiting: the customer pays the rest to the same address.
     */
    async waitForPayment(sessionId: string, wait: WaitOptions = {}): Promise<SessionStatusView> {
      const deadline = Date.now() + (wait.timeoutMs ?? 15 * 60 * 1000)
      let last: SessionStatusView | undefined
      while (!wait.signal?.aborted) {
        try {
          last = await api.getStatus(sessionId, wait.cartId)
        } catch (error) {
          // 429: the status has not been read yet (the plugin's read budget); ask again later.
          if ((error as { status?: number }).status !== 429 || Date.now() + pollIntervalMs > deadline) throw error
          await sleep(pollIntervalMs, wait.signal)
          continue
        }
        if (wait.signal?.aborted) break
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

    /** The order of a captured payment: the one already placed, else placed now. */
    async placeOrder(cartId: string, status: SessionStatusView): Promise<HttpTypes.StoreOrder> {
      if (status.order_id) return (await sdk.store.order.retrieve(status.order_id)).order
      return api.finish(cartId, status.id)
    },

    /** The whole return page: find the session, wait for the money, place the order. */
    async resume(cartId: string, wait: WaitOptions = {}): Promise<HttpTypes.StoreOrder> {
      const sessionId = await api.findSession(cartId)
      const status = await api.waitForPayment(sessionId, { ...wait, cartId })
      return api.placeOrder(cartId, status)
    },
  }
  return api
}

export type CryptoCheckout = ReturnType<typeof createCryptoCheckout>
