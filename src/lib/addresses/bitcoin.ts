/**
 * Bitcoin mainnet addresses.
 *
 * Prefixes from Bitcoin Core's chainparams (also listed on the Bitcoin wiki, "List of address
 * prefixes") and BIP-173/BIP-350 for segwit. Test networks are recognised only to refuse them
 * with a clear reason: a testnet address pasted for a real payout is a classic mistake.
 */
import { utxoValidator } from "./utxo"

export const validateBitcoin = utxoValidator({
  name: "Bitcoin",
  hrp: "bc",
  // testnet3/testnet4/signet share "tb"; "bcrt" is regtest.
  testHrps: ["tb", "bcrt"],
  versions: new Map([
    [0x00, "P2PKH 1…"],
    [0x05, "P2SH 3…"],
  ]),
  testVersions: new Set([0x6f, 0xc4]),
})
