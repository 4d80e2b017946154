import type { MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { isPaymentCurrencyCode, paymentCurrencyInfo } from "../../../../lib/cryptocloud"
import type { StaticWalletRefusal } from "../../../../domain/static-wallet-limits"
import type { Project } from "../../../../domain/projects"
import type { ProjectDirectory } from "../../../../modules/cryptocloud/project-directory"

/** What a shopper sees when the service cannot make the address; the detail goes to the log. */
export const WALLET_UNAVAILABLE_MESSAGE = "Crypto deposit addresses are unavailable right now. Please try again in a moment."

/**
 * The project a storefront's request names (`shop_id`, in the body or the query), else the
 * store's first. A shop id the store does not have is a 404 naming only it (a shopper is not
 * told the store's other projects); the body and the query naming two projects, a 400.
 */
export function storeWalletProject(projects: ProjectDirectory, ...named: Array<string | undefined>): Project {
  const given = [...new Set(named.filter((id): id is string => !!id))]
  if (given.length > 1) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `shop_id names two projects ("${given.join('" and "')}"): send it once, in the body or the query.`)
  }
  if (!given.length) return projects.get()
  const project = projects.find(given[0])
  if (!project) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No CryptoCloud project has the shop id "${given[0]}".`)
  return project
}

/**
 * A customer's wallet as the storefront shows it: where to send which coin on which network, and
 * the project (shop id) it is in. The service's wallet id and `identify` stay on the server: the
 * storefront needs neither.
 */
export function toStoreStaticWallet(row: { id: string; currency: string; address: string; created_at: Date | string }, shopId: string) {
  const info = isPaymentCurrencyCode(row.currency) ? paymentCurrencyInfo(row.currency) : null
  return {
    id: row.id,
    currency: row.currency,
    address: row.address,
    name: info?.name ?? row.currency,
    network: info ? { code: info.network.code, name: info.network.name } : null,
    created_at: new Date(row.created_at).toISOString(),
    shop_id: shopId,
  }
}

const REFUSAL_TYPES: Record<StaticWalletRefusal["status"], string> = { 400: "invalid_data", 409: "conflict", 429: "rate_limited" }

/**
 * A refusal as Medusa shapes errors (`{ type, code, message }`), the code stable for the
 * storefront to branch on; `Retry-After` (and `retry_after_ms`) when waiting helps, the
 * offered currencies when the one asked for is not.
 */
export function sendRefusal(res: MedusaResponse, refusal: StaticWalletRefusal): void {
  const body: Record<string, unknown> = { type: REFUSAL_TYPES[refusal.status], code: refusal.code, message: refusal.message }
  if (refusal.retryAfterSeconds !== undefined) {
    res.setHeader("Retry-After", String(refusal.retryAfterSeconds))
    body.retry_after_ms = refusal.retryAfterSeconds * 1000
  }
  if (refusal.currencies) body.currencies = refusal.currencies
  res.status(refusal.status).json(body)
}
