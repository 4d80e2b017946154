/**
 * Static-wallet deposits: find the customer wallet an invoice names, then record the deposit
 * once per invoice. Only the call that created the row hands it on, so the event is emitted
 * once however many times (and on however many instances) the postback is delivered.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { isStaticWalletIdentify, type DepositDraft, type DepositWallet } from "../../../domain/static-wallets"
import { cryptocloudModule } from "../module-access"

/** The wallet of this store the invoice's order_id names, or null (then nothing is recorded). */
export const findDepositWalletStep = createStep(
  "cryptocloud-find-deposit-wallet",
  async ({ invoice }: { invoice: Invoice }, { container }) => {
    const identify = invoice.order_id
    const wallet = isStaticWalletIdentify(identify) ? await cryptocloudModule(container).findStaticWalletByIdentify(identify) : null
    if (!wallet) {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(
        `CryptoCloud deposit on invoice ${invoice.uuid} names no static wallet of this store; nothing recorded.`
      )
    }
    const found: DepositWallet | null = wallet
      ? { uuid: wallet.uuid, address: wallet.address, identify: wallet.identify, customer_id: wallet.customer_id, currency: wallet.currency }
      : null
    return new StepResponse(found)
  }
)

/** Stores the deposit unless its invoice is already recorded; undone if the workflow fails. */
export const recordDepositStep = createStep(
  "cryptocloud-record-deposit",
  async (draft: DepositDraft | null, { container }) => {
    if (!draft) return new StepResponse(null, null)
    const created = await cryptocloudModule(container).recordStaticWalletDeposit(draft)
    return new StepResponse(created, created?.id ?? null)
  },
  async (createdId, { container }) => {
    // Only a row this run created is removed, so the next delivery records (and announces) it.
    if (createdId) await cryptocloudModule(container).deleteStaticWalletDeposits([createdId])
  }
)
