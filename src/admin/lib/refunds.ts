/**
 * Refunds owed in crypto: how their statuses are named and coloured, which actions each status
 * allows, and the payout form's checks (money through decimal.ts, never floats).
 */
import { compareDecimal, isPositiveDecimal, normalizeDecimalInput } from "./decimal"
import type { FormMessage } from "./settings-form"
import type { RefundStatus, RefundView } from "./types"
import type { Translate } from "./use-format"

const STATUS_KEYS: Record<RefundStatus, string> = {
  awaiting_address: "cryptocloud.refundStatus.awaiting_address",
  awaiting_payout: "cryptocloud.refundStatus.awaiting_payout",
  payout_requested: "cryptocloud.refundStatus.payout_requested",
  paid_out: "cryptocloud.refundStatus.paid_out",
  payout_failed: "cryptocloud.refundStatus.payout_failed",
  payout_unknown: "cryptocloud.refundStatus.payout_unknown",
}

const COLORS: Record<RefundStatus, "green" | "orange" | "red" | "blue" | "grey"> = {
  awaiting_address: "orange",
  awaiting_payout: "blue",
  payout_requested: "blue",
  paid_out: "green",
  payout_failed: "red",
  payout_unknown: "orange",
}

/** Money still owed: the customer's address or the admin's payout is awaited (or failed). */
export const OPEN_REFUND_STATUSES: readonly string[] = ["awaiting_address", "awaiting_payout", "payout_failed"]

export function refundStatusLabel(status: string, t: Translate): string {
  const key = STATUS_KEYS[status as RefundStatus]
  return key ? t(key) : status
}

export function refundStatusColor(status: string): "green" | "orange" | "red" | "blue" | "grey" {
  return COLORS[status as RefundStatus] ?? "grey"
}

/** The address link and the payout are for money still owed. */
export function refundActions(refund: Pick<RefundView, "status">): { requestAddress: boolean; payOut: boolean } {
  const open = OPEN_REFUND_STATUSES.includes(refund.status)
  return { requestAddress: open, payOut: open }
}

export type PayoutErrors = Partial<Record<"address" | "amount", FormMessage>>

/**
 * The payout form's own checks: an address without spaces, an amount that is a positive
 * decimal no larger than what is owed. `amount` is what the API will get (normalised).
 */
export function checkPayout(
  input: { address: string; amount: string },
  refund: Pick<RefundView, "crypto_amount" | "crypto_currency">,
  formatOwed: (value: string) => string
): { errors: PayoutErrors; address: string; amount: string } {
  const errors: PayoutErrors = {}
  const address = input.address.trim()
  const amount = normalizeDecimalInput(input.amount)
  if (!address) errors.address = { key: "cryptocloud.payout.errors.addressEmpty" }
  else if (/\s/.test(address)) errors.address = { key: "cryptocloud.payout.errors.addressSpaces" }
  if (!amount) errors.amount = { key: "cryptocloud.payout.errors.amountEmpty" }
  else if (!isPositiveDecimal(amount)) errors.amount = { key: "cryptocloud.payout.errors.amountInvalid" }
  else if (compareDecimal(amount, refund.crypto_amount) > 0) {
    errors.amount = { key: "cryptocloud.payout.errors.overRefund", values: { amount: formatOwed(refund.crypto_amount) } }
  }
  return { errors, address, amount }
}
