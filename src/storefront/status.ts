/**
 * What every crypto payment shares, whatever it pays (a cart, an order's payment collection):
 * the merchant's offered currencies, and the payment's status from the plugin's status route,
 * polled until the money is there (`GET /store/cryptocloud/payment-sessions/:id`).
 */
import type Medusa from "@medusajs/js-sdk"
import type { CurrenciesResponse, SessionStatusResponse, SessionStatusView } from "../contracts/store-routes"
import { CryptoPaymentError } from "./errors"
import { paymentOfStatus, type StartedPayment } from "./session"

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

export interface ReadPaymentOptions {
  /** The session's cart, when it has one (the route then also answers `order_id`). */
  cartId?: string
  /** How long to wait while the session's invoice is not on the plugin's ledger yet; default 15 s. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * How long `readPayment` waits for a session whose invoice is not on the ledger yet: its create
 * is still at the service (a slow answer), and the route says 429 "not read yet" until it
 * returns. Bounded: a create that never answers must not hold the page.
 */
export const DEFAULT_READ_WAIT_MS = 15_000
/**
 * The route's Retry-After for "not read yet" (1 s). The js-sdk's FetchError carries the status
 * and message only, not the header (nor would a cross-origin browser see it without CORS
 * exposing it), so the wait steps by the value the route is known to send.
 */
const NOT_READ_YET_RETRY_MS = 1000

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status

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

/**
 * `providerId`: the provider the storefront pays with, when it named one — in a store with
 * several CryptoCloud projects each offers its own currencies (`?provider_id=`); without it, the
 * store's first project's.
 */
export function createPaymentStatus(sdk: Medusa, pollIntervalMs = DEFAULT_POLL_INTERVAL_MS, providerId?: string) {
  const api = {
    /** The payment currencies the merchant accepts, to let the customer pick one up front. */
    async currencies(): Promise<CurrenciesResponse> {
      const query = providerId ? `?provider_id=${encodeURIComponent(providerId)}` : ""
      return sdk.client.fetch<CurrenciesResponse>(`/store/cryptocloud/currencies${query}`)
    },

    /** The session's status; pass the cart id to learn the order id once it exists. */
    async getStatus(sessionId: string, cartId?: string): Promise<SessionStatusView> {
      const cart = cartId ? `?cart_id=${encodeURIComponent(cartId)}` : ""
      const { payment_session } = await sdk.client.fetch<SessionStatusResponse>(`/store/cryptocloud/payment-sessions/${encodeURIComponent(sessionId)}${cart}`)
      return payment_session
    },

    /**
     * The invoice the session holds, as the plugin's ledger has it (the status route), to show
     * the customer: address, amounts, coin, expiry, test mode and the hosted link (only one that
     * may be shown, contracts/pay-link.ts). Never from the session's `data`, which is whatever
     * the caller sent until the provider answered. Waits (bounded) while the route answers 429
     * "not read yet" — the session's create is still in flight; null when the session has no
     * invoice by then, or no longer exists (404).
     */
    async readPayment(sessionId: string, read: ReadPaymentOptions = {}): Promise<StartedPayment | null> {
      const deadline = Date.now() + (read.timeoutMs ?? DEFAULT_READ_WAIT_MS)
      while (!read.signal?.aborted) {
        try {
          return paymentOfStatus(await api.getStatus(sessionId, read.cartId))
        } catch (error) {
          if (statusOf(error) === 404) return null
          if (statusOf(error) !== 429) throw error
          if (Date.now() + NOT_READ_YET_RETRY_MS > deadline) return null
          await sleep(NOT_READ_YET_RETRY_MS, read.signal)
        }
      }
      return null
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
