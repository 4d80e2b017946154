/**
 * Display names and networks for the payment currency codes, so a storefront can offer
 * "Tether (USDT) on Tron" without a call to the service. Derived from the code's two parts.
 */
import { PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "./codes"

const ASSET_NAMES: Record<string, string> = {
  BTC: "Bitcoin", LTC: "Litecoin", TRX: "Tron", SOL: "Solana", TON: "Toncoin", BNB: "BNB",
  ETH: "Ethereum", USDT: "Tether", USDC: "USD Coin", DAI: "Dai", USDD: "USDD",
  PYUSD: "PayPal USD", XAUT: "Tether Gold", ARB: "Arbitrum", OP: "Optimism", PEPE: "Pepe",
  SHIB: "Shiba Inu", TRUMP: "Official Trump",
}

const NETWORK_NAMES: Record<string, string> = {
  BTC: "Bitcoin", LTC: "Litecoin", TRX: "Tron", TRC20: "Tron", SOL: "Solana", TON: "TON",
  BNB: "BNB Smart Chain", BSC: "BNB Smart Chain", ETH: "Ethereum", ERC20: "Ethereum",
  ARB: "Arbitrum", OPT: "Optimism", BASE: "Base",
}

export interface PaymentCurrencyInfo {
  code: PaymentCurrencyCode
  /** Asset code without network, e.g. "USDT". */
  asset: string
  name: string
  network: { code: string; name: string }
  stablecoin: boolean
}

const STABLECOINS = new Set(["USDT", "USDC", "DAI", "USDD", "PYUSD"])

export function paymentCurrencyInfo(code: PaymentCurrencyCode): PaymentCurrencyInfo {
  const [asset, network = asset] = code.split("_")
  return {
    code,
    asset,
    name: ASSET_NAMES[asset] ?? asset,
    network: { code: network, name: NETWORK_NAMES[network] ?? network },
    stablecoin: STABLECOINS.has(asset),
  }
}

export function listPaymentCurrencies(only?: readonly string[]): PaymentCurrencyInfo[] {
  return PAYMENT_CURRENCY_CODES.filter((code) => !only || only.includes(code)).map(paymentCurrencyInfo)
}
