import type { Invoice } from "../../lib/cryptocloud"
import { invoiceIsFor, invoiceMismatch } from "../invoice-match"
import { FiatMoney } from "../money"

const invoice = (over: Partial<Invoice> = {}) =>
  ({ uuid: "INV-AB12CD34", order_id: "payses_1", amount_in_fiat: "25", fiat_currency: "EUR", ...over }) as Invoice
const session = { id: "payses_1", amount: 25, currency_code: "eur", data: { uuid: "INV-AB12CD34" } }

describe("invoice ↔ session matching", () => {
  it("accepts the session's own invoice for its amount and currency", () => {
    expect(invoiceMismatch(invoice(), session)).toBeNull()
    expect(invoiceMismatch(invoice({ amount_in_fiat: "25.004" }), session)).toBeNull() // equal at the currency's precision
    expect(invoiceIsFor(invoice({ amount_in_fiat: "1500", fiat_currency: "JPY" }), FiatMoney.of({ value: "1500", precision: 20 }, "jpy"))).toBe(true)
  })

  it.each([
    ["another session", invoice({ order_id: "payses_2" }), /another session/],
    ["a replaced invoice", invoice({ uuid: "INV-ZZ12CD34" }), /now uses another invoice/],
    ["half the amount", invoice({ amount_in_fiat: "12.5" }), /amount does not match/],
    ["another currency", invoice({ fiat_currency: "USD" }), /amount does not match/],
    ["no amount", invoice({ amount_in_fiat: null }), /amount does not match/],
  ])("refuses %s", (_what, bad, reason) => {
    expect(invoiceMismatch(bad, session)).toMatch(reason)
  })
})
