/**
 * The spec's plain code lists (merchant-crypto-api-v2.md, "Allowed currency codes").
 *
 * This is the only file the sandbox may share with the client: both sides must agree on the
 * lists the spec publishes, while everything else (schemas, errors, helpers) is written twice
 * on purpose so a bug on one side cannot hide a bug on the other.
 */

/** Payment currencies for an invoice (`add_fields.available_currencies`, `cryptocurrency`) and withdrawals. */
export const PAYMENT_CURRENCY_CODES = [
  "BTC",
  "LTC",
  "TRX",
  "SOL",
  "TON",
  "BNB",
  "ETH",
  "ETH_ARB",
  "ETH_BASE",
  "ETH_OPT",
  "USDT_ARB",
  "USDT_BSC",
  "USDT_ERC20",
  "USDT_OPT",
  "USDT_SOL",
  "USDT_TON",
  "USDT_TRC20",
  "USDC_ARB",
  "USDC_BASE",
  "USDC_BSC",
  "USDC_ERC20",
  "USDC_OPT",
  "USDC_SOL",
  "DAI_ARB",
  "DAI_BASE",
  "DAI_BSC",
  "DAI_ERC20",
  "DAI_OPT",
  "USDD_TRC20",
  "PYUSD_ERC20",
  "PYUSD_SOL",
  "XAUT_ERC20",
  "XAUT_TON",
  "ARB_ARB",
  "OP_OPT",
  "PEPE_BSC",
  "PEPE_ERC20",
  "SHIB_BSC",
  "SHIB_ERC20",
  "TRUMP_SOL",
] as const

/** Codes that live on the TON network: static wallets are not supported there. */
export const TON_NETWORK_CODES = ["TON", "USDT_TON", "XAUT_TON"] as const

/** Static wallet currencies: the payment list without the TON network. */
export const STATIC_WALLET_CURRENCY_CODES = PAYMENT_CURRENCY_CODES.filter(
  (code) => !(TON_NETWORK_CODES as readonly string[]).includes(code)
) as readonly PaymentCurrencyCode[]

/** Fiat conversion codes accepted as invoice `currency`. */
export const FIAT_CURRENCY_CODES = [
  "USD",
  "UZS",
  "KGS",
  "KZT",
  "AMD",
  "AZN",
  "BYN",
  "AUD",
  "TRY",
  "AED",
  "CAD",
  "CNY",
  "HKD",
  "IDR",
  "INR",
  "JPY",
  "PHP",
  "SGD",
  "THB",
  "VND",
  "MYR",
  "RUB",
  "UAH",
  "EUR",
  "GBP",
] as const

/** Invoice states of the spec. */
export const INVOICE_STATUSES = ["created", "paid", "partial", "overpaid", "canceled"] as const

export type PaymentCurrencyCode = (typeof PAYMENT_CURRENCY_CODES)[number]
export type FiatCurrencyCode = (typeof FIAT_CURRENCY_CODES)[number]
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

export function isPaymentCurrencyCode(code: unknown): code is PaymentCurrencyCode {
  return typeof code === "string" && (PAYMENT_CURRENCY_CODES as readonly string[]).includes(code)
}

export function isStaticWalletCurrencyCode(code: unknown): code is PaymentCurrencyCode {
  return typeof code === "string" && STATIC_WALLET_CURRENCY_CODES.includes(code as PaymentCurrencyCode)
}

export function isFiatCurrencyCode(code: unknown): code is FiatCurrencyCode {
  return typeof code === "string" && (FIAT_CURRENCY_CODES as readonly string[]).includes(code)
}
