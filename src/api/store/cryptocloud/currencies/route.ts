import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listPaymentCurrencies } from "../../../../lib/cryptocloud/currency-info"
import { CRYPTOCLOUD_MODULE } from "../../../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../../../modules/cryptocloud/service"

/**
 * GET /store/cryptocloud/currencies — the payment currencies the storefront can offer (code,
 * name, network). A storefront may pass one as `data.cryptocurrency` when it creates the
 * payment session to skip the currency choice on the payment page.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const cryptocloud = req.scope.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
  const { availableCurrencies } = await cryptocloud.getInvoiceSettings()
  res.json({ currencies: listPaymentCurrencies(availableCurrencies) })
}
