/** The status route's answer from a fresh read and from the ledger: the same fields, and `read_at`. */
import type { Invoice } from "../../lib/cryptocloud"
import type { LedgerRow } from "../../domain/ledger/columns"
import { sessionStatusOf, viewOfLedger, viewOfRead } from "../store/cryptocloud/payment-sessions/view"

const checkedAt = new Date("2026-11-23T12:00:03Z")
const row = (over: Partial<LedgerRow> = {}) =>
  ({
    id: "ccinv_1",
    uuid: "INV-AB12CD34",
    session_id: "payses_1",
    status: "partial",
    fiat_amount: "25.00",
    fiat_currency: "EUR",
    crypto_amount: "27.5",
    crypto_currency: "USDT_TRC20",
    amount_paid: "20",
    received: "19.8",
    test_mode: true,
    tolerance_percent: 0,
    expires_at: new Date("2026-11-24T12:00:00Z"),
    last_checked_at: checkedAt,
    link: "https://pay.example/INV-AB12CD34",
    address: "TXYZ",
    history: [],
    outcome: null,
    settled_at: null,
    session_live: true,
    created_at: new Date(0),
    ...over,
  }) as LedgerRow

const FIELDS = [
  "uuid",
  "status",
  "link",
  "address",
  "amount",
  "currency",
  "amount_in_fiat",
  "fiat_currency",
  "amount_paid",
  "to_surcharge",
  "received",
  "expiry_date",
  "test_mode",
  "read_at",
]

describe("payment session status view", () => {
  it("from the ledger: every field, read_at = last_checked_at, what is left to pay derived exactly", () => {
    const view = viewOfLedger(row())
    expect(Object.keys(view)).toEqual(FIELDS)
    expect(view).toMatchObject({
      status: "partial",
      amount: "27.5",
      currency: "USDT_TRC20",
      amount_paid: "20",
      to_surcharge: "7.5",
      expiry_date: "2026-11-24T12:00:00.000Z",
      read_at: "2026-11-23T12:00:03.000Z",
    })
    expect(sessionStatusOf(view, 0)).toBe("requires_more")
    expect(viewOfLedger(row({ status: "overpaid", amount_paid: "30" })).to_surcharge).toBe("0")
    expect(viewOfLedger(row({ amount_paid: null })).to_surcharge).toBe("27.5")
    // Never a link from the session's data (the storefront writes it): the ledger's, or none.
    expect(viewOfLedger(row({ link: null })).link).toBeNull()
  })

  it("from a fresh read: the service's fields, the never-backwards status, and the read's time", () => {
    const invoice = {
      uuid: "INV-AB12CD34",
      status: "partial",
      link: null,
      address: "TXYZ",
      amount: "27.5",
      currency: { fullcode: "USDT_TRC20" },
      amount_in_fiat: "25",
      fiat_currency: "EUR",
      amount_paid: "20",
      to_surcharge: "7.5",
      received: "19.8",
      expiry_date: "2026-11-24T12:00:00.000Z",
      test_mode: true,
    } as unknown as Invoice
    const view = viewOfRead(invoice, row({ status: "paid" }), checkedAt)
    expect(Object.keys(view)).toEqual(FIELDS)
    expect(view).toMatchObject({ status: "paid", link: "https://pay.example/INV-AB12CD34", read_at: "2026-11-23T12:00:03.000Z" })
    expect(sessionStatusOf(view, 0)).toBe("captured")
  })
})
