import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ensureStaticWalletWorkflow } from "../../../../workflows/cryptocloud/ensure-static-wallet"
import { cryptocloudModule } from "../../../../workflows/cryptocloud/module-access"
import type { StoreCreateStaticWalletType } from "./validators"
import { sendRefusal, toStoreStaticWallet, WALLET_UNAVAILABLE_MESSAGE } from "./view"

/**
 * GET /store/cryptocloud/static-wallets — the logged-in customer's own deposit addresses
 * (`{ static_wallets }`), from the store's records: never another customer's, never one still
 * being created, no service call.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const wallets = await cryptocloudModule(req.scope).staticWallets.listReady(req.auth_context.actor_id)
  res.json({ static_wallets: wallets.map(toStoreStaticWallet) })
}

/**
 * POST /store/cryptocloud/static-wallets { currency } — the customer's deposit address for a
 * currency: created at the service on the first request (201), the same one on every later
 * request (200). Any amount sent to it is recorded as a deposit of this customer.
 * Refusals (domain/static-wallet-limits.ts), each with a `code`: 400 currency not offered,
 * 409 the customer's cap reached or the same wallet still being created (with Retry-After),
 * 429 the store's hourly budget spent (with Retry-After).
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateStaticWalletType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { currency } = req.validatedBody
  try {
    const { result } = await ensureStaticWalletWorkflow(req.scope).run({ input: { customer_id: customerId, currency } })
    if (result.kind === "refused") return void sendRefusal(res, result.refusal)
    res.status(result.created ? 201 : 200).json({ static_wallet: toStoreStaticWallet(result.wallet) })
  } catch (error) {
    // Errors of the client (by code: a workflow may hand them over serialised).
    const code = String((error as { code?: unknown })?.code ?? "")
    if (!code.startsWith("CRYPTOCLOUD_")) throw error
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(
      `CryptoCloud: could not create the ${currency} static wallet of customer ${customerId}: ${(error as Error).message}`
    )
    res.status(502).json({ type: "cryptocloud_unavailable", message: WALLET_UNAVAILABLE_MESSAGE })
  }
}
