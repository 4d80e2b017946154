/**
 * The `refund_owed` item of a refund tells what is owed now: open with the amount still owed
 * while the refund can be paid, resolved (with why) once it is paid out or its payout's outcome
 * is unknown (then `withdrawal_unknown` carries it). A refund that is owed again afterwards —
 * a payout resolved "not sent" — gets a new item: one dedupe key per owing (rules.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AttentionDraft } from "../../../domain/attention"
import { OPEN_REFUND_STATUSES, refundOwedKey, refundRemaining, type RefundStatus } from "../../../domain/refunds/rules"
import type { RefundRow } from "../../../domain/refunds/store"
import { cryptocloudModule } from "../module-access"
import { raiseAttentionWorkflow } from "../raise-attention"
import { resolveAttentionItem } from "../attention/resolve-attention"

type OwedRefund = Pick<
  RefundRow,
  | "id"
  | "status"
  | "order_id"
  | "invoice_uuid"
  | "amount"
  | "currency_code"
  | "crypto_amount"
  | "crypto_paid"
  | "crypto_currency"
  | "test_mode"
  | "owing_seq"
  | "withdrawal_id"
  | "shop_id"
  | "attention_item_id"
>

function describe(refund: OwedRefund, remaining: string): string {
  const paid = refund.crypto_paid && refund.crypto_paid !== "0" ? `; ${refund.crypto_paid} already paid out, ${remaining} still owed` : ""
  const test = refund.test_mode ? " It is a refund of a TEST-MODE payment: no real money was received." : ""
  return `A refund of ${refund.amount} ${refund.currency_code} (${refund.crypto_amount} ${refund.crypto_currency}) was recorded${paid}; pay it out by withdrawal.${test}`
}

function resolveNote(refund: OwedRefund): string {
  return refund.status === "payout_unknown"
    ? `The outcome of payout ${refund.withdrawal_id} is unknown: see its withdrawal_unknown item.`
    : `Paid out: ${refund.crypto_paid} ${refund.crypto_currency} (last withdrawal ${refund.withdrawal_id}).`
}

export async function syncRefundOwedItems(container: MedusaContainer, all: OwedRefund[]): Promise<void> {
  // A return (domain/refunds/returns.ts) is told by the attention item it returns: a refund_owed
  // item would tell the same money twice, and it is no refund of Medusa's (no late payment to close).
  const refunds = all.filter((refund) => !refund.attention_item_id)
  if (!refunds.length) return
  const cryptocloud = cryptocloudModule(container)
  // One query for all of them: the reconciliation pass syncs up to 500 refunds at a time.
  const openItems = await cryptocloud.listAttentionItems({ kind: "refund_owed", refund_id: refunds.map((r) => r.id), status: "open" })
  const drafts: AttentionDraft[] = []
  for (const refund of refunds) {
    const open = openItems.filter((item) => item.refund_id === refund.id)
    if (OPEN_REFUND_STATUSES.includes(refund.status as RefundStatus)) {
      const remaining = refundRemaining(refund)
      const key = refundOwedKey(refund)
      const current = open.find((item) => item.dedupe_key === key)
      if (current && current.amount !== remaining) {
        await cryptocloud.updateAttentionItems({ id: current.id, amount: remaining, description: describe(refund, remaining) })
      }
      if (!current) {
        drafts.push({
          kind: "refund_owed",
          dedupe_key: key,
          refund_id: refund.id,
          invoice_uuid: refund.invoice_uuid,
          order_id: refund.order_id,
          amount: remaining,
          currency: refund.crypto_currency,
          test_mode: refund.test_mode,
          description: describe(refund, remaining),
          // The project whose money is owed back (the one whose withdrawal key pays it).
          shop_id: refund.shop_id ?? null,
        })
      }
    } else if (refund.status !== "payout_pending" && open.length) {
      // In flight stays as it is: the payout may still fail and leave the refund owed.
      for (const item of open) await resolveAttentionItem(container, item.id, resolveNote(refund), null)
      await cryptocloud.updateRefunds({ id: refund.id, owing_seq: (refund.owing_seq ?? 0) + 1 })
    }
  }
  if (drafts.length) await raiseAttentionWorkflow(container).run({ input: { items: drafts } })
  await resolveLatePaymentsToldByRefunds(container, refunds)
}

/**
 * A refund of money no order holds is Medusa's own compensation (a late payment's cart could not
 * become an order, so Medusa refunded it and made a new session): its `refund_owed` item tells
 * that money now. An open `late_payment` item of the same invoice with no order would tell it a
 * second time, and the merchant could send it back twice.
 */
async function resolveLatePaymentsToldByRefunds(container: MedusaContainer, refunds: OwedRefund[]): Promise<void> {
  const unheld = refunds.filter((r) => !r.order_id && r.invoice_uuid && OPEN_REFUND_STATUSES.includes(r.status as RefundStatus))
  if (!unheld.length) return
  const cryptocloud = cryptocloudModule(container)
  const late = await cryptocloud.listAttentionItems({ kind: "late_payment", invoice_uuid: unheld.map((r) => r.invoice_uuid!), status: "open" })
  for (const item of late.filter((i) => !i.order_id)) {
    const refund = unheld.find((r) => r.invoice_uuid === item.invoice_uuid)!
    await resolveAttentionItem(
      container,
      item.id,
      `Medusa refunded this payment (its cart could not become an order): refund ${refund.id} (its refund_owed item) tells the money now.`,
      null
    )
  }
}
