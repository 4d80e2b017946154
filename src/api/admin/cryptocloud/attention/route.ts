import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AttentionListResponse } from "../../../../contracts"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminAttentionQueryType } from "../validators"
import { projectNames } from "../project-scope"
import { toAttentionView } from "./view"

/**
 * GET /admin/cryptocloud/attention?status=open|resolved&order_id&offset&limit — the attention
 * queue: open items (default), newest first, or the resolved history with who and when, of
 * every project (each item says its `shop_id` and `project_name`).
 * `{ attention_items, count, open_count, offset, limit }`.
 *
 * Plans: the open page is a backward Index Scan on IDX_cryptocloud_attention_item_status_detected_at
 * (`status = 'open'`), the count an index-only scan of the same range: both cost the open items,
 * never the resolved history. An order's items go by IDX_cryptocloud_attention_item_order_id.
 * The resolved history's `count` does count its whole range (BENCHMARKS.md part 8).
 */
export async function GET(req: MedusaRequest<unknown, AdminAttentionQueryType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const nameOf = projectNames(service)
  const { status = "open", order_id, offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const filters = { status, ...(order_id ? { order_id } : {}) }
  const [[rows, count], openCount] = await Promise.all([
    service.listAndCountAttentionItems(filters, { order: { detected_at: "DESC", id: "DESC" }, skip: offset, take: limit }),
    status === "open" && !order_id ? Promise.resolve(null) : service.listAndCountAttentionItems({ status: "open" }, { take: 1, select: ["id"] }),
  ])
  const facts = await service.attentionFacts(rows.filter((row) => row.status === "open"))
  res.json({
    attention_items: rows.map((row) => toAttentionView(row, nameOf, facts.get(row.id))),
    count,
    open_count: openCount ? openCount[1] : count,
    offset,
    limit,
  } satisfies AttentionListResponse)
}
