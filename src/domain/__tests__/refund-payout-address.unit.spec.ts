/**
 * A payout resting on an address that is no longer the refund's (domain/refunds/payout-address.ts):
 * the address the form showed must be the refund's now, and an address the customer gave that a
 * newer address request cleared is never taken as typed.
 */
import { sameAddress, staleAddress } from "../refunds/payout-address"

const A = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" // given through the first link, then superseded
const B = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW" // given through the newer link
const TYPED = "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL"
const refund = { crypto_currency: "USDT_TRC20", address: B, superseded_addresses: [A] }

describe("staleAddress", () => {
  it("the form showed another address than the refund has now: refused, whatever else is sent", () => {
    expect(staleAddress(refund, { expected_address: A })).toBe("not_as_shown")
    expect(staleAddress(refund, { expected_address: A, address: TYPED })).toBe("not_as_shown")
    expect(staleAddress(refund, { expected_address: null })).toBe("not_as_shown") // it showed none; there is one now
    expect(staleAddress({ ...refund, address: null }, { expected_address: B })).toBe("not_as_shown") // cleared by a new request
    expect(staleAddress({ ...refund, address: null }, { expected_address: null, address: TYPED })).toBeNull()
    expect(staleAddress(refund, { expected_address: B })).toBeNull()
  })

  it("an address the customer gave and a newer request cleared is not an address the admin typed", () => {
    expect(staleAddress(refund, { address: A })).toBe("superseded")
    expect(staleAddress({ ...refund, address: null }, { address: A })).toBe("superseded") // waiting for the new one
    expect(staleAddress(refund, { address: ` ${A} ` })).toBe("superseded")
    expect(staleAddress(refund, { address: TYPED })).toBeNull() // a fresh address is typed
    expect(staleAddress(refund, { address: B })).toBeNull() // the current one
    expect(staleAddress(refund, {})).toBeNull()
    // Given again through a newer link, it is the current address again.
    expect(staleAddress({ ...refund, address: A }, { address: A })).toBeNull()
  })

  it("one address in another spelling is the same address (EVM letter case)", () => {
    const evm = { crypto_currency: "USDT_ERC20", address: null, superseded_addresses: ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"] }
    expect(staleAddress(evm, { address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed" })).toBe("superseded")
    expect(sameAddress("USDT_ERC20", "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe(true)
    expect(sameAddress("USDT_TRC20", A, B)).toBe(false)
    expect(sameAddress("USDT_TRC20", null, null)).toBe(true)
    expect(sameAddress("USDT_TRC20", A, null)).toBe(false)
  })
})
