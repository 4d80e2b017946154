import type { Invoice } from "../../lib/cryptocloud"
import { FiatMoney } from "../money"
import { payoutAmountProblem, refundCryptoAmount } from "../refunds/rules"
import { signAddressToken, verifyAddressToken } from "../refunds/token"

const invoice = (over: Partial<Invoice>) =>
  ({ uuid: "INV-AB12CD34", amount: "27", amount_in_fiat: "25", currency: { code: "USDT", fullcode: "USDT_TRC20" }, ...over }) as Invoice

describe("refundCryptoAmount: the invoice's own rate, cut to the coin's precision", () => {
  it.each([
    ["EUR, a partial refund", FiatMoney.of(10, "eur"), invoice({}), "10.8"],
    ["JPY (no decimals)", FiatMoney.of({ value: "1000", precision: 20 }, "jpy"), invoice({ amount_in_fiat: "3000", amount: "0.00061234", currency: { code: "BTC", fullcode: "BTC" } as never }), "0.00020411"],
    ["an overpaid invoice: the rate is amount ÷ amount_in_fiat, never what was overpaid", FiatMoney.of(25, "eur"), invoice({ amount_paid: "40" }), "27"],
    ["an 18-decimal token", FiatMoney.of(1, "usd"), invoice({ amount_in_fiat: "3", amount: "1", currency: { code: "DAI", fullcode: "DAI_ERC20" } as never }), "0.333333333333333333"],
  ])("%s", (_what, fiat, inv, crypto) => {
    expect(refundCryptoAmount(fiat, inv)).toEqual({ amount: crypto, currency: inv.currency!.fullcode })
  })

  it("refuses an invoice that does not say its crypto amount", () => {
    expect(() => refundCryptoAmount(FiatMoney.of(1, "eur"), invoice({ amount: null }))).toThrow(/cannot be converted/)
  })

  it("a payout is never more than the refund", () => {
    expect(payoutAmountProblem("10.8", "10.8")).toBeNull()
    expect(payoutAmountProblem("10.81", "10.8")).toMatch(/more than the refund/)
    expect(payoutAmountProblem("0", "10.8")).toMatch(/greater than 0/)
  })
})

describe("address link token", () => {
  it("is signed, names the refund, and expires", async () => {
    const { token, nonce } = await signAddressToken("secret", "ccref_1", new Date(Date.now() + 60_000))
    expect(await verifyAddressToken("secret", token)).toEqual({ ok: true, refundId: "ccref_1", nonce })
    expect(await verifyAddressToken("another secret", token)).toEqual({ ok: false, reason: "invalid" })
    const tampered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA")
    expect((await verifyAddressToken("secret", tampered)).ok).toBe(false)
    const old = await signAddressToken("secret", "ccref_1", new Date(Date.now() - 1000))
    expect(await verifyAddressToken("secret", old.token)).toEqual({ ok: false, reason: "expired" })
  })
})
