import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { BalanceResponse } from "../../../../contracts"
import { withServiceErrors } from "../errors"
import { cryptocloudService } from "../helpers"
import { requestedShopId } from "../project-scope"

/**
 * GET /admin/cryptocloud/balance?shop_id — the project's balances per currency: crypto, USD,
 * available to withdraw (decimal strings, as the client normalises them). Default: the first project.
 */
export const GET = withServiceErrors("read the CryptoCloud balances", async (req: MedusaRequest, res: MedusaResponse) => {
  const balances = await cryptocloudService(req).getClient(requestedShopId(req)).getBalances()
  res.json({ balances } satisfies BalanceResponse)
})
