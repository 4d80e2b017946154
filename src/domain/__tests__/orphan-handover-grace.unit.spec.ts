/** Reconciliation does not cancel, as an orphan, an invoice released within the handover grace. */
import type { Invoice } from "../../lib/cryptocloud"
import { decideInvoiceOutcome } from "../invoice-outcome"
import type { LedgerRow } from "../ledger/columns"
import { HANDOVER_GRACE_MS } from "../ledger/handover"

const NOW = new Date("2026-11-23T12:00:00Z")
const invoice = {
  uuid: "INV-AB12CD34",
  status: "created",
  order_id: "payses_old",
  amount: "27",
  currency: { fullcode: "USDT_TRC20" },
  amount_paid: null,
  received: null,
  test_mode: false,
  expiry_date: "2026-11-24T11:00:00.000Z",
  amount_in_fiat: "25",
  fiat_currency: "EUR",
} as unknown as Invoice
const row = (over: Partial<LedgerRow>) =>
  ({
    id: "ccinv_1",
    uuid: "INV-AB12CD34",
    session_id: "payses_old",
    status: "created",
    amount_paid: null,
    received: null,
    tolerance_percent: 0,
    history: [],
    outcome: null,
    settled_at: null,
    session_live: false,
    created_at: new Date(NOW.getTime() - 60 * 60 * 1000),
    ...over,
  }) as LedgerRow
// The deleted session no longer exists: nobody holds the invoice.
const decide = (r: LedgerRow) => decideInvoiceOutcome({ invoice, row: r, session: null, tolerancePercent: 0, now: NOW })

describe("cancelOrphan and the handover grace", () => {
  it("released moments ago: left alone (a new session of the cart may take it over)", () => {
    expect(decide(row({ released_at: new Date(NOW.getTime() - 1000) })).cancelOrphan).toBe(false)
    expect(decide(row({ released_at: new Date(NOW.getTime() - HANDOVER_GRACE_MS + 1) })).cancelOrphan).toBe(false)
  })
  it("released longer ago than the grace, or never released: cancelled as before", () => {
    expect(decide(row({ released_at: new Date(NOW.getTime() - HANDOVER_GRACE_MS) })).cancelOrphan).toBe(true)
    expect(decide(row({ released_at: null })).cancelOrphan).toBe(true)
    expect(decide(row({})).cancelOrphan).toBe(true)
  })
  it("money on a released invoice is still told at once (only the cancel waits)", () => {
    const paid = { ...invoice, status: "paid", amount_paid: "27" } as Invoice
    const outcome = decideInvoiceOutcome({
      invoice: paid,
      row: row({ status: "paid", amount_paid: "27", released_at: new Date(NOW.getTime() - 1000) }),
      session: null,
      tolerancePercent: 0,
      now: NOW,
    })
    expect(outcome.cancelOrphan).toBe(false)
    expect(outcome.attention.map((a) => a.kind)).toEqual(["unmatched_payment"])
  })
})
