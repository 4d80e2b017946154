/**
 * Every reason the postback log is written with is a code of the closed set and its text, always
 * together. Reasons of rejected and ignored postbacks come from a fixed list, so counted lines are
 * bounded: nothing variable (an error message, a session id) may reach them.
 */
import { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { POSTBACK_REASON_CODES, isPostbackReasonCode } from "../../lib/cryptocloud/postback-reason-codes"
import { invoiceMismatch } from "../invoice-match"
import {
  countedReason,
  countedReasons,
  IGNORED_REASONS,
  mismatchReason,
  paidAfterExpiry,
  replacedOnOrder,
  STATIC_WALLET_DEPOSIT,
  statusApplied,
  TOKEN_REJECTIONS,
  tokenCheckFailed,
  UNLISTED_REASON,
  type PostbackReason,
} from "../postback-reasons"
import { webhookActionFor } from "../status-map"

const invoice = (over: Partial<Invoice> = {}) =>
  ({ uuid: "INV-AB12CD34", order_id: "payses_A", amount_in_fiat: "10.00", fiat_currency: "EUR", status: "paid", ...over }) as Invoice
const session = (over: Record<string, unknown> = {}) => ({ id: "payses_A", amount: "10", currency_code: "eur", data: { uuid: "INV-AB12CD34" }, ...over })

/** Every reason webhook.ts can log: the counted ones, and those of verified (applied) postbacks. */
function everyReasonWritten(): PostbackReason[] {
  const applied = Object.values(PaymentSessionStatus).flatMap((status) =>
    ["created", "partial", "paid", "overpaid", "canceled"].map((invoiceStatus) => statusApplied(invoiceStatus, webhookActionFor(status)))
  )
  return [...countedReasons(), STATIC_WALLET_DEPOSIT, paidAfterExpiry("paid"), paidAfterExpiry("overpaid"), replacedOnOrder("paid"), ...applied]
}

describe("postback reason codes", () => {
  it("every reason written has a code of the closed set", () => {
    for (const reason of everyReasonWritten()) expect([reason.text, isPostbackReasonCode(reason.code)]).toEqual([reason.text, true])
  })

  it("every code of the set is written for some reason (no code without a reason)", () => {
    expect(new Set(everyReasonWritten().map((r) => r.code))).toEqual(new Set(POSTBACK_REASON_CODES))
    expect(new Set(POSTBACK_REASON_CODES).size).toBe(POSTBACK_REASON_CODES.length)
  })

  it("an applied postback's code says what Medusa was told, for every action webhookActionFor gives", () => {
    for (const status of Object.values(PaymentSessionStatus)) {
      const reason = statusApplied("paid", webhookActionFor(status))
      expect([status, reason.code]).toEqual([status, expect.stringMatching(/^payment_/)])
    }
    expect(statusApplied("paid", PaymentActions.SUCCESSFUL)).toEqual({ code: "payment_captured", text: "invoice is paid: captured" })
    expect(statusApplied("partial", PaymentActions.REQUIRES_MORE)).toEqual({ code: "payment_requires_more", text: "invoice is partial: requires_more" })
    expect(paidAfterExpiry("paid")).toEqual({ code: "paid_after_expiry", text: "invoice is paid after it expired: decided by the plugin" })
    // An action no status maps to still gets a code of the set.
    expect(statusApplied("paid", PaymentActions.NOT_SUPPORTED).code).toBe("other")
  })

  it("a counted reason's text and code go together: one code per text, one text per code", () => {
    const counted = countedReasons()
    expect(new Set(counted.map((r) => r.code)).size).toBe(counted.length)
    expect(new Set(counted.map((r) => r.text)).size).toBe(counted.length)
    // A listed text with another code is not listed: the bucket (by text) never holds two codes.
    expect(countedReason({ code: "unknown_invoice", text: IGNORED_REASONS.notThisStore.text })).toEqual(UNLISTED_REASON)
  })
})

describe("postback reasons", () => {
  it("the token reasons are the client's rejections, one fixed text and code each", () => {
    expect(TOKEN_REJECTIONS.map(tokenCheckFailed)).toContainEqual({ code: "token_bad_signature", text: "token check failed (bad_signature)" })
    expect(new Set(TOKEN_REJECTIONS.map((r) => tokenCheckFailed(r).text)).size).toBe(TOKEN_REJECTIONS.length)
  })

  it("the whole list is small and fixed", () => {
    expect(countedReasons()).toHaveLength(TOKEN_REJECTIONS.length + Object.keys(IGNORED_REASONS).length + 1)
    for (const reason of countedReasons()) expect(countedReason(reason)).toBe(reason)
  })

  it("anything else is counted as one fixed reason", () => {
    expect(countedReason({ code: "invoice_unreadable", text: "could not read the invoice (HTTP 503)" })).toBe(UNLISTED_REASON)
    expect(countedReason({ code: "other", text: `token check failed (${"x".repeat(40)})` })).toBe(UNLISTED_REASON)
    expect(countedReason(statusApplied("paid", PaymentActions.SUCCESSFUL))).toBe(UNLISTED_REASON)
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
    for (const reason of Object.values(IGNORED_REASONS)) expect(reason.text).not.toMatch(/payses_/)
    expect(mismatchReason("something new")).toBe(UNLISTED_REASON)
  })
})
