/**
 * Native segwit addresses (BIP-173 bech32 for witness v0, BIP-350 bech32m for v1..16).
 *
 * The checksums and the 5-to-8-bit conversion are @scure/base's; this file applies the segwit
 * rules on top (BIP-173 "Segwit address format", BIP-350 "Addresses for segregated witness
 * outputs") and names the broken rule, because "invalid address" alone does not tell a merchant
 * whether to re-copy the address or to ask for a mainnet one.
 */
import { bech32, bech32m } from "@scure/base"

export type SegwitDecoded = { ok: true; hrp: string; version: number; program: Uint8Array } | { ok: false; reason: string; hrp?: string; checksum?: true }

/** The 32 characters bech32 uses after the separator (no 1, b, i, o). */
const DATA_CHARS = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]*$/

/**
 * True when the string is shaped like bech32 for one of `hrps` (case-insensitive prefix
 * `<hrp>1`), so a failure below should be reported as a segwit failure, not a base58 one.
 */
export function hasSegwitPrefix(address: string, hrps: readonly string[]): boolean {
  const lower = address.toLowerCase()
  return hrps.some((hrp) => lower.startsWith(`${hrp}1`))
}

export function decodeSegwit(address: string): SegwitDecoded {
  // BIP-173: "Decoders MUST NOT accept strings where some characters are uppercase and some
  // are lowercase". Checked first so the reason is not lost behind a checksum failure.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return { ok: false, reason: "It mixes upper and lower case letters, which bech32 addresses never do." }
  }
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf("1")
  const hrp = separator > 0 ? lower.slice(0, separator) : ""
  const data = separator > 0 ? lower.slice(separator + 1) : ""
  if (!hrp || !DATA_CHARS.test(data)) {
    const bad = [...data].find((char) => !DATA_CHARS.test(char))
    return {
      ok: false,
      hrp: hrp || undefined,
      reason: bad
        ? `It contains "${bad}", which bech32 does not use (it leaves out 1, b, i and o after the separator).`
        : "It is not a bech32 string (a prefix, the separator 1, then data and checksum).",
    }
  }

  // A segwit address is at most 90 characters (BIP-173), which is also scure's default limit.
  const v0 = bech32.decodeUnsafe(lower, 90)
  const v1plus = v0 ? undefined : bech32m.decodeUnsafe(lower, 90)
  const decoded = v0 ?? v1plus
  if (!decoded) {
    return {
      ok: false,
      hrp,
      checksum: true,
      reason: "Its bech32 checksum does not match, so a character is probably mistyped, missing or extra.",
    }
  }

  const [version, ...programWords] = decoded.words
  if (version === undefined) return { ok: false, hrp, reason: "It has no data after the prefix, only a checksum." }
  if (version > 16) return { ok: false, hrp, reason: `Its witness version (${version}) does not exist; it must be 0 to 16.` }
  // BIP-350: v0 keeps the bech32 checksum, every later version uses bech32m. A v1+ address
  // with a bech32 checksum is what pre-BIP-350 software produced and must not be paid.
  if (version === 0 && !v0) {
    return { ok: false, hrp, reason: "It is a witness version 0 address with a bech32m checksum; version 0 uses bech32 (BIP-350)." }
  }
  if (version !== 0 && v0) {
    return {
      ok: false,
      hrp,
      reason: `It is a witness version ${version} address with a bech32 checksum; versions 1 and up use bech32m (BIP-350).`,
    }
  }

  // Rejects the padding cases BIP-173 lists (more than 4 bits of padding, non-zero padding).
  const program = bech32.fromWordsUnsafe(programWords)
  if (!program) return { ok: false, hrp, reason: "Its witness program is not a whole number of bytes (invalid padding)." }
  if (program.length < 2 || program.length > 40) {
    const size = program.length === 1 ? "1 byte" : `${program.length} bytes`
    return { ok: false, hrp, reason: `Its witness program is ${size}; it must be 2 to 40 bytes.` }
  }
  // BIP-141: v0 programs are a 20-byte key hash (P2WPKH) or a 32-byte script hash (P2WSH).
  if (version === 0 && program.length !== 20 && program.length !== 32) {
    return { ok: false, hrp, reason: `Its version 0 witness program is ${program.length} bytes; it must be 20 or 32 bytes.` }
  }
  return { ok: true, hrp, version, program }
}
