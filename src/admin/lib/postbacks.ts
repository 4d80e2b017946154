/**
 * The postback log in the admin's words: outcome names and colours, and the server's reason
 * (English, written by src/providers/cryptocloud/webhook.ts) said again in the admin language
 * when its wording is known. A reason this admin does not know is shown as the server wrote it.
 */
import type { BadgeColor } from "./invoice-status"
import { invoiceStatusLabel } from "./invoice-status"
import type { PostbackOutcome } from "./types"
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

/** Why the token did not verify (src/lib/cryptocloud/postback.ts, PostbackRejection). */
const TOKEN_KEYS: Record<string, string> = {
  no_body: "cryptocloud.postbacks.token.noBody",
  no_token: "cryptocloud.postbacks.token.noToken",
  bad_token: "cryptocloud.postbacks.token.badToken",
  no_invoice_id: "cryptocloud.postbacks.token.noInvoiceId",
  bad_algorithm: "cryptocloud.postbacks.token.badAlgorithm",
  invoice_mismatch: "cryptocloud.postbacks.token.invoiceMismatch",
  expired: "cryptocloud.postbacks.token.expired",
  no_expiry: "cryptocloud.postbacks.token.noExpiry",
  bad_signature: "cryptocloud.postbacks.token.badSignature",
}

/** What Medusa was told to do with the payment (PaymentActions). */
const ACTION_KEYS: Record<string, string> = {
  captured: "cryptocloud.postbacks.action.captured",
  authorized: "cryptocloud.postbacks.action.authorized",
  pending: "cryptocloud.postbacks.action.pending",
  requires_more: "cryptocloud.postbacks.action.requiresMore",
  canceled: "cryptocloud.postbacks.action.canceled",
  failed: "cryptocloud.postbacks.action.failed",
  not_supported: "cryptocloud.postbacks.action.notSupported",
}

/**
 * A reason: `text` in the admin language, or null when the wording is not known (then show
 * `original`); `detail` is a part kept as the server wrote it (an error message).
 */
export interface PostbackReason {
  text: string | null
  detail: string | null
  original: string
}

/** The server's reason in the admin language (see the module comment). */
export function postbackReason(reason: string, t: Translate): PostbackReason {
  const original = reason
  // A duplicate is logged as "repeated: <the reason of an applied one>"; the badge says it.
  const inner = reason.replace(/^repeated:\s*/, "")
  const said = (text: string, detail: string | null = null): PostbackReason => ({ text, detail, original })
  let m: RegExpMatchArray | null
  if ((m = inner.match(/^token check failed \((\w+)\)$/))) {
    const why = TOKEN_KEYS[m[1]!]
    return why ? said(t("cryptocloud.postbacks.reason.tokenFailed", { why: t(why) })) : { text: null, detail: null, original }
  }
  // Lines written before reasons were fixed carried the error message; today it is in the server log only.
  if ((m = inner.match(/^could not read the invoice \((.*)\)$/s))) return said(t("cryptocloud.postbacks.reason.unreadable"), m[1]!)
  if (/^could not read the invoice$/.test(inner)) return said(t("cryptocloud.postbacks.reason.unreadable"))
  if (/^unknown invoice$/.test(inner)) return said(t("cryptocloud.postbacks.reason.unknownInvoice"))
  if (/^static-wallet deposit, recorded by the plugin$/.test(inner)) return said(t("cryptocloud.postbacks.reason.deposit"))
  if (/^order_id is not a payment session of this store$/.test(inner)) return said(t("cryptocloud.postbacks.reason.notThisStore"))
  if (/^no payment session of this provider matches the invoice$/.test(inner)) return said(t("cryptocloud.postbacks.reason.noSession"))
  if ((m = inner.match(/^invoice belongs to another session than (\S+)$/))) {
    return said(t("cryptocloud.postbacks.reason.otherSession", { session: m[1] }))
  }
  if ((m = inner.match(/^session (\S+) now uses another invoice; needs the merchant's attention$/))) {
    return said(t("cryptocloud.postbacks.reason.replacedInvoice", { session: m[1] }))
  }
  if ((m = inner.match(/^invoice amount does not match session (\S+)$/))) {
    return said(t("cryptocloud.postbacks.reason.amountMismatch", { session: m[1] }))
  }
  // The fixed wording of src/domain/postback-reasons.ts (no session id: reasons are counted per line).
  if (/^invoice belongs to another payment session$/.test(inner)) return said(t("cryptocloud.postbacks.reason.otherPaymentSession"))
  if (/^the payment session now uses another invoice; needs the merchant's attention$/.test(inner)) {
    return said(t("cryptocloud.postbacks.reason.sessionUsesAnother"))
  }
  if (/^invoice amount does not match the payment session$/.test(inner)) return said(t("cryptocloud.postbacks.reason.amountDiffers"))
  if (/^other reason$/.test(inner)) return said(t("cryptocloud.postbacks.reason.other"))
  if ((m = inner.match(/^invoice is (\w+): (\w+)$/)) && ACTION_KEYS[m[2]!]) {
    return said(
      t("cryptocloud.postbacks.reason.applied", { status: invoiceStatusLabel(m[1]!, t), action: t(ACTION_KEYS[m[2]!]!) })
    )
  }
  return { text: null, detail: null, original }
}
