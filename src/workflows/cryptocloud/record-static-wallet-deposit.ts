/**
 * A verified postback whose invoice is a static-wallet deposit (its order_id is the identify of
 * a customer's wallet): recorded once as a deposit and announced as
 * `cryptocloud.static_wallet.deposit_received` — only when the row was created by this run, so
 * three deliveries of one postback make one deposit and one event.
 */
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { Invoice } from "../../lib/cryptocloud"
import { depositFromInvoice, STATIC_WALLET_DEPOSIT_EVENT, toDepositView } from "../../domain/static-wallets"
import { findDepositWalletStep, recordDepositStep } from "./steps/record-deposit"

export const RECORD_DEPOSIT_WORKFLOW = "cryptocloud-record-static-wallet-deposit"

export const recordStaticWalletDepositWorkflow = createWorkflow(RECORD_DEPOSIT_WORKFLOW, (input: { invoice: Invoice }) => {
  const wallet = findDepositWalletStep(input)
  const created = recordDepositStep(
    transform({ input, wallet }, ({ input, wallet }) => (wallet ? depositFromInvoice(input.invoice, wallet) : null))
  )
  emitEventStep({
    eventName: STATIC_WALLET_DEPOSIT_EVENT,
    data: transform({ created }, ({ created }) => (created ? [toDepositView(created)] : [])),
  }).config({ name: "cryptocloud-emit-deposit-received" })
  return new WorkflowResponse(transform({ wallet, created }, ({ wallet, created }) => ({ wallet, deposit: created ? toDepositView(created) : null })))
})
