/**
 * Raise attention items from outside the invoice workflow (withdrawals, refunds): stored once
 * each, and `cryptocloud.attention.created` emitted for the new ones only. A new `refund_owed`
 * item is also `cryptocloud.refund.owed` (domain/events.ts): a refund of Medusa's now waits for a
 * payout — once per owing (a refund owed again after a payout that was not sent gets a new item).
 */
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { AttentionDraft } from "../../domain/attention"
import { ATTENTION_CREATED_EVENT, REFUND_OWED_EVENT, refundEventData, type RefundEventData } from "../../domain/events"
import { refundRemaining } from "../../domain/refunds/rules"
import type { AttentionItemRow } from "../../modules/cryptocloud/attention-store"
import { cryptocloudModule } from "./module-access"
import { attentionEventData, raiseAttentionStep } from "./steps/raise-attention"

/** The `refund.owed` payloads of the `refund_owed` items created now (their refunds read in one query). */
const refundsOwedStep = createStep("cryptocloud-refunds-owed-events", async (created: AttentionItemRow[], { container }) => {
  const items = created.filter((item) => item.kind === "refund_owed" && item.refund_id)
  if (!items.length) return new StepResponse<RefundEventData[]>([])
  const refunds = await cryptocloudModule(container).listRefunds({ id: items.map((item) => item.refund_id!) })
  return new StepResponse(
    items.flatMap((item) => {
      const refund = refunds.find((r) => r.id === item.refund_id)
      // What the item says is owed now (the refund's remaining when it was raised).
      return refund ? [refundEventData({ ...refund, shop_id: refund.shop_id ?? item.shop_id }, item.amount ?? refundRemaining(refund))] : []
    })
  )
})

export const raiseAttentionWorkflow = createWorkflow("cryptocloud-raise-attention", (input: { items: AttentionDraft[] }) => {
  const created = raiseAttentionStep(transform({ input }, ({ input }) => input.items))
  emitEventStep({
    eventName: ATTENTION_CREATED_EVENT,
    data: transform({ created }, ({ created }) => created.map(attentionEventData)),
  })
  emitEventStep({ eventName: REFUND_OWED_EVENT, data: refundsOwedStep(created) }).config({ name: "cryptocloud-emit-refund-owed" })
  return new WorkflowResponse(created)
})
