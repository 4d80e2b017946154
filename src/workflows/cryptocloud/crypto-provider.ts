/**
 * The CryptoCloud payment provider a region offers (Medusa refuses a session with a provider the
 * region does not have): the documented registration's id first, else the first of ours.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DEFAULT_PROVIDER_ID, isCryptoCloudProviderId } from "../../domain/constants"

export async function cryptoProviderOf(scope: Pick<MedusaContainer, "resolve">, regionId: string | null): Promise<string | null> {
  if (!regionId) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [region] } = await query.graph({
    entity: "region",
    fields: ["id", "payment_providers.id", "payment_providers.is_enabled"],
    filters: { id: regionId },
  })
  const ids = (((region as any)?.payment_providers ?? []) as Array<{ id: string; is_enabled?: boolean } | null>)
    .filter((p) => p && p.is_enabled !== false && isCryptoCloudProviderId(p.id))
    .map((p) => p!.id)
    .sort()
  return ids.includes(DEFAULT_PROVIDER_ID) ? DEFAULT_PROVIDER_ID : ids[0] ?? null
}
