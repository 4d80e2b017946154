import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { PayoutConflict, PayoutResponse, RefundConflict } from "../../../../../../contracts"
import { OPEN_REFUND_STATUSES, payoutAmountProblem, refundRemaining, type RefundStatus } from "../../../../../../domain/refunds/rules"
import { RefundChangedError } from "../../../../../../domain/refunds/conflicts"
import { staleAddress } from "../../../../../../domain/refunds/payout-address"
import { refundProject } from "../../../../../../workflows/cryptocloud/refunds/refund-project"
import { refundPayoutRequest } from "../../../../../../workflows/cryptocloud/refunds/refund-conversion"
import { withServiceErrors } from "../../../errors"
import { cryptocloudService } from "../../../helpers"
import type { AdminRefundPayoutType } from "../../../validators"
import { sendLoggedWithdrawal } from "../../../withdrawals/send"
import { conversionView, toWithdrawalView } from "../../../withdrawals/view"
import { toRefundView } from "../../view"

const refuse = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/**
 * POST /admin/cryptocloud/refunds/:id/payout { address?, expected_address?, amount?, confirm_test_mode?, currency? } — pay a
 * refund out with a withdrawal, by an admin only (never automatic): to the address typed here or
 * the one the customer gave, for at most what the refund still owes (default: all of it), through
 * the 12 s guard. The refund is claimed (`payout_pending`) in the same transaction that writes
 * the withdrawal row, then follows it: sent → paid (closed once the payouts add up), failed →
 * owed again, answer lost → `payout_unknown`. `{ refund, withdrawal }`.
 * 409 `{ code, refund }` (the refund as it is now): `refund_not_owed` (paid, or being paid by
 * another tab, admin or server), `test_mode_unconfirmed` (a test-mode refund without
 * `confirm_test_mode: true`), `refund_changed` (its address is not the `expected_address` the
 * form showed, or changed after it was read here: a new address link, another address from the
 * customer — the claim holds only at the address read; or `address` is one the customer gave
 * and a newer address request cleared, which a stale form would send as if typed),
 * `withdrawal_outcome_unknown` (an identical withdrawal is pending or unknown). Nothing is sent.
 * Always from the balance of the project that received the money, with its withdrawal key and
 * under its 12 s interval (workflows/cryptocloud/refunds/refund-project.ts): a `shop_id` the
 * admin's screen sends along changes nothing. `currency`: in another coin of that balance
 * (autoconversion), `amount` of the refund's coin at the balance's rate, `conversion` in the answer
 * (workflows/cryptocloud/refunds/refund-conversion.ts).
 */
export const POST = withServiceErrors(
  "pay out the refund",
  async (req: AuthenticatedMedusaRequest<AdminRefundPayoutType>, res: MedusaResponse) => {
    const service = cryptocloudService(req)
    const refund = await service.retrieveRefund(req.params.id)
    const conflict = (code: PayoutConflict["code"], message: string) =>
      res.status(409).json({ type: "conflict", code, message, refund: toRefundView(refund) } satisfies RefundConflict)
    if (!OPEN_REFUND_STATUSES.includes(refund.status as RefundStatus)) {
      const message =
        refund.status === "payout_pending"
          ? `Refund ${refund.id} is being paid out (another tab, admin or server started it, or a server stopped while waiting for CryptoCloud's answer); wait for that payout's outcome in the withdrawal history, and resolve it there if it stays pending.`
          : `Refund ${refund.id} is ${refund.status}; only a refund still owed can be paid out.`
      return void conflict("refund_not_owed", message)
    }
    // Before anything else is asked of the admin: a form showing another address is no basis.
    const stale = staleAddress(refund, req.validatedBody)
    if (stale) return void conflict("refund_changed", new RefundChangedError(refund.id, stale).message)
    if (refund.test_mode && req.validatedBody.confirm_test_mode !== true) {
      return void conflict(
        "test_mode_unconfirmed",
        `Refund ${refund.id} is of a test-mode payment: no real money was received, but a payout sends real crypto. Confirm with confirm_test_mode: true to pay it out anyway.`
      )
    }
    const address = req.validatedBody.address ?? refund.address
    if (!address) throw refuse(`Refund ${refund.id} has no payout address yet: request it from the customer, or type it.`)
    const remaining = refundRemaining(refund)
    // `currency`: paid in another coin of the balance (CryptoCloud's autoconversion), converted.
    const asked = { currency: req.validatedBody.currency, address, amount: req.validatedBody.amount ?? remaining }
    const payout = await refundPayoutRequest(service, refund, asked)
    const problem = payoutAmountProblem(payout.conversion?.from_amount ?? payout.amount, remaining)
    if (problem) throw refuse(problem)

    const typedAddress = !!req.validatedBody.address && req.validatedBody.address !== refund.address
    // The claim holds only while the refund's address is the one read here: the request then goes
    // to the address it pinned, never to one a new address link has cleared meanwhile.
    const project = await refundProject(service, refund)
    const sent = await sendLoggedWithdrawal(req, payout, { refundId: refund.id, typedAddress, readAddress: refund.address }, project.shopId)
    if ("conflict" in sent) {
      const now = toRefundView(await service.retrieveRefund(refund.id))
      return void res.status(409).json({ ...sent.conflict, refund: now } satisfies RefundConflict)
    }
    if (sent.failure) throw sent.failure
    const updated = sent.refund ?? (await service.retrieveRefund(refund.id))
    res.json({
      refund: toRefundView(updated),
      withdrawal: toWithdrawalView(sent.row),
      ...(payout.warning ? { warning: payout.warning } : {}),
      ...(payout.conversion ? { conversion: conversionView(payout.conversion) } : {}),
    } satisfies PayoutResponse)
  },
  { call: "write" }
)
