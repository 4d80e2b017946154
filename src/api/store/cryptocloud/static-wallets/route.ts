import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { projectScope } from "../../../../modules/cryptocloud/project-scope"
import { ensureStaticWalletWorkflow } from "../../../../workflows/cryptocloud/ensure-static-wallet"
import { cryptocloudModule } from "../../../../workflows/cryptocloud/module-access"
import type { StoreCreateStaticWalletType, StoreStaticWalletsQueryType } from "./validators"
import { sendRefusal, storeWalletProject, toStoreStaticWallet, WALLET_UNAVAILABLE_MESSAGE } from "./view"

/**
 * GET /store/cryptocloud/static-wallets?shop_id — the logged-in customer's own deposit addresses
 * in one project (`{ static_wallets }`; default the store's first project, 404 for a shop id the
 * store does not have), from the store's records: never another customer's, never one still
 * being created, no service call.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, StoreStaticWalletsQueryType>, res: MedusaResponse) {
  const cryptocloud = cryptocloudModule(req.scope)
  const project = storeWalletProject(cryptocloud.projects, req.validatedQuery.shop_id)
  const scope = projectScope(cryptocloud.projects.shopIds(), project.shopId)
  const wallets = await cryptocloud.staticWallets.listReady(req.auth_context.actor_id, scope)
  res.json({ static_wallets: wallets.map((wallet) => toStoreStaticWallet(wallet, project.shopId)) })
}

/**
 * POST /store/cryptocloud/static-wallets { currency, shop_id? } (or `?shop_id=`) — the
 * customer's deposit address for a currency in one project (default the store's first): created
 * at that project's service account on the first request (201), the same one on every later
 * request (200). Any amount sent to it is recorded as a deposit of this customer, on that
 * project's balance. 404 for a shop id the store does not have; 400 when the body and the query
 * name different projects.
 * Refusals (domain/static-wallet-limits.ts, the project's settings), each with a `code`: 400
 * currency not offered, 409 the customer's cap reached or the same wallet still being created
 * (with Retry-After), 429 the project's hourly budget spent (with Retry-After).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateStaticWalletType, StoreStaticWalletsQueryType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { currency } = req.validatedBody
  const project = storeWalletProject(cryptocloudModule(req.scope).projects, req.validatedBody.shop_id, req.validatedQuery?.shop_id)
  try {
    const { result } = await ensureStaticWalletWorkflow(req.scope).run({ input: { customer_id: customerId, currency, shop_id: project.shopId } })
    if (result.kind === "refused") return void sendRefusal(res, result.refusal)
    res.status(result.created ? 201 : 200).json({ static_wallet: toStoreStaticWallet(result.wallet, project.shopId) })
  } catch (error) {
    // Errors of the client (by code: a workflow may hand them over serialised).
    const code = String((error as { code?: unknown })?.code ?? "")
    if (!code.startsWith("CRYPTOCLOUD_")) throw error
    req.scope
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`CryptoCloud: could not create the ${currency} static wallet of customer ${customerId} in project ${project.shopId}: ${(error as Error).message}`)
    res.status(502).json({ type: "cryptocloud_unavailable", message: WALLET_UNAVAILABLE_MESSAGE })
  }
}
