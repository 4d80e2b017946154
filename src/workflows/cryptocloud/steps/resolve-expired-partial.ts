/**
 * Money arrived on an expired, partly paid invoice after its expiry: the open `expired_partial`
 * item ("refund the part that arrived") no longer tells the truth. When the rest arrived and the
 * order was captured, a merchant following both it and `late_payment` would refund and ship; when
 * more arrived in part, the `late_payment` item now names all of it. It is resolved, saying why.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { attentionKey } from "../../../domain/attention"
import { cryptocloudModule } from "../module-access"
import { reopenAttentionItem } from "../attention/resolve-attention"
import type { AttentionItemRow } from "../../../modules/cryptocloud/attention-store"

export interface ResolveExpiredPartialInput {
  uuid: string
  orderId: string | null
  /** "captured": the order holds the money now; "late_money": a late_payment item names it. */
  because: "captured" | "late_money" | null
}

export const resolveExpiredPartialStep = createStep(
  "cryptocloud-resolve-expired-partial",
  async ({ uuid, orderId, because }: ResolveExpiredPartialInput, { container }) => {
    if (!because) return new StepResponse<AttentionItemRow | null, string | null>(null, null)
    const cryptocloud = cryptocloudModule(container)
    const [item] = await cryptocloud.listAttentionItems({ dedupe_key: attentionKey("expired_partial", uuid), status: "open" })
    if (!item) return new StepResponse<AttentionItemRow | null, string | null>(null, null)
    const note =
      because === "captured"
        ? `The rest arrived after expiry and the payment was captured on order ${orderId}: nothing to refund (see the late_payment item).`
        : "More money arrived after expiry: the late_payment item of this invoice names all that arrived."
    // The workflow announces it (cryptocloud.attention.resolved) once it has succeeded.
    const resolved = await cryptocloud.resolveAttention(item.id, note, null)
    return new StepResponse<AttentionItemRow | null, string | null>(resolved, item.id)
  },
  async (itemId, { container }) => {
    if (itemId) await reopenAttentionItem(container, itemId)
  }
)
