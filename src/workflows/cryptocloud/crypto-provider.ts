/**
 * The CryptoCloud payment provider a region offers (Medusa's store workflows refuse a session
 * with a provider the region does not have): the documented registration's id first, else the
 * first of ours.
 *
 * With a project (`shopId`), only that project's providers qualify — its invoice must be held by
 * a session whose provider has its key — preferring one the region offers; when the region
 * offers none of them (the region was moved to another project after the invoice was made), the
 * project's own first provider, never another project's.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEFAULT_PROVIDER_ID, isCryptoCloudProviderId } from "../../domain/constants"
import { cryptocloudModule } from "./module-access"

/** The preferred id among these: the documented registration's, else the first in order. */
function preferred(ids: string[]): string | null {
  const sorted = [...ids].sort()
  return sorted.includes(DEFAULT_PROVIDER_ID) ? DEFAULT_PROVIDER_ID : (sorted[0] ?? null)
}

/** The CryptoCloud providers the region offers (enabled ones). */
export async function regionProviders(scope: Pick<MedusaContainer, "resolve">, regionId: string): Promise<string[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [region],
  } = await query.graph({
    entity: "region",
    fields: ["id", "payment_providers.id", "payment_providers.is_enabled"],
    filters: { id: regionId },
  })
  const providers = (region as { payment_providers?: Array<{ id: string; is_enabled?: boolean } | null> | null } | undefined)?.payment_providers
  return (providers ?? []).filter((p) => p && p.is_enabled !== false && isCryptoCloudProviderId(p.id)).map((p) => p!.id)
}

export async function cryptoProviderOf(scope: Pick<MedusaContainer, "resolve">, regionId: string | null, project?: { shopId: string }): Promise<string | null> {
  if (!project) return regionId ? preferred(await regionProviders(scope, regionId)) : null
  const own = cryptocloudModule(scope).projects.providerIds(project.shopId)
  const offered = regionId ? new Set(await regionProviders(scope, regionId)) : new Set<string>()
  return preferred(own.filter((id) => offered.has(id))) ?? preferred(own)
}
