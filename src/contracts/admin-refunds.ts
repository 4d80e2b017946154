/**
 * The refund routes (src/api/admin/cryptocloud/refunds/**): refunds owed in crypto, the
 * customer's address link and the payout (design.md, "Ledger and attention queue").
 */
import type { ListPage, PageQuery, ProjectQuery } from "./admin-paging"
import type { PayoutConflict, PayoutConversion, WithdrawalView } from "./admin-withdrawals"

/** `payout_pending`: a payout claimed the refund and its withdrawal request is in flight. */
export type RefundStatus = "awaiting_address" | "awaiting_payout" | "payout_pending" | "payout_requested" | "paid_out" | "payout_failed" | "payout_unknown"

/** A refund (src/api/admin/cryptocloud/refunds/view.ts); never the link's nonce. */
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
  /** The crypto that had arrived on the invoice; null when the ledger does not know it. */
  crypto_received: string | null
  /** A refund of a test-mode payment: no real money came in, but a payout sends real crypto. */
  test_mode: boolean
  status: RefundStatus
  address: string | null
  address_source: "customer" | "admin" | null
  /** The withdrawal log row (ccwd_…) of the payout. */
  withdrawal_id: string | null
  address_requested_at: string | null
  address_submitted_at: string | null
  token_expires_at: string | null
  created_at: string
  /** The project (shop id) that received the money: its withdrawal key pays the refund out. */
  shop_id: string | null
  /** Set on a return: the attention item whose money it pays back (no Medusa refund, no payment). */
  attention_item_id: string | null
}

/** GET /admin/cryptocloud/refunds?order_id&status&shop_id&offset&limit */
export interface RefundListResponse extends ListPage {
  refunds: RefundView[]
}

/**
 * `open`: not settled yet (owed, or a payout in flight or unknown); absent: all. `shop_id`: only
 * that project's refunds; absent: every project's (a refund is found by its order, whichever
 * project the order paid).
 */
export interface RefundQuery extends PageQuery, ProjectQuery {
  order_id?: string
  status?: "open" | "all"
}

/** POST /admin/cryptocloud/refunds/:id/address-request: the single-use link (7 days). */
export interface AddressRequestResponse {
  url: string
  expires_at: string
  /** Whether the link was e-mailed to the customer. */
  emailed: boolean
  refund: RefundView
}

/**
 * The 409 of a refund's payout or address request: nothing was done, and `refund` is the refund
 * as it is now. An address request answers it with `code: "refund_changed"` when the refund
 * changed between its read and its write (a payout claimed it, the customer gave an address).
 */
export interface RefundConflict extends PayoutConflict {
  refund: RefundView
}

/**
 * POST /admin/cryptocloud/refunds/:id/payout: always paid with the withdrawal key of the project
 * that received the money (the refund's `shop_id`), whatever project the admin is looking at.
 */
export interface PayoutBody {
  /** Absent: the refund's own address. One the customer gave and a newer address request cleared: 409 `refund_changed`. */
  address?: string
  /**
   * The refund's address as the form showed it (null when it showed none): when the refund's
   * address is another one now, 409 `refund_changed` and nothing is sent. Absent: not checked.
   */
  expected_address?: string | null
  /** Defaults to `crypto_remaining` on the server; never more than it. */
  amount?: string
  /** Required (true) for a test-mode refund, else 409 `test_mode_unconfirmed`. */
  confirm_test_mode?: boolean
  /**
   * Pay in another coin of the project's balance (CryptoCloud's autoconversion): `amount` (of the
   * refund's coin) is converted at the balance's rate and the answer's `conversion` says how.
   * Absent or the refund's own coin: paid in the refund's coin. A coin without enough available: 400.
   */
  currency?: string
}

export interface PayoutResponse {
  refund: RefundView
  withdrawal: WithdrawalView
  /** A caution about the payout address that did not stop it (e.g. an address another network also uses). */
  warning?: string
  /** Paid in another coin (`currency`): the rate and both amounts. Absent for a payout in the refund's coin. */
  conversion?: PayoutConversion
}
