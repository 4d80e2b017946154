/**
 * What the pay page shows, from the order, its collection and the ledger's invoices of it.
 */
import { currentInvoice, payPageState, stillDueOn, type CollectionInvoice, type PayPageFacts } from "../page-state"

const NOW = new Date("2026-11-24T12:00:00Z")
const LATER = new Date("2026-11-25T12:00:00Z")
const EARLIER = new Date("2026-11-24T11:00:00Z")

const invoice = (over: Partial<CollectionInvoice> = {}): CollectionInvoice => ({
  uuid: "INV-AAAA1111",
  status: "created",
  crypto_amount: "50.25",
  crypto_currency: "USDT_TRC20",
  amount_paid: null,
  received: null,
  tolerance_percent: 0,
  expires_at: LATER,
  link: "https://pay.example/AAAA1111",
  session_live: true,
  created_at: new Date("2026-11-24T10:00:00Z"),
  ...over,
})

/** Every invoice is the pay link's own unless a test says which are (`own`). */
const facts = (over: Partial<PayPageFacts> = {}): PayPageFacts => ({
  orderStatus: "pending",
  owes: true,
  collection: { status: "not_paid" },
  invoices: [],
  now: NOW,
  ...over,
  own: over.own ?? over.invoices ?? [],
})

describe("payPageState", () => {
  it("no invoice yet: the form", () => {
    expect(payPageState(facts())).toEqual({ kind: "form" })
  })

  it("an open invoice: waiting; part paid: what is still to send", () => {
    expect(payPageState(facts({ invoices: [invoice()] })).kind).toBe("waiting")
    const part = invoice({ status: "partial", amount_paid: "20.25", received: "20.25" })
    expect(payPageState(facts({ invoices: [part] }))).toEqual({ kind: "partial", invoice: part, stillDue: "30" })
  })

  it("paid or overpaid on the ledger is paid, even before Medusa captured it (the order still owes)", () => {
    for (const status of ["paid", "overpaid"] as const) {
      expect(payPageState(facts({ invoices: [invoice({ status })] })).kind).toBe("paid")
    }
    // An older paid invoice counts, whatever the newest says.
    expect(payPageState(facts({ invoices: [invoice({ uuid: "INV-B", status: "created" }), invoice({ status: "paid", session_live: false })] })).kind).toBe(
      "paid"
    )
  })

  it("a part payment within the tolerance frozen on the invoice is paid", () => {
    const within = invoice({ status: "partial", amount_paid: "49.9", tolerance_percent: 1 })
    expect(payPageState(facts({ invoices: [within] })).kind).toBe("paid")
    expect(payPageState(facts({ invoices: [{ ...within, tolerance_percent: 0 }] })).kind).toBe("partial")
  })

  it("a collection Medusa counts as paid is paid", () => {
    for (const status of ["authorized", "completed", "partially_captured"]) {
      expect(payPageState(facts({ owes: false, collection: { status } }))).toEqual({ kind: "paid", invoice: null })
    }
  })

  it("an expired invoice (read as canceled, or past its expiry before a read says so): pay again", () => {
    expect(payPageState(facts({ invoices: [invoice({ status: "canceled" })] })).kind).toBe("expired")
    expect(payPageState(facts({ invoices: [invoice({ expires_at: EARLIER })] })).kind).toBe("expired")
    expect(payPageState(facts({ invoices: [invoice({ status: "partial", amount_paid: "1", expires_at: EARLIER })] })).kind).toBe("expired")
  })

  it("nothing owed, the order cancelled, the collection no longer the order's open one", () => {
    expect(payPageState(facts({ owes: false }))).toEqual({ kind: "nothing_owed" })
    expect(payPageState(facts({ orderStatus: "canceled", invoices: [invoice({ status: "paid" })] }))).toEqual({ kind: "canceled" })
    expect(payPageState(facts({ collection: null }))).toEqual({ kind: "replaced" })
    expect(payPageState(facts({ collection: { status: "canceled" } }))).toEqual({ kind: "replaced" })
  })
})

describe("invoices a stranger opened on the collection (its id is public)", () => {
  const stranger = invoice({ uuid: "INV-STRANGER", crypto_currency: "BTC", crypto_amount: "0.0005", created_at: new Date("2026-11-24T11:30:00Z") })
  const mine = invoice({ uuid: "INV-MINE", session_live: false })

  it("never make the page wait for them: no invoice of the link's own is the form", () => {
    expect(payPageState(facts({ invoices: [stranger], own: [] }))).toEqual({ kind: "form" })
  })

  it("the link's own invoice is shown, even when the stranger's is newer and holds the live session", () => {
    expect(payPageState(facts({ invoices: [stranger, mine], own: [mine] }))).toEqual({ kind: "waiting", invoice: mine })
  })

  it("money that reached the collection on any invoice is still paid", () => {
    expect(payPageState(facts({ invoices: [{ ...stranger, status: "paid" }, mine], own: [mine] })).kind).toBe("paid")
  })
})

describe("currentInvoice", () => {
  it("the one a live session holds, else the newest", () => {
    const old = invoice({ uuid: "INV-OLD", created_at: new Date("2026-11-24T09:00:00Z") })
    const released = invoice({ uuid: "INV-NEW", session_live: false, created_at: new Date("2026-11-24T11:00:00Z") })
    expect(currentInvoice([released, old])?.uuid).toBe("INV-OLD")
    expect(currentInvoice([{ ...old, session_live: false }, released])?.uuid).toBe("INV-NEW")
    expect(currentInvoice([])).toBeNull()
  })
})

describe("stillDueOn", () => {
  it("the crypto amount less what was paid, digit for digit, never below zero", () => {
    expect(stillDueOn({ crypto_amount: "0.00123456", amount_paid: "0.00023456", received: null })).toBe("0.001")
    expect(stillDueOn({ crypto_amount: "10", amount_paid: null, received: "4.5" })).toBe("5.5")
    expect(stillDueOn({ crypto_amount: "10", amount_paid: "12", received: null })).toBe("0")
    expect(stillDueOn({ crypto_amount: null, amount_paid: "1", received: null })).toBeNull()
    expect(stillDueOn({ crypto_amount: "10", amount_paid: null, received: null })).toBeNull()
  })
})
