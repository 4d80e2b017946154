/**
 * "Ask for the rest": paid, the first invoice's session takes what arrived plus the rest, capped
 * at what the first invoice asked; the rest asked is exactly the accept path's shortfall.
 */
import { acceptedMoney } from "../accepted-money"
import { restPaidMoney } from "../rest-money"

const first = (amount_paid: string | null, fiat_amount = "100.00", fiat_currency = "EUR") => ({
  amount_paid,
  crypto_amount: "0.002",
  fiat_amount,
  fiat_currency,
})

describe("rest money", () => {
  it("the part plus the asked rest is the whole invoice: no shortfall", () => {
    const part = first("0.0013333")
    const rest = acceptedMoney(part)!.shortfall
    expect(rest).toBe("33.33")
    expect(restPaidMoney(part, { fiat_amount: rest })).toEqual({ captured: "100.00", shortfall: "0.00", crypto: "0.0013333", currency: "EUR" })
  })

  it("never more than the first invoice asked; a smaller rest leaves its shortfall", () => {
    expect(restPaidMoney(first("0.0018"), { fiat_amount: "50" })?.captured).toBe("100.00")
    expect(restPaidMoney(first("0.0018"), { fiat_amount: "5" })).toEqual(expect.objectContaining({ captured: "95.00", shortfall: "5.00" }))
  })

  it("nothing arrived on the first invoice: nothing to add the rest to", () => {
    expect(restPaidMoney(first(null), { fiat_amount: "10" })).toBeNull()
    expect(restPaidMoney(first("0"), { fiat_amount: "10" })).toBeNull()
  })
})
