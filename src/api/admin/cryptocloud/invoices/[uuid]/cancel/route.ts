import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { InvoiceResponse } from "../../../../../../contracts"
import { withServiceErrors } from "../../../errors"
import { cryptocloudService, invoiceIdParam } from "../../../helpers"

/**
 * POST /admin/cryptocloud/invoices/:uuid/cancel — cancel an invoice that is still `created`
 * (unpaid). The invoice is read first so the admin gets a clear answer (404, or "it is paid")
 * instead of the service's undocumented error; the answer is the invoice as it is afterwards.
 */
export const POST = withServiceErrors(
  "cancel the CryptoCloud invoice",
  async (req: MedusaRequest, res: MedusaResponse) => {
    const uuid = invoiceIdParam(req)
    const client = cryptocloudService(req).getClient()
    const invoice = await client.getInvoice(uuid)
    if (!invoice) throw new MedusaError(MedusaError.Types.NOT_FOUND, `CryptoCloud has no invoice ${uuid}`)
    if (invoice.status !== "created") {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Invoice ${uuid} is ${invoice.status}: only an invoice that is still waiting for payment (created) can be cancelled`
      )
    }
    await client.cancelInvoice(uuid)
    res.json({ invoice: (await client.getInvoice(uuid)) ?? { ...invoice, status: "canceled" } } satisfies InvoiceResponse)
  },
  { call: "write" }
)
