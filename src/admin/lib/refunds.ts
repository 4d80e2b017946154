/**
 * Refunds owed in crypto: how their statuses are named and coloured, which actions each status
 * allows, how much is paid and still owed (payouts may be partial), and the payout form's checks
 * and answers (money through decimal.ts, never floats).
 */
import { isPaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import { coinDecimals } from "../../lib/cryptocloud/currency-info"
import { compareDecimal, decimalPlaces, isPositiveDecimal, normalizeDecimalInput } from "./decimal"
import type { FormMessage } from "./settings-form"
import type { PayoutBody, PayoutConflictCode, RefundListResponse, RefundStatus, RefundView } from "../../contracts"
import type { Translate } from "./use-format"

const STATUS_KEYS: Record<RefundStatus, string> = {
  awaiting_address: "cryptocloud.refundStatus.awaiting_address",
  awaiting_payout: "cryptocloud.refundStatus.awaiting_payout",
  payout_pending: "cryptocloud.refundStatus.payout_pending",
  payout_requested: "cryptocloud.refundStatus.payout_requested",
  paid_out: "cryptocloud.refundStatus.paid_out",
  payout_failed: "cryptocloud.refundStatus.payout_failed",
  payout_unknown: "cryptocloud.refundStatus.payout_unknown",
}

const COLORS: Record<RefundStatus, "green" | "orange" | "red" | "blue" | "grey"> = {
  awaiting_address: "orange",
  awaiting_payout: "blue",
  payout_pending: "blue",
  payout_requested: "blue",
  paid_out: "green",
  payout_failed: "red",
  payout_unknown: "orange",
}

/**
 * The statuses in which the server accepts a payout and an address request: money is owed and
 * no payout of it is in flight. `payout_pending` is excluded — another admin or tab has just
 * claimed the refund, and a second payout would pay it twice.
 */
export const PAYABLE_REFUND_STATUSES: readonly RefundStatus[] = ["awaiting_address", "awaiting_payout", "payout_failed"]

export function refundStatusLabel(status: string, t: Translate): string {
  const key = STATUS_KEYS[status as RefundStatus]
  return key ? t(key) : status
}

export function refundStatusColor(status: string): "green" | "orange" | "red" | "blue" | "grey" {
  return COLORS[status as RefundStatus] ?? "grey"
}

/** The address link and the payout are for money still owed with no payout in flight. */
export function refundActions(refund: Pick<RefundView, "status">): { requestAddress: boolean; payOut: boolean } {
  const payable = PAYABLE_REFUND_STATUSES.includes(refund.status)
  return { requestAddress: payable, payOut: payable }
}

/** True once a (partial) payout of the refund went out: then "paid / still owed" is worth showing. */
export function refundPartlyPaid(refund: Pick<RefundView, "crypto_paid">): boolean {
  return isPositiveDecimal(refund.crypto_paid)
}

/**
 * A new address link on a refund that already has an address sends it back to
 * `awaiting_address` (the earlier link stops working), so the admin confirms first.
 */
export function addressRequestNeedsConfirm(refund: Pick<RefundView, "status" | "address">): boolean {
  return Boolean(refund.address) && refund.status !== "awaiting_address"
}

/**
 * How often the refunds list is read again (ms), or false. While Medusa knows more refunds than
 * the list (the plugin links a new one a moment later) every 1.5 s; while a payout is in flight
 * (perhaps from another tab) every 3 s, to show its outcome. At most 40 reads of either.
 */
export function refundsPollMs(data: Pick<RefundListResponse, "count" | "refunds"> | undefined, expected: number, updates: number): number | false {
  if (!data || updates >= 40) return false
  if (data.count < expected) return 1500
  return data.refunds.some((r) => r.status === "payout_pending") ? 3000 : false
}

export type PayoutErrors = Partial<Record<"address" | "amount" | "confirmTestMode", FormMessage>>

/**
 * The payout form's own checks: an address without spaces; an amount that is a positive
 * decimal no larger than what is still owed (`crypto_remaining`: earlier partial payouts are
 * already deducted) and with no more decimals than the coin carries (the server refuses those
 * rather than round them); for a test-mode refund, the admin's explicit confirmation.
 * `body` is what the API will get (address trimmed, amount normalised). With `shownAddress` (the
 * refund's address the form was filled with, null for none) the body says which address the
 * form showed, and names an address only when the admin typed another one: the server then
 * refuses (409 `refund_changed`) a refund whose address changed since — a stale form's old
 * address is never sent as if typed.
 */
export function checkPayout(
  input: { address: string; amount: string; confirmTestMode?: boolean; shownAddress?: string | null },
  refund: Pick<RefundView, "crypto_remaining" | "crypto_currency" | "test_mode">,
  formatOwed: (value: string) => string
): { errors: PayoutErrors; address: string; amount: string; body: PayoutBody } {
  const errors: PayoutErrors = {}
  const address = input.address.trim()
  const amount = normalizeDecimalInput(input.amount)
  if (!address) errors.address = { key: "cryptocloud.payout.errors.addressEmpty" }
  else if (/\s/.test(address)) errors.address = { key: "cryptocloud.payout.errors.addressSpaces" }
  const code = refund.crypto_currency
  const decimals = isPaymentCurrencyCode(code) ? coinDecimals(code) : null
  if (!amount) errors.amount = { key: "cryptocloud.payout.errors.amountEmpty" }
  else if (!isPositiveDecimal(amount)) errors.amount = { key: "cryptocloud.payout.errors.amountInvalid" }
  else if (compareDecimal(amount, refund.crypto_remaining) > 0) {
    errors.amount = { key: "cryptocloud.payout.errors.overRefund", values: { amount: formatOwed(refund.crypto_remaining) } }
  } else if (decimals !== null && (decimalPlaces(amount) ?? 0) > decimals) {
    errors.amount = { key: "cryptocloud.payout.errors.tooManyDecimals", values: { code, decimals } }
  }
  const confirmTestMode = refund.test_mode && input.confirmTestMode === true
  if (refund.test_mode && !confirmTestMode) errors.confirmTestMode = { key: "cryptocloud.payout.errors.confirmTestMode" }
  const shown = input.shownAddress
  const where: PayoutBody = shown === undefined ? { address } : { expected_address: shown, ...(address !== shown ? { address } : {}) }
  const body: PayoutBody = { ...where, amount, ...(confirmTestMode ? { confirm_test_mode: true } : {}) }
  return { errors, address, amount, body }
}

const CONFLICT_KEYS: Record<Exclude<PayoutConflictCode, "withdrawal_outcome_unknown">, string> = {
  test_mode_unconfirmed: "cryptocloud.payout.conflicts.testModeUnconfirmed",
  refund_not_owed: "cryptocloud.payout.conflicts.refundNotOwed",
  refund_changed: "cryptocloud.payout.conflicts.refundChanged",
}

/**
 * A payout's 409 in the admin's words, by its `code` (nothing was sent in any of them). An
 * answer without a code but naming a withdrawal is the identical-withdrawal case; an unknown
 * code keeps the server's message.
 */
export function payoutConflictText(conflict: { code: string | null; withdrawalId: string | null; message: string }, t: Translate): string {
  const code = conflict.code ?? (conflict.withdrawalId ? "withdrawal_outcome_unknown" : null)
  if (code === "withdrawal_outcome_unknown") {
    return conflict.withdrawalId ? t("cryptocloud.payout.conflicts.withdrawalOutcomeUnknown", { id: conflict.withdrawalId }) : conflict.message
  }
  const key = code ? CONFLICT_KEYS[code as keyof typeof CONFLICT_KEYS] : undefined
  return key ? t(key) : conflict.message
}
