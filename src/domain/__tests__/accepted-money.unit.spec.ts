/**
 * "Accept what arrived": the fiat captured is what the arrived crypto is worth at the invoice's
 * own rate, never more than asked; the rest is the shortfall (decimal strings, currency digits).
 */
import { acceptedMoney } from "../accepted-money"

const row = (amount_paid: string | null, crypto_amount: string | null = "0.002", fiat_amount = "100.00", fiat_currency = "EUR") => ({
  amount_paid,
  crypto_amount,
  fiat_amount,
  fiat_currency,
})

describe("accepted money", () => {
  it("captures the part at the invoice's rate and names the shortfall", () => {
    expect(acceptedMoney(row("0.0018"))).toEqual({ captured: "90.00", shortfall: "10.00", crypto: "0.0018", currency: "EUR" })
    expect(acceptedMoney(row("0.0013333"))).toEqual({ captured: "66.67", shortfall: "33.33", crypto: "0.0013333", currency: "EUR" })
    expect(acceptedMoney(row("0.5", "1", "1001", "JPY"))).toEqual({ captured: "501", shortfall: "500", crypto: "0.5", currency: "JPY" })
  })

  it("never more than the invoice asked; nothing without money or a rate", () => {
    expect(acceptedMoney(row("0.003"))).toEqual(expect.objectContaining({ captured: "100.00", shortfall: "0.00" }))
    expect(acceptedMoney(row(null))).toBeNull()
    expect(acceptedMoney(row("0"))).toBeNull()
    expect(acceptedMoney(row("0.001", null))).toBeNull()
  })
})
