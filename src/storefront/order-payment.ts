/**
 * Paying what an order owes after it was placed — an order edit, exchange or claim that left a
 * difference, a draft order converted into an order — in crypto, framework-free. Medusa keeps
 * that amount in a payment collection of the order's own (no cart); the admin's "Copy payment
 * link" points at the storefront's `/payment-collection/<id>?order_id=<order id>`, the page
 * that calls this:
 *
 *   const pay = createOrderPayment(sdk)
 *   const due = await pay.load(paymentCollectionId, orderId) // amount due, the collection's crypto session
 *   const payment = await pay.startPayment(due.collection.id, "USDT_TRC20")
 *   await pay.waitForPayment(payment.sessionId)             // captured: the order is paid
 *
 * Medusa's store API has no route that reads a payment collection on its own: the order is read
 * with `GET /store/orders/:id` (the order id is the credential, as on Medusa's order page) and
 * the collection is taken from it, so a collection id with another order's id finds nothing. The
 * session is created with `POST /store/payment-collections/:id/payment-sessions`, the status
 * polled with `GET /store/cryptocloud/payment-sessions/:id`. No cart is completed: when the
 * payment is captured, the plugin records it on the order.
 *
 * The order's customer, signed in, has an invoice budget on the collection that nobody else can
 * spend (anyone who knows the order id can spend the anonymous one; docs/storefront.md): the
 * requests carry the customer's auth — the js-sdk adds its stored token (or session cookie) to
 * every `sdk.client.fetch` once `sdk.auth.login` has run; a storefront that keeps the token
 * itself (a server-side `getAuthHeaders()`) passes it as `headers`.
 */
import type Medusa from "@medusajs/js-sdk"
import type { HttpTypes } from "@medusajs/types"
import { DEFAULT_PROVIDER_ID } from "../contracts/provider-id"
import { CryptoPaymentError } from "./errors"
import { cryptoSessionOf, type StartedPayment } from "./session"
import { createPaymentStatus } from "./status"

export interface OrderPaymentOptions {
  /** Default `pp_cryptocloud_cryptocloud` (the provider registered with id "cryptocloud"). */
  providerId?: string
  /** How often `waitForPayment` asks; default 2000 ms. */
  pollIntervalMs?: number
  /** How long `load` and `startPayment` wait for a session's invoice to reach the ledger; default 15 s. */
  readWaitMs?: number
  /**
   * Headers for the order read and the session's creation, e.g. the signed-in customer's
   * `{ authorization: "Bearer <token>" }` when the storefront keeps the token itself (the js-sdk's
   * own stored token is sent anyway). Called before each request.
   */
  headers?: () => Record<string, string> | Promise<Record<string, string>>
}

/** The order's payment collection as the payment page shows it. */
export interface OrderPaymentDue {
  order: { id: string; display_id: number | null; currency_code: string }
  collection: {
    id: string
    /** Medusa's amount of the collection (major units, e.g. 12.5 for €12.50). */
    amount: number
    currency_code: string
    status: HttpTypes.StorePaymentCollection["status"]
    /** The collection's sessions, their `data` left empty: it is the caller's until the provider answers. */
    payment_sessions: HttpTypes.StorePaymentSession[]
  }
  /** What is still to pay, in the collection's currency (0 once paid). */
  amountDue: number
  /** Nothing is owed on this collection any more. */
  paid: boolean
  /**
   * The collection's crypto payment, when one was started (e.g. before a reload): the invoice
   * the plugin's ledger gives its session (the status route), never the session's `data`;
   * null once nothing is owed.
   */
  payment: StartedPayment | null
}

/** Statuses of a collection that owes nothing more (the money is authorized or captured). */
const SETTLED = new Set(["authorized", "completed"])
/** Statuses of a collection that can no longer be paid. */
const CLOSED = new Set(["canceled", "failed"])

/** The fields the page needs: no items, addresses or customer. */
const ORDER_FIELDS = "id,display_id,currency_code,*payment_collections,*payment_collections.payment_sessions"

type CollectionOfOrder = HttpTypes.StorePaymentCollection & { captured_amount?: number | null; authorized_amount?: number | null }

/** What the collection still owes: its amount less what was authorized or captured on it. */
export function amountDueOf(collection: Pick<CollectionOfOrder, "amount" | "status" | "captured_amount" | "authorized_amount">): number {
  if (SETTLED.has(collection.status)) return 0
  const covered = Math.max(Number(collection.captured_amount ?? 0), Number(collection.authorized_amount ?? 0))
  return Math.max(Number(collection.amount) - covered, 0)
}

export function createOrderPayment(sdk: Medusa, options: OrderPaymentOptions = {}) {
  const providerId = options.providerId ?? DEFAULT_PROVIDER_ID
  const status = createPaymentStatus(sdk, options.pollIntervalMs, options.providerId)
  const headers = async () => (options.headers ? { headers: await options.headers() } : {})

  const api = {
    providerId,
    /** `currencies()`, `getStatus(sessionId)` and `waitForPayment(sessionId, options)`. */
    ...status,

    /**
     * The order's payment collection `paymentCollectionId`: what it owes and its crypto session.
     * Rejects with `not_found` when the order has no such collection (a wrong or mixed-up link),
     * `not_payable` when the collection was cancelled or failed.
     */
    async load(paymentCollectionId: string, orderId: string): Promise<OrderPaymentDue> {
      const { order } = await sdk.client.fetch<{ order: HttpTypes.StoreOrder }>(`/store/orders/${encodeURIComponent(orderId)}`, {
        query: { fields: ORDER_FIELDS },
        ...(await headers()),
      })
      const collection = (order.payment_collections ?? []).find((c) => c.id === paymentCollectionId) as CollectionOfOrder | undefined
      if (!collection) {
        throw new CryptoPaymentError(`Order ${orderId} has no payment collection ${paymentCollectionId}.`, "not_found")
      }
      if (CLOSED.has(collection.status)) {
        throw new CryptoPaymentError(`The payment collection ${paymentCollectionId} is ${collection.status}: it can no longer be paid.`, "not_payable")
      }
      const amountDue = amountDueOf(collection)
      const sessions = collection.payment_sessions ?? []
      const session = cryptoSessionOf(sessions, providerId)
      // The order's collection is open to anyone with the order id, and a session's data is the
      // caller's until the provider answers: the facts to show come from the ledger.
      const payment = session && amountDue > 0 ? await status.readPayment(session.id, { timeoutMs: options.readWaitMs }) : null
      return {
        order: { id: order.id, display_id: order.display_id ?? null, currency_code: order.currency_code },
        collection: {
          id: collection.id,
          amount: Number(collection.amount),
          currency_code: collection.currency_code,
          status: collection.status,
          payment_sessions: sessions.map((s) => ({ ...s, data: {} })),
        },
        amountDue,
        paid: amountDue <= 0,
        payment,
      }
    },

    /**
     * Creates the crypto payment session (the invoice) on the collection, replacing any session
     * it had. With a coin such as "USDT_TRC20" the answer carries the address and exact amount,
     * read from the plugin's ledger for the new session (the status route).
     */
    async startPayment(paymentCollectionId: string, cryptocurrency?: string): Promise<StartedPayment> {
      const { payment_collection } = await sdk.client.fetch<{ payment_collection: HttpTypes.StorePaymentCollection }>(
        `/store/payment-collections/${encodeURIComponent(paymentCollectionId)}/payment-sessions`,
        { method: "POST", body: { provider_id: providerId, ...(cryptocurrency ? { data: { cryptocurrency } } : {}) }, ...(await headers()) }
      )
      const session = cryptoSessionOf(payment_collection.payment_sessions, providerId)
      const payment = session ? await status.readPayment(session.id, { timeoutMs: options.readWaitMs }) : null
      if (!payment) throw new CryptoPaymentError("The crypto payment could not be started (no pay page link).", "no_session")
      return payment
    },
  }
  return api
}

export type OrderPayment = ReturnType<typeof createOrderPayment>
