import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { checkPayoutAddress, describeAddressProblem } from "../../../../../lib/addresses"
import { isPaymentCurrencyCode, paymentCurrencyInfo } from "../../../../../lib/cryptocloud"
import { verifyAddressToken } from "../../../../../domain/refunds/token"
import type { StoreRefundAddressType } from "../../../../admin/cryptocloud/validators"
import { cryptocloudModule } from "../../../../../workflows/cryptocloud/module-access"

/** 410 for a used, replaced or expired link: the customer asks the shop for a new one. */
function gone(res: MedusaResponse, message: string) {
  res.status(410).json({ type: "gone", message })
}

/** The refund a link names, when the link is the refund's current, unused one. */
async function refundOfLink(req: MedusaRequest, res: MedusaResponse) {
  const cryptocloud = cryptocloudModule(req.scope)
  const check = await verifyAddressToken(cryptocloud.getOptions().secretKey, req.params.token)
  if (!check.ok) {
    if (check.reason === "expired") gone(res, "This refund link has expired. Please ask the shop for a new one.")
    else throw new MedusaError(MedusaError.Types.NOT_FOUND, "This refund link is not valid.")
    return null
  }
  const [refund] = await cryptocloud.listRefunds({ id: check.refundId })
  if (!refund) throw new MedusaError(MedusaError.Types.NOT_FOUND, "This refund link is not valid.")
  if (refund.token_nonce !== check.nonce || refund.status !== "awaiting_address") {
    gone(res, "This refund link was already used or replaced. Please ask the shop if you need to change the address.")
    return null
  }
  return refund
}

/** What the customer sees: the amount, the coin and its network — nothing else about them. */
function publicView(refund: { crypto_amount: string; crypto_currency: string; token_expires_at: Date | string | null }) {
  const info = isPaymentCurrencyCode(refund.crypto_currency) ? paymentCurrencyInfo(refund.crypto_currency) : null
  return {
    amount: refund.crypto_amount,
    currency: refund.crypto_currency,
    coin: info?.name ?? refund.crypto_currency,
    network: info?.network.name ?? null,
    expires_at: refund.token_expires_at instanceof Date ? refund.token_expires_at.toISOString() : refund.token_expires_at,
  }
}

/** GET /store/cryptocloud/refund-address/:token — the refund this single-use link is for. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const refund = await refundOfLink(req, res)
  if (refund) res.json({ refund: publicView(refund) })
}

/**
 * POST /store/cryptocloud/refund-address/:token { address } — the customer's payout address,
 * checked for the refund's network; once accepted the link is used up (a second use is 410).
 * Nothing is sent: an admin pays the refund out.
 */
export async function POST(req: MedusaRequest<StoreRefundAddressType>, res: MedusaResponse) {
  const refund = await refundOfLink(req, res)
  if (!refund) return
  if (!isPaymentCurrencyCode(refund.crypto_currency)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "This refund cannot be paid out in crypto.")
  const check = checkPayoutAddress(refund.crypto_currency, req.validatedBody.address)
  if (!check.ok) throw new MedusaError(MedusaError.Types.INVALID_DATA, `address ${describeAddressProblem(refund.crypto_currency, check)}`)
  const cryptocloud = cryptocloudModule(req.scope)
  // Used up in the same statement that checks it is still unused: two racing submissions make one.
  const claimed = await cryptocloud.claimRefundAddress(refund.id, refund.token_nonce!, check.address)
  if (!claimed) return gone(res, "This refund link was already used. Please ask the shop if you need to change the address.")
  res.json({ refund: { ...publicView(refund), address: check.address, status: "awaiting_payout" } })
}
