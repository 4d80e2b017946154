import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { attentionKey } from "../../../../../../domain/attention"
import { adminUserId, cryptocloudService } from "../../../helpers"
import type { AdminResolveWithdrawalType } from "../../../validators"
import { toWithdrawalView } from "../../view"

/**
 * POST /admin/cryptocloud/withdrawals/:id/resolve { outcome: "sent" | "not_sent" } — after
 * checking the CryptoCloud dashboard, say what became of a withdrawal whose answer was lost.
 * Unblocks an identical request and resolves its `withdrawal_unknown` attention item; a refund
 * it paid out becomes `payout_requested` (sent) or owed again (`awaiting_payout`, not sent).
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminResolveWithdrawalType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const user = adminUserId(req)
  const { outcome } = req.validatedBody
  const row = await service.resolveWithdrawal(req.params.id, outcome, user)
  const [item] = await service.listAttentionItems({ dedupe_key: attentionKey("withdrawal_unknown", row.id), status: "open" })
  if (item) {
    await service.resolveAttention(item.id, `Withdrawal resolved as ${outcome === "sent" ? "sent" : "not sent"}.`, user)
  }
  // A refund paid out by this withdrawal: requested after all, or owed again.
  if (row.refund_id) {
    const [refund] = await service.listRefunds({ id: row.refund_id, status: "payout_unknown" })
    if (refund) await service.updateRefunds({ id: refund.id, status: outcome === "sent" ? "payout_requested" : "awaiting_payout" })
  }
  res.json({ withdrawal: toWithdrawalView(row) })
}
