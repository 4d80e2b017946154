import type { Invoice } from "../../lib/cryptocloud"
import { decideInvoiceOutcome, type OutcomeSession } from "../invoice-outcome"
import type { LedgerRow } from "../ledger/columns"
import { isQuietRead, readChangesLedger } from "../ledger/quiet-read"

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
    received: null,
    test_mode: false,
    expiry_date: "2026-11-24T10:00:00.000Z",
    address: "bc1qexample",
    link: "https://pay/INV-AB12CD34",
    pay_url: null,
    ...over,
  }) as Invoice

const row = (over: Partial<LedgerRow> = {}): LedgerRow => ({
  id: "ccinv_1",
  uuid: "INV-AB12CD34",
  session_id: "payses_1",
  cart_id: "cart_1",
  order_id: null,
  fiat_amount: "25",
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
  link: "https://pay/INV-AB12CD34",
  address: "bc1qexample",
  history: [],
  outcome: null,
  settled_at: null,
  created_at: new Date(0),
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

const quiet = (inv: Invoice, r: LedgerRow, s: OutcomeSession | null = session(), now = new Date("2026-11-23T12:00:00Z")) =>
  isQuietRead(r, inv, decideInvoiceOutcome({ invoice: inv, row: r, session: s, tolerancePercent: r.tolerance_percent, now }))

describe("quiet reads (nothing changed, nothing to do)", () => {
  it("an invoice still waiting for its payment, read again, is quiet", () => {
    expect(readChangesLedger(row(), invoice())).toBe(false)
    expect(quiet(invoice(), row())).toBe(true)
  })

  it.each([
    ["the status moved on", invoice({ status: "partial", amount_paid: "0.0002" })],
    ["money arrived without a status change", invoice({ amount_paid: "0.0001" })],
    ["received changed", invoice({ received: "0.0001" })],
    ["the expiry moved", invoice({ expiry_date: "2026-11-25T10:00:00.000Z" })],
    ["the crypto amount changed", invoice({ amount: "0.00043" })],
    ["another coin was chosen", invoice({ currency: { fullcode: "USDT_TRC20" } as Invoice["currency"] })],
    ["the address arrived", invoice({ address: "bc1qother" })],
    ["test mode differs", invoice({ test_mode: true })],
  ])("is not quiet when %s", (_what, inv) => {
    expect(readChangesLedger(row(), inv)).toBe(true)
    expect(quiet(inv, row())).toBe(false)
  })

  it("the service's 0 paid on a fresh row (nothing recorded yet) is no change", () => {
    expect(quiet(invoice({ amount_paid: "0", received: "0" }), row())).toBe(true)
  })

  it("a read that leaves out a known address or amount changes nothing (the ledger keeps them)", () => {
    expect(quiet(invoice({ address: null, amount: null }), row())).toBe(true)
  })

  it("a status going backwards is not news (the ledger never moves back)", () => {
    expect(readChangesLedger(row({ status: "partial", amount_paid: "0.0002" }), invoice({ status: "created", amount_paid: "0.0002" }))).toBe(false)
  })

  it("a waiting invoice is quiet whether or not the row knows its cart yet", () => {
    expect(quiet(invoice(), row({ cart_id: null }))).toBe(true)
  })

  it("is not quiet when nobody holds the invoice any more (it is cancelled at the service)", () => {
    expect(quiet(invoice(), row(), null)).toBe(false)
    // The session moved on to another invoice (the cart changed).
    expect(quiet(invoice(), row(), session({ data: { uuid: "INV-ZZ99ZZ99" } }))).toBe(false)
  })

  it("is not quiet when the row's liveness differs from what the decision finds", () => {
    expect(quiet(invoice(), row({ session_live: false }))).toBe(false)
  })

  it("an expired invoice keeps taking the full path (its waiting order must be cancelled)", () => {
    const expired = invoice({ status: "canceled" })
    expect(quiet(expired, row({ status: "canceled" }), session({ status: "canceled" }))).toBe(false)
  })

  it("a paid invoice whose session is not settled yet is not quiet (capture)", () => {
    const paid = invoice({ status: "paid", amount_paid: "0.00042", received: "0.00042" })
    expect(quiet(paid, row({ status: "paid", amount_paid: "0.00042", received: "0.00042" }))).toBe(false)
  })

  it("a repeated postback of an invoice already captured and settled is quiet", () => {
    const paid = invoice({ status: "paid", amount_paid: "0.00042", received: "0.00042" })
    const settled = row({ status: "paid", amount_paid: "0.00042", received: "0.00042", order_id: "order_1", outcome: "captured", settled_at: new Date() })
    expect(quiet(paid, settled, session({ status: "captured" }))).toBe(true)
    // …but not before the settlement is on the row.
    expect(quiet(paid, { ...settled, settled_at: null }, session({ status: "captured" }))).toBe(false)
    expect(quiet(paid, { ...settled, outcome: null }, session({ status: "captured" }))).toBe(false)
  })

  it("money on an invoice nobody holds always reaches the attention step", () => {
    const paid = invoice({ status: "paid", amount_paid: "0.00042" })
    expect(quiet(paid, row({ status: "paid", amount_paid: "0.00042", session_live: false, settled_at: new Date() }), null)).toBe(false)
  })
})
