/**
 * The postback log in the admin's words: outcome names and colours, and each line's reason said
 * in the admin language by its code (the closed set of src/lib/cryptocloud/postback-reason-codes.ts).
 * A line without a code (written before codes existed) shows the server's English words as they are.
 */
import { isPostbackReasonCode, type PostbackReasonCode } from "../../lib/cryptocloud/postback-reason-codes"
import type { BadgeColor } from "./invoice-status"
import { invoiceStatusLabel } from "./invoice-status"
import type { PostbackOutcome, PostbackView } from "../../contracts"
import type { Translate } from "./use-format"

export const POSTBACK_OUTCOMES: readonly PostbackOutcome[] = ["applied", "duplicate", "rejected", "ignored"]

const OUTCOME_KEYS: Record<PostbackOutcome, string> = {
  applied: "cryptocloud.postbacks.outcome.applied",
  duplicate: "cryptocloud.postbacks.outcome.duplicate",
  rejected: "cryptocloud.postbacks.outcome.rejected",
  ignored: "cryptocloud.postbacks.outcome.ignored",
}

const OUTCOME_COLORS: Record<PostbackOutcome, BadgeColor> = {
  applied: "green",
  duplicate: "grey",
  rejected: "red",
  ignored: "orange",
}

export function postbackOutcomeLabel(outcome: string, t: Translate): string {
  const key = OUTCOME_KEYS[outcome as PostbackOutcome]
  return key ? t(key) : outcome
}

export function postbackOutcomeColor(outcome: string): BadgeColor {
  return OUTCOME_COLORS[outcome as PostbackOutcome] ?? "grey"
}

const TOKEN_FAILED = "cryptocloud.postbacks.reason.tokenFailed"
const APPLIED = "cryptocloud.postbacks.reason.applied"

/**
 * How each reason code is said: a key, with the reason a token failed (`why`) or what Medusa was
 * told (`action`) said inside it; `{{status}}` is the invoice status of the line.
 */
interface Saying {
  key: string
  why?: string
  action?: string
}

const REASONS: Record<PostbackReasonCode, Saying> = {
  token_no_body: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.noBody" },
  token_no_token: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.noToken" },
  token_no_invoice_id: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.noInvoiceId" },
  token_bad_token: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.badToken" },
  token_bad_algorithm: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.badAlgorithm" },
  token_bad_signature: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.badSignature" },
  token_expired: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.expired" },
  token_no_expiry: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.noExpiry" },
  token_invoice_mismatch: { key: TOKEN_FAILED, why: "cryptocloud.postbacks.token.invoiceMismatch" },
  invoice_unreadable: { key: "cryptocloud.postbacks.reason.unreadable" },
  unknown_invoice: { key: "cryptocloud.postbacks.reason.unknownInvoice" },
  not_this_store: { key: "cryptocloud.postbacks.reason.notThisStore" },
  no_session: { key: "cryptocloud.postbacks.reason.noSession" },
  other_session: { key: "cryptocloud.postbacks.reason.otherPaymentSession" },
  replaced_invoice: { key: "cryptocloud.postbacks.reason.sessionUsesAnother" },
  amount_mismatch: { key: "cryptocloud.postbacks.reason.amountDiffers" },
  other_project: { key: "cryptocloud.postbacks.reason.otherProject" },
  other: { key: "cryptocloud.postbacks.reason.other" },
  payment_captured: { key: APPLIED, action: "cryptocloud.postbacks.action.captured" },
  payment_authorized: { key: APPLIED, action: "cryptocloud.postbacks.action.authorized" },
  payment_pending: { key: APPLIED, action: "cryptocloud.postbacks.action.pending" },
  payment_requires_more: { key: APPLIED, action: "cryptocloud.postbacks.action.requiresMore" },
  payment_canceled: { key: APPLIED, action: "cryptocloud.postbacks.action.canceled" },
  payment_failed: { key: APPLIED, action: "cryptocloud.postbacks.action.failed" },
  paid_after_expiry: { key: "cryptocloud.postbacks.reason.paidAfterExpiry" },
  replaced_on_order: { key: "cryptocloud.postbacks.reason.replacedOnOrder" },
  static_wallet_deposit: { key: "cryptocloud.postbacks.reason.deposit" },
}

/**
 * A reason: `text` in the admin language, or null for a line without a code this admin knows
 * (written before codes existed): then show `original`, the server's English words.
 */
export interface PostbackReason {
  text: string | null
  original: string
}

/** The line's reason in the admin language, by its code (see the module comment). */
export function postbackReason(line: Pick<PostbackView, "reason" | "reason_code" | "status">, t: Translate): PostbackReason {
  const original = line.reason
  if (!isPostbackReasonCode(line.reason_code)) return { text: null, original }
  const saying = REASONS[line.reason_code]
  const text = t(saying.key, {
    ...(saying.why ? { why: t(saying.why) } : {}),
    ...(saying.action ? { action: t(saying.action) } : {}),
    status: line.status ? invoiceStatusLabel(line.status, t) : "–",
  })
  return { text, original }
}
