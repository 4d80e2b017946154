import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RefundListResponse } from "../../../../contracts"
import { UNSETTLED_REFUND_STATUSES } from "../../../../domain/refunds/rules"
import { projectFilter, projectScope } from "../../../../modules/cryptocloud/project-scope"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminRefundsQueryType } from "../validators"
import { toRefundView } from "./view"

/**
 * GET /admin/cryptocloud/refunds?order_id&status=open|all&shop_id&offset&limit — refunds owed to
 * customers in crypto and what became of them, newest first. `open`: not settled yet (owed, or a
 * payout in flight or unknown). `shop_id`: only the refunds of that project's money (404 for one
 * the store does not have); without it every project's, since a refund is looked up by its order
 * whichever project the order paid. `{ refunds, count, offset, limit }`.
 */
export async function GET(req: MedusaRequest<unknown, AdminRefundsQueryType>, res: MedusaResponse) {
  const { order_id, status = "all", shop_id, offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const service = cryptocloudService(req)
  const filters = {
    ...(order_id ? { order_id } : {}),
    ...(status === "open" ? { status: [...UNSETTLED_REFUND_STATUSES] } : {}),
    ...(shop_id ? projectFilter(projectScope(service.projects.shopIds(), service.projects.get(shop_id).shopId)) : {}),
  }
  const [rows, count] = await service.listAndCountRefunds(filters, {
    order: { created_at: "DESC", id: "DESC" },
    skip: offset,
    take: limit,
  })
  res.json({ refunds: rows.map(toRefundView), count, offset, limit } satisfies RefundListResponse)
}
