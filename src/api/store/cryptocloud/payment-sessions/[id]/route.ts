import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { CRYPTOCLOUD_MODULE } from "../../../../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../../../../modules/cryptocloud/service"
import { isCryptoCloudProviderId } from "../../../../../domain/constants"
import { mapInvoiceStatus } from "../../../../../domain/status-map"

/**
 * GET /store/cryptocloud/payment-sessions/:id — what the return page polls: the invoice
 * status read fresh from the service (never from session data), and the order id once the
 * cart has been completed (by the storefront, the postback or the reconciliation job).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const cryptocloud = req.scope.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)

  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "provider_id", "data", "payment_collection_id"],
    filters: { id: req.params.id },
  })
  const uuid = typeof session?.data?.uuid === "string" ? session.data.uuid : null
  if (!session || !isCryptoCloudProviderId(session.provider_id) || !uuid) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Crypto payment session ${req.params.id} was not found.`)
  }

  const [invoice, { data: carts }] = await Promise.all([
    cryptocloud.getClient().getInvoice(uuid),
    query.graph({
      entity: "cart_payment_collection",
      fields: ["cart_id"],
      filters: { payment_collection_id: session.payment_collection_id },
    }),
  ])
  if (!invoice) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `The invoice of payment session ${session.id} was not found.`)
  }
  const cartId: string | null = carts[0]?.cart_id ?? null
  let orderId: string | null = null
  if (cartId) {
    const { data: orders } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
    orderId = orders[0]?.order_id ?? null
  }

  const status = mapInvoiceStatus(invoice, (await cryptocloud.getInvoiceSettings()).underpaidTolerancePercent)
  res.json({
    payment_session: {
      id: session.id,
      status,
      cart_id: cartId,
      order_id: orderId,
      invoice: {
        uuid: invoice.uuid,
        status: invoice.status,
        link: invoice.link ?? (session.data?.link as string | undefined) ?? null,
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
