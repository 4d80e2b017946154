import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { WithdrawalListResponse, WithdrawalResponse } from "../../../../contracts"
import { withServiceErrors } from "../errors"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminCreateWithdrawalType, AdminWithdrawalHistoryQueryType } from "../validators"
import { sendLoggedWithdrawal } from "./send"
import { toWithdrawalView } from "./view"

/**
 * POST /admin/cryptocloud/withdrawals { currency_code, to_address, amount: "12.5" } — send a
 * withdrawal request with the withdrawal key and log it with the admin's user id.
 * 200 { withdrawal } when the service accepted it; 429 { retry_after_ms } within 12 s of the
 * previous request from any instance (nothing is sent); 409 { withdrawal_id } while an
 * identical request — same currency, address in canonical form, amount — is pending or its
 * outcome unknown, whatever its age (nothing is sent); 400 when refused (no withdrawal key, a
 * bad address, more decimals than the coin has, insufficient balance…); 502 when the answer was
 * lost (logged `unknown`, an attention item raised). Every outcome is in the history.
 */
export const POST = withServiceErrors(
  "create the withdrawal",
  async (req: AuthenticatedMedusaRequest<AdminCreateWithdrawalType>, res: MedusaResponse) => {
    const result = await sendLoggedWithdrawal(req, cryptocloudService(req).payouts.prepare(req.validatedBody))
    if ("conflict" in result) return void res.status(409).json(result.conflict)
    if (result.failure) throw result.failure
    res.json({ withdrawal: toWithdrawalView(result.row) } satisfies WithdrawalResponse)
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
    service.payouts.retryAfterMs(),
  ])
  res.json({
    withdrawals: rows.map((row) => toWithdrawalView(row, service.payouts.stalePendingCutoff())),
    count,
    offset,
    limit,
    withdrawals_enabled: service.getClient().withdrawalsEnabled,
    retry_after_ms: retryAfterMs,
  } satisfies WithdrawalListResponse)
}
