/**
 * Raise attention items from outside the invoice workflow (withdrawals, refunds): stored once
 * each, and `cryptocloud.attention.created` emitted for the new ones only.
 */
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ATTENTION_CREATED_EVENT, type AttentionDraft } from "../../domain/attention"
import { attentionEventData, raiseAttentionStep } from "./steps/raise-attention"

export const raiseAttentionWorkflow = createWorkflow("cryptocloud-raise-attention", (input: { items: AttentionDraft[] }) => {
  const created = raiseAttentionStep(transform({ input }, ({ input }) => input.items))
  emitEventStep({
    eventName: ATTENTION_CREATED_EVENT,
    data: transform({ created }, ({ created }) => created.map(attentionEventData)),
  })
  return new WorkflowResponse(created)
})
