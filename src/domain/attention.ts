/**
 * The attention queue's vocabulary (design.md, "Ledger and attention queue"): money the
 * merchant has to look at. An item is identified by what it is about, so detecting the same
 * problem again — a re-delivered postback, the next job run — finds the existing item.
 */
import type { AttentionKind } from "../contracts/admin-attention"

export {
  ATTENTION_KINDS,
  ATTENTION_RESOLUTIONS,
  ATTENTION_ACTIONS,
  type AttentionKind,
  type AttentionResolution,
  type AttentionAction,
} from "../contracts/admin-attention"

export { ATTENTION_CREATED_EVENT } from "./events"

/** An item about to be raised (the module stores it once per `dedupe_key`). */
export interface AttentionDraft {
  kind: AttentionKind
  dedupe_key: string
  invoice_uuid?: string | null
  withdrawal_id?: string | null
  refund_id?: string | null
  order_id?: string | null
  amount?: string | null
  currency?: string | null
  test_mode?: boolean
  description: string
  /**
   * The project (shop id) whose money it is; absent: that of the invoice, withdrawal or refund it
   * is about (the module looks it up when raising: modules/cryptocloud/attention-store.ts).
   */
  shop_id?: string | null
}

/** One item per kind and subject (invoice, withdrawal log row or refund). */
export function attentionKey(kind: AttentionKind, subject: string): string {
  return `${kind}:${subject}`
}

/** What the merchant should do about each kind (shown in the admin, written in docs/merchant-guide.md). */
export const ATTENTION_ADVICE: Record<AttentionKind, string> = {
  unmatched_payment:
    "Crypto arrived on an invoice no order holds (the cart changed after the customer got the pay link). Find the customer, then ship or refund by withdrawal.",
  expired_partial: "Part of the payment arrived, then the invoice expired. Ask the customer whether to complete the order or refund the amount by withdrawal.",
  overpayment: "The customer paid more than the order total. Refund the surplus by withdrawal if appropriate.",
  late_payment: "The payment arrived after the invoice (or its order) was cancelled. Ship the order or refund by withdrawal.",
  withdrawal_unknown: "CryptoCloud's answer to a withdrawal was lost. Check the CryptoCloud dashboard, then resolve the withdrawal as sent or not sent.",
  refund_owed: "A refund was recorded in Medusa; no money has moved yet. Pay it out by withdrawal.",
  capture_failed:
    "The payment arrived, but Medusa refused to capture it for the order (for example, the order was cancelled). Ship the order another way or refund the customer by withdrawal.",
}
