import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { WithdrawalResponse } from "../../../../../../contracts"
import { afterPayoutChange } from "../../../../../../workflows/cryptocloud/payouts/after-payout-change"
import { adminUserId, cryptocloudService } from "../../../helpers"
import { requestedShopId } from "../../../project-scope"
import type { AdminResolveWithdrawalType } from "../../../validators"
import { toWithdrawalView } from "../../view"

/**
 * POST /admin/cryptocloud/withdrawals/:id/resolve?shop_id { outcome: "sent" | "not_sent" } — after
 * checking the CryptoCloud dashboard, say what became of a withdrawal whose answer was lost, or
 * of a `pending` one a stopped server left behind. Unblocks an identical request and resolves
 * its `withdrawal_unknown` item; a refund it paid moves with it in the same transaction: sent →
 * counted as paid out (`payout_requested` once the payouts add up), not sent → owed again, with
 * a new open `refund_owed` item. The withdrawal stays its own project's; `?shop_id=` (the history
 * the admin looked at) naming another project, or none of the store's, is a 404.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminResolveWithdrawalType>, res: MedusaResponse) {
  const user = adminUserId(req)
  const change = await cryptocloudService(req).payouts.resolve(req.params.id, req.validatedBody.outcome, user, requestedShopId(req))
  await afterPayoutChange(req.scope, change, user)
  res.json({ withdrawal: toWithdrawalView(change.row) } satisfies WithdrawalResponse)
}
