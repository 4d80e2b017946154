/**
 * A return's attention item follows the return's payouts (design.md, "Money that is on no order"):
 * resolved `returned`, naming the payout, once what went out adds up to all of the item's money.
 * A payout whose answer was lost leaves it open (its `withdrawal_unknown` item tells that money;
 * the item offers no `return` while it is so: attention-facts.ts); a failed one leaves it
 * returnable again; a smaller payout the admin chose leaves the rest returnable.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { RefundRow } from "../../../domain/refunds/store"
import { refundRemaining } from "../../../domain/refunds/rules"
import { cryptocloudModule } from "../module-access"
import { resolveAttentionItem } from "../attention/resolve-attention"

type ReturnRow = Pick<RefundRow, "status" | "crypto_amount" | "crypto_paid" | "crypto_currency" | "address" | "attention_item_id">

export async function syncReturnedItem(
  container: MedusaContainer,
  refund: ReturnRow,
  withdrawal: { id: string; admin_user_id?: string | null },
  resolvedBy: string | null
): Promise<void> {
  if (!refund.attention_item_id || refund.status !== "payout_requested" || refundRemaining(refund) !== "0") return
  const cryptocloud = cryptocloudModule(container)
  const [item] = await cryptocloud.listAttentionItems({ id: refund.attention_item_id, status: "open" })
  if (!item) return
  const note = `Returned ${refund.crypto_paid} ${refund.crypto_currency} to ${refund.address ?? "the customer"} (withdrawal ${withdrawal.id}).`
  try {
    await resolveAttentionItem(container, item.id, note, resolvedBy ?? withdrawal.admin_user_id ?? null, {
      resolution: "returned",
      withdrawal_id: withdrawal.id,
    })
  } catch (error) {
    // Another instance applied the same outcome first (a retried pass, two admins): it is resolved.
    if (!/already resolved/.test((error as Error).message)) throw error
  }
}
