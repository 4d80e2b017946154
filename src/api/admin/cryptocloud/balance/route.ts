import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { BalanceResponse } from "../../../../contracts"
import { withServiceErrors } from "../errors"
import { cryptocloudService } from "../helpers"

/**
 * GET /admin/cryptocloud/balance — balances per currency: crypto, USD, available to withdraw
 * (decimal strings, as the client normalises them).
 */
export const GET = withServiceErrors("read the CryptoCloud balances", async (req: MedusaRequest, res: MedusaResponse) => {
  const balances = await cryptocloudService(req).getClient().getBalances()
  res.json({ balances } satisfies BalanceResponse)
})
