/**
 * One shape for every payout that leaves the store (an admin's withdrawal, a refund payout,
 * anything later): the address checked for the coin's network, the amount at the coin's
 * precision, and the key that makes two requests "the same payout" (design.md: same currency,
 * same address in its canonical form, same amount at the coin's precision). Two requests with
 * one key are never in flight together (modules/cryptocloud/withdrawal-log.ts).
 */
import { MathBN, MedusaError } from "@medusajs/framework/utils"
import { checkPayoutAddress, describeAddressProblem, type AddressCheckOptions } from "../lib/addresses"
import { coinDecimals, isPaymentCurrencyCode, type PaymentCurrencyCode } from "../lib/cryptocloud"
import type { RefundConversion } from "./refunds/conversion"

export interface PayoutRequest {
  currency_code: PaymentCurrencyCode
  /** As given (trimmed): what is sent to the service. */
  to_address: string
  /** Canonical decimal string ("5.0" → "5"), never more decimals than the coin has. */
  amount: string
  /** currency, canonical address and amount: equal keys = the same payout. */
  payout_key: string
  /** A caution the merchant should see (e.g. an address another network also uses). */
  warning: string | null
  /**
   * A refund paid in another coin of the balance (refunds/conversion.ts): the refund's coin and
   * the part of it this payout settles, logged with the row; the refund counts `from_amount` paid.
   */
  conversion?: RefundConversion | null
}

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/**
 * The amount as the coin can carry it: more decimals than the coin has are refused (400), not
 * rounded — a rounded amount is not what the admin typed, and a cut one would differ from the
 * key of an identical request typed in full.
 */
export function payoutAmount(amount: string, currency: PaymentCurrencyCode): string {
  const value = MathBN.convert(amount)
  if (!value.isFinite() || !value.gt(0)) throw invalid(`amount must be a number greater than 0, got ${JSON.stringify(amount)}`)
  const decimals = coinDecimals(currency)
  if ((value.decimalPlaces() ?? 0) > decimals) {
    throw invalid(`amount ${amount} has more decimals than ${currency} carries (${decimals}); use at most ${decimals}.`)
  }
  return value.toFixed()
}

export function preparePayout(input: { currency_code: string; to_address: string; amount: string }, options: AddressCheckOptions = {}): PayoutRequest {
  const currency = input.currency_code
  if (!isPaymentCurrencyCode(currency)) throw invalid(`${currency} cannot be paid out: it is not one of CryptoCloud's payment currencies.`)
  const check = checkPayoutAddress(currency, input.to_address, options)
  if (!check.ok) throw invalid(`address ${describeAddressProblem(currency, check)}`)
  const amount = payoutAmount(input.amount, currency)
  return {
    currency_code: currency,
    to_address: check.address,
    amount,
    payout_key: `${currency}:${check.canonical}:${amount}`,
    warning: check.warning ?? null,
  }
}
