import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PostbackListResponse } from "../../../../contracts"
import { isPostbackReasonCode } from "../../../../lib/cryptocloud/postback-reason-codes"
import { isoTime } from "../../../../domain/dates"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminPostbacksQueryType } from "../validators"
import { postbackLogScope, requestedProject } from "../project-scope"

/**
 * GET /admin/cryptocloud/postbacks?outcome&invoice_id&offset&limit&shop_id — one project's
 * postback log (default: the first project's; lines its hook received, with lines from before
 * projects existed counted as the first's), newest first (kept 30 days): `{ postbacks: [{ id, received_at, invoice_id, outcome, status, reason,
 * reason_code, count }], count, last_received_at }`. `reason` is in English words, `reason_code`
 * one of the closed set of lib/cryptocloud/postback-reason-codes.ts (null on lines written before
 * codes). Outcomes: applied, duplicate, rejected (the token did not verify), ignored (verified
 * but not for a session of this store, or not matching it). A verified postback is a line of its
 * own (`count` 1); rejected and ignored ones are counted per reason and minute on one line
 * (`count` of them, `received_at` the latest). `last_received_at`: verified ones only.
 */
export async function GET(req: MedusaRequest<unknown, AdminPostbacksQueryType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const { outcome, invoice_id, offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const scope = postbackLogScope(service, requestedProject(req).shopId)
  const project = scope.withUnassigned ? { $or: [{ shop_id: scope.shopId }, { shop_id: null }] } : { shop_id: scope.shopId }
  const filters = { ...project, ...(outcome ? { outcome } : {}), ...(invoice_id ? { invoice_id } : {}) }
  const [[rows, count], last] = await Promise.all([
    service.listAndCountPostbacks(filters, { order: { received_at: "DESC", id: "DESC" }, skip: offset, take: limit }),
    service.postbackLog.lastVerifiedAt(scope),
  ])
  res.json({
    postbacks: rows.map((row) => ({
      id: row.id,
      received_at: isoTime(row.received_at),
      invoice_id: row.invoice_id,
      outcome: row.outcome,
      status: row.status,
      reason: row.reason,
      // A text column: only codes of the closed set are shown (the writer writes no other).
      reason_code: isPostbackReasonCode(row.reason_code) ? row.reason_code : null,
      count: row.count,
    })),
    count,
    offset,
    limit,
    last_received_at: last ? last.toISOString() : null,
  } satisfies PostbackListResponse)
}
