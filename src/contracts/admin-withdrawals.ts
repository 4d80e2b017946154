/**
 * The withdrawal log routes (src/api/admin/cryptocloud/withdrawals/**), and the 409 answer of a
 * payout the plugin refused to send (a manual withdrawal or a refund's payout).
 */
import type { PaymentCurrencyCode } from "../lib/cryptocloud/codes"
import type { ListPage, PageQuery, ProjectQuery } from "./admin-paging"

/**
 * `pending` = written before the request leaves, `sent`, `failed` = provably not carried out,
 * `refused` = stopped by the plugin before sending, `unknown` = the answer was lost after
 * sending (it may have gone out), `external` = made outside the plugin (CryptoCloud's dashboard
 * or its automatic withdrawals), recorded from the service's invoice list: it left the balance,
 * it is no payout of the plugin's and nothing is to be done about it.
 */
export type WithdrawalStatus = "pending" | "sent" | "failed" | "refused" | "unknown" | "external"

/** What an admin says became of an `unknown` (or left-behind `pending`) withdrawal. */
export type WithdrawalResolution = "sent" | "not_sent"

/** A withdrawal log row (src/api/admin/cryptocloud/withdrawals/view.ts). */
export interface WithdrawalView {
  id: string
  status: WithdrawalStatus
  /**
   * A `pending` row its process left behind (no answer can come any more), which the resolve
   * route accepts like an `unknown` one.
   */
  stale: boolean
  created_at: string
  sent_at: string | null
  admin_user_id: string | null
  currency_code: string
  to_address: string
  amount: string
  /** The service's request id and status, once it answered. */
  withdrawal_id: string | null
  service_status: string | null
  fee: string | null
  service_fee: string | null
  error: { code: string; area: string | null; message: string | null } | null
  /** For an `unknown` withdrawal: what was kept of the lost answer (never a key). */
  answer: Record<string, unknown> | null
  /** What the admin said became of it, after checking the dashboard. */
  resolution: WithdrawalResolution | null
  resolved_by: string | null
  resolved_at: string | null
  /** The refund this withdrawal pays out, if any. */
  refund_id: string | null
  /** The project (shop id) whose withdrawal key sent it, from whose balance it went. */
  shop_id: string | null
  /** A refund paid in another coin of the balance (autoconversion): the rate and both amounts; null otherwise. */
  conversion: PayoutConversion | null
}

/**
 * A refund paid in another coin than its own (CryptoCloud's autoconversion left the balance in
 * USDT): `from_amount` of the refund's coin settled by sending `to_amount` of `to_currency`.
 */
export interface PayoutConversion {
  from_currency: string
  from_amount: string
  to_currency: string
  to_amount: string
  /** Units of `to_currency` per unit of `from_currency`; `to_amount` = from_amount × rate, cut to the coin's precision. */
  rate: string
  /** `balance`: both coins at the balance's current USD rates; `invoice`: the refund's coin had none, valued at the invoice's own rate. */
  rate_source: "balance" | "invoice"
}

/** GET /admin/cryptocloud/withdrawals?shop_id&offset&limit: one project's log, with what its form needs. */
export interface WithdrawalListResponse extends ListPage {
  withdrawals: WithdrawalView[]
  /** The project's: whether it has a withdrawal key. */
  withdrawals_enabled: boolean
  /** How long until the project's next withdrawal may be sent (its 12-second interval); 0 = now. */
  retry_after_ms: number
  /** The project the list is of. */
  shop_id: string
}

export type WithdrawalListQuery = PageQuery & ProjectQuery

/**
 * POST /admin/cryptocloud/withdrawals?shop_id (sent with that project's withdrawal key) and
 * POST /admin/cryptocloud/withdrawals/:id/resolve (the row's own project; a `shop_id` naming
 * another is a 404).
 */
export interface WithdrawalResponse {
  withdrawal: WithdrawalView
}

/** POST /admin/cryptocloud/withdrawals; `amount` a decimal string, at most the coin's decimals. */
export interface CreateWithdrawalBody {
  currency_code: PaymentCurrencyCode
  to_address: string
  amount: string
}

/** POST /admin/cryptocloud/withdrawals/:id/resolve */
export interface ResolveWithdrawalBody {
  outcome: WithdrawalResolution
}

/**
 * Why a payout was refused with 409 (nothing was sent). `refund_changed`: the refund changed
 * after the payout read it (a new address link cleared its address, the customer gave another).
 */
export type PayoutConflictCode = "withdrawal_outcome_unknown" | "refund_not_owed" | "test_mode_unconfirmed" | "refund_changed"

/** The 409 answer; `withdrawal_id` names the identical withdrawal still pending or unknown. */
export interface PayoutConflict {
  type: "conflict"
  code: PayoutConflictCode
  message: string
  withdrawal_id?: string
}
