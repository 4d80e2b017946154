/**
 * Shapes shared by the payout address checks.
 *
 * Kept apart from the family files so each of them depends only on these types and on the
 * encoding libraries, never on one another (the cross-family hints live in `recognise.ts`).
 */

/** The address formats a CryptoCloud payment currency can be paid out to. */
export type AddressFamily = "bitcoin" | "litecoin" | "evm" | "tron" | "solana" | "ton"

/**
 * What a merchant may allow beyond the default rules. Every option widens what is accepted, so
 * the default (no options) is always the strictest reading.
 */
export interface AddressCheckOptions {
  /**
   * Accept Litecoin's legacy P2SH addresses (version byte 0x05, `3…`). Off by default because
   * the very same string is a Bitcoin P2SH address: a Bitcoin address pasted for an LTC payout
   * would otherwise pass.
   */
  litecoinLegacyP2sh?: boolean
}

/**
 * Why an address was refused, as a closed set of codes, so a caller can say it in words of its
 * own (another language, a customer rather than a merchant) without parsing `reason`:
 * - `empty`: nothing was given;
 * - `malformed`: not one unbroken address-like string (whitespace inside, an invisible or
 *   non-ASCII character, longer than any address);
 * - `payment_link`: a payment URI (`bitcoin:…?amount=…`) instead of the bare address;
 * - `other_network`: it is (or clearly resembles) an address of another network, named by
 *   `looksLike`;
 * - `testnet`: an address of the right network's test network;
 * - `checksum`: the format's own checksum does not match (base58check, bech32/bech32m, EIP-55
 *   letter case, TON's CRC16): a character is mistyped, missing or extra;
 * - `burn`: a well-formed address nobody can spend from;
 * - `litecoin_p2sh`: a `3…` address for a Litecoin payout (Bitcoin's P2SH prefix);
 * - `format`: any other rule of the network (length, prefix, alphabet, version byte…).
 */
export const ADDRESS_PROBLEM_CODES = ["empty", "malformed", "payment_link", "other_network", "testnet", "checksum", "burn", "litecoin_p2sh", "format"] as const

export type AddressProblemCode = (typeof ADDRESS_PROBLEM_CODES)[number]

/** The codes a family validator can give (the others are decided before or after it). */
export type FamilyProblemCode = Extract<AddressProblemCode, "testnet" | "checksum" | "burn" | "litecoin_p2sh" | "format">

/** The outcome of `checkPayoutAddress`. */
export type AddressCheck =
  | {
      ok: true
      family: AddressFamily
      /** The address as given, only trimmed: it is sent as is, so nothing else is "fixed". */
      address: string
      /**
       * The one spelling every way of writing this account shares (EIP-55 for EVM, lower case
       * for segwit, the raw `<workchain>:<hex>` form for TON, the address itself where case
       * matters). Compare this, not `address`, to decide whether two payouts go to one account.
       */
      canonical: string
      /** Present when the address is accepted but deserves a second look before paying. */
      warning?: string
    }
  | {
      ok: false
      family: AddressFamily
      /**
       * The refused address, trimmed, so `describeAddressProblem(code, check)` can quote it
       * without the caller threading the input through.
       */
      address: string
      /** One sentence naming what is wrong. */
      reason: string
      /** What is wrong, as a code (see `ADDRESS_PROBLEM_CODES`). */
      code: AddressProblemCode
      /** With `other_network`: the family the address belongs to or resembles. */
      looksLike?: AddressFamily
      /** Human description of the expected format for the currency's network. */
      expected: string
    }

export type AddressProblem = Extract<AddressCheck, { ok: false }>

/**
 * What a family validator says about a trimmed, non-empty, single-token address.
 *
 * On success it returns the canonical spelling: only the family knows which parts of its
 * format are case-insensitive or have several encodings, so the rule lives with its validator.
 *
 * `testnet` marks an address that is well formed for the family's test network: it is refused
 * all the same (payouts are mainnet only), but the cross-family hint can then name it.
 * `conclusive` marks a reason that already says all there is to say (a burn address, a prefix
 * the reason itself attributes to another network): no cross-family hint may replace it.
 */
export type FamilyVerdict =
  { ok: true; canonical: string; warning?: string } | { ok: false; reason: string; code: FamilyProblemCode; testnet?: boolean; conclusive?: boolean }

export type FamilyValidator = (address: string, options: AddressCheckOptions) => FamilyVerdict

export function valid(canonical: string, warning?: string): FamilyVerdict {
  return warning === undefined ? { ok: true, canonical } : { ok: true, canonical, warning }
}

/** A broken rule of the format (`format`), or with `testnet` a test network's address (`testnet`). */
export function invalid(reason: string, testnet?: boolean): FamilyVerdict {
  return testnet ? { ok: false, reason, code: "testnet", testnet } : { ok: false, reason, code: "format" }
}

/** The format's checksum does not match: a character is mistyped, missing or extra. */
export function checksumMismatch(reason: string): FamilyVerdict {
  return { ok: false, reason, code: "checksum" }
}

/** A refusal whose reason must reach the merchant as written (see `FamilyVerdict`). */
export function conclusive(reason: string, code: "burn" | "litecoin_p2sh"): FamilyVerdict {
  return { ok: false, reason, code, conclusive: true }
}
