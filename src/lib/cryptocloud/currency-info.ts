/**
 * Display names and networks for the payment currency codes, so a storefront can offer
 * "Tether (USDT) on Tron" without a call to the service. Derived from the code's two parts.
 */
import { PAYMENT_CURRENCY_CODES, type PaymentCurrencyCode } from "./codes"

const ASSET_NAMES: Record<string, string> = {
  BTC: "Bitcoin",
  LTC: "Litecoin",
  TRX: "Tron",
  SOL: "Solana",
  TON: "Toncoin",
  BNB: "BNB",
  ETH: "Ethereum",
  USDT: "Tether",
  USDC: "USD Coin",
  DAI: "Dai",
  USDD: "USDD",
  PYUSD: "PayPal USD",
  XAUT: "Tether Gold",
  ARB: "Arbitrum",
  OP: "Optimism",
  PEPE: "Pepe",
  SHIB: "Shiba Inu",
  TRUMP: "Official Trump",
}

const NETWORK_NAMES: Record<string, string> = {
  BTC: "Bitcoin",
  LTC: "Litecoin",
  TRX: "Tron",
  TRC20: "Tron",
  SOL: "Solana",
  TON: "TON",
  BNB: "BNB Smart Chain",
  BSC: "BNB Smart Chain",
  ETH: "Ethereum",
  ERC20: "Ethereum",
  ARB: "Arbitrum",
  OPT: "Optimism",
  BASE: "Base",
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

/**
 * Decimal places of each payment currency on its network (the token contract's or coin's own
 * precision): a payout amount is cut to these. USDT/USDC are 6 on most networks but 18 on BNB
 * Smart Chain; DAI, USDD and the EVM-native coins are 18.
 */
const NETWORK_DECIMALS: Record<PaymentCurrencyCode, number> = {
  BTC: 8,
  LTC: 8,
  TRX: 6,
  SOL: 9,
  TON: 9,
  BNB: 18,
  ETH: 18,
  ETH_ARB: 18,
  ETH_BASE: 18,
  ETH_OPT: 18,
  USDT_ARB: 6,
  USDT_BSC: 18,
  USDT_ERC20: 6,
  USDT_OPT: 6,
  USDT_SOL: 6,
  USDT_TON: 6,
  USDT_TRC20: 6,
  USDC_ARB: 6,
  USDC_BASE: 6,
  USDC_BSC: 18,
  USDC_ERC20: 6,
  USDC_OPT: 6,
  USDC_SOL: 6,
  DAI_ARB: 18,
  DAI_BASE: 18,
  DAI_BSC: 18,
  DAI_ERC20: 18,
  DAI_OPT: 18,
  USDD_TRC20: 18,
  PYUSD_ERC20: 6,
  PYUSD_SOL: 6,
  XAUT_ERC20: 6,
  XAUT_TON: 6,
  ARB_ARB: 18,
  OP_OPT: 18,
  PEPE_BSC: 18,
  PEPE_ERC20: 18,
  SHIB_BSC: 18,
  SHIB_ERC20: 18,
  TRUMP_SOL: 6,
}

export function coinDecimals(code: PaymentCurrencyCode): number {
  return NETWORK_DECIMALS[code]
}
