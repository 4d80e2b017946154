/**
 * A logged-in customer's deposit address for one currency: the stored wallet, or one created
 * at the service now (the module serialises this per customer and currency on every instance).
 *
 * No compensation: the service has no call to delete a static wallet, and the stored row is the
 * only record that it exists — dropping it would make the next request create a second one.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { PaymentCurrencyCode } from "../../../lib/cryptocloud"
import { cryptocloudModule } from "../module-access"

export interface EnsureStaticWalletInput {
  customer_id: string
  currency: PaymentCurrencyCode
}

export const ensureStaticWalletStep = createStep(
  "cryptocloud-ensure-static-wallet",
  async ({ customer_id, currency }: EnsureStaticWalletInput, { container }) => {
    const { wallet, created } = await cryptocloudModule(container).ensureCustomerStaticWallet(customer_id, currency)
    return new StepResponse({ wallet, created })
  }
)
