import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ensureStaticWalletWorkflow } from "../../../../workflows/cryptocloud/ensure-static-wallet"
import { cryptocloudModule } from "../../../../workflows/cryptocloud/module-access"
import type { StoreCreateStaticWalletType } from "./validators"
import { toStoreStaticWallet, WALLET_UNAVAILABLE_MESSAGE } from "./view"

/**
 * GET /store/cryptocloud/static-wallets — the logged-in customer's own deposit addresses
 * (`{ static_wallets }`), from the store's records: never another customer's, no service call.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const wallets = await cryptocloudModule(req.scope).listCustomerStaticWallets(
    { customer_id: req.auth_context.actor_id },
    { order: { created_at: "ASC", id: "ASC" } }
  )
  res.json({ static_wallets: wallets.map(toStoreStaticWallet) })
}

/**
 * POST /store/cryptocloud/static-wallets { currency } — the customer's deposit address for a
 * currency: created at the service on the first request (201), the same one on every later
 * request (200). Any amount sent to it is recorded as a deposit of this customer.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreCreateStaticWalletType>, res: MedusaResponse) {
  const customerId = req.auth_context.actor_id
  const { currency } = req.validatedBody
  try {
    const { result } = await ensureStaticWalletWorkflow(req.scope).run({ input: { customer_id: customerId, currency } })
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
