import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AttentionItemResponse } from "../../../../../../contracts"
import { adminUserId, cryptocloudService } from "../../../helpers"
import { operationsToResolve, requireAnyPermission } from "../../../permissions"
import type { AdminResolveAttentionType } from "../../../validators"
import { projectNames } from "../../../project-scope"
import { toAttentionView } from "../../view"
import { resolveAttentionItem } from "../../../../../../workflows/cryptocloud/attention/resolve-attention"

/**
 * POST /admin/cryptocloud/attention/:id/resolve { note } — the merchant dealt with it: the item
 * leaves the open queue, keeping the note, who resolved it and when. 404 for an unknown id,
 * 400 when it was already resolved. With Medusa's RBAC on, a money item (every kind today) needs
 * the `refund` or the `withdraw` permission, known only once the item is loaded: 403 otherwise.
 */
export async function POST(req: AuthenticatedMedusaRequest<AdminResolveAttentionType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const { kind } = await service.retrieveAttentionItem(req.params.id)
  await requireAnyPermission(req, operationsToResolve(kind), `Resolving ${kind} attention items`)
  // Through the workflow that announces it (cryptocloud.attention.resolved, once per item).
  const item = await resolveAttentionItem(req.scope, req.params.id, req.validatedBody.note, adminUserId(req))
  res.json({ attention_item: toAttentionView(item, projectNames(service)) } satisfies AttentionItemResponse)
}
