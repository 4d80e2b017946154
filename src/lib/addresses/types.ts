/**
 * Shapes shared by the payout address checks.
 *
 * Kept apart from the family files so each of them depends only on these types and on the
 * encoding libraries, never on one another (the cross-family hints live in `recognise.ts`).
 */

/** The address formats a CryptoCloud payment currency can be paid out to. */
export type AddressFamily = "bitcoin" | "litecoin" | "evm" | "tron" | "solana" | "ton"

/** The outcome of `checkPayoutAddress`. */
export type AddressCheck =
  | {
      ok: true
      family: AddressFamily
      /** The address as given, only trimmed: it is sent as is, so nothing else is "fixed". */
      address: string
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
      /** Human description of the expected format for the currency's network. */
      expected: string
    }

export type AddressProblem = Extract<AddressCheck, { ok: false }>

/**
 * What a family validator says about a trimmed, non-empty, single-token address.
 *
 * `testnet` marks an address that is well formed for the family's test network: it is refused
 * all the same (payouts are mainnet only), but the cross-family hint can then name it.
 */
export type FamilyVerdict = { ok: true } | { ok: false; reason: string; testnet?: boolean }

export type FamilyValidator = (address: string) => FamilyVerdict

export const valid: FamilyVerdict = { ok: true }

export function invalid(reason: string, testnet?: boolean): FamilyVerdict {
  return testnet ? { ok: false, reason, testnet } : { ok: false, reason }
}
