/**
 * Addresses nobody can spend from, refused as payout targets: a payout sent there is destroyed
 * just as surely as one sent to the wrong network, and no format rule catches it because these
 * addresses are perfectly well formed.
 *
 * Only EVM and Tron ones are listed, and the list is short on purpose: each entry is one that
 * tools, tutorials or block explorers put in front of people (an unset field's value, a
 * placeholder, a "burn" example), which is how one ends up in a payout form.
 */
import { encodeBase58check } from "./base58"

const DESTROYED = "funds sent there are destroyed"

/** Lower-case 40-hex bodies (after `0x`), so every letter case of them is caught. */
const EVM_BURN: ReadonlyMap<string, string> = new Map([
  // The zero address: what an unset address field holds, and the EVM's conventional burn target.
  ["0".repeat(40), `It is the zero (burn) address: ${DESTROYED}.`],
  // 0x…dEaD: the conventional burn address of ERC-20 token burns.
  [`${"0".repeat(36)}dead`, `It is the 0x…dEaD burn address: ${DESTROYED}.`],
])

/** Tron's network byte, then the 20-byte account id. */
const TRON_PREFIX = 0x41

/**
 * Spelled from its bytes (0x41 + 20 zero bytes), not copied: it is the Tron counterpart of the
 * EVM zero address, what `address(0)` is on Tron.
 */
const TRON_ZERO = encodeBase58check(Uint8Array.from([TRON_PREFIX, ...new Uint8Array(20)]))

/**
 * The "Blackhole" account of Tron's mainnet genesis block (java-tron, config.conf,
 * `genesis.block.assets`), where the network sent burned fees before fees were burned outright.
 * It has no derivable bytes pattern, so it is the documented string.
 */
const TRON_BLACKHOLE = "TLsV52sRDL79HXGGm9yzwKibb6BeruhUzy"

const TRON_BURN: ReadonlyMap<string, string> = new Map([
  [TRON_ZERO, `It is the zero (burn) address: ${DESTROYED}.`],
  [TRON_BLACKHOLE, `It is Tron's black hole (burn) address: ${DESTROYED}.`],
])

/** Why an EVM address (40 hex characters, any case, without `0x`) is a burn address, or null. */
export function evmBurnReason(body: string): string | null {
  return EVM_BURN.get(body.toLowerCase()) ?? null
}

/**
 * Why a well-formed Tron address is a burn address, or null. A valid Base58Check string has one
 * spelling only, so comparing strings is comparing accounts.
 */
export function tronBurnReason(address: string): string | null {
  return TRON_BURN.get(address) ?? null
}
