import type { Invoice } from "../../lib/cryptocloud"
import { INVOICE_EXPIRED_EVENT, INVOICE_LATE_PAYMENT_EVENT, INVOICE_PAID_EVENT, INVOICE_PARTIALLY_PAID_EVENT } from "../events"
import { invoiceEventData, invoiceEventsDue, partiallyPaidEventData } from "../invoice-events"
import { decideInvoiceOutcome, type OutcomeSession } from "../invoice-outcome"
import type { LedgerRow } from "../ledger/columns"

const NOW = new Date("2026-11-23T12:00:00Z")

const invoice = (over: Partial<Invoice> = {}) =>
  ({
    uuid: "INV-AB12CD34",
    status: "created",
    order_id: "payses_1",
    amount_in_fiat: "25",
    fiat_currency: "EUR",
    amount: "0.00042",
    currency: { fullcode: "BTC" },
    amount_paid: null,
    to_surcharge: null,
    received: null,
    test_mode: false,
    expiry_date: "2026-11-24T10:00:00.000Z",
    ...over,
  }) as Invoice

const row = (over: Partial<LedgerRow> = {}): LedgerRow => ({
  id: "ccinv_1",
  uuid: "INV-AB12CD34",
  session_id: "payses_1",
  cart_id: "cart_1",
  order_id: null,
  fiat_amount: "25.00",
  fiat_currency: "eur",
  crypto_amount: "0.00042",
  crypto_currency: "BTC",
  status: "created",
  amount_paid: null,
  received: null,
  test_mode: false,
  tolerance_percent: 0,
  expires_at: new Date("2026-11-24T10:00:00.000Z"),
  last_checked_at: new Date(0),
  session_live: true,
  link: null,
  address: null,
  history: [],
  outcome: null,
  settled_at: null,
  created_at: new Date(0),
  shop_id: "shop-1",
  ...over,
})

const session = (over: Partial<OutcomeSession> = {}): OutcomeSession => ({
  id: "payses_1",
  status: "pending",
  amount: 25,
  currency_code: "eur",
  provider_id: "pp_cryptocloud_cryptocloud",
  data: { uuid: "INV-AB12CD34" },
  ...over,
})

/** The events a read calls for, decided as the apply workflow decides them. */
function due(inv: Invoice, r: LedgerRow | null, s: OutcomeSession | null = session(), tolerance = r?.tolerance_percent ?? 0) {
  const outcome = decideInvoiceOutcome({ invoice: inv, row: r, session: s, tolerancePercent: tolerance, now: NOW })
  return invoiceEventsDue({ invoice: inv, row: r, outcome, tolerance })
}

describe("which invoice events a read calls for", () => {
  it("nothing while the invoice waits, and nothing for an invoice the ledger does not know", () => {
    expect(due(invoice(), row())).toEqual([])
    expect(due(invoice({ status: "paid", amount_paid: "0.00042" }), null)).toEqual([])
  })

  it("paid (and overpaid) → invoice.paid", () => {
    const paid = { status: "paid" as const, amount_paid: "0.00042" }
    expect(due(invoice(paid), row(paid))).toEqual([INVOICE_PAID_EVENT])
    const over = { status: "overpaid" as const, amount_paid: "0.0005" }
    expect(due(invoice(over), row(over))).toEqual([INVOICE_PAID_EVENT])
  })

  it("a part payment within the tolerance counts as paid; below it, partially_paid", () => {
    const within = { status: "partial" as const, amount_paid: "0.000415" }
    expect(due(invoice(within), row({ ...within, tolerance_percent: 5 }))).toEqual([INVOICE_PAID_EVENT])
    const short = { status: "partial" as const, amount_paid: "0.0002" }
    expect(due(invoice({ ...short, to_surcharge: "0.00022" }), row(short))).toEqual([INVOICE_PARTIALLY_PAID_EVENT])
    // The session already waits for the rest: a second part payment is no new partially_paid.
    expect(due(invoice(short), row(short), session({ status: "requires_more" }))).toEqual([])
  })

  it("expiry of the invoice its session holds → expired; an invoice no session holds is no expiry", () => {
    const canceled = { status: "canceled" as const }
    expect(due(invoice(canceled), row(canceled))).toEqual([INVOICE_EXPIRED_EVENT])
    expect(due(invoice(canceled), row(canceled), session({ status: "canceled" }))).toEqual([INVOICE_EXPIRED_EVENT])
    expect(due(invoice(canceled), row({ ...canceled, session_live: false }), null)).toEqual([])
  })

  it("money after expiry → late_payment (and paid, when it is all of it)", () => {
    const history = [
      { status: "created" as const, at: "2026-11-22T10:00:00Z" },
      { status: "canceled" as const, at: "2026-11-23T10:00:00Z" },
    ]
    const paid = { status: "paid" as const, amount_paid: "0.00042" }
    expect(
      due(invoice(paid), row({ ...paid, history: [...history, { status: "paid", at: "2026-11-23T11:00:00Z" }] }), session({ status: "canceled" }))
    ).toEqual([INVOICE_PAID_EVENT, INVOICE_LATE_PAYMENT_EVENT])
    const part = { status: "partial" as const, amount_paid: "0.0001" }
    expect(due(invoice(part), row({ ...part, history }), session({ status: "canceled" }))).toEqual([INVOICE_LATE_PAYMENT_EVENT])
  })

  it("an event the row already announced is not due again (a re-read, the next pass, another instance)", () => {
    const paid = { status: "paid" as const, amount_paid: "0.00042" }
    expect(due(invoice(paid), row({ ...paid, announced: [INVOICE_PAID_EVENT] }))).toEqual([])
    const canceled = { status: "canceled" as const }
    expect(due(invoice(canceled), row({ ...canceled, announced: [INVOICE_PARTIALLY_PAID_EVENT] }))).toEqual([INVOICE_EXPIRED_EVENT])
  })

  it("decides on the ledger's status, never a stale read's (the ledger never moves back)", () => {
    const paid = { status: "paid" as const, amount_paid: "0.00042" }
    expect(due(invoice({ status: "partial", amount_paid: "0.0002" }), row(paid), session({ status: "captured" }))).toEqual([INVOICE_PAID_EVENT])
  })
})

describe("the invoice events' payload", () => {
  it("names the invoice, its project, order and session, with the ledger's amounts as decimal strings", () => {
    const data = invoiceEventData({
      invoice: invoice({ status: "paid", amount_paid: "0.00042" }),
      row: row({ status: "paid", amount_paid: "0.000420", fiat_amount: "1234567890.12" }),
      shopId: "shop-2",
      orderId: "order_1",
      sessionId: "payses_1",
    })
    expect(data).toEqual({
      id: "INV-AB12CD34",
      invoice_uuid: "INV-AB12CD34",
      shop_id: "shop-2",
      order_id: "order_1",
      payment_session_id: "payses_1",
      status: "paid",
      fiat_amount: "1234567890.12",
      fiat_currency: "eur",
      crypto_amount: "0.00042",
      amount_paid: "0.000420",
      crypto_currency: "BTC",
      test_mode: false,
    })
  })

  it("falls back to the row's project, order and session", () => {
    const data = invoiceEventData({ invoice: invoice(), row: row({ order_id: "order_9" }), shopId: null, orderId: null, sessionId: null })
    expect(data).toEqual(expect.objectContaining({ shop_id: "shop-1", order_id: "order_9", payment_session_id: "payses_1" }))
  })

  it("partially_paid keeps its first release's to_surcharge and currency (the coin)", () => {
    const base = invoiceEventData({
      invoice: invoice(),
      row: row({ status: "partial", amount_paid: "0.0002" }),
      shopId: "shop-1",
      orderId: null,
      sessionId: "payses_1",
    })
    expect(partiallyPaidEventData(base, { to_surcharge: "0.00022" })).toEqual({ ...base, to_surcharge: "0.00022", currency: "BTC" })
  })
})
