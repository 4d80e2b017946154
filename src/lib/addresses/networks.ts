/**
 * Which address family each payment currency code is paid out on.
 *
 * A code is `<ASSET>_<NETWORK>`, or a bare `<NETWORK>` for a chain's native coin, so the family
 * follows from the network part alone. The table is typed over the network parts of
 * `PAYMENT_CURRENCY_CODES`: when the spec adds a code on a new network, this file stops
 * compiling instead of letting a payout go through unchecked.
 */
import type { PaymentCurrencyCode } from "../cryptocloud/codes"
import type { AddressCheckOptions, AddressFamily } from "./types"

/** `"USDT_TRC20"` → `"TRC20"`, `"BTC"` → `"BTC"`. */
export type NetworkOf<Code extends string> = Code extends `${string}_${infer Network}` ? Network : Code

export type PaymentNetwork = NetworkOf<PaymentCurrencyCode>

interface NetworkInfo {
  family: AddressFamily
  /** The chain's usual name, for messages ("BNB Smart Chain" is clearer than "BSC"). */
  name: string
}

const NETWORKS: Record<PaymentNetwork, NetworkInfo> = {
  BTC: { family: "bitcoin", name: "Bitcoin" },
  LTC: { family: "litecoin", name: "Litecoin" },
  TRX: { family: "tron", name: "Tron" },
  TRC20: { family: "tron", name: "Tron" },
  SOL: { family: "solana", name: "Solana" },
  TON: { family: "ton", name: "TON" },
  ETH: { family: "evm", name: "Ethereum" },
  ERC20: { family: "evm", name: "Ethereum" },
  // CryptoCloud's BNB is the coin on BNB Smart Chain (EVM), not on the retired Beacon Chain.
  BNB: { family: "evm", name: "BNB Smart Chain" },
  BSC: { family: "evm", name: "BNB Smart Chain" },
  ARB: { family: "evm", name: "Arbitrum One" },
  BASE: { family: "evm", name: "Base" },
  OPT: { family: "evm", name: "Optimism" },
}

/** The network part of a code, or throws for a code outside the spec's list. */
export function networkOf(currencyCode: string): NetworkInfo {
  const separator = currencyCode.lastIndexOf("_")
  const network = separator === -1 ? currencyCode : currencyCode.slice(separator + 1)
  const info = (NETWORKS as Record<string, NetworkInfo | undefined>)[network]
  if (!info) {
    // Callers hold a PaymentCurrencyCode; reaching here means an unchecked string slipped in,
    // and guessing a family would defeat the purpose of the check.
    throw new Error(`Unknown payment currency code "${currencyCode}": no address family for it`)
  }
  return info
}

export function addressFamilyOf(currencyCode: PaymentCurrencyCode): AddressFamily {
  return networkOf(currencyCode).family
}

/** "a Tron address", "an Ethereum/EVM address": used when an address looks like another network's. */
export const FAMILY_NOUN: Record<AddressFamily, string> = {
  bitcoin: "a Bitcoin address",
  litecoin: "a Litecoin address",
  evm: "an Ethereum/EVM address",
  tron: "a Tron address",
  solana: "a Solana address",
  ton: "a TON address",
}

/** "an Arbitrum One", "a Base": every network name here is read with its first letter's sound. */
function withArticle(name: string): string {
  return `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`
}

/**
 * The format a merchant should paste for a currency, named after its network. It follows the
 * options, so a refusal never lists a form the same check would refuse.
 */
export function expectedFormat(currencyCode: string, options: AddressCheckOptions = {}): string {
  const { family, name } = networkOf(currencyCode)
  switch (family) {
    case "bitcoin":
      return "a Bitcoin mainnet address: bc1… (bech32/bech32m), or 1… / 3… (base58check)"
    case "litecoin":
      return options.litecoinLegacyP2sh === true
        ? "a Litecoin mainnet address: ltc1… (bech32/bech32m), or L… / M… / legacy 3… (base58check)"
        : "a Litecoin mainnet address: ltc1… (bech32/bech32m), or L… / M… (base58check)"
    case "evm":
      return `${withArticle(name === "Ethereum" ? name : `${name} (EVM)`)} address: 0x followed by 40 hexadecimal characters (EIP-55 mixed case, or all lower/upper case)`
    case "tron":
      return "a Tron address: 34 characters starting with T (base58check)"
    case "solana":
      return "a Solana address: 32 to 44 base58 characters (a 32-byte public key)"
    case "ton":
      return "a TON mainnet address: 48 characters user-friendly form (EQ…/UQ…, base64url or base64), or raw form 0:<64 hex> / -1:<64 hex>"
  }
}
