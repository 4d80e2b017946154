/**
 * Resolve an attention item and announce it: `cryptocloud.attention.resolved` (domain/events.ts)
 * once per item — the module resolves only an open item, in one statement, so of two resolutions
 * at once one wins and the other is refused (NOT_ALLOWED, "already resolved"). Used by the admin's
 * resolve route and by the plugin's own resolutions outside a workflow (a refund paid out, a
 * withdrawal resolved, a return sent); steps inside a workflow resolve through the module and
 * emit with the workflow's own `emitEventStep` (apply-invoice.ts, accept-attention.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ATTENTION_RESOLVED_EVENT, attentionResolvedEventData } from "../../../domain/events"
import type { AttentionSettlement } from "../../../modules/cryptocloud/service"
import { cryptocloudModule } from "../module-access"

export interface ResolveAttentionInput {
  id: string
  note: string
  resolvedBy: string | null
  settled?: AttentionSettlement
}

/** Put an item this workflow resolved back as it was (its event is then never emitted). */
export async function reopenAttentionItem(container: MedusaContainer, id: string): Promise<void> {
  await cryptocloudModule(container).updateAttentionItems({ id, status: "open", note: null, resolved_by: null, resolved_at: null, resolution: null })
}

export const resolveAttentionStep = createStep(
  "cryptocloud-resolve-attention-item",
  async (input: ResolveAttentionInput, { container }) => {
    const item = await cryptocloudModule(container).resolveAttention(input.id, input.note, input.resolvedBy, input.settled)
    return new StepResponse(item, item.id)
  },
  async (id, { container }) => {
    if (id) await reopenAttentionItem(container, id)
  }
)

export const resolveAttentionWorkflow = createWorkflow("cryptocloud-resolve-attention", (input: ResolveAttentionInput) => {
  const item = resolveAttentionStep(input)
  emitEventStep({
    eventName: ATTENTION_RESOLVED_EVENT,
    data: transform({ item }, ({ item }) => [attentionResolvedEventData(item)]),
  }).config({ name: "cryptocloud-emit-attention-resolved" })
  return new WorkflowResponse(item)
})

/** Resolve one item and emit its event; refused (NOT_ALLOWED) when it is not open. */
export async function resolveAttentionItem(container: MedusaContainer, id: string, note: string, resolvedBy: string | null, settled?: AttentionSettlement) {
  const { result } = await resolveAttentionWorkflow(container).run({ input: { id, note, resolvedBy, settled } })
  return result
}
