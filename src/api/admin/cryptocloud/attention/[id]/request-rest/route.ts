import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { RequestRestResponse } from "../../../../../../contracts"
import { requestRest } from "../../../../../../workflows/cryptocloud/attention/request-rest"
import { PAY_PAGE_PATH } from "../../../../../cryptocloud/pay/page/paths"
import { shopName } from "../../../../../cryptocloud/pay/order-to-pay"
import { adminUserId, cryptocloudService, customerLinkOrigin } from "../../../helpers"
import { operationsToResolve, requireAnyPermission } from "../../../permissions"
import { projectNames } from "../../../project-scope"
import { toAttentionView } from "../../view"

/**
 * POST /admin/cryptocloud/attention/:id/request-rest — ask the customer for the rest (design.md,
 * "Money that is on no order"): a pay link for the difference on the pay page order differences
 * use, e-mailed like a payment request → `{ attention_item, url, expires_at, emailed, amount,
 * currency_code }`. Asked again, a new link replaces the old. Paid, the cart becomes one order with
 * both invoices' money and the item is resolved `rest_paid` (workflows/cryptocloud/attention/
 * complete-rest.ts). 400 when `request_rest` is not among the item's actions; the same
 * permission as accepting.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const { kind } = await service.retrieveAttentionItem(req.params.id)
  await requireAnyPermission(req, operationsToResolve(kind), `Asking for the rest of ${kind} attention items`)
  const origin = customerLinkOrigin(req, "pay link")
  const link = await requestRest(req.scope, req.params.id, `${origin}${PAY_PAGE_PATH}`, adminUserId(req), await shopName(req.scope))
  const item = await service.retrieveAttentionItem(req.params.id)
  res.json({ attention_item: toAttentionView(item, projectNames(service)), ...link } satisfies RequestRestResponse)
}
