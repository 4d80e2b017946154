/**
 * "This looks like an Ethereum/EVM address": the hint for the most common real mistake, an
 * address copied from the wrong network (a `T…` Tron address for USDT_ERC20, a `0x…` address
 * for BTC…).
 *
 * First every other family's full validator is tried; an address that passes one of them is
 * named with certainty. Failing that, a few unmistakable shapes are matched so that a slightly
 * mistyped address of another network is still named instead of getting a generic refusal.
 *
 * Other networks are judged by their default rules: a merchant's options widen what their own
 * currency accepts, they say nothing about what an address of another network is.
 */
import { FAMILY_NOUN } from "./networks"
import { FAMILIES, VALIDATORS } from "./validators"
import type { AddressFamily } from "./types"

/** Shapes that belong to one family only, even with a typo inside. */
const SHAPES: ReadonlyArray<[AddressFamily, RegExp]> = [
  ["evm", /^0x[0-9a-f]{40}$/i],
  ["tron", /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  ["tron", /^41[0-9a-f]{40}$/i],
  ["bitcoin", /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{6,}$/i],
  ["litecoin", /^(ltc|tltc|rltc|ltcmweb|tmweb)1[02-9ac-hj-np-z]{6,}$/i],
  ["ton", /^(-1|0):[0-9a-f]{64}$/i],
  ["ton", /^[EUk0][Qf][A-Za-z0-9_+/-]{46}$/],
]

export interface Resemblance {
  family: AddressFamily
  testnet: boolean
}

/** The other family `address` belongs to or clearly resembles, if any. */
export function resembledFamily(address: string, target: AddressFamily): Resemblance | null {
  for (const family of FAMILIES) {
    if (family === target) continue
    const verdict = VALIDATORS[family](address, {})
    if (verdict.ok || verdict.testnet) return { family, testnet: !verdict.ok }
  }
  for (const [family, shape] of SHAPES) {
    if (family !== target && shape.test(address)) return { family, testnet: false }
  }
  return null
}

/** The reason sentence for an address of another network. */
export function resemblanceReason(resemblance: Resemblance, networkName: string): string {
  const noun = FAMILY_NOUN[resemblance.family]
  const what = resemblance.testnet ? noun.replace(/ address$/, " testnet address") : noun
  return `It looks like ${what}, which cannot receive a payout on ${networkName}.`
}
