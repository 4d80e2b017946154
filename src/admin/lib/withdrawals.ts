import { PAYMENT_CURRENCY_CODES } from "../../lib/cryptocloud/codes"
import type { WithdrawalView } from "./types"
import type { Translate } from "./use-format"

/** The withdrawal route accepts the spec's payment currency codes only. */
export function isWithdrawableCurrency(code: string): boolean {
  return (PAYMENT_CURRENCY_CODES as readonly string[]).includes(code)
}

/** Badge colour of a withdrawal log status (models/withdrawal.ts). */
export function withdrawalStatusColor(status: string): "green" | "orange" | "red" | "grey" {
  if (status === "sent") return "green"
  if (status === "pending") return "orange"
  if (status === "failed" || status === "refused") return "red"
  return "grey"
}

const STATUS_KEYS: Record<string, string> = {
  sent: "cryptocloud.withdrawalStatus.sent",
  pending: "cryptocloud.withdrawalStatus.pending",
  failed: "cryptocloud.withdrawalStatus.failed",
  refused: "cryptocloud.withdrawalStatus.refused",
}

export function withdrawalStatusLabel(status: string, t: Translate): string {
  const key = STATUS_KEYS[status]
  return key ? t(key) : status
}

/** Error codes of the withdrawal log the admin can say in its own words (the rest: the stored message). */
const ERROR_KEYS: Record<string, string> = {
  // Refused by the plugin inside the 12-second interval (src/modules/cryptocloud/service.ts).
  CRYPTOCLOUD_RATE_LIMITED: "cryptocloud.withdrawals.details.rateLimited",
}

/** What the "Details" column says about a logged withdrawal. */
export function withdrawalDetails(
  w: Pick<WithdrawalView, "error" | "withdrawal_id" | "fee" | "service_fee">,
  t: Translate,
  decimal: (value: string) => string
): string {
  if (w.error) {
    const key = ERROR_KEYS[w.error.code]
    if (key) return t(key)
    return w.error.message ?? w.error.code
  }
  const parts = [
    w.withdrawal_id && t("cryptocloud.withdrawals.details.request", { id: w.withdrawal_id }),
    w.fee && t("cryptocloud.withdrawals.details.fee", { fee: decimal(w.fee) }),
    w.service_fee && t("cryptocloud.withdrawals.details.serviceFee", { fee: decimal(w.service_fee) }),
  ].filter(Boolean)
  return parts.join(", ") || "–"
}
