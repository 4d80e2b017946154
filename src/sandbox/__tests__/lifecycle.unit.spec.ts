import { SandboxActionError, startSandbox } from "../index"
import type { Sandbox } from "../types"
import { call, createInvoice, info } from "./helpers"

const HOUR = 3_600_000

describe("sandbox invoice lifecycle", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox()
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  it("exact payment → paid, with fees, tx and balance credit", async () => {
    const inv = await createInvoice(sb, { amount: "100" })
    const paid = await sb.pay(inv.uuid, "exact")
    expect(paid).toMatchObject({ status: "paid", amountPaid: "100", fee: "0.01", serviceFee: "1.9", received: "98.09", cryptocurrency: "USDT_TRC20" })
    const body = await info(sb, inv.uuid)
    expect(body).toMatchObject({
      status: "paid",
      invoice_status: "success",
      amount: 100,
      amount_paid: 100,
      received: 98.09,
      fee: 0.01,
      service_fee: 1.9,
      to_surcharge: 0,
      amount_in_crypto: 100,
    })
    expect(body.tx_list).toHaveLength(1)
    expect(body.tx_list[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(body.address).toMatch(/^T/)
    expect(body.date_finished).not.toBeNull()
    expect(sb.getBalances().USDT_TRC20).toEqual({ balance: "98.09", available: "98.09" })
  })

  it("partial then the rest → paid; two transactions", async () => {
    const inv = await createInvoice(sb, { amount: "10" })
    const part = await sb.pay(inv.uuid, "partial")
    expect(part).toMatchObject({ status: "partial", amountPaid: "5", dateFinished: null })
    expect((await info(sb, inv.uuid)).to_surcharge).toBe(5)
    const rest = await sb.pay(inv.uuid, "exact")
    expect(rest).toMatchObject({ status: "paid", amountPaid: "10" })
    expect(rest.txList).toHaveLength(2)
    // two transfer fees, service fee on what was paid
    expect(rest.fee).toBe("0.02")
    expect(rest.received).toBe("9.79")
    expect(sb.getBalances().USDT_TRC20.available).toBe("9.79")
  })

  it("overpay → overpaid; partial + overpay → overpaid", async () => {
    const a = await createInvoice(sb, { amount: "10" })
    expect((await sb.pay(a.uuid, "overpay")).status).toBe("overpaid")
    expect((await sb.pay((await createInvoice(sb)).uuid, "partial", { fraction: 0.25 })).amountPaid).toBe("2.5")
    const b = await createInvoice(sb, { amount: "10" })
    await sb.pay(b.uuid, "partial")
    const over = await sb.pay(b.uuid, "overpay", { fraction: 2 })
    expect(over).toMatchObject({ status: "overpaid", amountPaid: "15" })
  })

  it("an explicit amount decides the status", async () => {
    const inv = await createInvoice(sb, { amount: "10" })
    expect((await sb.pay(inv.uuid, "exact", { amount: "9.99999999" })).status).toBe("partial")
    expect((await sb.pay(inv.uuid, "exact", { amount: "0.00000001" })).status).toBe("paid")
  })

  it("pays in a chosen currency, within available_currencies", async () => {
    const inv = await createInvoice(sb, { amount: "120", add_fields: { available_currencies: ["ETH", "BTC"] } })
    await expect(sb.pay(inv.uuid, "exact", { currency: "LTC" })).rejects.toBeInstanceOf(SandboxActionError)
    const paid = await sb.pay(inv.uuid, "exact", { currency: "BTC" })
    expect(paid).toMatchObject({ cryptocurrency: "BTC", amount: "0.002", status: "paid" })
    const body = await info(sb, inv.uuid)
    expect(body.currency.fullcode).toBe("BTC")
    expect(body.address).toMatch(/^bc1q/)
  })

  it("expires lazily after the default 24 h", async () => {
    const inv = await createInvoice(sb)
    sb.advanceTime(24 * HOUR - 1000)
    expect((await info(sb, inv.uuid)).status).toBe("created")
    sb.advanceTime(1000)
    const body = await info(sb, inv.uuid)
    expect(body.status).toBe("canceled")
    expect(body.date_finished).toBe(body.expiry_date) // finished at expiry time
    expect(sb.getInvoice(inv.uuid)?.canceledBy).toBe("expiry")
  })

  it("expires after time_to_pay, partly paid invoices too (what was paid stays paid)", async () => {
    const inv = await createInvoice(sb, { add_fields: { time_to_pay: { minutes: 30 } } })
    const part = await createInvoice(sb, { add_fields: { time_to_pay: { minutes: 30 } } })
    await sb.pay(part.uuid, "partial")
    sb.advanceTime(29 * 60_000)
    expect(sb.getInvoice(inv.uuid)?.status).toBe("created")
    sb.advanceTime(60_000)
    expect(sb.getInvoice(inv.uuid)?.status).toBe("canceled")
    const expired = sb.getInvoice(part.uuid)!
    expect(expired.status).toBe("canceled")
    expect(Number(expired.amountPaid)).toBeGreaterThan(0)
  })

  it("expire() works only on unpaid or partly paid invoices", async () => {
    const inv = await createInvoice(sb)
    expect(sb.expire(inv.uuid).status).toBe("canceled")
    expect(() => sb.expire(inv.uuid)).toThrow(SandboxActionError)
    const paid = await createInvoice(sb)
    await sb.pay(paid.uuid, "exact")
    expect(() => sb.expire(paid.uuid)).toThrow(/only unpaid or partly paid/)
  })

  it("a late payment turns an expired invoice paid", async () => {
    const inv = await createInvoice(sb)
    sb.advanceTime(25 * HOUR)
    expect(sb.getInvoice(inv.uuid)?.status).toBe("canceled")
    const late = await sb.pay(inv.uuid, "exact")
    expect(late.status).toBe("paid")
    expect((await info(sb, inv.uuid)).status).toBe("paid")
  })

  it("refuses payments after a merchant cancel and on paid invoices", async () => {
    const inv = await createInvoice(sb)
    const res = await call(sb, "/v2/invoice/merchant/canceled", { uuid: inv.uuid })
    expect(res.status).toBe(200)
    await expect(sb.pay(inv.uuid, "exact")).rejects.toThrow(/canceled by the merchant/)
    const paid = await createInvoice(sb)
    await sb.pay(paid.uuid, "exact")
    await expect(sb.pay(paid.uuid, "exact")).rejects.toThrow(/already paid/)
    await expect(sb.pay("INV-ZZZZZZZZ", "exact")).rejects.toMatchObject({ code: "not_found" })
  })

  it("createInvoice() applies the endpoint's validation", () => {
    expect(sb.createInvoice({ shop_id: sb.options.shopId, amount: "3" }).amountUsd).toBe("3")
    expect(() => sb.createInvoice({ shop_id: "x", amount: "3" })).toThrow(/shop_id/)
  })

  it("getInvoice returns copies, not live state", async () => {
    const inv = await createInvoice(sb)
    const copy = sb.getInvoice(inv.uuid)!
    copy.status = "paid"
    expect(sb.getInvoice(inv.uuid)?.status).toBe("created")
    expect(sb.getInvoice(inv.uuid.slice(4).toLowerCase())?.uuid).toBe(inv.uuid)
  })
})
