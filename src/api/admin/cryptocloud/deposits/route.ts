import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DepositListResponse } from "../../../../contracts"
import { toDepositView } from "../../../../domain/static-wallets"
import { projectFilter, projectScope } from "../../../../modules/cryptocloud/project-scope"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import { requestedProject } from "../project-scope"
import type { AdminDepositsQueryType } from "./validators"

/**
 * GET /admin/cryptocloud/deposits?shop_id&customer_id&offset&limit — money received on customers'
 * static wallets of one project (default the first; 404 for a shop id the store does not have),
 * newest first, from the plugin's records (one row per deposit, however many times its postback
 * came): `{ deposits, count, offset, limit }`.
 */
export async function GET(req: MedusaRequest<unknown, AdminDepositsQueryType>, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const project = requestedProject(req)
  const { customer_id, offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const [rows, count] = await service.listAndCountStaticWalletDeposits(
    { ...(customer_id ? { customer_id } : {}), ...projectFilter(projectScope(service.projects.shopIds(), project.shopId)) },
    { order: { received_at: "DESC", id: "DESC" }, skip: offset, take: limit }
  )
  res.json({ deposits: rows.map(toDepositView), count, offset, limit } satisfies DepositListResponse)
}
