/**
 * The events a change of the withdrawal log calls for (domain/events.ts): `withdrawal.sent`,
 * `.failed` or `.unknown` for the row, `refund.paid_out` once the refund it pays is paid in full.
 * Only for a change this call made (PayoutChange.changed: each transition of the log is made by
 * one call, in one transaction), so each is emitted once per cause — a retried pass or an
 * outcome another instance applied first emits nothing. Emitted on the event bus right away: the
 * change is committed already (the log's own transaction), whatever the caller does next.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { REFUND_PAID_OUT_EVENT, refundEventData, withdrawalEventData, withdrawalEventName } from "../../../domain/events"
import { refundRemaining } from "../../../domain/refunds/rules"
import type { PayoutChange } from "../../../modules/cryptocloud/withdrawal-log"

export interface BusMessage {
  name: string
  data: object
}

export function payoutEvents({ row, refund, changed }: PayoutChange): BusMessage[] {
  const messages: BusMessage[] = []
  const name = changed.row ? withdrawalEventName(row) : null
  if (name) messages.push({ name, data: withdrawalEventData(row) })
  // `payout_requested`: the payouts add up to what the refund owes (domain/refunds/payout-outcome.ts).
  if (changed.refund && refund?.status === "payout_requested") {
    messages.push({ name: REFUND_PAID_OUT_EVENT, data: refundEventData({ ...refund, shop_id: refund.shop_id ?? row.shop_id }, refundRemaining(refund)) })
  }
  return messages
}

export async function emitPayoutEvents(container: MedusaContainer, change: PayoutChange): Promise<void> {
  const messages = payoutEvents(change)
  if (messages.length) await container.resolve(Modules.EVENT_BUS).emit(messages)
}
