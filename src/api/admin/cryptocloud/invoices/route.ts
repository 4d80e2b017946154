import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { InvoiceListResponse } from "../../../../contracts"
import { withServiceErrors } from "../errors"
import { cryptocloudService, DEFAULT_PAGE_SIZE, period } from "../helpers"
import type { AdminPagedPeriodQueryType } from "../validators"
import { requestedShopId } from "../project-scope"

/**
 * GET /admin/cryptocloud/invoices?start=YYYY-MM-DD&end=YYYY-MM-DD&offset=0&limit=20&shop_id —
 * one page of the project's (default: the first project's) invoices of a period (default: the last 30 days), newest first as the
 * service returns them, with the period's total count.
 */
export const GET = withServiceErrors("list the CryptoCloud invoices", async (req: MedusaRequest<unknown, AdminPagedPeriodQueryType>, res: MedusaResponse) => {
  const { start, end } = period(req.validatedQuery)
  const offset = req.validatedQuery.offset ?? 0
  const limit = req.validatedQuery.limit ?? DEFAULT_PAGE_SIZE
  const page = await cryptocloudService(req).getClient(requestedShopId(req)).listInvoices({ start, end, offset, limit })
  res.json({ invoices: page.invoices, count: page.allCount, offset, limit, start, end } satisfies InvoiceListResponse)
})
