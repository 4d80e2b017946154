/**
 * The link in a staff e-mail (an alert, the books): the admin's Crypto payments page of a
 * project, on the store's configured address (domain/public-url.ts: `publicUrl`, else Medusa's
 * absolute `admin.backendUrl`), under Medusa's `admin.path` (default `/app`); null when the store
 * says where it is nowhere (production without either).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { customerLinkBase } from "../../../domain/public-url"
import { cryptocloudModule } from "../module-access"

type AdminConfig = { admin?: { path?: unknown; backendUrl?: unknown } }

export function adminPageUrl(container: Pick<MedusaContainer, "resolve">, shopId: string): string | null {
  const config = container.resolve<AdminConfig>(ContainerRegistrationKeys.CONFIG_MODULE)
  let publicUrl: string | undefined
  try {
    publicUrl = cryptocloudModule(container).getOptions().publicUrl
  } catch {
    publicUrl = undefined
  }
  const base = customerLinkBase(publicUrl, config.admin?.backendUrl, { nodeEnv: process.env.NODE_ENV, port: process.env.PORT })
  if (!base) return null
  const path = typeof config.admin?.path === "string" && config.admin.path.startsWith("/") ? config.admin.path.replace(/\/+$/, "") : "/app"
  return `${base}${path}/cryptocloud?shop_id=${encodeURIComponent(shopId)}`
}
