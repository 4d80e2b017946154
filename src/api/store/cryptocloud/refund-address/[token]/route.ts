/**
 * `GET|POST /store/cryptocloud/refund-address/:token` — the customer's side of a refund for a
 * storefront's own page (the plugin's HTML page, /cryptocloud/refund/:token, reads the link the
 * same way). The token is the only credential: the route's middlewares (src/api/middlewares.ts)
 * rewrite what Medusa's access log prints without it and read the POST body themselves, so no
 * log line — access, validation or parse error — carries it.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { describeAddressProblem } from "../../../../../lib/addresses"
import type { RefundAddressView } from "../../../../../contracts"
import { checkLinkAddress, claimLinkAddress, openRefundLink, payoutCurrencyOf, refundLinkFacts, type RefundLink } from "../../../../../domain/refunds/link"
import type { StoreRefundAddressType } from "../../../../admin/cryptocloud/validators"
import { cryptocloudModule } from "../../../../../workflows/cryptocloud/module-access"
import { refundLinkStore } from "../../../../../workflows/cryptocloud/refunds/link-store"

/** 410 for a used, replaced or expired link: the customer asks the shop for a new one. */
function gone(res: MedusaResponse, message: string) {
  res.status(410).json({ type: "gone", message })
}

/** The open link's refund; otherwise the answer (404, 410) is sent and null returned. */
function openOrAnswer(link: RefundLink, res: MedusaResponse) {
  switch (link.state) {
    case "open":
      return link.refund
    case "expired":
      gone(res, "This refund link has expired. Please ask the shop for a new one.")
      return null
    case "used":
      gone(res, "This refund link was already used or replaced. Please ask the shop if you need to change the address.")
      return null
    case "invalid":
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "This refund link is not valid.")
  }
}

/** GET /store/cryptocloud/refund-address/:token — the refund this single-use link is for. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const refund = openOrAnswer(await openRefundLink(refundLinkStore(cryptocloudModule(req.scope)), req.params.token), res)
  if (refund) res.json({ refund: refundLinkFacts(refund) satisfies RefundAddressView })
}

/**
 * POST /store/cryptocloud/refund-address/:token { address } — the customer's payout address,
 * checked for the refund's network; once accepted the link is used up (a second use is 410).
 * Nothing is sent: an admin pays the refund out.
 */
export async function POST(req: MedusaRequest<StoreRefundAddressType>, res: MedusaResponse) {
  const cryptocloud = refundLinkStore(cryptocloudModule(req.scope))
  const refund = openOrAnswer(await openRefundLink(cryptocloud, req.params.token), res)
  if (!refund) return
  const currency = payoutCurrencyOf(refund)
  if (!currency) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This refund cannot be paid out in crypto.")
  const check = checkLinkAddress(currency, req.validatedBody.address)
  if (!check.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, `address ${describeAddressProblem(currency, check)}`)
  // Used up in the same statement that checks it is still unused: two racing submissions make one.
  if (!(await claimLinkAddress(cryptocloud, refund, check.address))) {
    return gone(res, "This refund link was already used. Please ask the shop if you need to change the address.")
  }
  const view: RefundAddressView = { ...refundLinkFacts(refund), address: check.address, status: "awaiting_payout" }
  res.json({ refund: view })
}
