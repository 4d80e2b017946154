/**
 * Shapes of the plugin's store routes, as a storefront receives them. The routes build their
 * answers with `satisfies` these types and the storefront package imports them, so a renamed
 * field fails the type check on both sides. Framework-free.
 */
import type { InvoiceStatus } from "../lib/cryptocloud/codes"
import type { PaymentCurrencyInfo } from "../lib/cryptocloud/currency-info"

/** Medusa's payment session statuses a CryptoCloud session can be in. */
export type CryptoSessionStatus = "pending" | "requires_more" | "captured" | "canceled"

/** `GET /store/cryptocloud/payment-sessions/:id` → `{ payment_session }`: the invoice part. */
export interface InvoiceStatusView {
  uuid: string
  status: InvoiceStatus
  link: string | null
  address: string | null
  amount: string | null
  currency: string | null
  amount_in_fiat: string | null
  fiat_currency: string | null
  amount_paid: string | null
  /** What is still to pay (crypto), as the service says it; "0" once nothing is. */
  to_surcharge: string | null
  received: string | null
  expiry_date: string | null
  test_mode: boolean
  /** ISO time of the `info` read this answer rests on (polls within the read budget are answered from the plugin's record). */
  read_at: string | null
}

/** `GET /store/cryptocloud/payment-sessions/:id` → `{ payment_session: SessionStatusView }`. */
export interface SessionStatusView {
  id: string
  status: CryptoSessionStatus
  /** Set once the cart became an order, and only when asked with `?cart_id=` of the session's cart. */
  order_id: string | null
  invoice: InvoiceStatusView
}

export interface SessionStatusResponse {
  payment_session: SessionStatusView
}

/** `GET /store/cryptocloud/currencies` → the payment currencies the merchant offers. */
export type OfferedCurrency = PaymentCurrencyInfo

export interface CurrenciesResponse {
  currencies: OfferedCurrency[]
}

/** `GET /store/cryptocloud/refund-address/:token` (and the POST's answer, with `address` and `status`). */
export interface RefundAddressView {
  amount: string
  currency: string
  coin: string
  network: string | null
  expires_at: string | null
  address?: string
  status?: "awaiting_payout"
}
