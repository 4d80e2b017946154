/**
 * Every reason the postback log is written with, as a fixed list: a code from the closed set of
 * lib/cryptocloud/postback-reason-codes.ts and its English text, always together (the admin says
 * a reason by its code; the text stays for people and for lines written before codes existed).
 *
 * Rejected and ignored postbacks are counted per (outcome, reason, minute) on one line of the
 * postback log (postback-counter.ts), so the number of lines a flood can add is bounded by the
 * number of their reasons here: no such reason may carry a variable part (an error message, a
 * session id, anything from the request). Verified (applied) lines are one per postback; their
 * text names the invoice status, their code what Medusa was told.
 */
import { PaymentActions } from "@medusajs/framework/utils"
import type { PostbackRejection } from "../lib/cryptocloud"
import type { PostbackReasonCode } from "../lib/cryptocloud/postback-reason-codes"

/** A reason of the postback log: its code and its English text, never one without the other. */
export interface PostbackReason {
  code: PostbackReasonCode
  text: string
}

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
export function tokenCheckFailed(rejection: PostbackRejection): PostbackReason {
  // A rejection without a `token_…` code fails the type check here.
  const code: PostbackReasonCode = `token_${rejection}`
  return { code, text: `token check failed (${rejection})` }
}

/** Why a verified postback changed nothing (outcome `ignored`). */
export const IGNORED_REASONS = {
  /** The `info` read failed; the error itself goes to the (rate-limited) server log only. */
  unreadable: { code: "invoice_unreadable", text: "could not read the invoice" },
  unknownInvoice: { code: "unknown_invoice", text: "unknown invoice" },
  notThisStore: { code: "not_this_store", text: "order_id is not a payment session of this store" },
  noSession: { code: "no_session", text: "no payment session of this provider matches the invoice" },
  otherSession: { code: "other_session", text: "invoice belongs to another payment session" },
  replacedInvoice: { code: "replaced_invoice", text: "the payment session now uses another invoice; needs the merchant's attention" },
  amountMismatch: { code: "amount_mismatch", text: "invoice amount does not match the payment session" },
  otherProject: { code: "other_project", text: "the invoice belongs to another CryptoCloud project of this store" },
} as const satisfies Record<string, PostbackReason>

/** Stands for any reason not listed here, so that a new one can never mint unbounded lines. */
export const UNLISTED_REASON: PostbackReason = { code: "other", text: "other reason" }

/** A static-wallet deposit (outcome `applied`): recorded by the plugin's postback subscriber. */
export const STATIC_WALLET_DEPOSIT: PostbackReason = { code: "static_wallet_deposit", text: "static-wallet deposit, recorded by the plugin" }

/** Money after the invoice expired (outcome `applied`): whether to capture is the plugin's decision. */
export function paidAfterExpiry(status: string): PostbackReason {
  return { code: "paid_after_expiry", text: `invoice is ${status} after it expired: decided by the plugin` }
}

/**
 * A paid invoice of an order's own payment collection (outcome `applied`): captured by the
 * plugin's subscriber, not by Medusa's webhook handler (providers/cryptocloud/webhook.ts). Its
 * code is the capture's, as the payment is captured all the same.
 */
/**
 * No live session holds the invoice, but it is one of an order's payment collection: its session
 * was replaced there (by anyone who knows the order id), and the plugin decides — paid, it is
 * captured for the order (workflows/cryptocloud/adopt-invoice.ts).
 */
export function replacedOnOrder(status: string): PostbackReason {
  return { code: "replaced_on_order", text: `invoice is ${status}, its session was replaced on its order's payment collection: decided by the plugin` }
}

export function capturedByPlugin(status: string): PostbackReason {
  return { code: "payment_captured", text: `invoice is ${status}: captured by the plugin (a payment collection of an order)` }
}

/** The code of an applied postback, by what Medusa was told (status-map.ts, webhookActionFor). */
export const APPLIED_ACTION_CODES: Partial<Record<PaymentActions, PostbackReasonCode>> = {
  [PaymentActions.SUCCESSFUL]: "payment_captured",
  [PaymentActions.AUTHORIZED]: "payment_authorized",
  [PaymentActions.PENDING]: "payment_pending",
  [PaymentActions.REQUIRES_MORE]: "payment_requires_more",
  [PaymentActions.CANCELED]: "payment_canceled",
  [PaymentActions.FAILED]: "payment_failed",
}

/**
 * An applied postback (a duplicate's text is this one with `repeated: ` before it, its code the
 * same): the invoice status and the action Medusa was told.
 */
export function statusApplied(status: string, action: PaymentActions): PostbackReason {
  return { code: APPLIED_ACTION_CODES[action] ?? UNLISTED_REASON.code, text: `invoice is ${status}: ${action}` }
}

/** Counted reasons by text. */
const COUNTED_REASONS: ReadonlyMap<string, PostbackReason> = new Map(
  [...TOKEN_REJECTIONS.map(tokenCheckFailed), ...Object.values(IGNORED_REASONS), UNLISTED_REASON].map((reason) => [reason.text, reason])
)

/** All reasons a counted line can have (the bound on lines per outcome and minute). */
export function countedReasons(): PostbackReason[] {
  return [...COUNTED_REASONS.values()]
}

/** The reason as counted: itself when listed (text and code), else UNLISTED_REASON. */
export function countedReason(reason: PostbackReason): PostbackReason {
  const listed = COUNTED_REASONS.get(reason.text)
  return listed && listed.code === reason.code ? listed : UNLISTED_REASON
}

/**
 * The fixed reason for a mismatch that domain/invoice-match.ts `invoiceMismatch` worded with the
 * session id (its wording is kept there: settlement errors show it to the merchant).
 */
export function mismatchReason(mismatch: string): PostbackReason {
  if (mismatch.startsWith("invoice belongs to another session")) return IGNORED_REASONS.otherSession
  if (/^session \S+ now uses another invoice/.test(mismatch)) return IGNORED_REASONS.replacedInvoice
  if (mismatch.startsWith("invoice amount does not match")) return IGNORED_REASONS.amountMismatch
  return UNLISTED_REASON
}
