import { PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import type { WithdrawalView } from "../../contracts"
import type { Translate } from "./use-format"

/** The withdrawal route accepts the spec's payment currency codes only. */
export function isWithdrawableCurrency(code: string): code is PaymentCurrencyCode {
  return (PAYMENT_CURRENCY_CODES as readonly string[]).includes(code)
}

type Row = Pick<WithdrawalView, "status" | "resolution">

/** An admin's answer counts for the rows it can be given for: unknown and (left-behind) pending ones. */
const answerable = (w: Row) => w.status === "unknown" || w.status === "pending"

/** Badge colour of a withdrawal log status (models/withdrawal.ts); a resolved one by its resolution. */
export function withdrawalStatusColor(w: Row): "green" | "orange" | "red" | "grey" | "purple" {
  if (answerable(w) && w.resolution === "sent") return "green"
  if (answerable(w) && w.resolution === "not_sent") return "grey"
  if (w.status === "unknown") return "orange"
  if (w.status === "sent") return "green"
  if (w.status === "pending") return "orange"
  if (w.status === "failed" || w.status === "refused") return "red"
  // Made outside the plugin: money that left, nothing to act on (neither success nor trouble of ours).
  if (w.status === "external") return "purple"
  return "grey"
}

const STATUS_KEYS: Record<string, string> = {
  sent: "cryptocloud.withdrawalStatus.sent",
  pending: "cryptocloud.withdrawalStatus.pending",
  failed: "cryptocloud.withdrawalStatus.failed",
  refused: "cryptocloud.withdrawalStatus.refused",
  unknown: "cryptocloud.withdrawalStatus.unknown",
  external: "cryptocloud.withdrawalStatus.external",
}

const RESOLVED_KEYS: Record<string, string> = {
  sent: "cryptocloud.withdrawalStatus.resolvedSent",
  not_sent: "cryptocloud.withdrawalStatus.resolvedNotSent",
}

export function withdrawalStatusLabel(w: Row, t: Translate): string {
  const key = (answerable(w) && w.resolution ? RESOLVED_KEYS[w.resolution] : undefined) ?? STATUS_KEYS[w.status]
  return key ? t(key) : w.status
}

/**
 * A `pending` row older than this was surely left behind by a process that stopped
 * mid-request: the server calls a row stale after the client's deadline (at most 10 minutes,
 * options.ts) plus a minute, so past 11 minutes no configuration can still be waiting for it.
 */
export const STALE_PENDING_FALLBACK_MS = 11 * 60 * 1000

/**
 * Whether the admin may say what became of a withdrawal (sent / not sent): an `unknown` one,
 * or a `pending` one its process left behind — both may have gone out and both block an
 * identical request (409) until answered. The server's `stale` flag decides when it gives one;
 * otherwise the row's age against the longest possible deadline.
 */
export function canResolveWithdrawal(
  w: Pick<WithdrawalView, "status" | "resolution" | "created_at"> & Partial<Pick<WithdrawalView, "stale">>,
  now = Date.now()
): boolean {
  if (w.resolution) return false
  if (w.status === "unknown") return true
  if (w.status !== "pending") return false
  if (typeof w.stale === "boolean") return w.stale
  const created = new Date(w.created_at).getTime()
  return Number.isFinite(created) && now - created > STALE_PENDING_FALLBACK_MS
}

/** Error codes of the withdrawal log the admin can say in its own words (the rest: the stored message). */
const ERROR_KEYS: Record<string, string> = {
  // Refused by the plugin inside the 12-second interval (src/modules/cryptocloud/service.ts).
  CRYPTOCLOUD_RATE_LIMITED: "cryptocloud.withdrawals.details.rateLimited",
}

/** What was kept of a lost answer, compact (it never holds a key): `{"status":502}` → `status: 502`. */
export function keptAnswer(w: Pick<WithdrawalView, "answer" | "error">): string | null {
  const answer = w.answer
  if (answer && typeof answer === "object" && Object.keys(answer).length > 0) {
    return Object.entries(answer)
      .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join(", ")
  }
  return w.error?.message ?? w.error?.code ?? null
}

/** What the "Details" column says about a logged withdrawal (an unknown one: see the section). */
export function withdrawalDetails(
  w: Pick<WithdrawalView, "error" | "withdrawal_id" | "fee" | "service_fee" | "refund_id">,
  t: Translate,
  decimal: (value: string) => string
): string {
  const refund = w.refund_id ? `${t("cryptocloud.withdrawals.details.refundPayout")}: ` : ""
  if (w.error) {
    const key = ERROR_KEYS[w.error.code]
    if (key) return refund + t(key)
    return refund + (w.error.message ?? w.error.code)
  }
  const parts = [
    w.refund_id && t("cryptocloud.withdrawals.details.refundPayout"),
    w.withdrawal_id && t("cryptocloud.withdrawals.details.request", { id: w.withdrawal_id }),
    w.fee && t("cryptocloud.withdrawals.details.fee", { fee: decimal(w.fee) }),
    w.service_fee && t("cryptocloud.withdrawals.details.serviceFee", { fee: decimal(w.service_fee) }),
  ].filter(Boolean)
  return parts.join(", ") || "–"
}
