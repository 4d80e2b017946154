import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RefundListResponse } from "../../../../contracts"
import { UNSETTLED_REFUND_STATUSES } from "../../../../domain/refunds/rules"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminRefundsQueryType } from "../validators"
import { toRefundView } from "./view"

/**
 * GET /admin/cryptocloud/refunds?order_id&status=open|all&offset&limit — refunds owed to
 * customers in crypto and what became of them, newest first. `open`: not settled yet (owed, or a
 * payout in flight or unknown). `{ refunds, count, offset, limit }`.
 */
export async function GET(req: MedusaRequest<unknown, AdminRefundsQueryType>, res: MedusaResponse) {
  const { order_id, status = "all", offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const filters = {
    ...(order_id ? { order_id } : {}),
    ...(status === "open" ? { status: [...UNSETTLED_REFUND_STATUSES] } : {}),
  }
  const [rows, count] = await cryptocloudService(req).listAndCountRefunds(filters, {
    order: { created_at: "DESC", id: "DESC" },
    skip: offset,
    take: limit,
  })
  res.json({ refunds: rows.map(toRefundView), count, offset, limit } satisfies RefundListResponse)
}
