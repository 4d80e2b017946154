/**
 * The reason codes of the postback log: a closed set, one per reason the plugin writes
 * (src/domain/postback-reasons.ts pairs each with its English text). A log line carries both:
 * the text for people and for lines written before codes existed, the code for the admin, which
 * says the reason in its own language by code. Plain data (no imports), so the admin can use it.
 */
export const POSTBACK_REASON_CODES = [
  // rejected: the token did not verify (one per PostbackRejection of ./postback.ts)
  "token_no_body",
  "token_no_token",
  "token_no_invoice_id",
  "token_bad_token",
  "token_bad_algorithm",
  "token_bad_signature",
  "token_expired",
  "token_no_expiry",
  "token_invoice_mismatch",
  // ignored: verified, but changed nothing
  "invoice_unreadable",
  "unknown_invoice",
  "not_this_store",
  "no_session",
  "other_session",
  "replaced_invoice",
  "amount_mismatch",
  "other_project",
  // a counted line's reason not listed above
  "other",
  // applied (and duplicate, the same reason again): what Medusa was told, by the invoice status
  "payment_captured",
  "payment_authorized",
  "payment_pending",
  "payment_requires_more",
  "payment_canceled",
  "payment_failed",
  // applied: money after expiry, or on an order's collection whose session was replaced (the
  // plugin decides), and a static-wallet deposit
  "paid_after_expiry",
  "replaced_on_order",
  "static_wallet_deposit",
] as const

export type PostbackReasonCode = (typeof POSTBACK_REASON_CODES)[number]

export function isPostbackReasonCode(value: unknown): value is PostbackReasonCode {
  return typeof value === "string" && (POSTBACK_REASON_CODES as readonly string[]).includes(value)
}
