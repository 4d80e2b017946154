/**
 * `POST /store/payment-collections/:id/payment-sessions` with a CryptoCloud provider on an
 * order's payment collection — its own (an edit, exchange, claim or draft order owing a
 * difference) or a completed cart's (order-first): refused unless the order's region offers that
 * provider. Each region is served by its project (design.md, "Several projects in one store"),
 * and an invoice is its provider's project's money: an order of a region one project serves is
 * never paid into another project (a test-mode one, whose "payments" cost nothing).
 *
 * Medusa checks the region itself only for an active cart (core-flows
 * validatePaymentProviderInRegionStep skips completed carts and orders' collections), and anyone
 * who knows an order id may open sessions on its collections. So the check is made here, before
 * Medusa deletes the collection's sessions or the provider creates anything: a refused request
 * costs no call to the service. Not in the provider: the plugin's own adoption makes a session of
 * the invoice's project on purpose even when the region has moved to another project
 * (workflows/cryptocloud/adopt-invoice.ts).
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isCryptoCloudProviderId } from "../../../domain/constants"

interface CollectionRegion {
  /** The collection is an order's (its own, or a cart's that became an order). */
  ofOrder: boolean
  regionId: string | null
}

type Scope = MedusaRequest["scope"]

async function collectionRegion(scope: Scope, collectionId: string): Promise<CollectionRegion | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [collection],
  } = await query.graph({
    entity: "payment_collection",
    fields: ["id", "order.id", "order.region_id", "cart.id", "cart.region_id", "cart.completed_at"],
    filters: { id: collectionId },
  })
  if (!collection) return null
  const { order, cart } = collection as {
    order?: { id?: string; region_id?: string | null } | null
    cart?: { id?: string; region_id?: string | null; completed_at?: unknown } | null
  }
  if (order?.id) return { ofOrder: true, regionId: order.region_id ?? cart?.region_id ?? null }
  if (cart?.id && cart.completed_at) return { ofOrder: true, regionId: cart.region_id ?? null }
  return { ofOrder: false, regionId: cart?.region_id ?? null }
}

/** The provider ids the region offers (Medusa's region ↔ payment provider link), as Medusa's own cart check reads them. */
async function regionProviderIds(scope: Scope, regionId: string): Promise<Set<string>> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [region],
  } = await query.graph({ entity: "region", fields: ["id", "payment_providers.id"], filters: { id: regionId } })
  const providers = (region as { payment_providers?: Array<{ id: string } | null> | null } | undefined)?.payment_providers ?? []
  return new Set(providers.filter((p): p is { id: string } => Boolean(p?.id)).map((p) => p.id))
}

/** What the shopper reads: no provider ids, projects or configuration. */
export const PROVIDER_NOT_OFFERED_MESSAGE = "This payment method is not available for this order. Choose another payment method."

/**
 * Whether a session of `providerId` may be opened on this collection: always for another
 * provider, an unknown collection (Medusa answers that) or an active cart's collection (Medusa
 * checks it); for an order's, only when its region offers the provider (an order without a region
 * offers none).
 */
export async function providerOfferedForCollection(scope: Scope, collectionId: string, providerId: string): Promise<boolean> {
  if (!isCryptoCloudProviderId(providerId)) return true
  const found = await collectionRegion(scope, collectionId)
  if (!found?.ofOrder) return true
  return found.regionId !== null && (await regionProviderIds(scope, found.regionId)).has(providerId)
}

export async function orderCollectionProviderGuard(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  const collectionId = req.params.id
  if (typeof providerId !== "string" || !collectionId || !isCryptoCloudProviderId(providerId)) return next()
  try {
    if (await providerOfferedForCollection(req.scope, collectionId, providerId)) return next()
  } catch (error) {
    return next(error)
  }
  // NOT_ALLOWED: Medusa's error handler answers 400 with this message.
  return next(new MedusaError(MedusaError.Types.NOT_ALLOWED, PROVIDER_NOT_OFFERED_MESSAGE))
}
