import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { checkPayoutAddress, describeAddressProblem } from "../../../../../../lib/addresses"
import { isPaymentCurrencyCode } from "../../../../../../lib/cryptocloud"
import { attentionKey } from "../../../../../../domain/attention"
import { OPEN_REFUND_STATUSES, payoutAmountProblem, type RefundStatus } from "../../../../../../domain/refunds/rules"
import { withServiceErrors } from "../../../errors"
import { adminUserId, cryptocloudService } from "../../../helpers"
import type { AdminRefundPayoutType } from "../../../validators"
import { sendLoggedWithdrawal } from "../../../withdrawals/send"
import { toWithdrawalView } from "../../../withdrawals/view"
import { toRefundView } from "../../view"

const refuse = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/**
 * POST /admin/cryptocloud/refunds/:id/payout { address?, amount? } — pay a refund out with a
 * withdrawal, by an admin only (never automatic): to the address typed here or the one the
 * customer gave, for at most the refund's crypto amount, through the 12 s guard. The refund and
 * the withdrawal log row point at each other. `{ refund, withdrawal }`; 409 while an identical
 * withdrawal's outcome is unknown; a lost answer leaves the refund `payout_unknown`.
 */
export const POST = withServiceErrors(
  "pay out the refund",
  async (req: AuthenticatedMedusaRequest<AdminRefundPayoutType>, res: MedusaResponse) => {
    const service = cryptocloudService(req)
    const refund = await service.retrieveRefund(req.params.id)
    if (!OPEN_REFUND_STATUSES.includes(refund.status as RefundStatus)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Refund ${refund.id} is ${refund.status}; only a refund still owed can be paid out.`)
    }
    const address = req.validatedBody.address ?? refund.address
    if (!address) throw refuse(`Refund ${refund.id} has no payout address yet: request it from the customer, or type it.`)
    if (!isPaymentCurrencyCode(refund.crypto_currency)) throw refuse(`Refund ${refund.id} is in ${refund.crypto_currency}, which cannot be withdrawn.`)
    const check = checkPayoutAddress(refund.crypto_currency, address)
    if (!check.ok) throw refuse(`address ${describeAddressProblem(refund.crypto_currency, check)}`)
    const amount = req.validatedBody.amount ?? refund.crypto_amount
    const problem = payoutAmountProblem(amount, refund.crypto_amount)
    if (problem) throw refuse(problem)

    const typed = req.validatedBody.address && req.validatedBody.address !== refund.address
    if (typed) await service.updateRefunds({ id: refund.id, address: check.address, address_source: "admin" })
    const sent = await sendLoggedWithdrawal(
      req,
      { currency_code: refund.crypto_currency, to_address: check.address, amount },
      { refundId: refund.id, orderId: refund.order_id }
    )
    if ("blocked" in sent) return void res.status(409).json(sent.blocked)
    // Stopped by the plugin itself before sending (`refused`): the refund stays as it was.
    const status: RefundStatus =
      sent.row.status === "sent" ? "payout_requested"
        : sent.row.status === "unknown" ? "payout_unknown"
        : sent.row.status === "failed" ? "payout_failed"
        : (refund.status as RefundStatus)
    const updated = await service.updateRefunds({ id: refund.id, status, withdrawal_id: sent.row.id, paid_out_by: adminUserId(req) })
    if (status === "payout_requested" || status === "payout_unknown") {
      const [item] = await service.listAttentionItems({ dedupe_key: attentionKey("refund_owed", refund.id), status: "open" })
      if (item) await service.resolveAttention(item.id, `Payout requested with withdrawal ${sent.row.id}.`, adminUserId(req))
    }
    if (sent.failure) throw sent.failure
    res.json({ refund: toRefundView(updated), withdrawal: toWithdrawalView(sent.row) })
  },
  { call: "write" }
)
