/**
 * Tron addresses (TRX and TRC-20 tokens): Base58Check of 21 bytes, the 0x41 network byte and a
 * 20-byte account hash, which always spells 34 characters starting with "T" (TRON developer
 * docs, "Accounts": e.g. TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL = 418840E6…D808 in hex).
 *
 * Base58 is case-sensitive and a valid Base58Check string has exactly one spelling, so the
 * canonical form is the address itself.
 */
import { decodeBase58check } from "./base58"
import { tronBurnReason } from "./burn"
import { checksumMismatch, conclusive, invalid, valid, type FamilyValidator } from "./types"

const TRON_PREFIX = 0x41
const PAYLOAD_BYTES = 21
const LENGTH = 34

export const validateTron: FamilyValidator = (address) => {
  // The hex form (41 + 40 hex) is what TRON's node APIs use internally; wallets, explorers and
  // payout forms use the base58 form, so point the merchant to it instead of a vague refusal.
  if (/^41[0-9a-fA-F]{40}$/.test(address)) {
    return invalid("It is a Tron address in hex form (41…); use its base58 form, which starts with T.")
  }
  if (!address.startsWith("T")) return invalid('It does not start with "T", as every Tron address does.')
  const decoded = decodeBase58check(address)
  if (!decoded.ok && decoded.failure === "alphabet") return invalid(decoded.reason)
  // Before the checksum: for a dropped or extra character, "34 characters" is the useful reason.
  if (address.length !== LENGTH) return invalid(`It is ${address.length} characters long; a Tron address has ${LENGTH}.`)
  // The alphabet was checked above, so what is left to fail is the checksum.
  if (!decoded.ok) return checksumMismatch(decoded.reason)
  if (decoded.bytes.length !== PAYLOAD_BYTES || decoded.bytes[0] !== TRON_PREFIX) {
    return invalid("It decodes correctly but not to a Tron account (25 bytes starting with 0x41).")
  }
  const burn = tronBurnReason(address)
  if (burn) return conclusive(burn, "burn")
  return valid(address)
}
