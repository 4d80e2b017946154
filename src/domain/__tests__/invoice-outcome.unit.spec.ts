import { MedusaError } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { attentionAfterSettle, CREATION_GRACE_MS, decideInvoiceOutcome, rowMaySettle, type OutcomeSession } from "../invoice-outcome"
import { laterAmount, type LedgerRow } from "../ledger/columns"
import { isPermanentRefusal } from "../medusa-errors"

const NOW = new Date("2026-11-23T12:00:00Z")
const invoice = (over: Partial<Invoice> = {}) =>
  ({
    uuid: "INV-AB12CD34",
    status: "created",
    order_id: "payses_1",
    amount_in_fiat: "25",
    fiat_currency: "EUR",
    amount: "27",
    currency: { fullcode: "USDT_TRC20" },
    amount_paid: null,
    received: null,
    test_mode: false,
    expiry_date: "2026-11-23T11:00:00.000Z",
    ...over,
  }) as Invoice
const row = (over: Partial<LedgerRow> = {}) =>
  ({
    id: "ccinv_1",
    uuid: "INV-AB12CD34",
    session_id: "payses_1",
    status: "created",
    amount_paid: null,
    received: null,
    tolerance_percent: 0,
    history: [],
    outcome: null,
    settled_at: null,
    created_at: new Date(0),
    ...over,
  }) as LedgerRow
const session = (over: Partial<OutcomeSession> = {}): OutcomeSession => ({
  id: "payses_1",
  status: "pending",
  amount: 25,
  currency_code: "eur",
  provider_id: "pp_cryptocloud_cryptocloud",
  data: { uuid: "INV-AB12CD34" },
  ...over,
})
const decide = (inv: Invoice, r: LedgerRow | null, s: OutcomeSession | null = session()) =>
  decideInvoiceOutcome({ invoice: inv, row: r, session: s, tolerancePercent: 0, now: NOW })

describe("money after expiry", () => {
  const expired = row({
    status: "partial",
    amount_paid: "10",
    history: [
      { status: "canceled", at: "2026-11-23T11:00:00Z" },
      { status: "partial", at: "2026-11-23T11:30:00Z" },
    ],
  })
  it("a part payment after expiry is a late_payment with the amount, never 'pay the rest'", () => {
    const outcome = decide(invoice({ status: "partial", amount_paid: "10" }), expired, session({ status: "canceled" }))
    expect(outcome).toEqual(expect.objectContaining({ session: "none", partialEvent: false, late: true, settle: false, resolveExpiredPartial: "late_money" }))
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "late_payment", amount: "10" })])
  })
  it("a part payment read `partial` past the expiry, never seen `canceled`: late too, and the session is cancelled", () => {
    // NOW is past the invoice's expiry (11:00); the ledger only ever saw `created`.
    const outcome = decide(invoice({ status: "partial", amount_paid: "10" }), row({ status: "partial", amount_paid: "10" }), session({ status: "pending" }))
    expect(outcome).toEqual(expect.objectContaining({ session: "record_canceled", partialEvent: false, late: true, cancelWaitingOrder: true }))
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "late_payment", amount: "10" })])
    const beforeExpiry = decideInvoiceOutcome({
      invoice: invoice({ status: "partial", amount_paid: "10", expiry_date: "2026-11-23T13:00:00.000Z" }),
      row: row({ status: "partial", amount_paid: "10" }),
      session: session(),
      tolerancePercent: 0,
      now: NOW,
    })
    expect(beforeExpiry).toEqual(expect.objectContaining({ session: "record_requires_more", partialEvent: true, late: false }))
  })
  it("paid in full after expiry: captured late, and the open expired_partial is to be resolved", () => {
    const outcome = decide(
      invoice({ status: "paid", amount_paid: "27" }),
      row({ ...expired, status: "paid", amount_paid: "27" }),
      session({ status: "canceled" })
    )
    expect(outcome).toEqual(expect.objectContaining({ session: "capture", late: true, resolveExpiredPartial: "captured" }))
  })
})

describe("a stale read never lowers the money", () => {
  it("decides on the ledger's (larger) amount paid", () => {
    const outcome = decide(invoice({ status: "canceled", amount_paid: "5" }), row({ status: "canceled", amount_paid: "10" }), session({ status: "pending" }))
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "expired_partial", amount: "10" })])
  })
  it.each([
    [null, "5", "5"],
    ["10", "5", "10"],
    ["10", "12.5", "12.5"],
    ["10", null, "10"],
  ])("laterAmount(%s, %s) = %s", (recorded, read, expected) => {
    expect(laterAmount(recorded, read)).toBe(expected)
  })
})

describe("a brand-new invoice whose session does not name it yet", () => {
  it("is left alone within the grace period, and judged after it", () => {
    const fresh = row({ created_at: new Date(NOW.getTime() - 1000) })
    const other = session({ data: { uuid: "INV-OTHER000" } })
    expect(decide(invoice(), fresh, other)).toEqual(expect.objectContaining({ cancelOrphan: false, attention: [] }))
    const old = row({ created_at: new Date(NOW.getTime() - CREATION_GRACE_MS - 1000) })
    expect(decide(invoice(), old, other).cancelOrphan).toBe(true)
  })
})

describe("capture refused for good", () => {
  it("one capture_failed item with Medusa's reason replaces the items that assumed a capture", () => {
    const outcome = decide(invoice({ status: "overpaid", amount_paid: "30" }), row({ status: "overpaid", amount_paid: "30" }), session({ status: "canceled" }))
    expect(outcome.attention.map((a) => a.kind)).toEqual(["late_payment", "overpayment"])
    const drafts = attentionAfterSettle(outcome, invoice({ amount_paid: "30" }), { captureFailed: "order was cancelled" })
    expect(drafts).toEqual([
      expect.objectContaining({ kind: "capture_failed", amount: "30", description: expect.stringMatching(/refused to capture it: order was cancelled/) }),
    ])
    expect(attentionAfterSettle(outcome, invoice(), { captureFailed: null })).toBe(outcome.attention)
  })
  it("only Medusa's refusals that will not go away count as permanent", () => {
    expect(isPermanentRefusal(new MedusaError(MedusaError.Types.NOT_ALLOWED, "order canceled"))).toBe(true)
    expect(isPermanentRefusal(new MedusaError(MedusaError.Types.INVALID_DATA, "bad"))).toBe(true)
    expect(isPermanentRefusal(new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "lock timeout"))).toBe(false)
    expect(isPermanentRefusal(new Error("connection terminated"))).toBe(false)
  })
})

describe("a row settles only when its money is accounted for", () => {
  const paid = decide(invoice({ status: "paid", amount_paid: "27" }), row({ status: "paid", amount_paid: "27" }))
  it("held by an order, or named by an item", () => {
    expect(paid.settle && paid.moneyArrived).toBe(true)
    expect(rowMaySettle(paid, false, 0)).toBe(false)
    expect(rowMaySettle(paid, true, 0)).toBe(true)
    expect(rowMaySettle(paid, false, 1)).toBe(true)
  })
})
