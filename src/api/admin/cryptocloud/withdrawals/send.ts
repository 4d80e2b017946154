/**
 * Sending a payout on an admin's behalf, shared by manual withdrawals and refund payouts, from
 * one project's balance (`shopId`: the route decides which — the admin's `?shop_id=` for a
 * withdrawal, the refund's own project for a refund): the
 * module writes the row (and claims the refund) before the request leaves, under the rules of
 * modules/cryptocloud/withdrawal-log.ts; a refusal by those rules is a 409 naming why; after the
 * answer (or its loss) the attention queue is brought up to date. A request that was logged and
 * failed comes back with its row and the error (the caller answers with the error).
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import type { PayoutConflict } from "../../../../contracts"
import type { PayoutRequest } from "../../../../domain/payout-request"
import { WithdrawalBlockedError } from "../../../../domain/withdrawals"
import { RefundChangedError } from "../../../../domain/refunds/conflicts"
import type { Payouts } from "../../../../modules/cryptocloud/payouts"
import { RefundNotOwedError, type RefundClaim } from "../../../../modules/cryptocloud/withdrawal-log"
import { afterPayoutChange } from "../../../../workflows/cryptocloud/payouts/after-payout-change"
import { adminUserId, cryptocloudService } from "../helpers"

export type SentPayout = Awaited<ReturnType<Payouts["send"]>>

export async function sendLoggedWithdrawal(
  req: MedusaRequest,
  payout: PayoutRequest,
  claim: RefundClaim | null,
  shopId: string
): Promise<SentPayout | { conflict: PayoutConflict }> {
  let sent: SentPayout
  try {
    sent = await cryptocloudService(req).payouts.send(payout, adminUserId(req), claim, shopId)
  } catch (error) {
    if (error instanceof WithdrawalBlockedError) {
      return { conflict: { type: "conflict", code: "withdrawal_outcome_unknown", message: error.message, withdrawal_id: error.withdrawalId } }
    }
    if (error instanceof RefundNotOwedError) return { conflict: { type: "conflict", code: "refund_not_owed", message: error.message } }
    if (error instanceof RefundChangedError) return { conflict: { type: "conflict", code: "refund_changed", message: error.message } }
    throw error
  }
  await afterPayoutChange(req.scope, sent)
  return sent
}
