/**
 * What a wallet should scan: a payment URI where the chain has a documented one, else the bare
 * address. BIP-21 (`bitcoin:`, and Litecoin's `litecoin:` of the same form) carries the amount as
 * the decimal the customer sees; EIP-681 carries a native EVM coin's amount in wei, shifted from
 * that same decimal string — never through a float, so the URI and the screen agree to the last
 * digit. Tokens (USDT on Tron, ERC-20…) get the bare address: EIP-681 token transfers need the
 * token contract and are read inconsistently by wallets, and Tron has no documented URI.
 */
import type { PaymentCurrencyCode } from "../lib/cryptocloud/codes"

const BIP21_SCHEMES: Partial<Record<PaymentCurrencyCode, string>> = { BTC: "bitcoin", LTC: "litecoin" }

/** Native coins of EVM chains and their EIP-155 chain ids (18 decimals each). */
const EIP681_CHAINS: Partial<Record<PaymentCurrencyCode, number>> = { ETH: 1, ETH_OPT: 10, BNB: 56, ETH_BASE: 8453, ETH_ARB: 42161 }
const EVM_NATIVE_DECIMALS = 18

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/** "0.0123" with 18 decimals → "12300000000000000"; null when it has more decimals than that. */
export function toBaseUnits(amount: string, decimals: number): string | null {
  const match = DECIMAL.exec(amount)
  if (!match) return null
  const [, whole, fraction = ""] = match
  if (fraction.length > decimals) return null
  const digits = `${whole}${fraction.padEnd(decimals, "0")}`.replace(/^0+(?=\d)/, "")
  return digits
}

export interface PaymentTarget {
  /** What the QR code holds. */
  uri: string
  /** Whether `uri` carries the amount (else the customer types it: show it next to the code). */
  hasAmount: boolean
}

/** The QR code's content for paying `amount` of `currency` to `address`. */
export function paymentUri(currency: string, address: string, amount: string | null): PaymentTarget {
  const code = currency as PaymentCurrencyCode
  const valid = amount !== null && DECIMAL.test(amount) && !/^0+(\.0+)?$/.test(amount)
  const scheme = BIP21_SCHEMES[code]
  if (scheme && valid) return { uri: `${scheme}:${address}?amount=${amount}`, hasAmount: true }
  const chainId = EIP681_CHAINS[code]
  const wei = valid && chainId ? toBaseUnits(amount!, EVM_NATIVE_DECIMALS) : null
  if (chainId && wei) return { uri: `ethereum:${address}@${chainId}?value=${wei}`, hasAmount: true }
  return { uri: address, hasAmount: false }
}
