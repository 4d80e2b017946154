/**
 * The address request as a compare-and-set (domain/refunds/address-request.ts): it writes only
 * from the state it read, and its compensation only from the state it wrote; a lost race is a
 * RefundChangedError the routes can recognise after a workflow serialized it.
 */
import { serializeError } from "@medusajs/framework/utils"
import { addressRequestChange, refundStateOf, supersede } from "../refunds/address-request"
import { isRefundChanged, RefundChangedError, REFUND_CHANGED } from "../refunds/conflicts"

const requestedBefore = new Date("2026-01-01T00:00:00Z")
const owed = {
  status: "awaiting_payout" as const,
  withdrawal_id: "ccwd_1",
  token_nonce: null,
  crypto_paid: "1.5",
  address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
  address_source: "customer" as const,
  token_expires_at: null,
  address_requested_at: requestedBefore,
  superseded_addresses: null,
}
const link = { nonce: "n2", expiresAt: new Date("2026-01-08T00:00:00Z"), now: new Date("2026-01-01T12:00:00Z") }

describe("addressRequestChange", () => {
  const { write, undo } = addressRequestChange(owed, link)

  it("writes a new link and no address, only from the state read (status, payout, link, address)", () => {
    expect(write.expected).toEqual({ status: "awaiting_payout", withdrawal_id: "ccwd_1", token_nonce: null, crypto_paid: "1.5", address: owed.address })
    expect(write.set).toEqual({
      status: "awaiting_address",
      address: null,
      address_source: null,
      token_nonce: "n2",
      token_expires_at: link.expiresAt,
      address_requested_at: link.now,
      superseded_addresses: [owed.address],
    })
  })

  it("undoes only from the state it wrote (its own nonce), back to what it read", () => {
    expect(undo.expected).toEqual({ status: "awaiting_address", withdrawal_id: "ccwd_1", token_nonce: "n2", crypto_paid: "1.5", address: null })
    expect(undo.set).toEqual({
      status: "awaiting_payout",
      address: owed.address,
      address_source: "customer",
      token_nonce: null,
      token_expires_at: null,
      address_requested_at: requestedBefore,
      superseded_addresses: null,
    })
  })

  it("keeps the customer's addresses it clears, once each; an address the admin typed is theirs to type again", () => {
    expect(supersede({ address: "TA", address_source: "customer", superseded_addresses: ["T0"] })).toEqual(["T0", "TA"])
    expect(supersede({ address: "TA", address_source: "customer", superseded_addresses: ["TA"] })).toEqual(["TA"])
    expect(supersede({ address: "TX", address_source: "admin", superseded_addresses: null })).toBeNull()
    expect(supersede({ address: null, address_source: null, superseded_addresses: ["T0"] })).toEqual(["T0"])
  })

  it("a payout's claim, a customer's address or another link each change the state a write expects", () => {
    const read = write.expected
    const claimed = { ...read, status: "payout_pending" as const, withdrawal_id: "ccwd_2" }
    const given = { ...read, status: "awaiting_payout" as const, token_nonce: null, address: "T2" }
    const paidAgainOwed = { ...read, withdrawal_id: "ccwd_2", crypto_paid: "2" } // same status, another payout
    for (const now of [claimed, given, paidAgainOwed]) expect(refundStateOf(now)).not.toEqual(read)
  })
})

describe("RefundChangedError", () => {
  it("is a CONFLICT with its own code, recognised also in a workflow's serialized form", () => {
    const error = new RefundChangedError("ccref_1", "address_request")
    expect(error.type).toBe("conflict")
    expect(error.code).toBe(REFUND_CHANGED)
    expect(error.message).toMatch(/^Refund ccref_1 changed while its address link was being made/)
    expect(isRefundChanged(error)).toBe(true)
    expect(isRefundChanged(JSON.parse(JSON.stringify(serializeError(error))))).toBe(true)
    expect(new RefundChangedError("ccref_1", "payout").message).toMatch(/nothing was sent/)
  })

  it("nothing else is taken for it", () => {
    expect(isRefundChanged(new Error("refund_changed"))).toBe(false)
    expect(isRefundChanged({ type: "conflict", code: "other" })).toBe(false)
    expect(isRefundChanged(null)).toBe(false)
  })
})
