/**
 * Base58 and Base58Check decoding with a reason a merchant can act on.
 *
 * The codecs come from @scure/base (Base58Check = base58 with a 4-byte double-SHA-256 checksum,
 * built from @noble/hashes' sha256). What this file adds is telling apart the two failures that
 * matter to a person fixing a pasted address: a character base58 never uses (often 0/O or I/l
 * read wrongly) versus a checksum mismatch (a mistyped or missing character).
 */
import { base58, createBase58check } from "@scure/base"
import { sha256 } from "@noble/hashes/sha2"

const base58check = createBase58check(sha256)

/** Bitcoin's alphabet: no 0, O, I or l (they are too easy to confuse when copied by hand). */
const NOT_BASE58 = /[^1-9A-HJ-NP-Za-km-z]/

export type Decoded = { ok: true; bytes: Uint8Array } | { ok: false; failure: "alphabet" | "checksum"; reason: string }

/** The first character outside the base58 alphabet, described for a message. */
function badCharacter(address: string): string | null {
  const match = NOT_BASE58.exec(address)
  if (!match) return null
  const char = match[0]
  const hint = char === "0" || char === "O" || char === "I" || char === "l" ? " (base58 leaves out 0, O, I and l)" : ""
  return `It contains "${char}" at position ${match.index + 1}, which is not a base58 character${hint}.`
}

export function isBase58(address: string): boolean {
  return address.length > 0 && !NOT_BASE58.test(address)
}

/** Plain base58 (Solana): no checksum, so only the alphabet can be checked here. */
export function decodeBase58(address: string): Decoded {
  const bad = badCharacter(address)
  if (bad) return { ok: false, failure: "alphabet", reason: bad }
  return { ok: true, bytes: base58.decode(address) }
}

/**
 * Base58Check encoding of a payload (version byte + hash). Used to spell an address from its
 * bytes, e.g. Tron's zero address, rather than trusting a copied string.
 */
export function encodeBase58check(payload: Uint8Array): string {
  return base58check.encode(payload)
}

/**
 * Base58Check: returns the payload (version byte + hash) without the 4 checksum bytes.
 * `bytes.length + 4` is the decoded length the chains document (25 for Bitcoin and Tron).
 */
export function decodeBase58check(address: string): Decoded {
  const bad = badCharacter(address)
  if (bad) return { ok: false, failure: "alphabet", reason: bad }
  try {
    return { ok: true, bytes: base58check.decode(address) }
  } catch {
    // The alphabet is fine, so the only way left to fail is the checksum (or a string too
    // short to carry one): either way a character was mistyped, dropped or added.
    return {
      ok: false,
      failure: "checksum",
      reason: "Its base58check checksum does not match, so a character is probably mistyped, missing or extra.",
    }
  }
}
