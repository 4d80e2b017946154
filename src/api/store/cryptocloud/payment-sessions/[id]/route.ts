import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { tryNormalizeInvoiceId } from "../../../../../lib/cryptocloud"
import { isCryptoCloudProviderId } from "../../../../../domain/constants"
import { cryptocloudModule } from "../../../../../workflows/cryptocloud/module-access"
import { linksOfSession } from "../../../../../workflows/cryptocloud/order-outcomes"
import { STATUS_NOT_READ_YET_CODE, storeReads } from "../store-reads"
import { sessionStatusOf, viewOfLedger, viewOfRead, type InvoiceStatusView } from "../view"

/**
 * GET /store/cryptocloud/payment-sessions/:id[?cart_id=] — what the return page polls: the
 * invoice status, and — only for the caller that names the session's own cart — the order id
 * once the cart has been completed (by the storefront, the postback or the reconciliation job).
 * The session id is public (it is sent to the service as the invoice's order_id), so nothing
 * else about the cart is shown.
 *
 * The status comes from a fresh `info` read when the instance's read budget allows one (reads
 * of many sessions share one call; at most one read per session per 5 s), otherwise from the
 * ledger row, which every read by any path (postback, job, checkout) updates; `read_at` says
 * when the read behind the answer was made.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = cryptocloudModule(req.scope)

  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "provider_id", "data"],
    filters: { id: req.params.id },
  })
  const uuid = tryNormalizeInvoiceId(session?.data?.uuid)
  if (!session || !isCryptoCloudProviderId(session.provider_id) || !uuid) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Crypto payment session ${req.params.id} was not found.`)
  }

  const reads = storeReads(cryptocloud, req.scope.resolve(ContainerRegistrationKeys.LOGGER))
  const read = await reads.request(uuid)
  if (read.kind === "unknown") {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `The invoice of payment session ${session.id} was not found.`)
  }
  const fallbackLink = typeof session.data?.link === "string" ? session.data.link : null
  let invoice: InvoiceStatusView
  let tolerance: number
  if (read.kind === "fresh") {
    const { invoice: fresh, row, readAt } = read.value
    invoice = viewOfRead(fresh, row, row?.last_checked_at ?? readAt, fallbackLink)
    tolerance = row ? row.tolerance_percent : (await cryptocloud.getInvoiceSettings()).underpaidTolerancePercent
  } else {
    const row = await cryptocloud.ledger.find(uuid)
    if (!row) {
      // An invoice from before the ledger (the job puts it there): nothing to answer from yet.
      const seconds = Math.max(1, Math.ceil(reads.retryAfterMs(uuid) / 1000))
      res.setHeader("Retry-After", String(seconds))
      res.status(429).json({
        type: "not_allowed",
        code: STATUS_NOT_READ_YET_CODE,
        message: `The payment status has not been read yet; try again in ${seconds} seconds.`,
      })
      return
    }
    invoice = viewOfLedger(row, fallbackLink)
    tolerance = row.tolerance_percent
  }

  const askedCart = typeof req.query.cart_id === "string" ? req.query.cart_id : null
  const links = askedCart ? await linksOfSession(req.scope, session.id) : null
  const orderId = links && links.cartId === askedCart ? links.orderId : null
  res.json({
    payment_session: {
      id: session.id,
      status: sessionStatusOf(invoice, tolerance),
      order_id: orderId,
      invoice,
    },
  })
}
