import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { WithdrawalListResponse, WithdrawalResponse } from "../../../../contracts"
import { projectFilter, projectScope } from "../../../../modules/cryptocloud/project-scope"
import { withServiceErrors } from "../errors"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import { requestedProject } from "../project-scope"
import type { AdminCreateWithdrawalType, AdminWithdrawalHistoryQueryType } from "../validators"
import { sendLoggedWithdrawal } from "./send"
import { toWithdrawalView } from "./view"

/**
 * POST /admin/cryptocloud/withdrawals?shop_id { currency_code, to_address, amount: "12.5" } —
 * send a withdrawal request from a project's balance (default the first project) with that
 * project's withdrawal key, and log it with the admin's user id and the project.
 * 200 { withdrawal } when the service accepted it; 429 { retry_after_ms } within 12 s of the
 * project's previous request from any instance (nothing is sent); 409 { withdrawal_id } while an
 * identical request of the project — same currency, address in canonical form, amount — is
 * pending or its outcome unknown, whatever its age (nothing is sent); 400 when refused (no
 * withdrawal key, a bad address, more decimals than the coin has, insufficient balance…); 404 for
 * a shop id the store has no project for; 502 when the answer was lost (logged `unknown`, an
 * attention item raised). Every outcome is in the project's history.
 */
export const POST = withServiceErrors(
  "create the withdrawal",
  async (req: AuthenticatedMedusaRequest<AdminCreateWithdrawalType>, res: MedusaResponse) => {
    const project = requestedProject(req)
    const result = await sendLoggedWithdrawal(req, cryptocloudService(req).payouts.prepare(req.validatedBody), null, project.shopId)
    if ("conflict" in result) return void res.status(409).json(result.conflict)
    if (result.failure) throw result.failure
    res.json({ withdrawal: toWithdrawalView(result.row) } satisfies WithdrawalResponse)
  },
  { call: "write" }
)

/**
 * GET /admin/cryptocloud/withdrawals?shop_id&offset=0&limit=20 — a project's withdrawal log
 * (default the first project), newest first, with what its form needs: whether the project has a
 * withdrawal key and how long until its next request may leave.
 */
export async function GET(req: MedusaRequest<unknown, AdminWithdrawalHistoryQueryType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const project = requestedProject(req)
  const offset = req.validatedQuery.offset ?? 0
  const limit = req.validatedQuery.limit ?? DEFAULT_PAGE_SIZE
  const filters = projectFilter(projectScope(service.projects.shopIds(), project.shopId))
  const [[rows, count], retryAfterMs] = await Promise.all([
    service.listAndCountWithdrawals(filters, { order: { created_at: "DESC", id: "DESC" }, skip: offset, take: limit }),
    service.payouts.retryAfterMs(project.shopId),
  ])
  res.json({
    withdrawals: rows.map((row) => toWithdrawalView(row, service.payouts.stalePendingCutoff())),
    count,
    offset,
    limit,
    withdrawals_enabled: service.getClient(project.shopId).withdrawalsEnabled,
    retry_after_ms: retryAfterMs,
    shop_id: project.shopId,
  } satisfies WithdrawalListResponse)
}
