/**
 * A refund follows the withdrawal that pays it (design.md, refunds): the refund is claimed
 * (`payout_pending`) in the same transaction that writes the withdrawal row, and every later
 * change of that row — the answer, a lost answer, a process that died, an admin's resolve —
 * moves the refund with it, in the same transaction. Pure: the store applies the patch.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { WithdrawalResolution, WithdrawalStatus } from "../withdrawals"
import type { RefundStatus } from "./rules"

export interface RefundPayoutState {
  status: RefundStatus
  withdrawal_id: string | null
  crypto_amount: string
  crypto_paid: string | null
}

export interface PayoutWithdrawal {
  id: string
  status: WithdrawalStatus
  amount: string
  /** Paid in another coin: what the payout settles in the refund's own coin (refunds/conversion.ts). */
  converted_from_amount?: string | null
  resolution: WithdrawalResolution | string | null
}

export type RefundPayoutPatch = { status: RefundStatus; crypto_paid?: string }

/** What became of the payout: the service's answer, or the admin's word on a lost one. */
function outcomeOf(withdrawal: PayoutWithdrawal): "sent" | "not_sent" | "unknown" | "pending" {
  if (withdrawal.resolution === "sent") return "sent"
  if (withdrawal.resolution === "not_sent") return "not_sent"
  switch (withdrawal.status) {
    case "sent":
      return "sent"
    case "failed":
    case "refused":
      return "not_sent"
    case "unknown":
      return "unknown"
    case "pending":
      return "pending"
    case "external":
      // Recorded from the service's list, never a refund's payout (refund_id null): nothing to apply.
      return "pending"
  }
}

/**
 * The refund's next state, or null when there is nothing to change: the withdrawal is not the
 * refund's current payout, the refund is not waiting on it, or the outcome was applied already
 * (so applying it twice — a retried job, two instances — never counts a payout twice).
 */
export function refundAfterPayout(refund: RefundPayoutState, withdrawal: PayoutWithdrawal): RefundPayoutPatch | null {
  if (refund.withdrawal_id !== withdrawal.id) return null
  if (refund.status !== "payout_pending" && refund.status !== "payout_unknown") return null
  switch (outcomeOf(withdrawal)) {
    case "pending":
      return null
    case "unknown":
      return refund.status === "payout_pending" ? { status: "payout_unknown" } : null
    case "not_sent":
      // Provably not carried out: owed again. A refusal by the service keeps the reason visible.
      return { status: withdrawal.status === "failed" && !withdrawal.resolution ? "payout_failed" : "awaiting_payout" }
    case "sent": {
      // crypto_paid counts the refund's own coin, whatever coin the payout was sent in.
      const paid = MathBN.add(refund.crypto_paid ?? "0", withdrawal.converted_from_amount ?? withdrawal.amount)
      // A partial payout leaves the rest owed; the refund closes once the payouts add up.
      const settled = MathBN.gte(paid, refund.crypto_amount)
      return { status: settled ? "payout_requested" : "awaiting_payout", crypto_paid: paid.toFixed() }
    }
  }
}
