/**
 * Static-wallet deposits: find the customer wallet an invoice names, then record the read —
 * the deposit once per invoice, a later read's larger amount on top. Only the call that made a
 * change hands it on, so each event is emitted once however many times (and on however many
 * instances, postback or reconciliation pass) the same read arrives.
 *
 * A deposit is the money of the project that read it (the hook it arrived at, or the project the
 * pass read it with): it is recorded with that project's shop id, and only on a wallet of that
 * project — an invoice of one project whose order_id names another project's wallet (an admin can
 * make a wallet with any identify) records nothing.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { isStaticWalletIdentify, type DepositDraft, type DepositWallet } from "../../../domain/static-wallets"
import type { DepositMoney } from "../../../domain/static-wallet-deposits"
import { inProject, projectScope } from "../../../modules/cryptocloud/project-scope"
import { cryptocloudModule } from "../module-access"

/**
 * A deposit read: the invoice, and the project (shop id) whose key read it. Without `shopId`
 * (a caller that read it with the wallet's own project's key), the wallet's project.
 */
export interface DepositReadInput {
  invoice: Invoice
  shopId?: string
}

/** The wallet of this store and project the invoice's order_id names, or null (then nothing is recorded). */
export const findDepositWalletStep = createStep("cryptocloud-find-deposit-wallet", async ({ invoice, shopId }: DepositReadInput, { container }) => {
  const cryptocloud = cryptocloudModule(container)
  const identify = invoice.order_id
  const named = isStaticWalletIdentify(identify) ? await cryptocloud.findStaticWalletByIdentify(identify) : null
  const wallet = named && (!shopId || inProject(named.shop_id, projectScope(cryptocloud.projects.shopIds(), shopId))) ? named : null
  if (!wallet) {
    const whose = named
      ? `a static wallet of CryptoCloud project "${named.shop_id}", not of project "${shopId}" that received it`
      : "no static wallet of this store"
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`CryptoCloud deposit on invoice ${invoice.uuid} names ${whose}; nothing recorded.`)
  }
  const found: DepositWallet | null = wallet
    ? {
        uuid: wallet.uuid,
        address: wallet.address,
        identify: wallet.identify,
        customer_id: wallet.customer_id,
        currency: wallet.currency,
        shop_id: wallet.shop_id,
      }
    : null
  return new StepResponse(found)
})

type Undo = { id: string; made: DepositMoney; previous: DepositMoney | null }

const moneyOf = (row: DepositMoney): DepositMoney => ({ amount: row.amount, received: row.received, amount_usd: row.amount_usd, status: row.status })

/** Records the read (DepositChange, or null when it changed nothing); undone if the workflow fails. */
export const recordDepositStep = createStep(
  "cryptocloud-record-deposit",
  async (draft: DepositDraft | null, { container }) => {
    if (!draft) return new StepResponse(null, null)
    const change = await cryptocloudModule(container).recordStaticWalletDeposit(draft)
    if (!change) return new StepResponse(null, null)
    const undo: Undo = {
      id: change.deposit.id,
      made: moneyOf(change.deposit),
      previous: change.kind === "updated" ? moneyOf(change.previous) : null,
    }
    return new StepResponse(change, undo)
  },
  async (undo, { container }) => {
    // Only what this run changed is undone (a created row removed, an update reverted unless
    // changed since), so the next read makes — and announces — it again.
    if (!undo) return
    const cryptocloud = cryptocloudModule(container)
    if (!undo.previous) await cryptocloud.deleteStaticWalletDeposits([undo.id])
    else await cryptocloud.deposits.undoUpdate(undo.id, undo.made, undo.previous)
  }
)
