/**
 * POST /admin/cryptocloud/orders/:id/payment-request — an opaque pay link for what the order owes
 * (design.md, "Routes"): `{ url, expires_at, emailed, amount, currency_code }`. The link opens the
 * plugin's own pay page, `/cryptocloud/pay/<token>` on the store's configured public address
 * (the `publicUrl` option, else Medusa's `admin.backendUrl`; never request headers, which a proxy
 * or a client can set), where the customer pays the order's payment collection in crypto; it
 * works until the collection is paid or 7 days pass, and a newer request replaces it. It is
 * e-mailed to the order's address where the store can send e-mail, and returned for copying
 * either way (workflows/cryptocloud/payment-requests/request-payment.ts). An order that owes
 * nothing (or cannot be paid in crypto) is a 409 `{ code, message }` saying what to do
 * (contracts: PaymentRequestRefusal).
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { PaymentRequestRefusal, PaymentRequestResponse } from "../../../../../../contracts"
import { requestPaymentWorkflow } from "../../../../../../workflows/cryptocloud/payment-requests/request-payment"
import { PAY_PAGE_PATH } from "../../../../../cryptocloud/pay/page/paths"
import { shopName } from "../../../../../cryptocloud/pay/order-to-pay"
import { adminUserId, customerLinkOrigin } from "../../../helpers"
import { PaymentRequestRefused, prepareRequest, type PreparedRequest } from "./prepare"

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const origin = customerLinkOrigin(req, "pay link")
  let prepared: PreparedRequest
  try {
    prepared = await prepareRequest(req.scope, req.params.id)
  } catch (error) {
    // Medusa's error handler replaces a 409's message with a generic one: the merchant's reason is answered here.
    if (!(error instanceof PaymentRequestRefused)) throw error
    return void res.status(409).json({ type: "conflict", code: error.refusal, message: error.message } satisfies PaymentRequestRefusal)
  }
  const { order, collection, owed } = prepared
  const amount = owed.toDecimalString()
  const currency_code = order.currency_code.toLowerCase()
  const { result } = await requestPaymentWorkflow(req.scope).run({
    input: {
      orderId: order.id,
      paymentCollectionId: collection.id,
      pageUrl: `${origin}${PAY_PAGE_PATH}`,
      requestedBy: adminUserId(req),
      email: { to: order.email, display_id: order.display_id, amount, currency_code, shop_name: await shopName(req.scope) },
    },
  })
  res.json({ url: result.url, expires_at: result.expires_at, emailed: result.emailed, amount, currency_code } satisfies PaymentRequestResponse)
}
