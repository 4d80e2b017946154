/**
 * A refund that changed between a read and the write that rested on it (issue 27): the address
 * request and the payout's claim each write only if the refund is still as they read it, and a
 * lost race is this error — a 409 the routes answer with the refund as it now is. Its `code`
 * survives a workflow's error serialization, so a route can tell it apart from other failures.
 */
import { MedusaError } from "@medusajs/framework/utils"

export const REFUND_CHANGED = "refund_changed"

const MESSAGES = {
  address_request: (id: string) =>
    `Refund ${id} changed while its address link was being made (a payout claimed it, the customer gave an address, or another link was asked for): no link was made. Its current state is shown; ask again if it is still owed.`,
  payout: (id: string) =>
    `Refund ${id} changed since it was read (a new address link was asked for, or the customer gave another address): nothing was sent. Check its address and pay it out again.`,
  not_as_shown: (id: string) =>
    `Refund ${id}'s address is not the one your form showed (a new address link was asked for, or the customer gave another address since): nothing was sent. Check its address and pay it out again.`,
  superseded: (id: string) =>
    `That address is one the customer gave earlier for refund ${id}, replaced since by a newer address request: nothing was sent. Pay out to the refund's current address, or ask the customer for the address again.`,
}

export class RefundChangedError extends MedusaError {
  constructor(
    readonly refundId: string,
    during: keyof typeof MESSAGES
  ) {
    super(MedusaError.Types.CONFLICT, MESSAGES[during](refundId), REFUND_CHANGED)
  }
}

/** True for a RefundChangedError, also in the plain form a workflow run throws it in. */
export function isRefundChanged(error: unknown): error is { message: string; code: string } {
  const e = error as { type?: unknown; code?: unknown } | null
  return !!e && e.type === MedusaError.Types.CONFLICT && e.code === REFUND_CHANGED
}
