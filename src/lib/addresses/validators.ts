/**
 * One validator per family, in the order the cross-family hint tries them.
 *
 * Bitcoin comes before Litecoin because a legacy P2SH `3…` address is valid for both when a
 * merchant allows it for Litecoin; naming Bitcoin for it is the likelier truth.
 */
import { validateBitcoin } from "./bitcoin"
import { validateEvm } from "./evm"
import { validateLitecoin } from "./litecoin"
import { validateSolana } from "./solana"
import { validateTon } from "./ton"
import { validateTron } from "./tron"
import type { AddressFamily, FamilyValidator } from "./types"

export const VALIDATORS: Record<AddressFamily, FamilyValidator> = {
  bitcoin: validateBitcoin,
  litecoin: validateLitecoin,
  evm: validateEvm,
  tron: validateTron,
  solana: validateSolana,
  ton: validateTon,
}

export const FAMILIES = Object.keys(VALIDATORS) as AddressFamily[]
