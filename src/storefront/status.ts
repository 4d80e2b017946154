/**
 * What every crypto payment shares, whatever it pays (a cart, an order's payment collection):
 * the merchant's offered currencies, and the payment's status from the plugin's status route,
 * polled until the money is there (`GET /store/cryptocloud/payment-sessions/:id`).
 */
import type Medusa from "@medusajs/js-sdk"
import type { CurrenciesResponse, SessionStatusResponse, SessionStatusView } from "../contracts/store-routes"
import { CryptoPaymentError } from "./errors"

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

/** Resolves after `ms`, or at once when `signal` aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Default poll interval. Polls are cheap for the store: the plugin reads the service at most
 * every 5 s per session and answers the others from its ledger, which a verified postback
 * updates at once — so a shorter interval is what brings "paid" to the shopper sooner.
 */
export const DEFAULT_POLL_INTERVAL_MS = 2000

export function createPaymentStatus(sdk: Medusa, pollIntervalMs = DEFAULT_POLL_INTERVAL_MS) {
  const api = {
    /** The payment currencies the merchant accepts, to let the customer pick one up front. */
    async currencies(): Promise<CurrenciesResponse> {
      return sdk.client.fetch<CurrenciesResponse>("/store/cryptocloud/currencies")
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
  }
  return api
}

export type PaymentStatusApi = ReturnType<typeof createPaymentStatus>
