/**
 * Litecoin mainnet addresses.
 *
 * Prefixes from Litecoin Core's chainparams (litecoin.info, "Addresses & Prefixes"): P2PKH 0x30
 * (L…), P2SH 0x32 (M…), and the legacy P2SH 0x05 (3…) that Litecoin Core 0.15 and earlier used
 * and later releases still accept, so older wallets' addresses stay payable. Segwit uses "ltc".
 */
import { utxoValidator } from "./utxo"
import { invalid, type FamilyValidator } from "./types"

const validateLitecoinUtxo = utxoValidator({
  name: "Litecoin",
  hrp: "ltc",
  // "tltc" is testnet, "rltc" regtest.
  testHrps: ["tltc", "rltc"],
  versions: new Map([
    [0x30, "P2PKH L…"],
    [0x32, "P2SH M…"],
    [0x05, "legacy P2SH 3…"],
  ]),
  // Testnet P2PKH 0x6f (m/n), P2SH 0x3a (Q…) and the legacy 0xc4 (2…).
  testVersions: new Set([0x6f, 0x3a, 0xc4]),
})

export const validateLitecoin: FamilyValidator = (address) => {
  // MWEB (LIP-0004) stealth addresses ("ltcmweb1…") live in the extension block: an ordinary
  // withdrawal cannot pay them, and the generic base58 reason would only confuse.
  if (/^(ltcmweb|tmweb)1/i.test(address)) {
    return invalid("It is a Litecoin MWEB (private) address; payouts need a regular ltc1…, L… or M… address.")
  }
  return validateLitecoinUtxo(address)
}
