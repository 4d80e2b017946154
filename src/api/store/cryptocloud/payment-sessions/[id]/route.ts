import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isCryptoCloudProviderId } from "../../../../../domain/constants"
import { cryptocloudModule } from "../../../../../workflows/cryptocloud/module-access"
import { linksOfCollection } from "../../../../../workflows/cryptocloud/collection-links"
import { linksOfSession } from "../../../../../workflows/cryptocloud/order-outcomes"
import { STATUS_NOT_READ_YET_CODE, storeReads } from "../store-reads"
import { sessionStatusOf, viewOfLedger, viewOfRead, type InvoiceStatusView } from "../view"
import { toleranceOfRow, type Tolerance } from "../../../../../domain/tolerance-amount"

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
 *
 * Which invoice: the one the ledger says this session holds — never the session's `data`, which
 * the storefront writes (a shopper could name another customer's invoice there while the
 * session's own create is in flight). A session with no invoice on the ledger yet is answered as
 * one whose status has not been read yet (429 + Retry-After), and shows nothing. A session Medusa
 * no longer has answers for the invoice the ledger says it held (it may have been replaced by
 * someone else on an order's collection, while its customer pays that invoice).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = cryptocloudModule(req.scope)

  const {
    data: [session],
  } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "provider_id"],
    filters: { id: req.params.id },
  })
  if (session && !isCryptoCloudProviderId(session.provider_id)) throw notFound(req.params.id)
  // A session Medusa deleted — on an order's collection anyone who knows the order id can replace
  // it — still answers for the invoice its customer was given, which stays payable.
  const held = session ? await cryptocloud.ledger.heldBy(session.id) : await cryptocloud.ledger.heldOrFormerlyHeldBy(req.params.id)
  if (!session && !held) throw notFound(req.params.id)
  if (!held) {
    notReadYet(res, 1)
    return
  }
  const sessionId: string = session?.id ?? req.params.id

  // Read with the key of the invoice's own project (its ledger row's), from that project's budget.
  const read = await storeReads(cryptocloud, req.scope).request(held)
  if (read.kind === "unknown") {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `The invoice of payment session ${sessionId} was not found.`)
  }
  let invoice: InvoiceStatusView
  let tolerance: Tolerance
  if (read.kind === "fresh") {
    const { invoice: fresh, row, readAt } = read.value
    invoice = viewOfRead(fresh, row, row?.last_checked_at ?? readAt)
    tolerance = toleranceOfRow(row ?? held)
  } else {
    const row = (await cryptocloud.ledger.find(held.uuid)) ?? held
    invoice = viewOfLedger(row)
    tolerance = toleranceOfRow(row)
  }

  const askedCart = typeof req.query.cart_id === "string" ? req.query.cart_id : null
  const links = !askedCart
    ? null
    : session
      ? await linksOfSession(req.scope, session.id)
      : held.payment_collection_id
        ? await linksOfCollection(req.scope, held.payment_collection_id)
        : null
  const orderId = links && links.cartId === askedCart ? links.orderId : null
  res.json({
    payment_session: {
      id: sessionId,
      status: sessionStatusOf(invoice, tolerance),
      order_id: orderId,
      invoice,
    },
  })
}

const notFound = (id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `Crypto payment session ${id} was not found.`)

/** No status to show yet: the storefront's poll waits it out (its Retry-After) and asks again. */
function notReadYet(res: MedusaResponse, seconds: number): void {
  res.setHeader("Retry-After", String(seconds))
  res.status(429).json({
    type: "not_allowed",
    code: STATUS_NOT_READ_YET_CODE,
    message: `The payment status has not been read yet; try again in ${seconds} seconds.`,
  })
}
