import { balanceArraySchema, extractStaticWalletList, staticWalletSchema, statisticsSchema, withdrawalPayloadSchema } from "../schemas/account"
import { invoiceArraySchema, invoiceSchema } from "../schemas/invoice"
import { balanceEntry, createResponseInvoice, fullWithdrawal, infoInvoice, staticWallet } from "./fixtures"

describe("invoice response schema", () => {
  it("normalises a create response with its quirks", () => {
    const invoice = invoiceSchema.parse(createResponseInvoice())
    expect(invoice).toMatchObject({
      uuid: "INV-XS6D3L3K",
      status: "created",
      created: "2026-11-22T08:07:40.123Z",
      expiry_date: "2026-11-23T08:07:40.000Z",
      date_finished: null,
      amount: "0.000001499999996212864",
      amount_usd: "2.68",
      amount_in_fiat: "250",
      fee: "1",
      fee_usd: "1",
      service_fee: "0.049",
      side_commission: "client",
      side_commission_cc: "merchant",
      fiat_currency: "RUB",
      link: "https://pay.example/INV-XS6D3L3K",
      test_mode: true,
      // The create answer has no transaction list: unknown, not empty.
      tx_list: null,
      received: null,
      order_id: null,
    })
    expect(invoice.currency).toEqual({
      id: 4,
      code: "USDT",
      fullcode: "USDT_TRC20",
      name: "Tether",
      network: { code: "TRC20", id: 4, icon: "https://x/trc20.svg", fullname: "Tron" },
      is_email_required: false,
      stablecoin: true,
      icon_base: "https://x/usdt.svg",
      icon_network: null,
      icon_qr: "https://x/qr.svg",
      order: 1,
    })
    expect(invoice.project).toEqual({ id: 1, name: "Shop", fail: "https://shop/fail", success: "https://shop/ok", logo: null })
    // Unknown fields are dropped, never an error.
    expect(invoice).not.toHaveProperty("amount_")
    expect(invoice).not.toHaveProperty("links_invoice")
    expect(invoice).not.toHaveProperty("side_commission_service")
  })

  it("normalises an info response (None strings, exponent strings, tx list)", () => {
    const invoice = invoiceSchema.parse(infoInvoice())
    expect(invoice).toMatchObject({
      side_commission_cc: "client",
      date_finished: null,
      pay_url: null,
      phone: null,
      order_id: null,
      invoice_status: "start",
      type: "up",
      tx_list: ["0xabc", "0xdef"],
      to_surcharge: "0.0000015",
      amount_paid: "0",
      amount_in_crypto: null,
      user_email: "c***@example.com",
    })
  })

  it("accepts every number as a string, bare ids, ISO timestamps and numeric order ids", () => {
    const raw = Object.fromEntries(Object.entries(infoInvoice()).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]))
    const invoice = invoiceSchema.parse({ ...raw, uuid: "xs6d3l3k", order_id: 42, test_mode: "False", status: "Paid" })
    expect(invoice.uuid).toBe("INV-XS6D3L3K")
    expect(invoice.order_id).toBe("42")
    expect(invoice.test_mode).toBe(false)
    expect(invoice.status).toBe("paid")
    expect(invoice.amount).toBe("0.000001499999996212864")
  })

  it("fails on an unknown status", () => {
    const result = invoiceSchema.safeParse({ ...infoInvoice(), status: "refunded" })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].path).toEqual(["status"])
    expect(result.error!.issues[0].message).toMatch(/unknown invoice status "refunded"/)
  })

  it("fails on an unparseable amount", () => {
    const result = invoiceSchema.safeParse({ ...infoInvoice(), amount_usd: "12,5 USD" })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].path).toEqual(["amount_usd"])
  })

  it("fails on a bad uuid, but reads a missing created time as null", () => {
    expect(invoiceSchema.safeParse({ ...infoInvoice(), uuid: "INV-123" }).success).toBe(false)
    expect(invoiceSchema.safeParse({ ...infoInvoice(), uuid: undefined }).success).toBe(false)
    // `created` only informs (informational-fields.unit.spec.ts has the rule and its warning).
    expect(invoiceSchema.parse({ ...infoInvoice(), created: "None" }).created).toBeNull()
  })

  it("treats a missing currency as null and an info answer of null as empty", () => {
    expect(invoiceSchema.parse({ ...infoInvoice(), currency: "None" }).currency).toBeNull()
    expect(invoiceSchema.parse({ ...infoInvoice(), currency: {} }).currency).toBeNull()
    expect(invoiceArraySchema.parse(null)).toEqual([])
    expect(invoiceArraySchema.parse([])).toEqual([])
  })
})

describe("statistics schema", () => {
  it("reads counts and USD amounts, numbers as strings, missing keys as zero", () => {
    const stats = statisticsSchema.parse({
      count: { all: "3", created: 1, paid: 2 },
      amount: { all: 5.5, created: "1.5e-1", paid: "5.35" },
    })
    expect(stats.count).toEqual({ all: 3, created: 1, paid: 2, partial: 0, overpaid: 0, canceled: 0 })
    expect(stats.amount).toEqual({ all: "5.5", created: "0.15", paid: "5.35", partial: "0", overpaid: "0", canceled: "0" })
  })

  it("fails on an unparseable amount", () => {
    expect(statisticsSchema.safeParse({ count: {}, amount: { all: "lots" } }).success).toBe(false)
  })
})

describe("balance schema", () => {
  it("reads the balance currency variant and decimal strings", () => {
    const [balance] = balanceArraySchema.parse([balanceEntry()])
    expect(balance).toEqual({
      currency: {
        code: "USDT_TRC20",
        short_code: "USDT",
        name: "Tether",
        network: { code: "TRC20", id: 4, icon: "x", fullname: "Tron" },
        enable: true,
      },
      balance_crypto: "1500.5",
      balance_usd: "1500.5",
      available_balance: "0.00000012",
      available_balance_usd: "0",
    })
  })

  it("fails on an entry without a currency or with a garbage amount", () => {
    expect(balanceArraySchema.safeParse([{ ...balanceEntry(), currency: null }]).success).toBe(false)
    expect(balanceArraySchema.safeParse([{ ...balanceEntry(), balance_usd: "NaN" }]).success).toBe(false)
  })
})

describe("static wallet schema", () => {
  it("reads `active` or `enable`", () => {
    expect(staticWalletSchema.parse(staticWallet())).toEqual({
      uuid: "0123456789abcdef0123456789abcdef",
      address: "TXYZstatic",
      identify: "customer-1",
      created: "2026-11-22T08:07:40.123Z",
      active: true,
      currency: expect.objectContaining({ code: "USDT_TRC20", short_code: "USDT" }),
    })
    const { active: _ignored, ...withoutActive } = staticWallet()
    expect(staticWalletSchema.parse({ ...withoutActive, enable: false }).active).toBe(false)
    expect(staticWalletSchema.parse({ ...withoutActive, enable: "True" }).active).toBe(true)
    expect(staticWalletSchema.safeParse({ ...staticWallet(), address: null }).success).toBe(false)
  })

  it("finds the wallet list in the undocumented answer shapes", () => {
    const w = staticWallet()
    expect(extractStaticWalletList({ status: "success", result: [w], all_count: 1 }, [w])).toEqual({ items: [w], allCount: 1 })
    expect(extractStaticWalletList({ status: "success" }, { result: [w], all_count: "7" })).toEqual({ items: [w], allCount: 7 })
    expect(extractStaticWalletList({ status: "success" }, { wallets: [w] })).toEqual({ items: [w], allCount: null })
    expect(extractStaticWalletList({ status: "success" }, null)).toEqual({ items: [], allCount: null })
  })
})

describe("withdrawal schema", () => {
  it("normalises the full invoice-shaped answer", () => {
    expect(withdrawalPayloadSchema.parse(fullWithdrawal())).toEqual({
      uuid: "INV-WD123456",
      invoice_id: "INV-WD123456",
      status: "created",
      currency: "USDT_TRC20",
      amount: "10.5",
      fee: "1",
      service_fee: "0.049",
      created: "2026-11-22T08:07:40.123Z",
    })
  })

  it("normalises the legacy short form", () => {
    expect(withdrawalPayloadSchema.parse({ invoice_id: "INVWD123456", status: "created", currency: "BTC", amount: 1e-5 })).toEqual({
      uuid: "INV-WD123456",
      invoice_id: "INV-WD123456",
      status: "created",
      currency: "BTC",
      amount: "0.00001",
      fee: null,
      service_fee: null,
      created: null,
    })
  })

  it("fails without an amount or id", () => {
    expect(withdrawalPayloadSchema.safeParse({ invoice_id: "INV-WD123456", status: "created", currency: "BTC" }).success).toBe(false)
    expect(withdrawalPayloadSchema.safeParse({ status: "created", currency: "BTC", amount: 1 }).success).toBe(false)
  })
})
