/**
 * Small helpers shared by the admin routes.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { customerLinkBase } from "../../../domain/public-url"
import { tryNormalizeInvoiceId } from "../../../lib/cryptocloud"
import { CRYPTOCLOUD_MODULE } from "../../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"

export const DEFAULT_PAGE_SIZE = 20
/** When a list or statistics request names no period: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30

export function cryptocloudService(req: MedusaRequest): CryptoCloudModuleService {
  return req.scope.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The period to ask the service for. Missing ends are filled so the two stay consistent:
 * end defaults to today (UTC) or start + 29 days, start to end - 29 days.
 */
export function period(query: { start?: string; end?: string }, now = new Date()): { start: string; end: string } {
  const span = (DEFAULT_PERIOD_DAYS - 1) * 24 * 60 * 60 * 1000
  if (query.start && query.end) return { start: query.start, end: query.end }
  if (query.start) {
    const end = isoDay(new Date(Math.min(Date.parse(query.start) + span, now.getTime())))
    return { start: query.start, end: end < query.start ? query.start : end }
  }
  const end = query.end ?? isoDay(now)
  return { start: isoDay(new Date(Date.parse(end) - span)), end }
}

/** The `:uuid` route parameter as a canonical invoice id, or a 400. */
export function invoiceIdParam(req: MedusaRequest): string {
  const id = tryNormalizeInvoiceId(req.params.uuid)
  if (!id) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Invalid invoice id ${JSON.stringify(req.params.uuid)}: expected INV-XXXXXXXX or XXXXXXXX (8 letters/digits)`
    )
  }
  return id
}

/** The actor of an authenticated admin request (user id), or null. */
export function adminUserId(req: MedusaRequest): string | null {
  const auth = (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context
  return auth?.actor_id || null
}

/**
 * Where a link for a customer (the pay link, the refund page's default link) goes: the plugin's
 * `publicUrl` option, else Medusa's absolute `admin.backendUrl`, else outside production this
 * server on localhost (domain/public-url.ts) — never this request's headers, which a client or a
 * proxy sets. In production with neither configured: a 400 telling the admin what to set (`what`
 * names the link, `orElse` another way out).
 */
export function customerLinkOrigin(req: MedusaRequest, what: string, orElse = ""): string {
  const options = cryptocloudService(req).getOptions()
  const config = req.scope.resolve<{ admin?: { backendUrl?: unknown } }>(ContainerRegistrationKeys.CONFIG_MODULE)
  // Outside production, the port this server answered on (its socket's, not a header).
  const port = String(req.socket?.localPort ?? process.env.PORT ?? "")
  const origin = customerLinkBase(options.publicUrl, config.admin?.backendUrl, { nodeEnv: process.env.NODE_ENV, port })
  if (!origin) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Cannot build the ${what}: set the CryptoCloud plugin option publicUrl to this Medusa server's public address (e.g. https://api.shop.example), or Medusa's admin.backendUrl (MEDUSA_BACKEND_URL) to an absolute URL${orElse}, then restart the server.`
    )
  }
  return origin
}

/**
 * The store's public origin as this request saw it (proxies first), for showing a full
 * postback URL; null when the request does not tell. Only shown to a logged-in admin, never in a
 * link for a customer (customerLinkOrigin).
 */
export function requestOrigin(req: MedusaRequest): string | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim()
  const host = first(req.headers["x-forwarded-host"]) || req.get("host")
  if (!host) return null
  const proto = first(req.headers["x-forwarded-proto"]) || req.protocol || "https"
  return `${proto}://${host}`
}
