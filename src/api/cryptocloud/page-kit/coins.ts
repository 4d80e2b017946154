/**
 * A payment currency code as a customer knows it: the asset, its network's name, and the token
 * standard where wallets name the network by it ("USDT" on "Tron", "TRC-20"). Both customer
 * pages name coins this way, so the coin offered on the pay page reads like the refund's.
 */
import { isPaymentCurrencyCode, paymentCurrencyInfo } from "../../../lib/cryptocloud"

/** Token standards people know a network by (the wallet shows "USDT TRC-20", not "USDT on Tron"). */
const STANDARDS: Record<string, string> = { TRC20: "TRC-20", ERC20: "ERC-20", BSC: "BEP-20" }

export interface CoinWords {
  /** "USDT", "BTC". */
  asset: string
  /** "Tron", "BNB Smart Chain". */
  network: string
  /** The token standard where people know the network by it ("TRC-20"), else null. */
  standard: string | null
}

/** An unknown code is named by itself (it still reads as what the service reported). */
export function coinWords(code: string): CoinWords {
  if (!isPaymentCurrencyCode(code)) return { asset: code, network: code, standard: null }
  const info = paymentCurrencyInfo(code)
  return { asset: info.asset, network: info.network.name, standard: STANDARDS[info.network.code] ?? null }
}

/** " (TRC-20)" after the network's name, where it has a standard. */
export function standardSuffix(words: Pick<CoinWords, "standard">): string {
  return words.standard ? ` (${words.standard})` : ""
}

/** A coin's `{asset}`, `{network}` and `{standard}` for the words' placeholders. */
export function coinPlaceholders(words: CoinWords): { asset: string; network: string; standard: string } {
  return { asset: words.asset, network: words.network, standard: standardSuffix(words) }
}
