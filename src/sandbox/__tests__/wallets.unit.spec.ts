import { PAYMENT_CURRENCY_CODES } from "../../lib/cryptocloud/codes"
import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { SHOP_ID, WITHDRAWAL_KEY, call, createInvoice, info, today } from "./helpers"

const BALANCE = "/v2/merchant/wallet/balance/all"
const STATIC_CREATE = "/v2/invoice/static/create"
const STATIC_LIST = "/v2/invoice/static/list"
const WITHDRAW = "/v2/invoice/api/out/create"
const withdraw = (sb: Sandbox, body: Record<string, unknown>) => call(sb, WITHDRAW, body, { key: WITHDRAWAL_KEY })

describe("sandbox balances, static wallets and withdrawals", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox({ balances: { USDT_TRC20: "1500.5", BTC: "0.5" } })
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  describe("balance", () => {
    it("lists every payment currency with the balance-variant currency object", async () => {
      const res = await call(sb, BALANCE)
      expect(res.status).toBe(200)
      expect(res.json.result).toHaveLength(PAYMENT_CURRENCY_CODES.length)
      const usdt = res.json.result.find((e: any) => e.currency.code === "USDT_TRC20")
      expect(usdt).toEqual({
        currency: expect.objectContaining({ code: "USDT_TRC20", short_code: "USDT", enable: true, obj_network: expect.objectContaining({ code: "TRC20" }) }),
        balance_crypto: 1500.5,
        balance_usd: 1500.5,
        available_balance: 1500.5,
        available_balance_usd: 1500.5,
      })
      const btc = res.json.result.find((e: any) => e.currency.code === "BTC")
      expect(btc.balance_usd).toBe(30000)
    })

    it("credits what paid invoices received", async () => {
      const inv = await createInvoice(sb, { amount: "100" })
      await sb.pay(inv.uuid, "exact")
      const usdt = (await call(sb, BALANCE)).json.result.find((e: any) => e.currency.code === "USDT_TRC20")
      expect(usdt.available_balance).toBe(1598.59) // 1500.5 + 98.09
    })
  })

  describe("static wallets", () => {
    it("creates a wallet (idempotent per identify+currency)", async () => {
      const res = await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "USDT_TRC20", identify: "customer-1" })
      expect(res.status).toBe(200)
      const w = res.json.result
      expect(w).toMatchObject({ identify: "customer-1", active: true, status: "success", currency: { code: "USDT_TRC20", short_code: "USDT" } })
      expect(w.uuid).toMatch(/^[0-9a-f]{32}$/)
      expect(w.address).toMatch(/^T/)
      expect(w.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
      const again = await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "USDT_TRC20", identify: "customer-1" })
      expect(again.json.result.uuid).toBe(w.uuid)
      sb.setQuirks({ staticWalletEnableField: true })
      const enabled = await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "BTC", identify: "customer-1" })
      expect(enabled.json.result.enable).toBe(true)
      expect(enabled.json.result).not.toHaveProperty("active")
    })

    it.each([
      [{ currency: "TON", identify: "c" }, "currency"],
      [{ currency: "USDT_TON", identify: "c" }, "currency"],
      [{ currency: "XAUT_TON", identify: "c" }, "currency"],
      [{ currency: "DOGE", identify: "c" }, "currency"],
      [{ identify: "c" }, "currency"],
      [{ currency: "BTC" }, "identify"],
      [{ currency: "BTC", identify: "c", shop_id: "other" }, "shop_id"],
    ])("refuses %j (%s)", async (body, field) => {
      const res = await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, ...body })
      expect(res.status).toBe(400)
      expect(res.json.result).toHaveProperty(field)
      expect(sb.listStaticWallets()).toHaveLength(0)
    })

    it("lists wallets by date with paging", async () => {
      for (let i = 0; i < 3; i++) {
        await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "BTC", identify: `c${i}` })
        sb.advanceTime(1000)
      }
      const res = await call(sb, STATIC_LIST, { shop_id: SHOP_ID, start: today(sb), end: today(sb), offset: 1, limit: 1 })
      expect(res.status).toBe(200)
      expect(res.json.all_count).toBe(3)
      expect(res.json.result.map((w: any) => w.identify)).toEqual(["c1"])
      expect((await call(sb, STATIC_LIST, { start: "02.01.2025", end: "01.01.2025" })).status).toBe(400)
      expect((await call(sb, STATIC_LIST, { start: today(sb), end: today(sb), limit: 101 })).status).toBe(400)
    })

    it("records deposits as paid invoices with order_id = identify", async () => {
      const w = (await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "USDT_TRC20", identify: "cust-9" })).json.result
      const inv = await sb.depositToStaticWallet("cust-9", "50")
      expect(inv).toMatchObject({ status: "paid", orderId: "cust-9", staticWalletUuid: w.uuid, amountPaid: "50", address: w.address })
      const body = await info(sb, inv.uuid)
      expect(body).toMatchObject({ status: "paid", order_id: "cust-9", amount: 50 })
      expect(sb.getBalances().USDT_TRC20.available).toBe("1549.54") // 50 − 0.95 − 0.01
      await expect(sb.depositToStaticWallet("nobody", "1")).rejects.toMatchObject({ code: "not_found" })
      await sb.depositToStaticWallet(w.uuid, "1")
    })

    it("a deposit booked for more than arrived reads partial until the rest is paid", async () => {
      await call(sb, STATIC_CREATE, { shop_id: SHOP_ID, currency: "USDT_TRC20", identify: "cust-7" })
      const inv = await sb.depositToStaticWallet("cust-7", "10", { due: "25", postback: false })
      expect(await info(sb, inv.uuid)).toMatchObject({ status: "partial", order_id: "cust-7", amount: 25, amount_paid: 10 })
      await sb.pay(inv.uuid, "exact", { postback: false })
      expect(await info(sb, inv.uuid)).toMatchObject({ status: "paid", amount: 25, amount_paid: 25 })
      // The invoice list carries deposits too (order_id = identify): how a missed one is found.
      const list = await call(sb, "/v2/invoice/merchant/list", { start: today(sb), end: today(sb) })
      expect(list.json.result).toEqual([expect.objectContaining({ uuid: inv.uuid, order_id: "cust-7", status: "paid" })])
      await expect(sb.depositToStaticWallet("cust-7", "10", { due: "5" })).rejects.toMatchObject({ code: "bad_request" })
    })
  })

  describe("withdrawals", () => {
    it("debits the balance and answers an invoice-shaped dw object", async () => {
      const res = await withdraw(sb, { currency_code: "USDT_TRC20", to_address: "TAbc", amount: 100.5 })
      expect(res.status).toBe(200)
      expect(res.json.status).toBe("success")
      const w = res.json.result
      expect(w).toMatchObject({
        type: "dw",
        status: "created",
        invoice_status: "start",
        expiry_date: null,
        date_finished: null,
        amount: 100.5,
        to_surcharge: 100.5,
        address: "TAbc",
        step: 1,
        aml_enabled: false,
        memo: "",
        currency: { fullcode: "USDT_TRC20" },
      })
      expect(w.uuid).toMatch(/^INV-[A-Z0-9]{8}$/)
      expect(w.currency_list[0].network).toEqual([expect.objectContaining({ code: "TRC20" })])
      expect(typeof w.total_rub).toBe("number")
      expect(sb.getBalances().USDT_TRC20).toEqual({ balance: "1400", available: "1400" })
      expect(sb.listWithdrawals()).toEqual([expect.objectContaining({ currency: "USDT_TRC20", address: "TAbc", amount: "100.5" })])
    })

    it("refuses more than the available balance", async () => {
      const res = await withdraw(sb, { currency_code: "BTC", to_address: "bc1q", amount: "0.50000001" })
      expect(res.status).toBe(400)
      expect(res.json.result).toHaveProperty("uncorrected_amount")
      expect(sb.getBalances().BTC.available).toBe("0.5")
    })

    it.each([
      [{ to_address: "x", amount: 1 }, "required_parameter"],
      [{ currency_code: "USDT_TRC20", amount: 1 }, "required_parameter"],
      [{ currency_code: "DOGE", to_address: "x", amount: 1 }, "currency_code"],
      [{ currency_code: "USDT_TRC20", to_address: "x", amount: -3 }, "uncorrected_amount"],
      [{ currency_code: "USDT_TRC20", to_address: 5, amount: 1 }, "to_address"],
    ])("refuses %j (%s)", async (body, field) => {
      const res = await withdraw(sb, body)
      expect(res.status).toBe(400)
      expect(res.json.result).toHaveProperty(field)
    })

    it("enforces the 12 s interval on the sandbox clock", async () => {
      const body = { currency_code: "USDT_TRC20", to_address: "TAbc", amount: 1 }
      expect((await withdraw(sb, body)).status).toBe(200)
      sb.advanceTime(5_000)
      const limited = await withdraw(sb, body)
      expect(limited.status).toBe(400)
      expect(limited.json.result.rate_limit).toMatch(/try again in 7 seconds/)
      sb.advanceTime(7_000)
      expect((await withdraw(sb, body)).status).toBe(200)
      expect(sb.listWithdrawals()).toHaveLength(2)
    })

    it("legacy envelope puts the payload under data", async () => {
      sb.setQuirks({ legacyWithdrawalEnvelope: true })
      const res = await withdraw(sb, { currency_code: "USDT_TRC20", to_address: "TAbc", amount: "2" })
      expect(res.json).toEqual({
        status: "success",
        data: { invoice_id: expect.stringMatching(/^INV-/), status: "created", currency: "USDT_TRC20", amount: 2 },
      })
    })
  })
})
