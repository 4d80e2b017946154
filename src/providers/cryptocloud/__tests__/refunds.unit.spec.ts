import { recordRefund } from "../refunds"

describe("recordRefund", () => {
  it("records what is owed, from Medusa's raw amount objects, without claiming a payout", () => {
    const first = recordRefund({ uuid: "INV-AB12CD34", fiat_currency: "EUR" }, { value: "5.5", precision: 20 }, new Date("2026-11-22T10:00:00Z"))
    expect(first.amount).toBe("5.50")
    const second = recordRefund(first.data, 2)
    expect(second.data.refunds).toEqual([
      { amount: "5.50", currency: "EUR", status: "awaiting_payout", created_at: "2026-11-22T10:00:00.000Z" },
      expect.objectContaining({ amount: "2.00", currency: "EUR", status: "awaiting_payout" }),
    ])
    expect(second.data.uuid).toBe("INV-AB12CD34")
  })

  it("writes the amount at the currency's precision", () => {
    expect(recordRefund({ fiat_currency: "JPY" }, { value: "1500", precision: 20 }).amount).toBe("1500")
    expect(recordRefund({ fiat_currency: "EUR" }, "0.125").amount).toBe("0.13")
  })
})
