import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminUserId, cryptocloudService } from "../../../helpers"
import type { AdminResolveAttentionType } from "../../../validators"
import { toAttentionView } from "../../view"

/**
 * POST /admin/cryptocloud/attention/:id/resolve { note } — the merchant dealt with it: the item
 * leaves the open queue, keeping the note, who resolved it and when. 404 for an unknown id,
 * 400 when it was already resolved.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminResolveAttentionType>, res: MedusaResponse) {
  const item = await cryptocloudService(req).resolveAttention(req.params.id, req.validatedBody.note, adminUserId(req))
  res.json({ attention_item: toAttentionView(item) })
}
