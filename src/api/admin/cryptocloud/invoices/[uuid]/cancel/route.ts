import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { InvoiceResponse } from "../../../../../../contracts"
import { withServiceErrors } from "../../../errors"
import { cryptocloudService, invoiceIdParam } from "../../../helpers"
import { invoiceShopId } from "../../../project-scope"

/**
 * POST /admin/cryptocloud/invoices/:uuid/cancel — cancel an invoice that is still `created`
 * (unpaid). The invoice is read first so the admin gets a clear answer (404, or "it is paid")
 * instead of the service's undocumented error; the answer is the invoice as it is afterwards.
 * Done with the key of the project the ledger gives the invoice, else of `?shop_id=`.
 */
export const POST = withServiceErrors(
  "cancel the CryptoCloud invoice",
  async (req: MedusaRequest, res: MedusaResponse) => {
    const uuid = invoiceIdParam(req)
    const shopId = await invoiceShopId(req, uuid)
    const client = cryptocloudService(req).getClient(shopId)
    const invoice = await client.getInvoice(uuid)
    if (!invoice) throw new MedusaError(MedusaError.Types.NOT_FOUND, `CryptoCloud has no invoice ${uuid}`)
    if (invoice.status !== "created") {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Invoice ${uuid} is ${invoice.status}: only an invoice that is still waiting for payment (created) can be cancelled`
      )
    }
    await client.cancelInvoice(uuid)
    res.json({ invoice: (await client.getInvoice(uuid)) ?? { ...invoice, status: "canceled" }, shop_id: shopId } satisfies InvoiceResponse)
  },
  { call: "write" }
)
