/**
 * Refunds under CryptoCloud's autoconversion (design.md, "Money that is on no order"): the
 * balance holds USDT TRC20, not the BTC the customer paid, so a refund may be paid in another
 * coin of the project's balance. Pure: the route reads the balance and the ledger and hands them in.
 *
 * Why the refund's crypto, valued at the balance's rates, and not its fiat value: CryptoCloud
 * quotes every coin of the balance in USD only (`balance_usd` is "balance in USD at the rate at
 * request time"; the spec has no rate for EUR, RUB or any other fiat), while a refund's fiat is
 * in the order's currency. What the balance supports is a cross rate between two coins: USD per
 * unit of the refund's coin ÷ USD per unit of the coin paid. The refund's crypto already is its
 * fiat value at the invoice's own rate (rules.ts refundCryptoAmount), so paying its current
 * worth in another coin pays what a payout in the refund's own coin would be worth today — the
 * same refund, in the coin the balance holds.
 *
 * A refund's coin with no balance entry to give a rate (autoconversion leaves BTC at 0, or a few
 * cents' worth: MIN_RATE_USD) is valued
 * at the invoice's own rate instead: the USD the service credited for what arrived (`received_usd
 * ÷ received`), or, for a USD invoice, its fiat ÷ crypto. The answer says which (`rate_source`).
 */
import { MathBN, MedusaError } from "@medusajs/framework/utils"
import { coinDecimals, isPaymentCurrencyCode, type Balance } from "../../lib/cryptocloud"

/** How the refund's coin was valued: the balance's current rate, or the invoice's own. */
export type RateSource = "balance" | "invoice"

export interface RefundConversion {
  /** The refund's own coin and the part of its crypto this payout settles. */
  from_currency: string
  from_amount: string
  /** The coin paid and the amount sent: from_amount × rate, cut to the coin's precision. */
  to_currency: string
  to_amount: string
  /** Units of `to_currency` per unit of `from_currency`, cut to RATE_DECIMALS. */
  rate: string
  rate_source: RateSource
}

/** The ledger row's amounts that give the invoice's own rate (decimal strings or null). */
export interface InvoiceRateFacts {
  received?: string | null
  received_usd?: string | null
  fiat_amount?: string | null
  fiat_currency?: string | null
  crypto_amount?: string | null
}

/** Enough for an 18-decimal token priced in BTC; cut (never rounded up): a payout never sends more. */
export const RATE_DECIMALS = 18
// bignumber.js ROUND_DOWN
const DOWN = 1

const positive = (value: string | null | undefined): value is string => !!value && MathBN.gt(value, 0)

/**
 * The refund's coin is valued at its balance's rate only when that balance is worth at least this
 * (USD): `balance_usd` comes in cents, so 0.0000001 BTC "worth 0.01 USD" would say 100000 USD per
 * BTC; from 10 USD up the cent is at most 0.05 %. Below it, the invoice's own rate is the better one.
 */
export const MIN_RATE_USD = "10"

/**
 * USD per unit of the coin, from its balance entry (balance_usd ÷ balance_crypto, else the
 * available pair); null when the entry holds nothing, or less than `minUsd`, to tell it.
 */
export function balanceUsdRate(entry: Balance | undefined, minUsd = "0"): string | null {
  if (!entry) return null
  const pairs: Array<[string, string]> = [
    [entry.balance_usd, entry.balance_crypto],
    [entry.available_balance_usd, entry.available_balance],
  ]
  for (const [usd, crypto] of pairs) {
    if (positive(usd) && positive(crypto) && MathBN.gte(usd, minUsd)) return MathBN.div(usd, crypto).toFixed()
  }
  return null
}

/** USD per unit of the invoice's coin at the invoice's own rate; null when the ledger cannot tell. */
export function invoiceUsdRate(facts: InvoiceRateFacts | null | undefined): string | null {
  if (!facts) return null
  if (positive(facts.received) && positive(facts.received_usd)) return MathBN.div(facts.received_usd, facts.received).toFixed()
  if (facts.fiat_currency?.toUpperCase() === "USD" && positive(facts.fiat_amount) && positive(facts.crypto_amount)) {
    return MathBN.div(facts.fiat_amount, facts.crypto_amount).toFixed()
  }
  return null
}

export function balanceOf(balances: readonly Balance[], code: string): Balance | undefined {
  return balances.find((b) => b.currency.code === code)
}

/**
 * The payout of `amount` of the refund's coin in `to` (400 with nothing to send otherwise): the
 * coin must be in the project's balance with a rate, and its available balance must cover the
 * amount. `refundId` and `shopId` only name things in the messages.
 */
export function convertRefundPayout(input: {
  refundId: string
  shopId: string
  from: string
  amount: string
  to: string
  balances: readonly Balance[]
  invoice: InvoiceRateFacts | null
}): RefundConversion {
  const { refundId, shopId, from, amount, to, balances } = input
  if (!isPaymentCurrencyCode(to))
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `currency ${to} cannot be paid out: it is not one of CryptoCloud's payment currencies.`)
  const target = balanceOf(balances, to)
  const toUsd = balanceUsdRate(target)
  if (!target || !toUsd) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Refund ${refundId} cannot be paid in ${to}: CryptoCloud project "${shopId}"'s balance holds no ${to} to pay it from (and so shows no rate); choose a coin the balance holds.`
    )
  }
  const fromBalance = balanceUsdRate(balanceOf(balances, from), MIN_RATE_USD)
  const fromUsd = fromBalance ?? invoiceUsdRate(input.invoice)
  if (!fromUsd) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Refund ${refundId} cannot be paid in ${to}: neither CryptoCloud project "${shopId}"'s balance nor the invoice gives a USD rate for ${from}; pay it in ${from}, or hold some ${from} on the balance.`
    )
  }
  const rate = MathBN.convert(MathBN.div(fromUsd, toUsd).decimalPlaces(RATE_DECIMALS, DOWN))
  const toAmount = MathBN.convert(MathBN.mult(amount, rate).decimalPlaces(coinDecimals(to), DOWN))
  if (!toAmount.gt(0))
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `${amount} ${from} is worth less than the smallest amount of ${to} at ${rate.toFixed()} ${to} per ${from}.`
    )
  if (MathBN.lt(target.available_balance, toAmount)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Refund ${refundId} cannot be paid in ${to}: it needs ${toAmount.toFixed()} ${to} (${amount} ${from} at ${rate.toFixed()}), and CryptoCloud project "${shopId}"'s balance has ${target.available_balance} ${to} available. Nothing was sent; choose another coin.`
    )
  }
  return {
    from_currency: from,
    from_amount: MathBN.convert(amount).toFixed(),
    to_currency: to,
    to_amount: toAmount.toFixed(),
    rate: rate.toFixed(),
    rate_source: fromBalance ? "balance" : "invoice",
  }
}
