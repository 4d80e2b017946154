/**
 * The order routes (src/api/admin/cryptocloud/orders/**): every crypto payment of an order — the
 * cart's and those of order changes (edits, exchanges, claims, draft orders), one invoice each —
 * and the payment request a merchant sends when the order owes an amount (design.md, "Routes").
 */
import type { InvoiceStatus } from "../lib/cryptocloud/codes"

/** One status change of an invoice, as the plugin's ledger recorded it. */
export interface OrderPaymentHistoryEntry {
  status: InvoiceStatus
  at: string
}

/**
 * One crypto invoice of the order, from the plugin's ledger (never from session data).
 * `kind`: `original` — made for the cart the order came from; `difference` — made on a payment
 * collection of the order's own (an edit, exchange or claim that left it owing, or a draft order).
 */
export interface OrderCryptoPaymentView {
  invoice_uuid: string
  kind: "original" | "difference"
  payment_collection_id: string | null
  session_id: string
  /** Medusa's payment made from the session, once authorized (null before). */
  payment_id: string | null
  status: InvoiceStatus
  /** Fiat amount the invoice was made for, at the currency's precision. */
  amount: string
  currency_code: string
  crypto_amount: string | null
  crypto_currency: string | null
  amount_paid: string | null
  received: string | null
  test_mode: boolean
  link: string | null
  address: string | null
  expires_at: string | null
  created_at: string
  history: OrderPaymentHistoryEntry[]
  /** Crypto paid beyond the amount due (an overpaid invoice), else null. */
  surplus: string | null
  /** A partial payment counted as paid under the tolerance frozen on the invoice. */
  accepted_underpayment: boolean
  /** Money arrived after the invoice had expired or been cancelled. */
  late_payment: boolean
  /** The CryptoCloud project (shop id) the invoice was made with; null on a row that names none. */
  shop_id: string | null
  /** That project's name (its `name` option, else its shop id); null when the store has no such project. */
  project_name: string | null
}

/** `GET /admin/cryptocloud/orders/:id/payments` → oldest first. */
export interface OrderCryptoPaymentsResponse {
  payments: OrderCryptoPaymentView[]
}

/**
 * `POST /admin/cryptocloud/orders/:id/payment-request` → a signed, single-use-per-payment link
 * to the customer's pay page `/cryptocloud/pay/:token`, e-mailed when the store can send e-mail
 * (template `cryptocloud-payment-request`). `amount` is what the order owes now, decimal string.
 */
export interface PaymentRequestResponse {
  url: string
  expires_at: string
  emailed: boolean
  amount: string
  currency_code: string
}

/**
 * Why `POST …/payment-request` made no link (409): the order owes nothing, is cancelled or still
 * a draft, its region does not offer CryptoCloud, its currency cannot be invoiced, or a payment
 * of it is authorized and not captured yet. `message` says what the merchant can do.
 */
export const PAYMENT_REQUEST_REFUSALS = [
  "nothing_owed",
  "order_canceled",
  "draft_order",
  "crypto_not_offered",
  "currency_not_supported",
  "payment_in_progress",
] as const
export type PaymentRequestRefusalCode = (typeof PAYMENT_REQUEST_REFUSALS)[number]

export interface PaymentRequestRefusal {
  type: "conflict"
  code: PaymentRequestRefusalCode
  message: string
}
