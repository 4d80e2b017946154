import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AcceptAttentionBody, AttentionItemResponse } from "../../../../../../contracts"
import { acceptAttentionItem } from "../../../../../../workflows/cryptocloud/attention/accept-attention"
import { adminUserId, cryptocloudService } from "../../../helpers"
import { operationsToResolve, requireAnyPermission } from "../../../permissions"
import { projectNames } from "../../../project-scope"
import { toAttentionView } from "../../view"

/**
 * POST /admin/cryptocloud/attention/:id/accept { note } — accept what arrived (design.md, "Money
 * that is on no order"): the invoice's cart becomes an order with that money captured and the
 * shortfall on the order and in the books; the item is resolved `accepted` with the order's id.
 * 400 when `accept` is not among the item's actions (workflows/cryptocloud/attention/accept-attention.ts);
 * the same permission as resolving (`refund` or `withdraw` with RBAC on).
 */
export async function POST(req: AuthenticatedMedusaRequest<AcceptAttentionBody>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const { kind } = await service.retrieveAttentionItem(req.params.id)
  await requireAnyPermission(req, operationsToResolve(kind), `Accepting ${kind} attention items`)
  await acceptAttentionItem(req.scope, req.params.id, req.validatedBody.note, adminUserId(req))
  const item = await service.retrieveAttentionItem(req.params.id)
  res.json({ attention_item: toAttentionView(item, projectNames(service)) } satisfies AttentionItemResponse)
}
