import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withServiceErrors } from "../errors"
import { adminUserId, cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminCreateWithdrawalType, AdminWithdrawalHistoryQueryType } from "../validators"
import { toWithdrawalView } from "./view"

/**
 * POST /admin/cryptocloud/withdrawals { currency_code, to_address, amount: "12.5" } — send a
 * withdrawal request with the withdrawal key and log it with the admin's user id.
 * 200 { withdrawal } when the service accepted it; 429 { retry_after_ms } within 12 s of the
 * previous request from any instance (nothing is sent); 400 when refused (no withdrawal key,
 * insufficient balance…); 502/504 when the exchange failed. Every outcome is in the history.
 */
export const POST = withServiceErrors(
  "create the withdrawal",
  async (req: AuthenticatedMedusaRequest<AdminCreateWithdrawalType>, res: MedusaResponse) => {
    const row = await cryptocloudService(req).createWithdrawal(req.validatedBody, adminUserId(req))
    res.json({ withdrawal: toWithdrawalView(row) })
  },
  { call: "write" }
)

/**
 * GET /admin/cryptocloud/withdrawals?offset=0&limit=20 — the withdrawal log, newest first,
 * with what the form needs: whether withdrawals are enabled and how long until the next one.
 */
export async function GET(req: MedusaRequest<unknown, AdminWithdrawalHistoryQueryType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const offset = req.validatedQuery.offset ?? 0
  const limit = req.validatedQuery.limit ?? DEFAULT_PAGE_SIZE
  const [[rows, count], retryAfterMs] = await Promise.all([
    service.listAndCountWithdrawals({}, { order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit }),
    service.withdrawalRetryAfterMs(),
  ])
  res.json({
    withdrawals: rows.map(toWithdrawalView),
    count,
    offset,
    limit,
    withdrawals_enabled: service.getClient().withdrawalsEnabled,
    retry_after_ms: retryAfterMs,
  })
}
