/**
 * Raise attention items once each (the module's insert is idempotent per dedupe key) and hand
 * back only the new ones, so `cryptocloud.attention.created` is emitted once per item.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { AttentionDraft } from "../../../domain/attention"
import { cryptocloudModule } from "../module-access"

export const raiseAttentionStep = createStep(
  "cryptocloud-raise-attention",
  async (drafts: AttentionDraft[], { container }) => {
    const created = await cryptocloudModule(container).raiseAttention(drafts)
    return new StepResponse(
      created,
      created.map((item) => item.id)
    )
  },
  async (createdIds, { container }) => {
    if (createdIds?.length) await cryptocloudModule(container).deleteAttentionItems(createdIds)
  }
)

/** The event payload of a new item (domain/events.ts: ids, money and its project, no personal data). */
export { attentionEventData } from "../../../domain/events"
