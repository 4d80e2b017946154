/**
 * Litecoin mainnet addresses.
 *
 * Prefixes from Litecoin Core's chainparams (litecoin.info, "Addresses & Prefixes"): P2PKH 0x30
 * (L…), P2SH 0x32 (M…), segwit "ltc". Litecoin Core 0.15 and earlier wrote P2SH with 0x05 (3…)
 * and later releases still accept it; but 0x05 is also Bitcoin's P2SH byte, so the very same
 * string is a valid Bitcoin address and nothing in it tells the two apart. A `3…` paste for an
 * LTC payout is more likely a Bitcoin address than an old Litecoin one, and paying it in LTC
 * would lose the funds, so it is refused unless the merchant opts in (`litecoinLegacyP2sh`),
 * and then accepted with a warning.
 */
import { decodeBase58check } from "./base58"
import { utxoValidator } from "./utxo"
import { conclusive, invalid, valid, type FamilyValidator } from "./types"

const validateLitecoinUtxo = utxoValidator({
  name: "Litecoin",
  hrp: "ltc",
  // "tltc" is testnet, "rltc" regtest.
  testHrps: ["tltc", "rltc"],
  versions: new Map([
    [0x30, "P2PKH L…"],
    [0x32, "P2SH M…"],
  ]),
  // Testnet P2PKH 0x6f (m/n), P2SH 0x3a (Q…) and the legacy 0xc4 (2…).
  testVersions: new Set([0x6f, 0x3a, 0xc4]),
})

/** Bitcoin's P2SH version byte, which Litecoin used for P2SH until it got its own (0x32). */
const LEGACY_P2SH = 0x05

/**
 * The refusal names Bitcoin, as the cross-family hint would, and adds what only Litecoin knows:
 * where its own P2SH addresses differ, and that the merchant can allow the old form.
 */
const LEGACY_P2SH_REFUSED =
  "It looks like a Bitcoin address: 3… is Bitcoin's P2SH prefix, while Litecoin's own P2SH addresses start with M; " +
  "legacy 3… Litecoin addresses are accepted only when the litecoinLegacyP2sh option allows them."

const LEGACY_P2SH_WARNING = "A 3… address is also a Bitcoin P2SH address; make sure it is the customer's Litecoin address."

/** A well-formed 0x05 P2SH address (the checksum and the 20-byte hash both check out). */
function isLegacyP2sh(address: string): boolean {
  if (!address.startsWith("3")) return false
  const decoded = decodeBase58check(address)
  return decoded.ok && decoded.bytes.length === 21 && decoded.bytes[0] === LEGACY_P2SH
}

export const validateLitecoin: FamilyValidator = (address, options) => {
  // MWEB (LIP-0004) stealth addresses ("ltcmweb1…") live in the extension block: an ordinary
  // withdrawal cannot pay them, and the generic base58 reason would only confuse.
  if (/^(ltcmweb|tmweb)1/i.test(address)) {
    return invalid("It is a Litecoin MWEB (private) address; payouts need a regular ltc1…, L… or M… address.")
  }
  if (isLegacyP2sh(address)) {
    // Strictly `true`: an option read from a config file as the string "false" must not open it.
    return options.litecoinLegacyP2sh === true ? valid(address, LEGACY_P2SH_WARNING) : conclusive(LEGACY_P2SH_REFUSED, "litecoin_p2sh")
  }
  return validateLitecoinUtxo(address, options)
}
