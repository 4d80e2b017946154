import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CryptoCloudRateLimitError } from "../../../../../../lib/cryptocloud"
import type { PayoutConflict, ReturnAttentionResponse, ReturnConflict } from "../../../../../../contracts"
import { RETURNABLE_KINDS } from "../../../../../../domain/attention-actions"
import { OPEN_REFUND_STATUSES, refundRemaining, type RefundStatus } from "../../../../../../domain/refunds/rules"
import { refundProject } from "../../../../../../workflows/cryptocloud/refunds/refund-project"
import { withServiceErrors } from "../../../errors"
import { cryptocloudService } from "../../../helpers"
import type { AdminReturnAttentionType } from "../../../validators"
import { sendLoggedWithdrawal } from "../../../withdrawals/send"
import { attentionItemView, returnAmountProblem, returnAddressLink } from "./steps"

const refuse = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/**
 * POST /admin/cryptocloud/attention/:id/return { address?, amount?, confirm_test_mode? } — money
 * on no order back to the customer (design.md, "Money that is on no order"): an `unmatched_payment`,
 * the surplus of an `overpayment`, what arrived of an `expired_partial` or a `late_payment`, in the
 * item's coin. The return is the item's refund row (domain/refunds/returns.ts, one per item), paid
 * through the refund machinery: with `address` (or the address the customer gave on the return's
 * page) a withdrawal now, logged before it leaves and sent once (the claim of the row in the
 * log's transaction); without one, the customer's address page e-mailed (template
 * `cryptocloud-return-address`) → `return: { status: "awaiting_address", url, expires_at, emailed }`.
 * `amount` (default: all of the item's money not yet returned) may never exceed that: 400, nothing
 * sent. The item is resolved `returned` once the payout is sent (payouts/after-payout-change.ts).
 * 400: another kind, or an item resolved otherwise. 409 `{ code, attention_item }`, nothing sent:
 * `refund_not_owed` (a payout of it is in flight or its answer was lost, or it was returned
 * already), `test_mode_unconfirmed`, `refund_changed`, `withdrawal_outcome_unknown`.
 */
export const POST = withServiceErrors(
  "return the money",
  async (req: AuthenticatedMedusaRequest<AdminReturnAttentionType>, res: MedusaResponse) => {
    const service = cryptocloudService(req)
    const item = await service.retrieveAttentionItem(req.params.id)
    const conflict = async (body: PayoutConflict) =>
      void res.status(409).json({ ...body, attention_item: await attentionItemView(service, item.id) } satisfies ReturnConflict)
    if (!RETURNABLE_KINDS.includes(item.kind)) {
      throw refuse(
        `Attention item ${item.id} is about ${item.kind}: only money on no order (unmatched_payment, overpayment, expired_partial, late_payment) can be returned; resolve it with a note.`
      )
    }
    if (item.status === "resolved") {
      if (item.resolution !== "returned")
        throw refuse(`Attention item ${item.id} was already resolved (${item.resolution ?? "noted"}); its money can no longer be returned from here.`)
      return conflict({
        type: "conflict",
        code: "refund_not_owed",
        message: `Attention item ${item.id} was returned already (withdrawal ${item.withdrawal_id}).`,
      })
    }
    const ret = await service.openReturn(item)
    if (!OPEN_REFUND_STATUSES.includes(ret.status as RefundStatus)) {
      const busy = ret.status === "payout_pending" || ret.status === "payout_unknown"
      const message = busy
        ? `The return of attention item ${item.id} is being paid out (withdrawal ${ret.withdrawal_id}: ${ret.status === "payout_pending" ? "its answer is awaited" : "its outcome is unknown"}); wait for that payout's outcome in the withdrawal history, and resolve it there if it stays pending or unknown.`
        : `The money of attention item ${item.id} was returned already (withdrawal ${ret.withdrawal_id}).`
      return conflict({ type: "conflict", code: "refund_not_owed", message, ...(ret.withdrawal_id ? { withdrawal_id: ret.withdrawal_id } : {}) })
    }
    const body = req.validatedBody
    const remaining = refundRemaining(ret)
    const problem = returnAmountProblem(item, ret, body.amount ?? remaining)
    if (problem) throw refuse(problem)
    const answer = async (ret_: ReturnAttentionResponse["return"]) =>
      void res.json({ attention_item: await attentionItemView(service, item.id), return: ret_ } satisfies ReturnAttentionResponse)

    // The customer's own address (given on the return's page) unless the admin typed one.
    const address = body.address ?? (ret.status !== "awaiting_address" ? ret.address : null)
    if (!address) {
      const link = await returnAddressLink(req, service, ret.id)
      if ("conflict" in link) return conflict(link.conflict)
      return answer({ status: "awaiting_address", amount: remaining, currency: ret.crypto_currency, ...link })
    }
    if (ret.test_mode && body.confirm_test_mode !== true) {
      return conflict({
        type: "conflict",
        code: "test_mode_unconfirmed",
        message: `Attention item ${item.id} is money of a test-mode payment: no real money was received, but a return sends real crypto. Confirm with confirm_test_mode: true to return it anyway.`,
      })
    }
    const payout = service.payouts.prepare({ currency_code: ret.crypto_currency, to_address: address, amount: body.amount ?? remaining })
    const typedAddress = !!body.address && body.address !== ret.address
    const project = await refundProject(service, ret)
    // Claimed in the withdrawal log's transaction, only while still owed and at the address read
    // here: two admins' returns (or a repeat) send one payout; the other is a 409.
    let sent: Awaited<ReturnType<typeof sendLoggedWithdrawal>>
    try {
      sent = await sendLoggedWithdrawal(req, payout, { refundId: ret.id, typedAddress, readAddress: ret.address }, project.shopId)
    } catch (error) {
      // The interval gate is checked before the claim: an admin whose colleague's return just
      // went out is told that (409), not to retry in 12 s.
      if (!(error instanceof CryptoCloudRateLimitError)) throw error
      const now = await service.retrieveRefund(ret.id)
      if (OPEN_REFUND_STATUSES.includes(now.status as RefundStatus)) throw error
      const message = `The return of attention item ${item.id} was claimed meanwhile by another payout (withdrawal ${now.withdrawal_id}); nothing was sent.`
      return conflict({ type: "conflict", code: "refund_not_owed", message, ...(now.withdrawal_id ? { withdrawal_id: now.withdrawal_id } : {}) })
    }
    if ("conflict" in sent) return conflict(sent.conflict)
    if (sent.failure) throw sent.failure
    return answer({ status: sent.row.status, amount: payout.amount, currency: payout.currency_code, withdrawal_id: sent.row.id })
  },
  { call: "write" }
)
