/**
 * Refunds without a refund call (design.md, "Ledger and attention queue"): the service cannot
 * send a payment back, so a refund in Medusa is recorded as owed, the customer gives an address,
 * and an admin pays it out with a withdrawal. Pure rules; the stores and routes carry them out.
 */
import { MathBN } from "@medusajs/framework/utils"
import { coinDecimals, isPaymentCurrencyCode, type Invoice } from "../../lib/cryptocloud"
import type { FiatMoney } from "../money"

export const REFUND_STATUSES = [
  "awaiting_address",
  "awaiting_payout",
  /** Claimed for a payout whose withdrawal request is in flight: nobody else can pay it now. */
  "payout_pending",
  "payout_requested",
  "paid_out",
  "payout_failed",
  "payout_unknown",
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * Money still owed to the customer, payable now: each has an open `refund_owed` attention item,
 * and a payout may claim the refund only from one of these (and the address be asked again).
 */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ["awaiting_address", "awaiting_payout", "payout_failed"]

/** Not settled yet: owed, or a payout in flight or in doubt (the admin's "open" list). */
export const UNSETTLED_REFUND_STATUSES: readonly RefundStatus[] = [...OPEN_REFUND_STATUSES, "payout_pending", "payout_unknown"]

/** How long a customer's address link stays usable. */
export const ADDRESS_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export { REFUND_ADDRESS_REQUESTED_EVENT } from "../events"

/**
 * The crypto to send back for a fiat refund, at the invoice's own rate (what the customer was
 * charged per unit of fiat: amount ÷ amount_in_fiat — the surplus of an overpaid invoice is not
 * part of the rate), in the invoice's payment currency, cut (never rounded up) to the coin's
 * precision: a refund never sends more than owed.
 */
export function refundCryptoAmount(
  fiat: FiatMoney,
  invoice: Pick<Invoice, "uuid" | "amount" | "amount_in_fiat" | "currency">
): { amount: string; currency: string } {
  const code = invoice.currency?.fullcode
  if (!invoice.amount || !invoice.amount_in_fiat || !MathBN.gt(invoice.amount_in_fiat, 0) || !isPaymentCurrencyCode(code)) {
    throw new Error(`Invoice ${invoice.uuid} does not say its crypto amount and currency, so the refund cannot be converted`)
  }
  const crypto = MathBN.div(MathBN.mult(fiat.toDecimalString(), invoice.amount), invoice.amount_in_fiat)
  // bignumber.js ROUND_DOWN = 1
  return { amount: crypto.decimalPlaces(coinDecimals(code), 1).toFixed(), currency: code }
}

/**
 * The crypto a new refund may owe: at the invoice's rate, but never so much that the refunds of
 * the invoice together exceed what arrived on it (an underpayment accepted within tolerance,
 * a partial refund after others). Never negative.
 */
export function capToReceived(atRate: string, received: string, refundedBefore: string): string {
  const left = MathBN.max(MathBN.sub(received, refundedBefore), 0)
  return MathBN.min(atRate, left).toFixed()
}

/** What is still owed after the payouts that went out (never negative). */
export function refundRemaining(refund: { crypto_amount: string; crypto_paid: string | null }): string {
  return MathBN.max(MathBN.sub(refund.crypto_amount, refund.crypto_paid ?? "0"), 0).toFixed()
}

/** A payout may be smaller than what is still owed (fees, a partial payout), never larger. */
export function payoutAmountProblem(requested: string, remaining: string): string | null {
  if (!MathBN.gt(requested, 0)) return "amount must be greater than 0"
  if (MathBN.gt(requested, remaining)) return `amount ${requested} is more than what the refund still owes (${remaining})`
  return null
}

/**
 * The `refund_owed` item of the refund's current owing. A refund that stopped being owed (paid
 * out, or its payout's outcome unknown) and is owed again (resolved "not sent") gets a new item,
 * so the queue shows it again: one dedupe key per owing, not per refund.
 */
export function refundOwedKey(refund: { id: string; owing_seq?: number | null }): string {
  const seq = refund.owing_seq ?? 0
  return seq === 0 ? `refund_owed:${refund.id}` : `refund_owed:${refund.id}:${seq}`
}
