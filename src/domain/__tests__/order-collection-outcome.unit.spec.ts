/**
 * An invoice of an order's payment collection whose session was replaced — by anyone who knows
 * the order id: never cancelled, its money captured for the order while the collection owes it,
 * an overpayment beyond that, and its expiry cancels an order-first order only through the
 * all-invoices check (workflows/cryptocloud/order-outcomes.ts).
 */
import type { Invoice } from "../../lib/cryptocloud"
import { decideInvoiceOutcome, type OrderCollectionState } from "../invoice-outcome"
import type { LedgerRow } from "../ledger/columns"

const NOW = new Date("2026-11-23T12:00:00Z")
const LATER = "2026-11-23T18:00:00.000Z"
const invoice = (over: Partial<Invoice> = {}) =>
  ({
    uuid: "INV-AB12CD34",
    status: "created",
    order_id: "payses_customer",
    amount_in_fiat: "45",
    fiat_currency: "EUR",
    amount: "48",
    currency: { fullcode: "USDT_TRC20" },
    amount_paid: null,
    received: null,
    test_mode: false,
    expiry_date: LATER,
    ...over,
  }) as Invoice
// Released a while ago by the customer's session, which a stranger's replaced: no holder.
const row = (over: Partial<LedgerRow> = {}) =>
  ({
    id: "ccinv_1",
    uuid: "INV-AB12CD34",
    session_id: "payses_customer",
    status: "created",
    amount_paid: null,
    received: null,
    tolerance_percent: 0,
    history: [],
    outcome: null,
    settled_at: null,
    created_at: new Date("2026-11-23T10:00:00Z"),
    released_at: new Date("2026-11-23T11:00:00Z"),
    session_live: false,
    payment_collection_id: "pay_col_order",
    ...over,
  }) as LedgerRow
const owes: OrderCollectionState = { owes: true, sameAmount: true }
const decide = (inv: Invoice, r: LedgerRow | null, orderCollection: OrderCollectionState | null) =>
  decideInvoiceOutcome({ invoice: inv, row: r, session: null, tolerancePercent: 0, orderCollection, now: NOW })

describe("an invoice of an order's collection that no live session holds", () => {
  it("open: never cancelled at the service (a cart's released invoice is)", () => {
    expect(decide(invoice(), row(), owes)).toEqual(expect.objectContaining({ cancelOrphan: false, session: "none", attention: [], settle: false }))
    expect(decide(invoice(), row(), null).cancelOrphan).toBe(true)
  })

  it("paid while the collection owes that amount: adopted and captured for the order, nothing unmatched", () => {
    const outcome = decide(invoice({ status: "paid", amount_paid: "48" }), row({ status: "paid", amount_paid: "48" }), owes)
    expect(outcome).toEqual(expect.objectContaining({ session: "adopt", settle: true, late: false, resolveExpiredPartial: "captured", cancelOrphan: false }))
    expect(outcome.attention).toEqual([])
    // Without the order's collection it is unmatched money, as before.
    expect(decide(invoice({ status: "paid", amount_paid: "48" }), row({ status: "paid", amount_paid: "48" }), null).attention).toEqual([
      expect.objectContaining({ kind: "unmatched_payment", amount: "48" }),
    ])
  })

  it("overpaid while it owes: captured, and the surplus is told", () => {
    const outcome = decide(invoice({ status: "overpaid", amount_paid: "50" }), row({ status: "overpaid", amount_paid: "50" }), owes)
    expect(outcome.session).toBe("adopt")
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "overpayment", amount: "2" })])
  })

  it("paid after it had expired: captured late, with its late_payment item", () => {
    const late = row({
      status: "paid",
      amount_paid: "48",
      history: [
        { status: "canceled", at: "2026-11-23T11:30:00Z" },
        { status: "paid", at: "2026-11-23T11:50:00Z" },
      ],
    })
    const outcome = decide(invoice({ status: "paid", amount_paid: "48" }), late, owes)
    expect(outcome).toEqual(expect.objectContaining({ session: "adopt", late: true }))
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "late_payment", amount: "48" })])
  })

  it("paid once the collection was paid (or its order cancelled): all of it is one overpayment, no capture", () => {
    const outcome = decide(invoice({ status: "paid", amount_paid: "48" }), row({ status: "paid", amount_paid: "48" }), { owes: false, sameAmount: true })
    expect(outcome.session).toBe("none")
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "overpayment", amount: "48" })])
  })

  it("paid, made for another amount than the collection now asks: unmatched, no capture", () => {
    const outcome = decide(invoice({ status: "paid", amount_paid: "48" }), row({ status: "paid", amount_paid: "48" }), { owes: true, sameAmount: false })
    expect(outcome.session).toBe("none")
    expect(outcome.attention).toEqual([expect.objectContaining({ kind: "unmatched_payment", amount: "48" })])
  })

  it("already captured by an earlier application: nothing again", () => {
    const outcome = decide(invoice({ status: "paid", amount_paid: "48" }), row({ status: "paid", amount_paid: "48", outcome: "captured" }), owes)
    expect(outcome).toEqual(expect.objectContaining({ session: "none", settle: true, attention: [] }))
  })

  it("part paid and not expired: the customer may send the rest — no item, no cancel", () => {
    const outcome = decide(invoice({ status: "partial", amount_paid: "20" }), row({ status: "partial", amount_paid: "20" }), owes)
    expect(outcome).toEqual(expect.objectContaining({ session: "none", cancelOrphan: false, cancelWaitingOrder: false, attention: [], settle: false }))
  })

  it("expired: the order may be cancelled only through the all-invoices check; money on it is an expired_partial", () => {
    const bare = decide(invoice({ status: "canceled" }), row({ status: "canceled" }), owes)
    expect(bare).toEqual(expect.objectContaining({ cancelWaitingOrder: true, cancelOrphan: false, attention: [] }))
    const part = decide(invoice({ status: "canceled", amount_paid: "20" }), row({ status: "canceled", amount_paid: "20" }), owes)
    expect(part.attention).toEqual([expect.objectContaining({ kind: "expired_partial", amount: "20" })])
  })
})
