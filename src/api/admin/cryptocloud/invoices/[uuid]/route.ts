import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { InvoiceResponse } from "../../../../../contracts"
import { withServiceErrors } from "../../errors"
import { cryptocloudService, invoiceIdParam } from "../../helpers"
import { invoiceShopId } from "../../project-scope"

/**
 * GET /admin/cryptocloud/invoices/:uuid — one invoice read fresh from the service (amounts,
 * fees, received, tx hashes, link). `uuid` may be given with or without the INV- prefix. Read with
 * the key of the project the ledger gives the invoice, else of `?shop_id=` (default: the first).
 */
export const GET = withServiceErrors("read the CryptoCloud invoice", async (req: MedusaRequest, res: MedusaResponse) => {
  const uuid = invoiceIdParam(req)
  const shopId = await invoiceShopId(req, uuid)
  const invoice = await cryptocloudService(req).getClient(shopId).getInvoice(uuid)
  if (!invoice) throw new MedusaError(MedusaError.Types.NOT_FOUND, `CryptoCloud has no invoice ${uuid}`)
  res.json({ invoice, shop_id: shopId } satisfies InvoiceResponse)
})
