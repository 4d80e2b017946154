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

/** The event payload of a new item (ids and money, no personal data). */
export function attentionEventData(item: {
  id: string
  kind: string
  invoice_uuid: string | null
  withdrawal_id: string | null
  refund_id: string | null
  order_id: string | null
  amount: string | null
  currency: string | null
}) {
  return {
    id: item.id,
    kind: item.kind,
    invoice_uuid: item.invoice_uuid,
    withdrawal_id: item.withdrawal_id,
    refund_id: item.refund_id,
    order_id: item.order_id,
    amount: item.amount,
    currency: item.currency,
  }
}
