/**
 * A read of a static-wallet deposit (its invoice's order_id is the identify of a customer's
 * wallet) — from a verified postback or from the reconciliation pass, the same path for both:
 * - the first read records the deposit and emits `cryptocloud.static_wallet.deposit_received`
 *   and its catalogue name `cryptocloud.deposit.received` (domain/events.ts; the same payload:
 *   with what had arrived then, `status` and `final`) — only when this run created the row, so
 *   three deliveries of one postback, or a postback and the pass at once, make one of each;
 * - a later read that shows more (a partial deposit completed) raises the recorded money and
 *   emits `cryptocloud.static_wallet.deposit_updated` with the new totals and
 *   `previous_amount`/`previous_received` — once per change, for the run that made it. A
 *   consumer crediting customers credits `amount - previous_amount`; the event also comes when
 *   a partial deposit turns final without more money (expired), so "wait until final" works.
 * `shopId`: the project that read the invoice (its hook, or its reconciliation pass); the deposit
 * is that project's, and only a wallet of that project can receive it. Without it, the wallet's
 * project (the only one whose key can have read a deposit on it).
 */
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { depositFromInvoice, toDepositView } from "../../domain/static-wallets"
import { DEPOSIT_RECEIVED_EVENT, STATIC_WALLET_DEPOSIT_EVENT, STATIC_WALLET_DEPOSIT_UPDATED_EVENT } from "../../domain/events"
import type { DepositChange } from "../../modules/cryptocloud/static-wallet-store"
import { findDepositWalletStep, recordDepositStep, type DepositReadInput } from "./steps/record-deposit"

export const RECORD_DEPOSIT_WORKFLOW = "cryptocloud-record-static-wallet-deposit"

/** The `deposit_updated` payload: the deposit as listed now, and what it said before this read. */
function updatedEvent(change: DepositChange | null) {
  if (change?.kind !== "updated" || !change.announce) return []
  return [{ ...toDepositView(change.deposit), previous_amount: change.previous.amount, previous_received: change.previous.received ?? null }]
}

export const recordStaticWalletDepositWorkflow = createWorkflow(RECORD_DEPOSIT_WORKFLOW, (input: DepositReadInput) => {
  const wallet = findDepositWalletStep(input)
  const change = recordDepositStep(
    transform({ input, wallet }, ({ input, wallet }) => {
      const draft = wallet ? depositFromInvoice(input.invoice, wallet) : null
      return draft ? { ...draft, shop_id: input.shopId ?? wallet?.shop_id ?? null } : null
    })
  )
  const received = transform({ change }, ({ change }) => (change?.kind === "created" ? [toDepositView(change.deposit)] : []))
  emitEventStep({ eventName: STATIC_WALLET_DEPOSIT_EVENT, data: received }).config({ name: "cryptocloud-emit-deposit-received" })
  emitEventStep({ eventName: DEPOSIT_RECEIVED_EVENT, data: received }).config({ name: "cryptocloud-emit-deposit-received-generic" })
  emitEventStep({
    eventName: STATIC_WALLET_DEPOSIT_UPDATED_EVENT,
    data: transform({ change }, ({ change }) => updatedEvent(change)),
  }).config({ name: "cryptocloud-emit-deposit-updated" })
  return new WorkflowResponse(
    transform({ wallet, change }, ({ wallet, change }) => ({
      wallet,
      /** `created`, `updated`, or null when the read changed nothing. */
      change: change?.kind ?? null,
      deposit: change ? toDepositView(change.deposit) : null,
    }))
  )
})
