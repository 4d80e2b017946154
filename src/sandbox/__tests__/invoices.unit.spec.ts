import { startSandbox } from "../index"
import type { Sandbox } from "../types"
import { call, createInvoice, ddmmyyyy, info, today, validInvoice } from "./helpers"

const CREATE = "/v2/invoice/create"
const LIST = "/v2/invoice/merchant/list"
const INFO = "/v2/invoice/merchant/info"
const CANCEL = "/v2/invoice/merchant/canceled"
const STATS = "/v2/invoice/merchant/statistics"
const START = Date.UTC(2025, 0, 10, 12, 0, 0, 123)
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{6})?$/

describe("sandbox invoices API", () => {
  let sb: Sandbox
  beforeAll(async () => {
    sb = await startSandbox({ now: () => new Date(START) })
  })
  afterAll(() => sb.close())
  beforeEach(() => sb.reset())

  describe("create", () => {
    it("returns the create variant of the invoice", async () => {
      const res = await call(sb, CREATE, validInvoice({ amount: "2.68", currency: "EUR", order_id: "order-1" }), { query: { locale: "ru" } })
      expect(res.status).toBe(200)
      expect(res.json.status).toBe("success")
      const inv = res.json.result
      expect(inv.uuid).toMatch(/^INV-[A-Z0-9]{8}$/)
      expect(inv.created).toBe("2025-01-10 12:00:00.123000")
      expect(inv.expiry_date).toBe("2025-01-11 12:00:00") // whole seconds: no fraction
      expect(inv.address).toBe("")
      expect(inv.status).toBe("created")
      expect(inv.amount_in_fiat).toBe(2.68)
      expect(inv.fiat_currency).toBe("EUR")
      expect(inv.amount_usd).toBe(2.89) // 2.68 × 1.08, half-up to cents
      expect(inv.amount).toBe(2.89) // quoted in USDT_TRC20 until a currency is chosen
      expect(inv.currency).toMatchObject({ code: "USDT", fullcode: "USDT_TRC20", network: { code: "TRC20", fullname: "Tron" }, stablecoin: true })
      expect(inv.side_commission_service).toBe("merchant")
      expect(inv).not.toHaveProperty("side_commission_cc")
      expect(inv.link).toBe(`${sb.url}/pay/${inv.uuid.slice(4)}`)
      expect(inv.invoice_id).toBeNull()
      expect(inv.type_payments).toBe("crypto")
      expect(inv.test_mode).toBe(true)
      expect(inv.project).toMatchObject({ id: 1, logo: "None" })
      expect(inv).toHaveProperty("amount_") // unknown extra field on purpose
      expect(typeof inv.service_fee).toBe("number")
      expect(sb.getInvoice(inv.uuid)).toMatchObject({ locale: "ru", orderId: "order-1", amountInFiat: "2.68" })
    })

    it("accepts a numeric amount and fills address/amount when cryptocurrency is given", async () => {
      const inv = await createInvoice(sb, { amount: 120, add_fields: { cryptocurrency: "BTC" } })
      expect(inv.address).toMatch(/^bc1q/)
      expect(inv.currency.fullcode).toBe("BTC")
      expect(inv.amount).toBe(0.002) // 120 USD / 60000
      expect(inv.fee).toBe(1.7e-7) // 0.01 USD in BTC, printed in exponent form
      expect(inv.amount_in_fiat).toBe(120)
    })

    it("uses the first available currency for the quote and honours time_to_pay", async () => {
      const inv = await createInvoice(sb, { add_fields: { available_currencies: ["ETH", "BTC"], time_to_pay: { hours: 1, minutes: 30 } } })
      expect(inv.currency.fullcode).toBe("ETH")
      expect(inv.address).toBe("")
      expect(inv.expiry_date).toBe("2025-01-10 13:30:00")
    })

    it("names the fee payer side_commission_cc when the quirk is off", async () => {
      sb.setQuirks({ sideCommissionService: false })
      const inv = await createInvoice(sb)
      expect(inv.side_commission_cc).toBe("merchant")
      expect(inv).not.toHaveProperty("side_commission_service")
    })

    it.each([
      [{ shop_id: undefined }, "shop_id"],
      [{ shop_id: "other-shop" }, "shop_id"],
      [{ amount: undefined }, "amount"],
      [{ amount: "abc" }, "amount"],
      [{ amount: "NaN" }, "amount"],
      [{ amount: -1 }, "amount"],
      [{ amount: 0 }, "amount"],
      [{ amount: "0.00" }, "amount"],
      [{ amount: true }, "amount"],
      [{ amount: "1e3" }, "amount"],
      [{ currency: "usd" }, "currency"],
      [{ currency: "XXX" }, "currency"],
      [{ amount: "0.001", currency: "UZS" }, "amount"],
      [{ email: "not-an-email" }, "email"],
      [{ add_fields: "x" }, "add_fields"],
      [{ add_fields: { time_to_pay: { hours: 1.5 } } }, "time_to_pay"],
      [{ add_fields: { time_to_pay: { hours: 0, minutes: 0 } } }, "time_to_pay"],
      [{ add_fields: { time_to_pay: 5 } }, "time_to_pay"],
      [{ add_fields: { available_currencies: ["BTC", "DOGE"] } }, "available_currencies"],
      [{ add_fields: { available_currencies: [] } }, "available_currencies"],
      [{ add_fields: { cryptocurrency: "DOGE" } }, "cryptocurrency"],
      [{ add_fields: { cryptocurrency: "BTC", available_currencies: ["ETH"] } }, "cryptocurrency"],
    ])("rejects %j with a 400 naming %s", async (override, field) => {
      const res = await call(sb, CREATE, validInvoice(override))
      expect(res.status).toBe(400)
      expect(res.json).toEqual({ status: "error", result: { [field]: expect.any(String) } })
      expect(sb.listInvoices()).toHaveLength(0)
    })
  })

  describe("list", () => {
    it("pages with offset/limit, defaults to 10 and reports all_count", async () => {
      const created: string[] = []
      for (let i = 0; i < 13; i++) {
        created.push((await createInvoice(sb, { order_id: `o${i}` })).uuid)
        sb.advanceTime(1000)
      }
      const newestFirst = [...created].reverse()
      const all = await call(sb, LIST, { start: today(sb), end: today(sb) })
      expect(all.status).toBe(200)
      expect(all.json.all_count).toBe(13)
      expect(all.json.result.map((i: any) => i.uuid)).toEqual(newestFirst.slice(0, 10))
      const page = await call(sb, LIST, { start: today(sb), end: today(sb), offset: 10, limit: 2 })
      expect(page.json.result.map((i: any) => i.uuid)).toEqual(newestFirst.slice(10, 12))
      const full = all.json.result[0]
      for (const key of [
        "date_finished",
        "invoice_status",
        "tx_list",
        "type",
        "order_id",
        "amount_paid",
        "received_usd",
        "to_surcharge",
        "amount_in_crypto",
        "side_commission_cc",
      ]) {
        expect(full).toHaveProperty(key)
      }
      expect(full).toMatchObject({ type: "up", invoice_status: "start", date_finished: null, order_id: "o12", amount_in_crypto: null, to_surcharge: 10 })
    })

    it("filters by creation day, inclusive", async () => {
      const day1 = ddmmyyyy(sb.now())
      await createInvoice(sb)
      sb.advanceTime(2 * 86_400_000)
      const day3 = ddmmyyyy(sb.now())
      await createInvoice(sb)
      expect((await call(sb, LIST, { start: day1, end: day1 })).json.all_count).toBe(1)
      expect((await call(sb, LIST, { start: day1, end: day3 })).json.all_count).toBe(2)
      expect((await call(sb, LIST, { start: day3, end: day3 })).json.all_count).toBe(1)
    })

    it.each([
      [{ start: "10.01.2025", end: "10.01.2025", limit: 101 }, "limit"],
      [{ start: "10.01.2025", end: "10.01.2025", limit: -1 }, "limit"],
      [{ start: "10.01.2025", end: "10.01.2025", offset: "x" }, "offset"],
      [{ start: "11.01.2025", end: "10.01.2025" }, "date"],
      [{ end: "10.01.2025" }, "start"],
      [{ start: "2025-01-10", end: "10.01.2025" }, "start"],
      [{ start: "10.01.2025", end: "31.02.2025" }, "end"],
    ])("rejects %j naming %s", async (body, field) => {
      const res = await call(sb, LIST, body)
      expect(res.status).toBe(400)
      expect(res.json.result).toHaveProperty(field)
    })

    it("accepts limit 100", async () => {
      expect((await call(sb, LIST, { start: today(sb), end: today(sb), limit: 100 })).status).toBe(200)
    })
  })

  describe("info", () => {
    it("accepts ids with or without INV- and omits unknown ones", async () => {
      const a = await createInvoice(sb)
      const b = await createInvoice(sb)
      const res = await call(sb, INFO, { uuids: [a.uuid, b.uuid.slice(4), "INV-ZZZZZZZZ", "garbage"] })
      expect(res.status).toBe(200)
      expect(res.json.result.map((i: any) => i.uuid)).toEqual([a.uuid, b.uuid])
      const none = await call(sb, INFO, { uuids: ["INV-ZZZZZZZZ"] })
      expect(none.json).toEqual({ status: "success", result: [] })
    })

    it("allows 100 ids and refuses 101, empty and missing", async () => {
      const ids = (n: number) => Array.from({ length: n }, (_, i) => `INV-${String(i).padStart(8, "0")}`)
      expect((await call(sb, INFO, { uuids: ids(100) })).status).toBe(200)
      for (const body of [{ uuids: ids(101) }, { uuids: [] }, {}, { uuids: "INV-AAAAAAAA" }]) {
        const res = await call(sb, INFO, body)
        expect(res.status).toBe(400)
        expect(res.json.result).toHaveProperty("uuids")
      }
    })
  })

  describe("cancel", () => {
    it("cancels a created invoice only", async () => {
      const inv = await createInvoice(sb)
      const ok = await call(sb, CANCEL, { uuid: inv.uuid.slice(4) })
      expect(ok.json).toEqual({ status: "success", result: ["ok"] })
      const after = await info(sb, inv.uuid)
      expect(after.status).toBe("canceled")
      expect(after.date_finished).toMatch(TIMESTAMP)
      const again = await call(sb, CANCEL, { uuid: inv.uuid })
      expect(again.status).toBe(400)
      expect(again.json).toEqual({ status: "error", result: { validate_error: "Invoice is not created" } })
    })

    it("refuses unknown, paid and missing uuids", async () => {
      const paid = await createInvoice(sb)
      await sb.pay(paid.uuid, "exact")
      expect((await call(sb, CANCEL, { uuid: paid.uuid })).json.result).toEqual({ validate_error: "Invoice is not created" })
      expect((await call(sb, CANCEL, { uuid: "INV-ZZZZZZZZ" })).json.result).toEqual({ validate_error: "Invoice is not created" })
      const missing = await call(sb, CANCEL, {})
      expect(missing.status).toBe(400)
      expect(missing.json.result).toHaveProperty("uuid")
    })
  })

  describe("statistics", () => {
    it("counts and sums USD per status over the range", async () => {
      const a = await createInvoice(sb, { amount: "10" })
      const b = await createInvoice(sb, { amount: "20" })
      const c = await createInvoice(sb, { amount: "30" })
      await createInvoice(sb, { amount: "5.5" })
      await sb.pay(a.uuid, "exact")
      await sb.pay(b.uuid, "partial")
      await call(sb, CANCEL, { uuid: c.uuid })
      const res = await call(sb, STATS, { start: today(sb), end: today(sb) })
      expect(res.status).toBe(200)
      expect(res.json.result).toEqual({
        count: { all: 4, created: 1, paid: 1, overpaid: 0, partial: 1, canceled: 1 },
        amount: { all: 65.5, created: 5.5, paid: 10, overpaid: 0, partial: 20, canceled: 30 },
      })
      const empty = await call(sb, STATS, { start: "01.01.2020", end: "02.01.2020" })
      expect(empty.json.result.count.all).toBe(0)
      expect((await call(sb, STATS, { start: "02.01.2020", end: "01.01.2020" })).status).toBe(400)
    })
  })

  describe("number and null quirks", () => {
    it("numbersAsStrings sends amounts as strings", async () => {
      sb.setQuirks({ numbersAsStrings: true })
      const inv = await createInvoice(sb, { amount: "2.68" })
      expect(inv.amount_in_fiat).toBe("2.68")
      expect(inv.project.id).toBe(1) // ids stay numbers
    })

    it("exponentFloats off prints plain decimals; on prints Python-style exponents", async () => {
      const on = await call(sb, CREATE, validInvoice({ add_fields: { cryptocurrency: "BTC" } }))
      expect(on.text).toContain('"fee":1.7e-07')
      sb.setQuirks({ exponentFloats: false })
      const off = await call(sb, CREATE, validInvoice({ add_fields: { cryptocurrency: "BTC" } }))
      expect(off.text).toContain('"fee":0.00000017')
    })

    it("noneStrings off uses null", async () => {
      const inv = await createInvoice(sb)
      expect((await info(sb, inv.uuid)).order_id).toBe("None")
      sb.setQuirks({ noneStrings: false })
      const plain = await info(sb, inv.uuid)
      expect(plain.order_id).toBeNull()
      expect(plain.project.logo).toBeNull()
    })

    it("masks the payer e-mail in info", async () => {
      const inv = await createInvoice(sb, { email: "john@example.com" })
      expect((await info(sb, inv.uuid)).user_email).toBe("jo***@example.com")
    })
  })
})
