/**
 * Which CryptoCloud project an admin request acts on (design.md, "Several projects in one
 * store"): the `?shop_id=` its route's query schema let through, else the first project. An
 * unknown shop id is the directory's 404 naming it and the store's projects.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import type { Project } from "../../../domain/projects"
import type { PostbackLogScope } from "../../../domain/postback-log"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"
import { cryptocloudService, requestOrigin } from "./helpers"

/** The validated `shop_id` of the request's query (every per-project route's schema has one). */
export function requestedShopId(req: MedusaRequest): string | undefined {
  const query = (req as MedusaRequest & { validatedQuery?: { shop_id?: unknown } }).validatedQuery
  return typeof query?.shop_id === "string" && query.shop_id !== "" ? query.shop_id : undefined
}

/** The project the request names (`?shop_id=`), else the first; unknown → 404. */
export function requestedProject(req: MedusaRequest): Project {
  return cryptocloudService(req).projects.get(requestedShopId(req))
}

/** Medusa's webhook path of a provider: `pp_cryptocloud_<id>` → `/hooks/payment/cryptocloud_<id>`. */
export function hookPathOf(providerId: string): string {
  return `/hooks/payment/${providerId.replace(/^pp_/, "")}`
}

/**
 * Where a project's postbacks go: the hook of the first provider registration serving it (the
 * documented path when none does), and that path on the store's origin as this request saw it
 * (null when the request does not tell; shown to a logged-in admin only).
 */
export function projectPostback(req: MedusaRequest, shopId: string): { path: string | null; url: string | null } {
  const [first] = cryptocloudService(req).projects.providerIds(shopId)
  const path = first ? hookPathOf(first) : null
  const origin = requestOrigin(req)
  return { path, url: path && origin ? `${origin}${path}` : null }
}

/**
 * The project an invoice is read and cancelled with: the one the ledger gives it (the store made
 * it), else the request's (`?shop_id=`, default the first) — an invoice made outside the store
 * is looked up where the admin says. A `?shop_id=` the store does not have is a 404 either way.
 */
export async function invoiceShopId(req: MedusaRequest, uuid: string): Promise<string> {
  const service = cryptocloudService(req)
  const requested = service.projects.get(requestedShopId(req))
  const row = await service.ledger.find(uuid)
  return row?.shop_id ? service.projects.get(row.shop_id).shopId : requested.shopId
}

/**
 * A project's part of the postback log. Lines of no project (written before projects existed)
 * are the first project's, as the upgrade gives it every older record.
 */
export function postbackLogScope(service: CryptoCloudModuleService, shopId: string): PostbackLogScope {
  return { shopId, withUnassigned: service.projects.list()[0]?.shopId === shopId }
}

/** A project's name by its shop id (null: no such project in this store, or none given). */
export function projectNames(service: CryptoCloudModuleService): (shopId: string | null | undefined) => string | null {
  return (shopId) => service.projects.find(shopId)?.name ?? null
}
