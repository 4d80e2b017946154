/**
 * Solana addresses (SOL and SPL tokens): a 32-byte public key written in plain base58.
 *
 * There is no checksum, so a substituted base58 character cannot be detected here, only a
 * character outside the alphabet or a wrong length. That is why the cross-family hint matters
 * most for Solana: a Tron or Bitcoin address is also base58, but decodes to 25 bytes, not 32.
 *
 * Base58 is case-sensitive, so the canonical form is the address itself.
 */
import { decodeBase58 } from "./base58"
import { invalid, valid, type FamilyValidator } from "./types"

const KEY_BYTES = 32

export const validateSolana: FamilyValidator = (address) => {
  const decoded = decodeBase58(address)
  if (!decoded.ok) return invalid(decoded.reason)
  if (decoded.bytes.length !== KEY_BYTES) {
    return invalid(`It decodes to ${decoded.bytes.length} bytes; a Solana address is a 32-byte public key.`)
  }
  return valid(address)
}
