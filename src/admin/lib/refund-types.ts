/**
 * Response shapes of the refund routes (src/api/admin/cryptocloud/refunds/**), restated for the
 * admin bundle (which must not import server code). Re-exported by types.ts.
 */

export type RefundStatus =
  | "awaiting_address"
  | "awaiting_payout"
  /** A payout was claimed and its withdrawal request is in flight (this or another admin/tab). */
  | "payout_pending"
  | "payout_requested"
  | "paid_out"
  | "payout_failed"
  | "payout_unknown"

/** GET /admin/cryptocloud/refunds */
export interface RefundView {
  id: string
  order_id: string | null
  payment_id: string | null
  invoice_uuid: string
  /** Fiat, in the order's currency. */
  amount: string
  currency_code: string
  /**
   * What is owed in crypto, at the invoice's own rate, capped so that an invoice's refunds never
   * exceed what arrived on it. All crypto amounts are decimal strings in `crypto_currency`.
   */
  crypto_amount: string
  crypto_currency: string
  /** Sum of the payouts that went out so far ("0" when none): payouts may be partial. */
  crypto_paid: string
  /** Still owed: `crypto_amount − crypto_paid`, never negative. A payout is at most this. */
  crypto_remaining: string
  /** The crypto that actually arrived on the invoice; null when the ledger does not know it. */
  crypto_received: string | null
  /** A refund of a test-mode payment: no real money came in, but a payout sends real crypto. */
  test_mode: boolean
  status: RefundStatus | string
  address: string | null
  address_source: "customer" | "admin" | null
  /** The withdrawal log row (ccwd_…) of the payout. */
  withdrawal_id: string | null
  address_requested_at: string | null
  address_submitted_at: string | null
  token_expires_at: string | null
  created_at: string
}

export interface RefundListResponse {
  refunds: RefundView[]
  count: number
  offset: number
  limit: number
}

export interface RefundQuery {
  order_id?: string
  status: "open" | "all"
  offset: number
  limit: number
}

/** POST /admin/cryptocloud/refunds/:id/address-request */
export interface AddressRequestResponse {
  url: string
  expires_at: string
  refund: RefundView
}

/** POST /admin/cryptocloud/refunds/:id/payout */
export interface PayoutBody {
  address?: string
  /** Defaults to `crypto_remaining` on the server; never more than it. */
  amount?: string
  /** Required (true) for a test-mode refund, else 409 `test_mode_unconfirmed`. */
  confirm_test_mode?: boolean
}

/** The `code` of a payout's 409 answer: why nothing was sent. */
export type PayoutConflictCode = "test_mode_unconfirmed" | "refund_not_owed" | "withdrawal_outcome_unknown"

