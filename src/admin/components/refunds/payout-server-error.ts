/**
 * Where the payout drawer shows each refusal of the payout route: an address or amount it
 * refuses (400) under its field; the 12-second interval (429) as a countdown; the 409s by
 * their code (nothing was sent: test mode not confirmed, refund no longer payable, an
 * identical withdrawal in flight or unknown); a lost answer (502) as "outcome unknown".
 */
import type { RefundView } from "../../../contracts"
import { payoutConflictText } from "../../lib/refunds"
import { ApiError, errorMessage } from "../../lib/sdk"
import { fieldOfServerMessage } from "../../lib/server-message"
import type { Translate } from "../../lib/use-format"

export const PAYOUT_INTERVAL_MS = 12_000

export type PayoutServerError =
  | { kind: "field"; field: "address" | "amount"; text: string }
  | {
      kind: "rate_limited" | "conflict" | "unknown_outcome" | "other"
      text: string
      /** Wait this long before the next request (the interval, or after a lost answer). */
      waitMs?: number
      /** The 409's code, e.g. "test_mode_unconfirmed" (the drawer then asks for the confirmation). */
      code?: string | null
      /** A 409's refund as it is now (the drawer shows its address again after `refund_changed`). */
      refund?: RefundView
    }

export function payoutServerError(error: unknown, t: Translate): PayoutServerError {
  if (!(error instanceof ApiError)) return { kind: "other", text: errorMessage(error, t) }
  if (error.status === 429) {
    const ms = error.retryAfterMs ?? PAYOUT_INTERVAL_MS
    return { kind: "rate_limited", waitMs: ms, text: t("cryptocloud.withdraw.tooSoon", { seconds: Math.max(1, Math.ceil(ms / 1000)) }) }
  }
  if (error.status === 409) {
    const conflict = { code: error.code, withdrawalId: error.withdrawalId, message: errorMessage(error, t) }
    const now = error.body.refund
    const refund = typeof now === "object" && now !== null && "id" in now ? (now as RefundView) : undefined
    return { kind: "conflict", code: error.code, text: payoutConflictText(conflict, t), ...(refund ? { refund } : {}) }
  }
  if (error.type === "cryptocloud_unknown_outcome") {
    return { kind: "unknown_outcome", waitMs: PAYOUT_INTERVAL_MS, text: t("cryptocloud.payout.unknownOutcome") }
  }
  if (error.status === 400 && !error.bare) {
    const about = fieldOfServerMessage(error.message)
    return about.field ? { kind: "field", field: about.field, text: about.text } : { kind: "other", text: about.text }
  }
  return { kind: "other", text: errorMessage(error, t) }
}
