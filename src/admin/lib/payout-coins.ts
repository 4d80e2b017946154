/**
 * Which coins a refund may be paid in (CryptoCloud's autoconversion turns BTC, ETH, TRX… into
 * USDT TRC20 on arrival, so the refund's own coin may not be on the balance): the refund's own
 * coin first, then each coin of the project's balance whose available amount covers the refund
 * at the balance's rate — the server's rule (domain/refunds/conversion.ts): the refund's crypto ×
 * its coin's USD rate ÷ the other coin's, each `balance_usd / balance_crypto`, cut to the coin's
 * decimals. All through decimal.ts, never floats. When the balance shows no rate for the
 * refund's own coin, the server values it at the invoice's own rate, which the admin does not
 * have: every coin with something available is offered then, without an estimate, and the
 * server refuses one that is short.
 */
import BigNumber from "bignumber.js"
import type { Balance } from "../../lib/cryptocloud/types"
import { isPaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import { coinDecimals } from "../../lib/cryptocloud/currency-info"
import { isPositiveDecimal, toDecimal } from "./decimal"

export interface PayoutCoin {
  code: string
  /** What would be sent in this coin for the amount owed; null for the refund's own coin, or when no rate is known. */
  estimate: string | null
  /** Units of this coin per unit of the refund's coin, when known. */
  rate: string | null
  /** Chosen earlier, but the balance as last read does not show enough of it for this amount. */
  short?: boolean
}

/** Same as the server: enough for an 18-decimal token, cut. */
const RATE_DECIMALS = 18

/** The server's MIN_RATE_USD: the refund's coin is valued at its balance's rate only from 10 USD up (cents are rounded). */
const MIN_RATE_USD = "10"

/** USD per unit, from a balance entry: balance_usd ÷ balance_crypto, else the available pair; null when nothing (or under `minUsd`) is held. */
function usdRate(entry: Balance | undefined, minUsd = "0"): InstanceType<typeof BigNumber> | null {
  if (!entry) return null
  const pairs: Array<[string, string]> = [
    [entry.balance_usd, entry.balance_crypto],
    [entry.available_balance_usd, entry.available_balance],
  ]
  for (const [usd, crypto] of pairs) {
    const u = toDecimal(usd)
    const c = toDecimal(crypto)
    if (u && c && u.gt(0) && c.gt(0) && u.gte(minUsd)) return new BigNumber(u.toFixed()).div(c.toFixed())
  }
  return null
}

export function payoutCoins(own: string, amount: string, balances: readonly Balance[] | undefined): PayoutCoin[] {
  // No refund (the drawer closing): nothing to offer — a select item may not have an empty value.
  if (!own) return []
  const coins: PayoutCoin[] = [{ code: own, estimate: null, rate: null }]
  if (!balances || !isPositiveDecimal(amount)) return coins
  const from = usdRate(
    balances.find((b) => b.currency.code === own),
    MIN_RATE_USD
  )
  for (const entry of balances) {
    const code = entry.currency.code
    if (code === own || !isPaymentCurrencyCode(code) || !isPositiveDecimal(entry.available_balance)) continue
    const to = usdRate(entry)
    if (!to) continue
    if (!from) {
      coins.push({ code, estimate: null, rate: null })
      continue
    }
    const rate = from.div(to).decimalPlaces(RATE_DECIMALS, BigNumber.ROUND_DOWN)
    const estimate = rate.times(amount).decimalPlaces(coinDecimals(code), BigNumber.ROUND_DOWN)
    if (estimate.gt(0) && estimate.lte(entry.available_balance)) coins.push({ code, estimate: estimate.toFixed(), rate: rate.toFixed() })
  }
  return coins
}
