/**
 * Withdrawals made outside the API (the dashboard, automatic withdrawal rules) and the invoice
 * list's `dw` entries: the list shows every withdrawal request beside the invoices, in one
 * newest-first order that offset/limit and all_count agree on.
 */
import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { WITHDRAWAL_KEY, call, createInvoice, today } from "./helpers"

const LIST = "/v2/invoice/merchant/list"
const WITHDRAW = "/v2/invoice/api/out/create"

describe("sandbox dashboard withdrawals and the list's dw entries", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox({ balances: { USDT_TRC20: "1000", BTC: "0.5" } })
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  it("takes the money off the balance without the withdrawal key or the 12 s interval", async () => {
    const apiAnswer = await call(sb, WITHDRAW, { currency_code: "USDT_TRC20", to_address: "TApi", amount: "10" }, { key: WITHDRAWAL_KEY })
    expect(apiAnswer.status).toBe(200)
    // Right after an API withdrawal: the dashboard is not held by the API's interval…
    const first = sb.withdrawInDashboard("USDT_TRC20", "TDash", "100.25")
    const second = sb.withdrawInDashboard("USDT_TRC20", "TDash", "1")
    expect(first).toMatchObject({ currency: "USDT_TRC20", address: "TDash", amount: "100.25", source: "dashboard" })
    expect(first.uuid).toMatch(/^INV-[A-Z0-9]{8}$/)
    expect(second.uuid).not.toBe(first.uuid)
    expect(sb.getBalances().USDT_TRC20).toEqual({ balance: "888.75", available: "888.75" })
    // …nor does it restart it: the next API request waits for the first one's 12 s only.
    sb.advanceTime(12_000)
    expect((await call(sb, WITHDRAW, { currency_code: "USDT_TRC20", to_address: "TApi", amount: "1" }, { key: WITHDRAWAL_KEY })).status).toBe(200)
    expect(sb.listWithdrawals().map((w) => w.source)).toEqual(["api", "dashboard", "dashboard", "api"])
  })

  it("refuses an unknown coin, a bad amount and more than the available balance", () => {
    expect(() => sb.withdrawInDashboard("DOGE", "x", "1")).toThrow(/unknown currency/)
    expect(() => sb.withdrawInDashboard("BTC", "bc1q", "-1")).toThrow(/bad withdrawal amount/)
    expect(() => sb.withdrawInDashboard("BTC", "bc1q", "0.50000001")).toThrow(/available balance/)
    expect(sb.getBalances().BTC.available).toBe("0.5")
    expect(sb.listWithdrawals()).toEqual([])
  })

  it("lists API and dashboard withdrawals as dw entries among the invoices, newest first, paged consistently", async () => {
    const made: Array<{ uuid: string; type: string }> = []
    for (let i = 0; i < 3; i++) {
      made.push({ uuid: (await createInvoice(sb, { order_id: `o${i}` })).uuid, type: "up" })
      sb.advanceTime(1000)
      if (i === 0) made.push({ uuid: sb.withdrawInDashboard("BTC", "bc1qdash", "0.1").uuid, type: "dw" })
      if (i === 1) {
        sb.advanceTime(12_000)
        const res = await call(sb, WITHDRAW, { currency_code: "USDT_TRC20", to_address: "TApi", amount: 5 }, { key: WITHDRAWAL_KEY })
        made.push({ uuid: res.json.result.uuid, type: "dw" })
      }
    }
    // Same timestamp as the invoice before it: the later-made one still comes first.
    made.push({ uuid: sb.withdrawInDashboard("USDT_TRC20", "TDash", "2").uuid, type: "dw" })
    const newestFirst = [...made].reverse()

    const all = await call(sb, LIST, { start: today(sb), end: today(sb), limit: 100 })
    expect(all.json.all_count).toBe(6)
    expect(all.json.result.map((e: any) => ({ uuid: e.uuid, type: e.type }))).toEqual(newestFirst)
    const pages = [0, 2, 4].map((offset) => call(sb, LIST, { start: today(sb), end: today(sb), offset, limit: 2 }))
    const paged = (await Promise.all(pages)).flatMap((page) => {
      expect(page.json.all_count).toBe(6)
      return page.json.result.map((e: any) => e.uuid)
    })
    expect(paged).toEqual(newestFirst.map((e) => e.uuid))

    const dashboard = all.json.result.find((e: any) => e.address === "bc1qdash")
    expect(dashboard).toMatchObject({ type: "dw", status: "created", invoice_status: "start", amount: 0.1, currency: { fullcode: "BTC" }, expiry_date: null })
    expect(dashboard.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/)
  })

  it("has a control route for out-of-process use", async () => {
    const res = await call(sb, "/_sandbox/withdrawals/dashboard", { currency: "BTC", address: "bc1qctl", amount: "0.2" }, { key: null })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ currency: "BTC", address: "bc1qctl", amount: "0.2", source: "dashboard" })
    expect(sb.getBalances().BTC.available).toBe("0.3")
    expect((await call(sb, "/_sandbox/withdrawals/dashboard", { currency: "BTC", address: "bc1qctl", amount: "9" }, { key: null })).status).toBe(400)
    expect((await call(sb, "/_sandbox/withdrawals/dashboard", { currency: "BTC", amount: "1" }, { key: null })).status).toBe(400)
  })
})
