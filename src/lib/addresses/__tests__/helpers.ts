import type { PaymentCurrencyCode } from "../../cryptocloud/codes"
import { checkPayoutAddress, type AddressCheck, type AddressCheckOptions } from ".."

type Refusal = Extract<AddressCheck, { ok: false }>

/** The refusal for `address`, failing the test with the address if it was accepted. */
export function refusal(code: PaymentCurrencyCode, address: string, options?: AddressCheckOptions): Refusal {
  const check = checkPayoutAddress(code, address, options)
  if (check.ok) throw new Error(`expected ${code} to refuse ${JSON.stringify(address)}, but it was accepted`)
  return check
}

/** Asserts acceptance, failing the test with the reason if it was refused. */
export function accepted(
  code: PaymentCurrencyCode,
  address: string,
  options?: AddressCheckOptions
): Extract<AddressCheck, { ok: true }> {
  const check = checkPayoutAddress(code, address, options)
  if (!check.ok) throw new Error(`expected ${code} to accept ${JSON.stringify(address)}, refused: ${check.reason}`)
  return check
}
