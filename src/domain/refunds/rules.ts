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
  "payout_requested",
  "paid_out",
  "payout_failed",
  "payout_unknown",
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** Money still owed to the customer: each is a `refund_owed` attention item. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = ["awaiting_address", "awaiting_payout", "payout_failed"]

/** How long a customer's address link stays usable. */
export const ADDRESS_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const REFUND_ADDRESS_REQUESTED_EVENT = "cryptocloud.refund.address_requested"

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

/** A payout may be smaller than the refund (fees, a partial payout), never larger. */
export function payoutAmountProblem(requested: string, refundCrypto: string): string | null {
  if (!MathBN.gt(requested, 0)) return "amount must be greater than 0"
  if (MathBN.gt(requested, refundCrypto)) return `amount ${requested} is more than the refund (${refundCrypto})`
  return null
}
