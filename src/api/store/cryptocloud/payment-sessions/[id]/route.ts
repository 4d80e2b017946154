import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isCryptoCloudProviderId } from "../../../../../domain/constants"
import { mapInvoiceStatus, mergeStatus } from "../../../../../domain/status-map"
import { cryptocloudModule } from "../../../../../workflows/cryptocloud/module-access"
import { linksOfSession } from "../../../../../workflows/cryptocloud/order-outcomes"
import { createRecentReads } from "../recent-reads"

const readAtMostEvery = createRecentReads()

/**
 * GET /store/cryptocloud/payment-sessions/:id[?cart_id=] — what the return page polls: the
 * invoice status as read from the service (at most once per 5 s per session), and — only for
 * the caller that names the session's own cart — the order id once the cart has been completed
 * (by the storefront, the postback or the reconciliation job). The session id is public (it is
 * sent to the service as the invoice's order_id), so nothing else about the cart is shown.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = cryptocloudModule(req.scope)

  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "provider_id", "data"],
    filters: { id: req.params.id },
  })
  const uuid = typeof session?.data?.uuid === "string" ? session.data.uuid : null
  if (!session || !isCryptoCloudProviderId(session.provider_id) || !uuid) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Crypto payment session ${req.params.id} was not found.`)
  }

  const invoice = await readAtMostEvery(session.id, async () => {
    const fresh = await cryptocloud.getClient().getInvoice(uuid)
    if (fresh) await cryptocloud.ledger.recordRead(fresh)
    return fresh
  })
  if (!invoice) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `The invoice of payment session ${session.id} was not found.`)
  }
  const askedCart = typeof req.query.cart_id === "string" ? req.query.cart_id : null
  const links = askedCart ? await linksOfSession(req.scope, session.id) : null
  const orderId = links && links.cartId === askedCart ? links.orderId : null

  const row = await cryptocloud.ledger.find(invoice.uuid)
  const tolerance = row ? row.tolerance_percent : (await cryptocloud.getInvoiceSettings()).underpaidTolerancePercent
  const merged = { ...invoice, status: row ? mergeStatus(row.status, invoice.status) : invoice.status }
  res.json({
    payment_session: {
      id: session.id,
      status: mapInvoiceStatus(merged, tolerance),
      order_id: orderId,
      invoice: {
        uuid: invoice.uuid,
        status: merged.status,
        link: invoice.link ?? row?.link ?? (session.data?.link as string | undefined) ?? null,
        address: invoice.address,
        amount: invoice.amount,
        currency: invoice.currency?.fullcode ?? null,
        amount_in_fiat: invoice.amount_in_fiat,
        fiat_currency: invoice.fiat_currency,
        amount_paid: invoice.amount_paid,
        to_surcharge: invoice.to_surcharge,
        received: invoice.received,
        expiry_date: invoice.expiry_date,
        test_mode: invoice.test_mode,
      },
    },
  })
}
