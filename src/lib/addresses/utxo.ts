/**
 * Validator shared by Bitcoin and Litecoin: both use Base58Check with a one-byte version
 * prefix for legacy addresses and segwit (bech32/bech32m) with a human-readable prefix for
 * native ones. Only the prefixes differ, so each chain's file is a table of them.
 *
 * Canonical form: a segwit address may be written all upper case (BIP-173 allows it for QR
 * codes) and names the same output as its lower-case spelling, so it is lower-cased; a base58
 * address is case-sensitive and has one spelling, so it stays as it is.
 */
import { decodeBase58check } from "./base58"
import { decodeSegwit, hasSegwitPrefix } from "./segwit"
import { checksumMismatch, invalid, valid, type FamilyValidator } from "./types"

export interface UtxoChain {
  name: string
  /** Mainnet segwit human-readable part. */
  hrp: string
  /** Test networks' segwit prefixes (testnet, signet, regtest). */
  testHrps: readonly string[]
  /** Mainnet Base58Check version bytes, with what each one is, for messages. */
  versions: ReadonlyMap<number, string>
  /** Testnet Base58Check version bytes. */
  testVersions: ReadonlySet<number>
}

/** Base58Check payload: a version byte and a 20-byte hash (25 bytes with the checksum). */
const LEGACY_PAYLOAD_BYTES = 21

/** Bech32 is all lower or all upper case; a mixed-case string with a valid Base58Check checksum is a base58 address. */
function isMixedCaseBase58(address: string): boolean {
  return address !== address.toLowerCase() && address !== address.toUpperCase() && decodeBase58check(address).ok
}

const hex = (byte: number) => `0x${byte.toString(16).padStart(2, "0")}`

export function utxoValidator(chain: UtxoChain): FamilyValidator {
  const allHrps = [chain.hrp, ...chain.testHrps]
  return (address) => {
    // A base58 address may begin with the segwit prefix's letters in mixed case ("LTC1eY…" is a
    // legacy Litecoin address): a mixed-case spelling that decodes as Base58Check is one.
    if (hasSegwitPrefix(address, allHrps) && !isMixedCaseBase58(address)) {
      const decoded = decodeSegwit(address)
      if (!decoded.ok) return decoded.checksum ? checksumMismatch(decoded.reason) : invalid(decoded.reason)
      if (decoded.hrp === chain.hrp) return valid(address.toLowerCase())
      if (chain.testHrps.includes(decoded.hrp)) {
        return invalid(`It is a ${chain.name} testnet address (${decoded.hrp}1…); payouts go to mainnet only.`, true)
      }
      return invalid(`Its prefix "${decoded.hrp}1" is not ${chain.name}'s "${chain.hrp}1".`)
    }

    const decoded = decodeBase58check(address)
    if (!decoded.ok) return decoded.failure === "checksum" ? checksumMismatch(decoded.reason) : invalid(decoded.reason)
    const { bytes } = decoded
    if (bytes.length !== LEGACY_PAYLOAD_BYTES) {
      return invalid(`It decodes to ${bytes.length + 4} bytes; a ${chain.name} base58 address decodes to 25 (version byte, 20-byte hash, 4-byte checksum).`)
    }
    const version = bytes[0]!
    if (chain.versions.has(version)) return valid(address)
    if (chain.testVersions.has(version)) {
      return invalid(`It is a ${chain.name} testnet address (version byte ${hex(version)}); payouts go to mainnet only.`, true)
    }
    const accepted = [...chain.versions].map(([byte, what]) => `${hex(byte)} ${what}`).join(", ")
    return invalid(`Its version byte ${hex(version)} is not a ${chain.name} one (${accepted}).`)
  }
}
