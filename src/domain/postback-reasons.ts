/**
 * The reasons a postback is rejected or ignored, as a fixed list. Such postbacks are counted per
 * (outcome, reason, minute) on one line of the postback log (postback-counter.ts), so the number
 * of lines a flood can add is bounded by the number of reasons here: no reason may carry a
 * variable part (an error message, a session id, anything from the request).
 */
import type { PostbackRejection } from "../lib/cryptocloud"

/** Every PostbackRejection of src/lib/cryptocloud/postback.ts (the type check below keeps it complete). */
export const TOKEN_REJECTIONS = [
  "no_body",
  "no_token",
  "no_invoice_id",
  "bad_token",
  "bad_algorithm",
  "bad_signature",
  "expired",
  "no_expiry",
  "invoice_mismatch",
] as const satisfies readonly PostbackRejection[]

// A rejection added to the client without being listed here fails the type check.
type Unlisted = Exclude<PostbackRejection, (typeof TOKEN_REJECTIONS)[number]>
const everyRejectionListed: Unlisted extends never ? true : never = true
void everyRejectionListed

/** The reason of a postback whose token did not verify (outcome `rejected`). */
export function tokenCheckFailed(rejection: PostbackRejection): string {
  return `token check failed (${rejection})`
}

/** Why a verified postback changed nothing (outcome `ignored`). Wording read by src/admin/lib/postbacks.ts. */
export const IGNORED_REASONS = {
  /** The `info` read failed; the error itself goes to the (rate-limited) server log only. */
  unreadable: "could not read the invoice",
  unknownInvoice: "unknown invoice",
  notThisStore: "order_id is not a payment session of this store",
  noSession: "no payment session of this provider matches the invoice",
  otherSession: "invoice belongs to another payment session",
  replacedInvoice: "the payment session now uses another invoice; needs the merchant's attention",
  amountMismatch: "invoice amount does not match the payment session",
} as const

/** Stands for any reason not listed here, so that a new one can never mint unbounded lines. */
export const UNLISTED_REASON = "other reason"

const COUNTED_REASONS: ReadonlySet<string> = new Set<string>([
  ...TOKEN_REJECTIONS.map(tokenCheckFailed),
  ...Object.values(IGNORED_REASONS),
  UNLISTED_REASON,
])

/** All reasons a counted line can have (the bound on lines per outcome and minute). */
export function countedReasons(): string[] {
  return [...COUNTED_REASONS]
}

/** The reason as counted: itself when listed, else UNLISTED_REASON. */
export function countedReason(reason: string): string {
  return COUNTED_REASONS.has(reason) ? reason : UNLISTED_REASON
}

/**
 * The fixed reason for a mismatch that domain/invoice-match.ts `invoiceMismatch` worded with the
 * session id (its wording is kept there: settlement errors show it to the merchant).
 */
export function mismatchReason(mismatch: string): string {
  if (mismatch.startsWith("invoice belongs to another session")) return IGNORED_REASONS.otherSession
  if (/^session \S+ now uses another invoice/.test(mismatch)) return IGNORED_REASONS.replacedInvoice
  if (mismatch.startsWith("invoice amount does not match")) return IGNORED_REASONS.amountMismatch
  return UNLISTED_REASON
}
