import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { DepositListResponse } from "../../../../contracts"
import { toDepositView } from "../../../../domain/static-wallets"
import { cryptocloudService, DEFAULT_PAGE_SIZE } from "../helpers"
import type { AdminDepositsQueryType } from "./validators"

/**
 * GET /admin/cryptocloud/deposits?customer_id&offset&limit — money received on customers'
 * static wallets, newest first, from the plugin's records (one row per deposit, however many
 * times its postback came): `{ deposits, count, offset, limit }`.
 */
export async function GET(req: MedusaRequest<unknown, AdminDepositsQueryType>, res: MedusaResponse) {
  const { customer_id, offset = 0, limit = DEFAULT_PAGE_SIZE } = req.validatedQuery
  const [rows, count] = await cryptocloudService(req).listAndCountStaticWalletDeposits(
    customer_id ? { customer_id } : {},
    { order: { received_at: "DESC", id: "DESC" }, skip: offset, take: limit }
  )
  res.json({ deposits: rows.map(toDepositView), count, offset, limit } satisfies DepositListResponse)
}
