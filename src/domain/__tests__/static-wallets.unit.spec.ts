import type { Invoice } from "../../lib/cryptocloud"
import { PAYMENT_SESSION_ID_PREFIX } from "../constants"
import { depositFromInvoice, isStaticWalletIdentify, staticWalletCurrencyProblem, staticWalletIdentify, toDepositView } from "../static-wallets"

const wallet = {
  uuid: "0123456789abcdef0123456789abcdef",
  address: "TXYZstatic",
  identify: staticWalletIdentify("cus_01ABC", "USDT_TRC20"),
  customer_id: "cus_01ABC",
  currency: "USDT_TRC20",
}
const deposit = (over: Partial<Invoice> = {}) =>
  ({
    uuid: "INV-AB12CD34",
    status: "paid",
    order_id: wallet.identify,
    amount: "25.5",
    amount_paid: "25.5",
    amount_paid_usd: "25.5",
    amount_usd: "25.5",
    received: "25.0055",
    currency: { fullcode: "USDT_TRC20" },
    test_mode: true,
    date_finished: "2026-11-23T17:14:34.321Z",
    ...over,
  }) as Invoice

describe("static wallets", () => {
  it("identify: the customer id and currency behind a prefix no payment session has", () => {
    expect(wallet.identify).toBe("ccsw-cus_01ABC-USDT_TRC20")
    expect(isStaticWalletIdentify(wallet.identify)).toBe(true)
    expect(isStaticWalletIdentify(`${PAYMENT_SESSION_ID_PREFIX}01ABC`)).toBe(false)
    expect(isStaticWalletIdentify("ccsw-")).toBe(false)
    expect(isStaticWalletIdentify(null)).toBe(false)
  })

  it("currencies: the spec's static list; TON network codes refused with the spec's reason", () => {
    expect(staticWalletCurrencyProblem("USDT_TRC20")).toBeNull()
    expect(staticWalletCurrencyProblem("BTC")).toBeNull()
    for (const ton of ["TON", "USDT_TON", "XAUT_TON"]) {
      expect(staticWalletCurrencyProblem(ton)).toBe(`currency ${ton}: static wallets are not supported on the TON network`)
    }
    expect(staticWalletCurrencyProblem("DOGE")).toMatch(/static wallet currency code/)
  })

  it("a deposit records what arrived, on which wallet, for which customer", () => {
    expect(depositFromInvoice(deposit(), wallet)).toEqual({
      invoice_id: "INV-AB12CD34",
      wallet_uuid: wallet.uuid,
      wallet_address: "TXYZstatic",
      identify: wallet.identify,
      customer_id: "cus_01ABC",
      currency: "USDT_TRC20",
      amount: "25.5",
      received: "25.0055",
      amount_usd: "25.5",
      test_mode: true,
      received_at: new Date("2026-11-23T17:14:34.321Z"),
      status: "paid",
    })
    // Answers without amount_paid or the finishing time still record the deposit.
    const now = new Date("2026-11-24T00:00:00Z")
    expect(depositFromInvoice(deposit({ amount_paid: null, date_finished: null, currency: null }), wallet, now)).toEqual(
      expect.objectContaining({ amount: "25.5", currency: "USDT_TRC20", received_at: now })
    )
  })

  it("a partial or expired deposit records what arrived, never what was due", () => {
    const now = new Date("2026-11-24T00:00:00Z")
    const partial = deposit({ status: "partial", amount: "25", amount_paid: "10", date_finished: null })
    expect(depositFromInvoice(partial, wallet, now)).toEqual(expect.objectContaining({ amount: "10", status: "partial", received_at: now }))
    // An answer without amount_paid cannot say how much of a partial deposit arrived.
    expect(depositFromInvoice(deposit({ status: "partial", amount_paid: null }), wallet)).toBeNull()
    // Expired with money: the money stays on the balance; date_finished is the expiry, not the arrival.
    const expired = deposit({ status: "canceled", amount: "25", amount_paid: "10", date_finished: "2026-11-25T00:00:00Z" })
    expect(depositFromInvoice(expired, wallet, now)).toEqual(expect.objectContaining({ amount: "10", status: "canceled", received_at: now }))
    expect(depositFromInvoice(deposit({ status: "canceled", amount_paid: "0" }), wallet)).toBeNull()
  })

  it("records nothing for another wallet's invoice or an invoice without money", () => {
    expect(depositFromInvoice(deposit({ order_id: "ccsw-cus_OTHER-USDT_TRC20" }), wallet)).toBeNull()
    expect(depositFromInvoice(deposit({ status: "created", amount_paid: "0" }), wallet)).toBeNull()
    expect(depositFromInvoice(deposit({ amount_paid: "0", amount: "0" }), wallet)).toBeNull()
  })

  it("the view carries ids and money as strings, dates in ISO form", () => {
    const view = toDepositView({ id: "ccdep_1", ...depositFromInvoice(deposit(), wallet)! })
    expect(view).toEqual(expect.objectContaining({ id: "ccdep_1", amount: "25.5", received_at: "2026-11-23T17:14:34.321Z", customer_id: "cus_01ABC" }))
    expect(Object.keys(view)).not.toContain("identify")
    expect(view).toEqual(expect.objectContaining({ status: "paid", final: true }))
    // Rows recorded before the status was kept: not known to be final until read again.
    expect(toDepositView({ ...view, status: null })).toEqual(expect.objectContaining({ status: null, final: false }))
  })
})
