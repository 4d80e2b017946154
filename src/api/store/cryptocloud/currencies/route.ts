import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { listPaymentCurrencies } from "../../../../lib/cryptocloud/currency-info"
import { CRYPTOCLOUD_MODULE } from "../../../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../../../modules/cryptocloud/service"

/**
 * GET /store/cryptocloud/currencies — the payment currencies the storefront can offer (code,
 * name, network). A storefront may pass one as `data.cryptocurrency` when it creates the
 * payment session to skip the currency choice on the payment page.
 *
 * In a store with several projects each has its own settings: `?provider_id=` (the provider the
 * cart's region offers, `pp_cryptocloud_<id>`) or `?shop_id=` names the project; without either,
 * the first project's.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const cryptocloud = req.scope.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
  const { provider_id, shop_id } = req.query as Record<string, unknown>
  let shopId: string | undefined
  // Shoppers get no list of the store's projects (a 404 names only what they asked for).
  if (typeof shop_id === "string" && shop_id) {
    if (!cryptocloud.projects.find(shop_id)) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No crypto payment project "${shop_id}" in this store`)
    shopId = shop_id
  }
  if (typeof provider_id === "string" && provider_id) {
    const project = cryptocloud.projects.ofProvider(provider_id)
    if (!project) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No crypto payment provider "${provider_id}" in this store`)
    shopId = project.shopId
  }
  const { availableCurrencies } = await cryptocloud.getInvoiceSettings(shopId)
  res.json({ currencies: listPaymentCurrencies(availableCurrencies) })
}
