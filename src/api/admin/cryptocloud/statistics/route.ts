import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StatisticsResponse } from "../../../../contracts"
import { withServiceErrors } from "../errors"
import { cryptocloudService, period } from "../helpers"
import type { AdminPeriodQueryType } from "../validators"
import { requestedShopId } from "../project-scope"

/**
 * GET /admin/cryptocloud/statistics?start=YYYY-MM-DD&end=YYYY-MM-DD&shop_id — the project's
 * (default: the first project's) invoice counts and USD totals per status for a period (default:
 * the last 30 days).
 */
export const GET = withServiceErrors("read the CryptoCloud statistics", async (req: MedusaRequest<unknown, AdminPeriodQueryType>, res: MedusaResponse) => {
  const { start, end } = period(req.validatedQuery)
  const statistics = await cryptocloudService(req).getClient(requestedShopId(req)).getStatistics({ start, end })
  res.json({ statistics, start, end } satisfies StatisticsResponse)
})
