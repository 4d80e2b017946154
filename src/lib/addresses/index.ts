/**
 * Payout address validation by network, framework-free (no Medusa imports below here).
 *
 * Used before a withdrawal is sent, to refuse an address that cannot belong to the network of
 * the chosen currency: a wrong-network payout is usually lost for good.
 */
export type { AddressCheck, AddressCheckOptions, AddressFamily, AddressProblem, AddressProblemCode } from "./types"
export { ADDRESS_PROBLEM_CODES } from "./types"
export { addressFamilyOf } from "./networks"
export { checkPayoutAddress, describeAddressProblem, MAX_ADDRESS_LENGTH } from "./check"
