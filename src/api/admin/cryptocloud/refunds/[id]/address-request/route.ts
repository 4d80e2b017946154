import type { AddressRequestResponse, RefundConflict } from "../../../../../../contracts"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isRefundChanged, REFUND_CHANGED } from "../../../../../../domain/refunds/conflicts"
import { requestRefundAddressWorkflow } from "../../../../../../workflows/cryptocloud/refunds/request-address"
import { cryptocloudService, customerLinkOrigin } from "../../../helpers"
import { toRefundView } from "../../view"
import { REFUND_PAGE_PATH } from "../../../../../cryptocloud/refund/page/paths"

/**
 * POST /admin/cryptocloud/refunds/:id/address-request — a signed, single-use link (7 days) where
 * the customer gives the address to pay the refund to: `{ url, expires_at, emailed, refund }`.
 * The link is the `refundAddressUrl` option with the token in it, else this store's own refund
 * page, `/cryptocloud/refund/<token>` (HTML, no publishable key needed) on the configured public
 * address (`publicUrl`, else Medusa's `admin.backendUrl`), never on request headers. A refund that changed
 * while the link was being made (a payout claimed it) is a 409 `{ code: "refund_changed", refund }`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const template =
    service.getOptions().refundAddressUrl ??
    `${customerLinkOrigin(req, "address link", "; or set refundAddressUrl to your storefront's refund page")}${REFUND_PAGE_PATH}/{token}`
  let result: Omit<AddressRequestResponse, "refund">
  try {
    ;({ result } = await requestRefundAddressWorkflow(req.scope).run({ input: { refundId: req.params.id, urlTemplate: template } }))
  } catch (error) {
    // A payout claimed the refund (or the customer gave an address) between the request's read
    // and its write: nothing was changed, and the admin sees the refund as it now is.
    if (!isRefundChanged(error)) throw error
    const refund = toRefundView(await service.retrieveRefund(req.params.id))
    return void res.status(409).json({ type: "conflict", code: REFUND_CHANGED, message: error.message, refund } satisfies RefundConflict)
  }
  res.json({ ...result, refund: toRefundView(await service.retrieveRefund(req.params.id)) } satisfies AddressRequestResponse)
}
