/**
 * What the attention queue shows after a payout's row changed (sent, answer lost, left behind by
 * a stopped process, resolved by an admin): `withdrawal_unknown` raised once while its outcome
 * is unknown and resolved with the admin's answer, and the refund it pays told as it is now; and
 * the change announced (withdrawal.sent/failed/unknown, refund.paid_out: payout-events.ts).
 * Shared by the admin routes and the reconciliation pass, so every path tells the same story.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { attentionKey } from "../../../domain/attention"
import type { PayoutChange } from "../../../modules/cryptocloud/withdrawal-log"
import { cryptocloudModule } from "../module-access"
import { raiseAttentionWorkflow } from "../raise-attention"
import { syncRefundOwedItems } from "../refunds/owed-items"
import { syncReturnedItem } from "../refunds/returned-item"
import { resolveAttentionItem } from "../attention/resolve-attention"
import { emitPayoutEvents } from "./payout-events"

export async function afterPayoutChange(container: MedusaContainer, change: PayoutChange, resolvedBy: string | null = null): Promise<void> {
  const { row, refund } = change
  // The change is committed: announced first, whatever the queue's update below meets.
  await emitPayoutEvents(container, change)
  const key = attentionKey("withdrawal_unknown", row.id)
  if (row.status === "unknown" && !row.resolution) {
    const why = row.error_area === "process_stopped" ? "the server stopped before CryptoCloud answered" : "CryptoCloud's answer was lost"
    await raiseAttentionWorkflow(container).run({
      input: {
        items: [
          {
            kind: "withdrawal_unknown",
            dedupe_key: key,
            withdrawal_id: row.id,
            refund_id: row.refund_id,
            order_id: refund?.order_id ?? null,
            amount: row.amount,
            currency: row.currency_code,
            test_mode: refund?.test_mode ?? false,
            // The project whose balance it may have left.
            shop_id: row.shop_id,
            description: `Withdrawal ${row.id} (${row.amount} ${row.currency_code} to ${row.to_address}): ${why}; it may have been sent.`,
          },
        ],
      },
    })
  }
  if (row.resolution) {
    const cryptocloud = cryptocloudModule(container)
    const [item] = await cryptocloud.listAttentionItems({ dedupe_key: key, status: "open" })
    if (item) await resolveAttentionItem(container, item.id, `Withdrawal resolved as ${row.resolution === "sent" ? "sent" : "not sent"}.`, resolvedBy)
  }
  if (refund) await syncRefundOwedItems(container, [refund])
  // A return (a refund row of an attention item) settles its item once it is paid out.
  if (refund?.attention_item_id) await syncReturnedItem(container, refund, row, resolvedBy)
}
