/**
 * Ethereum and the EVM chains CryptoCloud pays out on (BNB Smart Chain, Arbitrum, Base,
 * Optimism): all share one address format, 20 bytes as `0x` + 40 hex characters.
 *
 * EIP-55 hides a checksum in the letter case: a mixed-case address must match it exactly, which
 * catches most typos. All-lower and all-upper addresses carry no checksum and are accepted, as
 * EIP-55 itself keeps them valid for backwards compatibility.
 *
 * Those three spellings name one account, so two of them must not look like two payees: the
 * canonical form is the EIP-55 one, the spelling wallets and explorers show.
 */
import { hex, utf8 } from "@scure/base"
import { keccak_256 } from "@noble/hashes/sha3"
import { evmBurnReason } from "./burn"
import { checksumMismatch, conclusive, invalid, valid, type FamilyValidator } from "./types"

const HEX = /^[0-9a-fA-F]*$/

/** The EIP-55 spelling of 40 hex characters (without `0x`). */
export function eip55(hexAddress: string): string {
  const lower = hexAddress.toLowerCase()
  // keccak-256 of the lowercase hex *text*, not of the 20 bytes, exactly as the EIP specifies.
  const hash = hex.encode(keccak_256(utf8.decode(lower)))
  let out = ""
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i]!
    out += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}

export const validateEvm: FamilyValidator = (address) => {
  if (!address.startsWith("0x")) {
    return invalid(
      address.startsWith("0X") ? 'It starts with "0X"; EVM addresses start with a lower-case "0x".' : 'It does not start with "0x", as every EVM address does.'
    )
  }
  const body = address.slice(2)
  const bad = [...body].find((char) => !HEX.test(char))
  if (bad !== undefined) return invalid(`It contains "${bad}", which is not a hexadecimal character (0-9, a-f).`)
  if (body.length !== 40) {
    // 64 hex characters is the usual wrong paste: a transaction hash or a private key.
    const hint = body.length === 64 ? " (64 is a transaction hash or a key, not an address)" : ""
    return invalid(`It has ${body.length} hexadecimal characters after "0x"; an EVM address has 40${hint}.`)
  }
  // Before the checksum: a burn address is refused in any letter case, and "it is the burn
  // address" is the reason that matters even if its case is also off.
  const burn = evmBurnReason(body)
  if (burn) return conclusive(burn, "burn")
  const checksummed = eip55(body)
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && checksummed !== body) {
    return checksumMismatch("Its mixed upper/lower case does not match the EIP-55 checksum, so a character is probably mistyped.")
  }
  return valid(`0x${checksummed}`)
}
