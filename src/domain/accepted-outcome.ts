/**
 * An invoice whose money the merchant accepted (attention `accept`, design.md "Money that is on
 * no order"): its order holds what had arrived then, so a later read changes nothing for the
 * order; crypto beyond what was accepted (paid on the old link afterwards) is on no order and is
 * told once as an `overpayment` item. Polled like any expired invoice until its late window closes.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { Invoice } from "../lib/cryptocloud"
import type { AttentionDraft } from "./attention"
import { isFinalPaid } from "./status-map"
import { lateWindowOver } from "./invoice-money"
import { cryptoDifference } from "./money"

export function acceptedOutcome(
  invoice: Invoice,
  acceptedCrypto: string,
  now: Date,
  draft: (kind: AttentionDraft["kind"], amount: string | null, description: string) => AttentionDraft
): { attention: AttentionDraft[]; settle: boolean } {
  const surplus = cryptoDifference(invoice.amount_paid ?? "0", acceptedCrypto)
  const attention = MathBN.gt(surplus, 0)
    ? [draft("overpayment", surplus, `${surplus} ${invoice.currency?.fullcode ?? ""} arrived on invoice ${invoice.uuid} after its part payment was accepted.`)]
    : []
  return { attention, settle: isFinalPaid(invoice.status) || lateWindowOver(invoice, now) }
}
