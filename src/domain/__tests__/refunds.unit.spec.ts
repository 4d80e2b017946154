import type { Invoice } from "../../lib/cryptocloud"
import { FiatMoney } from "../money"
import { capToReceived, payoutAmountProblem, refundCryptoAmount, refundOwedKey, refundRemaining } from "../refunds/rules"
import { refundAfterPayout, type PayoutWithdrawal, type RefundPayoutState } from "../refunds/payout-outcome"
import { signAddressToken, verifyAddressToken } from "../refunds/token"

const invoice = (over: Partial<Invoice>) =>
  ({ uuid: "INV-AB12CD34", amount: "27", amount_in_fiat: "25", currency: { code: "USDT", fullcode: "USDT_TRC20" }, ...over }) as Invoice

describe("refundCryptoAmount: the invoice's own rate, cut to the coin's precision", () => {
  it.each([
    ["EUR, a partial refund", FiatMoney.of(10, "eur"), invoice({}), "10.8"],
    [
      "JPY (no decimals)",
      FiatMoney.of({ value: "1000", precision: 20 }, "jpy"),
      invoice({ amount_in_fiat: "3000", amount: "0.00061234", currency: { code: "BTC", fullcode: "BTC" } as never }),
      "0.00020411",
    ],
    ["an overpaid invoice: the rate is amount ÷ amount_in_fiat, never what was overpaid", FiatMoney.of(25, "eur"), invoice({ amount_paid: "40" }), "27"],
    [
      "an 18-decimal token",
      FiatMoney.of(1, "usd"),
      invoice({ amount_in_fiat: "3", amount: "1", currency: { code: "DAI", fullcode: "DAI_ERC20" } as never }),
      "0.333333333333333333",
    ],
  ])("%s", (_what, fiat, inv, crypto) => {
    expect(refundCryptoAmount(fiat, inv)).toEqual({ amount: crypto, currency: inv.currency!.fullcode })
  })

  it("refuses an invoice that does not say its crypto amount", () => {
    expect(() => refundCryptoAmount(FiatMoney.of(1, "eur"), invoice({ amount: null }))).toThrow(/cannot be converted/)
  })

  it("a payout is never more than what the refund still owes", () => {
    expect(payoutAmountProblem("10.8", "10.8")).toBeNull()
    expect(payoutAmountProblem("10.81", "10.8")).toMatch(/more than what the refund still owes/)
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

describe("capToReceived: an invoice's refunds never exceed what arrived on it", () => {
  it("a full refund of an underpayment accepted within tolerance (96 % of 28.46 paid) owes what arrived", () => {
    expect(capToReceived("28.46", "27.32", "0")).toBe("27.32")
  })
  it("two partial refunds together stay within what arrived", () => {
    const first = capToReceived("14.23", "27.32", "0")
    expect(first).toBe("14.23")
    expect(capToReceived("14.23", "27.32", first)).toBe("13.09")
    expect(capToReceived("1", "27.32", "27.32")).toBe("0")
  })
  it("an overpaid invoice keeps the invoice rate (the cap does not bite)", () => {
    expect(capToReceived("27", "40", "0")).toBe("27")
  })
})

describe("refund payouts: the refund follows its withdrawal", () => {
  const refund = (over: Partial<RefundPayoutState> = {}): RefundPayoutState => ({
    status: "payout_pending",
    withdrawal_id: "ccwd_1",
    crypto_amount: "100",
    crypto_paid: "0",
    ...over,
  })
  const withdrawal = (over: Partial<PayoutWithdrawal> = {}): PayoutWithdrawal => ({ id: "ccwd_1", status: "sent", amount: "100", resolution: null, ...over })

  it("sent in full closes it; a partial payout leaves the rest owed; the second closes it", () => {
    expect(refundAfterPayout(refund(), withdrawal())).toEqual({ status: "payout_requested", crypto_paid: "100" })
    expect(refundAfterPayout(refund(), withdrawal({ amount: "40" }))).toEqual({ status: "awaiting_payout", crypto_paid: "40" })
    expect(refundAfterPayout(refund({ crypto_paid: "40", withdrawal_id: "ccwd_2" }), withdrawal({ id: "ccwd_2", amount: "60" }))).toEqual({
      status: "payout_requested",
      crypto_paid: "100",
    })
    expect(refundRemaining({ crypto_amount: "100", crypto_paid: "40" })).toBe("60")
  })
  it("failed → owed again; lost answer → unknown; still pending → nothing", () => {
    expect(refundAfterPayout(refund(), withdrawal({ status: "failed" }))).toEqual({ status: "payout_failed" })
    expect(refundAfterPayout(refund(), withdrawal({ status: "refused" }))).toEqual({ status: "awaiting_payout" })
    expect(refundAfterPayout(refund(), withdrawal({ status: "unknown" }))).toEqual({ status: "payout_unknown" })
    expect(refundAfterPayout(refund(), withdrawal({ status: "pending" }))).toBeNull()
  })
  it("an admin's resolve settles an unknown (or abandoned pending) payout", () => {
    expect(refundAfterPayout(refund({ status: "payout_unknown" }), withdrawal({ status: "unknown", resolution: "sent" }))).toEqual({
      status: "payout_requested",
      crypto_paid: "100",
    })
    expect(refundAfterPayout(refund({ status: "payout_pending" }), withdrawal({ status: "unknown", resolution: "sent" }))).toEqual({
      status: "payout_requested",
      crypto_paid: "100",
    })
    expect(refundAfterPayout(refund({ status: "payout_unknown" }), withdrawal({ status: "unknown", resolution: "not_sent" }))).toEqual({
      status: "awaiting_payout",
    })
  })
  it("applied once: a refund no longer waiting on this withdrawal does not move (no payout counted twice)", () => {
    expect(refundAfterPayout(refund({ status: "payout_requested", crypto_paid: "100" }), withdrawal())).toBeNull()
    expect(refundAfterPayout(refund({ status: "awaiting_payout", crypto_paid: "40" }), withdrawal({ amount: "40" }))).toBeNull()
    expect(refundAfterPayout(refund({ withdrawal_id: "ccwd_9" }), withdrawal())).toBeNull()
    expect(refundAfterPayout(refund({ status: "payout_unknown" }), withdrawal({ status: "unknown" }))).toBeNull()
  })
})

describe("refundOwedKey: one item per owing", () => {
  it("keeps the first owing's key and gives each later owing its own", () => {
    expect(refundOwedKey({ id: "ccref_1" })).toBe("refund_owed:ccref_1")
    expect(refundOwedKey({ id: "ccref_1", owing_seq: 0 })).toBe("refund_owed:ccref_1")
    expect(refundOwedKey({ id: "ccref_1", owing_seq: 2 })).toBe("refund_owed:ccref_1:2")
  })
})
