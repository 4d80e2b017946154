import type { Invoice } from "../../../lib/cryptocloud"
import type { LedgerRow } from "../../../domain/ledger/columns"
import { sessionDataFromInvoice, withStorefrontKeysRemoved } from "../session-data"

const invoice = (over: Partial<Invoice> = {}): Invoice =>
  ({
    uuid: "INV-AB12CD34",
    status: "created",
    link: "https://pay.example/AB12CD34",
    address: "Tabc",
    amount: "10.5",
    amount_paid: "0",
    currency: { code: "USDT", fullcode: "USDT_TRC20" },
    amount_in_fiat: "9.7",
    fiat_currency: "EUR",
    expiry_date: "2026-11-23T08:00:00.000Z",
    test_mode: true,
    received: "0",
    pay_url: null,
    ...over,
  }) as unknown as Invoice

const at = (iso: string) => ({ now: new Date(iso) })

describe("sessionDataFromInvoice", () => {
  it("holds exactly the public contract, with the fiat amount at the currency's precision", () => {
    const data = sessionDataFromInvoice(invoice(), undefined, at("2026-11-22T08:00:00Z"))
    expect(data).toEqual({
      uuid: "INV-AB12CD34",
      link: "https://pay.example/AB12CD34",
      status: "created",
      address: "Tabc",
      amount: "10.5",
      currency: "USDT_TRC20",
      amount_in_fiat: "9.70",
      fiat_currency: "EUR",
      expiry_date: "2026-11-23T08:00:00.000Z",
      test_mode: true,
      received: "0",
      history: [{ status: "created", at: "2026-11-22T08:00:00.000Z" }],
    })
    expect(sessionDataFromInvoice(invoice({ fiat_currency: "JPY", amount_in_fiat: "1735" })).amount_in_fiat).toBe("1735")
  })

  it("takes status and history from the ledger row, which never moves backwards", () => {
    const row = {
      status: "paid",
      history: [
        { status: "created", at: "2026-11-22T08:00:00.000Z" },
        { status: "paid", at: "2026-11-22T08:05:00.000Z" },
      ],
      tolerance_percent: 0,
      fiat_amount: "9.70",
      fiat_currency: "EUR",
    } as unknown as LedgerRow
    const stale = sessionDataFromInvoice(invoice({ status: "canceled" }), row)
    expect(stale.status).toBe("paid")
    expect(stale.history).toEqual(row.history)
  })

  it("records the overpaid surplus in crypto and flags payments after a cancellation as late", () => {
    const over = sessionDataFromInvoice(invoice({ status: "overpaid", amount_paid: "12.6" }))
    expect(over.surplus).toBe("2.1")
    const canceledBefore = {
      status: "paid",
      history: [
        { status: "created", at: "x" },
        { status: "canceled", at: "y" },
        { status: "paid", at: "z" },
      ],
      tolerance_percent: 0,
      fiat_amount: "9.70",
      fiat_currency: "EUR",
    } as unknown as LedgerRow
    const late = sessionDataFromInvoice(invoice({ status: "paid", amount_paid: "10.5" }), canceledBefore)
    expect(late).toMatchObject({ status: "paid", late_payment: true })
    expect(sessionDataFromInvoice(invoice({ status: "paid" }))).not.toHaveProperty("late_payment")
  })
})

describe("withStorefrontKeysRemoved", () => {
  it("turns every key the storefront sent outside the contract into undefined (dropped on save)", () => {
    const data = sessionDataFromInvoice(invoice())
    const out = withStorefrontKeysRemoved(data, {
      cryptocurrency: "BTC",
      apiKey: "x",
      uuid: "INV-FORGED01",
      surplus: "9",
      late_payment: true,
      session_id: "payses_1",
    })
    expect(out).toMatchObject({ cryptocurrency: undefined, apiKey: undefined, uuid: "INV-AB12CD34", surplus: undefined, late_payment: undefined })
    expect(out).not.toHaveProperty("session_id") // Medusa's own key is left as Medusa set it
    expect(JSON.parse(JSON.stringify(out))).not.toHaveProperty("apiKey")
  })
})
