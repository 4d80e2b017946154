/**
 * POST /admin/cryptocloud/orders/:id/payment-request — a signed pay link for what the order owes
 * (design.md, "Routes"): `{ url, expires_at, emailed, amount, currency_code }`. The link opens the
 * plugin's own pay page, `/cryptocloud/pay/<token>` on this store's address as the admin reaches
 * it (like the refund page's default link), where the customer pays the order's payment
 * collection in crypto; it works until the collection is paid or 7 days pass, and a newer
 * request replaces it. It is e-mailed to the order's address where the store can send e-mail,
 * and returned for copying either way. An order that owes nothing (or cannot be paid in crypto)
 * is a 409 `{ code, message }` saying what to do (contracts: PaymentRequestRefusal).
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import type { PaymentRequestRefusal, PaymentRequestResponse } from "../../../../../../contracts"
import { PAY_LINK_TTL_MS, paymentRequestMetadata } from "../../../../../../domain/payment-requests/link"
import { signPayToken } from "../../../../../../domain/payment-requests/token"
import { PAY_PAGE_PATH } from "../../../../../cryptocloud/pay/page/paths"
import { shopName } from "../../../../../cryptocloud/pay/order-to-pay"
import { cryptocloudService, requestOrigin } from "../../../helpers"
import { emailPayLink } from "./email"
import { PaymentRequestRefused, prepareRequest, type PreparedRequest } from "./prepare"

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const service = cryptocloudService(req)
  const origin = requestOrigin(req)
  if (!origin) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Cannot build the pay link: the request does not say this store's address (Host header).")
  let prepared: PreparedRequest
  try {
    prepared = await prepareRequest(req.scope, req.params.id)
  } catch (error) {
    // Medusa's error handler replaces a 409's message with a generic one: the merchant's reason is answered here.
    if (!(error instanceof PaymentRequestRefused)) throw error
    return void res.status(409).json({ type: "conflict", code: error.refusal, message: error.message } satisfies PaymentRequestRefusal)
  }
  const { order, collection, owed } = prepared

  const now = new Date()
  const expiresAt = new Date(now.getTime() + PAY_LINK_TTL_MS)
  const { token, nonce } = await signPayToken(service.getOptions().secretKey, { orderId: order.id, paymentCollectionId: collection.id }, expiresAt)
  // From now on this is the order's link: earlier ones stop working (domain/payment-requests/link.ts).
  await req.scope.resolve(Modules.ORDER).updateOrders([
    {
      id: order.id,
      metadata: paymentRequestMetadata({ nonce, payment_collection_id: collection.id, expires_at: expiresAt.toISOString(), requested_at: now.toISOString() }),
    },
  ])
  const url = `${origin}${PAY_PAGE_PATH}/${token}`
  const amount = owed.toDecimalString()
  const currency_code = order.currency_code.toLowerCase()
  const emailed = await emailPayLink(
    req.scope,
    order.email,
    { order_id: order.id, display_id: order.display_id, url, expires_at: expiresAt.toISOString(), amount, currency_code, shop_name: await shopName(req.scope) },
    nonce
  )
  res.json({ url, expires_at: expiresAt.toISOString(), emailed, amount, currency_code } satisfies PaymentRequestResponse)
}
