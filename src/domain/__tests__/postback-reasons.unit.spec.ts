/**
 * Reasons of rejected and ignored postbacks come from a fixed list, so counted lines are bounded:
 * nothing variable (an error message, a session id) may reach them.
 */
import type { Invoice } from "../../lib/cryptocloud"
import { invoiceMismatch } from "../invoice-match"
import { countedReason, countedReasons, IGNORED_REASONS, mismatchReason, TOKEN_REJECTIONS, tokenCheckFailed, UNLISTED_REASON } from "../postback-reasons"

const invoice = (over: Partial<Invoice> = {}) =>
  ({ uuid: "INV-AB12CD34", order_id: "payses_A", amount_in_fiat: "10.00", fiat_currency: "EUR", status: "paid", ...over }) as Invoice
const session = (over: Record<string, unknown> = {}) => ({ id: "payses_A", amount: "10", currency_code: "eur", data: { uuid: "INV-AB12CD34" }, ...over })

describe("postback reasons", () => {
  it("the token reasons are the client's rejections, one fixed text each", () => {
    expect(TOKEN_REJECTIONS.map(tokenCheckFailed)).toContain("token check failed (bad_signature)")
    expect(new Set(TOKEN_REJECTIONS.map(tokenCheckFailed)).size).toBe(TOKEN_REJECTIONS.length)
  })

  it("the whole list is small and fixed", () => {
    expect(countedReasons()).toHaveLength(TOKEN_REJECTIONS.length + Object.keys(IGNORED_REASONS).length + 1)
    for (const reason of countedReasons()) expect(countedReason(reason)).toBe(reason)
  })

  it("anything else is counted as one fixed reason", () => {
    expect(countedReason("could not read the invoice (HTTP 503)")).toBe(UNLISTED_REASON)
    expect(countedReason(`token check failed (${"x".repeat(40)})`)).toBe(UNLISTED_REASON)
  })

  it("each mismatch of invoiceMismatch has a fixed reason without the session id", () => {
    const other = invoiceMismatch(invoice(), session({ id: "payses_B" }), "payses_A")
    const replaced = invoiceMismatch(invoice(), session({ data: { uuid: "INV-ZZ99ZZ99" } }), "payses_A")
    const amount = invoiceMismatch(invoice({ amount_in_fiat: "11.00" }), session(), "payses_A")
    expect([other, replaced, amount].map((m) => mismatchReason(m!))).toEqual([
      IGNORED_REASONS.otherSession,
      IGNORED_REASONS.replacedInvoice,
      IGNORED_REASONS.amountMismatch,
    ])
    for (const reason of Object.values(IGNORED_REASONS)) expect(reason).not.toMatch(/payses_/)
    expect(mismatchReason("something new")).toBe(UNLISTED_REASON)
  })
})
