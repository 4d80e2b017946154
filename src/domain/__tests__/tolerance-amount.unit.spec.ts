/** The fixed shortfall slack (`underpaidToleranceAmount`) beside the percentage. */
import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { validateOptions } from "../options"
import { mergeInvoiceSettings, settingsFromRow } from "../settings"
import { isWithinTolerance, mapInvoiceStatus, type InvoicePaymentFacts } from "../status-map"
import { normalizeToleranceAmount, toleranceAmountFor, toleranceOfRow } from "../tolerance-amount"

// A 10.00 USD order asked as 100 USDT: the invoice's own rate is 0.1 USD a coin.
const partial = (paid: string, over: Partial<InvoicePaymentFacts> = {}): InvoicePaymentFacts => ({
  status: "partial",
  amount: "100",
  amount_paid: paid,
  currency: { code: "USDT", fullcode: "USDT_TRC20" },
  ...over,
})
const slack = (amount: unknown, percent = 0) => ({ percent, amount: normalizeToleranceAmount(amount), fiatAmount: "10.00" })

describe("underpaidToleranceAmount", () => {
  it("a shortfall inside the slack counts as paid, just outside asks for more", () => {
    // 98 of 100 arrived: 0.20 USD short, inside 0.50.
    expect(mapInvoiceStatus(partial("98"), slack("0.50"))).toBe(PaymentSessionStatus.CAPTURED)
    // Exactly at the slack: 95 → 0.50 short.
    expect(mapInvoiceStatus(partial("95"), slack("0.50"))).toBe(PaymentSessionStatus.CAPTURED)
    // 94.99 → 0.501 short: just outside.
    expect(mapInvoiceStatus(partial("94.99"), slack("0.50"))).toBe(PaymentSessionStatus.REQUIRES_MORE)
    expect(mapInvoiceStatus(partial("98"), slack(null))).toBe(PaymentSessionStatus.REQUIRES_MORE)
    expect(mapInvoiceStatus(partial("98"), slack("0"))).toBe(PaymentSessionStatus.REQUIRES_MORE)
  })

  it("needs no float: 18-decimal amounts compare exactly", () => {
    const facts = partial("99.999999999999999999", { amount: "100.000000000000000000" })
    expect(isWithinTolerance(facts, { percent: 0, amount: { default: "0.000000000000000001" }, fiatAmount: "100" })).toBe(true)
    expect(isWithinTolerance(facts, { percent: 0, amount: { default: "0.0000000000000000009" }, fiatAmount: "100" })).toBe(false)
  })

  it("the percentage still works alone, and either rule suffices", () => {
    expect(mapInvoiceStatus(partial("98"), 2)).toBe(PaymentSessionStatus.CAPTURED)
    expect(mapInvoiceStatus(partial("97"), 2)).toBe(PaymentSessionStatus.REQUIRES_MORE)
    // 97 → 0.30 short: outside 2 %, inside 0.30.
    expect(mapInvoiceStatus(partial("97"), slack("0.3", 2))).toBe(PaymentSessionStatus.CAPTURED)
    // 90 → 1.00 short: outside both.
    expect(mapInvoiceStatus(partial("90"), slack("0.3", 2))).toBe(PaymentSessionStatus.REQUIRES_MORE)
    // Only a partial payment is ever judged.
    expect(mapInvoiceStatus(partial("0", { status: "created" }), slack("100"))).toBe(PaymentSessionStatus.PENDING)
  })

  it("per coin: the coin's own entry (full code, then base code), else the default", () => {
    const amount = normalizeToleranceAmount({ default: "0.1", usdt: 0.5, BTC_X: "9", BTC: "3" })
    expect(amount).toEqual({ default: "0.1", USDT: "0.5", BTC_X: "9", BTC: "3" })
    expect(toleranceAmountFor(amount, { code: "USDT", fullcode: "USDT_TRC20" })).toBe("0.5")
    expect(toleranceAmountFor(amount, { code: "BTC", fullcode: "BTC" })).toBe("3")
    expect(toleranceAmountFor(amount, "ETH")).toBe("0.1")
    expect(toleranceAmountFor({ BTC: "3" }, "ETH")).toBeNull()
    // 96 of 100 USDT: 0.40 short, inside USDT's 0.5 but not the default 0.1.
    expect(mapInvoiceStatus(partial("96"), slack(amount))).toBe(PaymentSessionStatus.CAPTURED)
    expect(mapInvoiceStatus(partial("96", { currency: { code: "ETH", fullcode: "ETH" } }), slack(amount))).toBe(PaymentSessionStatus.REQUIRES_MORE)
  })

  it("takes the fiat amount and coin frozen on the ledger row, else the invoice's own", () => {
    const row = { tolerance_percent: 0, tolerance_amount: { USDT_TRC20: "0.5" }, fiat_amount: "10.00", crypto_currency: "USDT_TRC20" }
    expect(isWithinTolerance(partial("96", { currency: null }), toleranceOfRow(row))).toBe(true)
    expect(isWithinTolerance(partial("96", { amount_in_fiat: "10" }), { percent: 0, amount: { default: "0.5" } })).toBe(true)
    // No fiat amount known: the fixed rule cannot judge, so it does not accept.
    expect(isWithinTolerance(partial("96"), { percent: 0, amount: { default: "0.5" } })).toBe(false)
    expect(toleranceOfRow({ ...row, tolerance_amount: null }).amount).toBeNull()
  })

  it("reads every accepted form and refuses the rest", () => {
    expect(normalizeToleranceAmount("1.50")).toEqual({ default: "1.5" })
    expect(normalizeToleranceAmount(2)).toEqual({ default: "2" })
    expect(normalizeToleranceAmount('{"BTC":"3"}')).toEqual({ BTC: "3" })
    for (const bad of ["-1", "1,5", "abc", -1, Number.NaN, [], {}, { BTC: "-1" }, { "B TC": "1" }, true]) {
      expect(normalizeToleranceAmount(bad)).toBeNull()
    }
  })

  it("is an option validated at boot and a setting that overrides it", () => {
    const base = { apiKey: "key", shopId: "shop", secretKey: "secret" }
    expect(() => validateOptions({ ...base, underpaidToleranceAmount: { default: "1.5", BTC: 3 } })).not.toThrow()
    expect(() => validateOptions({ ...base, underpaidToleranceAmount: "-2" })).toThrow(/`underpaidToleranceAmount` must be an amount/)
    const options = { underpaidToleranceAmount: "1.5" }
    expect(mergeInvoiceSettings(options, null).underpaidToleranceAmount).toEqual({ default: "1.5" })
    const stored = settingsFromRow({ underpaid_tolerance_amount: { BTC: "3" } })
    expect(mergeInvoiceSettings(options, stored).underpaidToleranceAmount).toEqual({ BTC: "3" })
    expect(mergeInvoiceSettings({}, settingsFromRow({ underpaid_tolerance_amount: "junk" })).underpaidToleranceAmount).toBeNull()
  })
})
