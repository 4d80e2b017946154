/**
 * Money math of the sandbox: fixed rate tables, conversions and the fee model.
 *
 * Every amount is a decimal string and every operation goes through bignumber.js, so the oracle
 * never suffers float drift ("2.68" stays 2.68). Numbers only appear at serialisation (json.ts).
 *
 * Rounding rules (documented in docs/development.md, "The sandbox"):
 * - USD values: 2 decimals, half-up.
 * - Crypto amounts: 8 decimals for every currency. A fiat → crypto quote rounds UP, so a payer
 *   who pays the quoted amount never leaves the merchant short of the USD value.
 * - Fees: service fee 1.9 % of the crypto paid (rounded up); transfer fee the crypto equivalent
 *   of 0.01 USD per incoming transaction. For BTC that fee is ~1.7e-07, which is exactly the kind
 *   of tiny value the real service prints in exponent notation.
 */
import BigNumber from "bignumber.js"

/** Private BigNumber flavour: plain notation always, generous precision for divisions. */
export const BN = BigNumber.clone({
  DECIMAL_PLACES: 30,
  ROUNDING_MODE: BigNumber.ROUND_HALF_UP,
  EXPONENTIAL_AT: [-60, 60],
})

export const CRYPTO_DECIMALS = 8
export const USD_DECIMALS = 2
export const SERVICE_FEE_RATE = "0.019"
export const TRANSFER_FEE_USD = "0.01"

/** USD value of one unit of each fiat code (deterministic; not real market data). */
export const FIAT_USD_RATES: Readonly<Record<string, string>> = {
  USD: "1",
  UZS: "0.000079",
  KGS: "0.0115",
  KZT: "0.0021",
  AMD: "0.0026",
  AZN: "0.588",
  BYN: "0.306",
  AUD: "0.66",
  TRY: "0.029",
  AED: "0.2723",
  CAD: "0.73",
  CNY: "0.138",
  HKD: "0.128",
  IDR: "0.000062",
  INR: "0.012",
  JPY: "0.0067",
  PHP: "0.0175",
  SGD: "0.74",
  THB: "0.028",
  VND: "0.00004",
  MYR: "0.213",
  RUB: "0.011",
  UAH: "0.024",
  EUR: "1.08",
  GBP: "1.27",
}

/** USD price of one unit of each payment currency, keyed by base code (network does not matter). */
const BASE_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: "60000",
  LTC: "80",
  TRX: "0.12",
  SOL: "150",
  TON: "5",
  BNB: "600",
  ETH: "3000",
  USDT: "1",
  USDC: "1",
  DAI: "1",
  USDD: "1",
  PYUSD: "1",
  XAUT: "2400",
  ARB: "0.8",
  OP: "1.6",
  PEPE: "0.00001",
  SHIB: "0.00002",
  TRUMP: "10",
}

export function baseCode(code: string): string {
  return code.split("_")[0]
}

export function cryptoUsdPrice(code: string): string {
  const price = BASE_USD_PRICES[baseCode(code)]
  if (!price) throw new Error(`sandbox has no price for ${code}`)
  return price
}

/**
 * Accepts what the real API accepts for an amount: a finite positive JSON number or a plain
 * numeric string ("2.68"). Returns the normalised decimal string, or null when invalid.
 */
export function parsePositiveDecimal(value: unknown): string | null {
  let text: string
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null
    text = String(value) // JS prints the shortest round-trip form: 2.68 → "2.68"
  } else if (typeof value === "string") {
    text = value.trim()
    if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) return null
  } else {
    return null
  }
  const n = new BN(text)
  if (!n.isFinite() || n.lte(0)) return null
  return n.toFixed()
}

export function fiatToUsd(amount: string, fiat: string): string {
  const rate = FIAT_USD_RATES[fiat]
  if (!rate) throw new Error(`sandbox has no rate for ${fiat}`)
  return new BN(amount).times(rate).decimalPlaces(USD_DECIMALS, BN.ROUND_HALF_UP).toFixed()
}

export function usdToCrypto(usd: string, code: string): string {
  return new BN(usd).div(cryptoUsdPrice(code)).decimalPlaces(CRYPTO_DECIMALS, BN.ROUND_UP).toFixed()
}

export function cryptoToUsd(amount: string, code: string): string {
  return new BN(amount).times(cryptoUsdPrice(code)).decimalPlaces(USD_DECIMALS, BN.ROUND_HALF_UP).toFixed()
}

export function serviceFeeOf(cryptoAmount: string): string {
  return new BN(cryptoAmount).times(SERVICE_FEE_RATE).decimalPlaces(CRYPTO_DECIMALS, BN.ROUND_UP).toFixed()
}

/** Transfer (network) fee of one incoming transaction, in the currency itself. */
export function transferFeeOf(code: string): string {
  return usdToCrypto(TRANSFER_FEE_USD, code)
}

export function add(a: string, b: string): string {
  return new BN(a).plus(b).toFixed()
}

export function sub(a: string, b: string): string {
  return new BN(a).minus(b).toFixed()
}

export function cmp(a: string, b: string): number {
  return new BN(a).comparedTo(b) ?? 0
}

export function mul(a: string, b: string | number, mode: "down" | "up" = "down"): string {
  const rounding = mode === "up" ? BN.ROUND_UP : BN.ROUND_DOWN
  return new BN(a).times(b).decimalPlaces(CRYPTO_DECIMALS, rounding).toFixed()
}

export function maxZero(a: string): string {
  const n = new BN(a)
  return n.isNegative() ? "0" : n.toFixed()
}

export function isZero(a: string): boolean {
  return new BN(a).isZero()
}
