/**
 * The rest of an expired, partly paid invoice arrived late and the order was captured: the open
 * `expired_partial` item ("refund the part that arrived") no longer tells the truth — a merchant
 * following both it and `late_payment` would refund and ship. It is resolved, saying why.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { attentionKey } from "../../../domain/attention"
import { cryptocloudModule } from "../module-access"

export const resolveExpiredPartialStep = createStep(
  "cryptocloud-resolve-expired-partial",
  async ({ uuid, orderId, captured }: { uuid: string; orderId: string | null; captured: boolean }, { container }) => {
    if (!captured) return new StepResponse(null)
    const cryptocloud = cryptocloudModule(container)
    const [item] = await cryptocloud.listAttentionItems({ dedupe_key: attentionKey("expired_partial", uuid), status: "open" })
    if (!item) return new StepResponse(null)
    await cryptocloud.resolveAttention(item.id, `The rest arrived after expiry and the payment was captured on order ${orderId}: nothing to refund (see the late_payment item).`, null)
    return new StepResponse(null, item.id)
  },
  async (itemId, { container }) => {
    if (itemId) await cryptocloudModule(container).updateAttentionItems({ id: itemId, status: "open", note: null, resolved_by: null, resolved_at: null })
  }
)
