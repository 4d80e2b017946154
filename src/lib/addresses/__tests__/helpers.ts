import type { PaymentCurrencyCode } from "../../cryptocloud/codes"
import { addressFamilyOf, checkPayoutAddress, type AddressCheck, type AddressCheckOptions } from ".."

type Refusal = Extract<AddressCheck, { ok: false }>

/** The refusal for `address`, failing the test with the address if it was accepted. */
export function refusal(code: PaymentCurrencyCode, address: string, options?: AddressCheckOptions): Refusal {
  const check = checkPayoutAddress(code, address, options)
  if (check.ok) throw new Error(`expected ${code} to refuse ${JSON.stringify(address)}, but it was accepted`)
  return check
}

/** Asserts acceptance, failing the test with the reason if it was refused. */
export function accepted(code: PaymentCurrencyCode, address: string, options?: AddressCheckOptions): Extract<AddressCheck, { ok: true }> {
  const check = checkPayoutAddress(code, address, options)
  if (!check.ok) throw new Error(`expected ${code} to accept ${JSON.stringify(address)}, refused: ${check.reason}`)
  return check
}

/** Addresses of other networks, each refused for `code` with a reason naming its own network. */
export function refusesOtherNetworks(code: PaymentCurrencyCode, cases: Array<[address: string, reason: RegExp]>): void {
  it.each(cases)("refuses %s, naming the network it belongs to", (address, reason) => {
    const check = refusal(code, address)
    expect(check.reason).toMatch(reason)
    expect(check.family).toBe(addressFamilyOf(code))
  })
}
