/**
 * What Medusa and the ledger know of an order's crypto payments: the order's payment collections
 * (its own, from order edits, exchanges, claims and draft orders, and its cart's), their
 * CryptoCloud sessions, the ledger rows of those (never an invoice id read from session data,
 * which the storefront writes), and the payments Medusa made from the sessions.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isCryptoCloudProviderId, PROVIDER_ID_PREFIX } from "../../../../../../domain/constants"
import type { LedgerRow } from "../../../../../../domain/ledger/columns"
import { cryptocloudModule } from "../../../../../../workflows/cryptocloud/module-access"
import type { OrderPaymentFacts } from "./view"

const ids = (rows: Array<Record<string, unknown>>, key: string) => [
  ...new Set(rows.map((row) => row[key]).filter((id): id is string => typeof id === "string" && id !== "")),
]

export async function orderPaymentRecords(
  container: Pick<MedusaContainer, "resolve">,
  orderId: string
): Promise<{ rows: LedgerRow[]; facts: OrderPaymentFacts }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: ["id"], filters: { id: orderId } })
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)

  const [{ data: own }, { data: carts }] = await Promise.all([
    query.graph({ entity: "order_payment_collection", fields: ["payment_collection_id"], filters: { order_id: orderId } }),
    query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: orderId } }),
  ])
  const cartIds = ids(carts, "cart_id")
  const { data: cartLinks } = cartIds.length
    ? await query.graph({ entity: "cart_payment_collection", fields: ["payment_collection_id"], filters: { cart_id: cartIds } })
    : { data: [] }
  const cartCollectionIds = ids(cartLinks, "payment_collection_id")
  const collectionIds = [...new Set([...ids(own, "payment_collection_id"), ...cartCollectionIds])]

  const { data: sessions } = collectionIds.length
    ? await query.graph({
        entity: "payment_session",
        fields: ["id", "payment_collection_id", "provider_id"],
        filters: { payment_collection_id: collectionIds, provider_id: { $like: `${PROVIDER_ID_PREFIX}%` } },
      })
    : { data: [] }
  const crypto = sessions.filter((session: { provider_id: string }) => isCryptoCloudProviderId(session.provider_id))
  const rows = await cryptocloudModule(container).ledger.ofPayments({ collectionIds, sessionIds: ids(crypto, "id") })

  const rowSessions = ids(rows as unknown as Array<Record<string, unknown>>, "session_id")
  const { data: payments } = rowSessions.length
    ? await query.graph({ entity: "payment", fields: ["id", "payment_session_id"], filters: { payment_session_id: rowSessions } })
    : { data: [] }
  return {
    rows,
    facts: {
      cartCollectionIds: new Set(cartCollectionIds),
      sessionCollections: new Map(crypto.map((session: { id: string; payment_collection_id: string }) => [session.id, session.payment_collection_id])),
      paymentBySession: new Map(payments.map((payment: { id: string; payment_session_id: string }) => [payment.payment_session_id, payment.id])),
      projectName: (shopId) => cryptocloudModule(container).projects.find(shopId)?.name ?? null,
    },
  }
}
