/** The client against the real sandbox: every endpoint's happy path, and input refused before sending. */
import type { CryptoCloudClient } from "../client"
import { CryptoCloudApiError, CryptoCloudConfigError, CryptoCloudRateLimitError, CryptoCloudValidationError } from "../errors"
import { day, failure, period, SHOP, useSandbox } from "./sandbox-harness"

const t = useSandbox()

describe("happy paths", () => {
  it("creates an invoice, sending the amount as a decimal string", async () => {
    const invoice = await t.client.createInvoice(
      {
        amount: "2.68",
        currency: "USD",
        order_id: "sess_123",
        add_fields: { time_to_pay: { hours: 1, minutes: 30 }, available_currencies: ["USDT_TRC20", "BTC"], cryptocurrency: "USDT_TRC20" },
      },
      { locale: "ru" }
    )
    expect(invoice.uuid).toMatch(/^INV-[A-Z0-9]{8}$/)
    expect(invoice.status).toBe("created")
    expect(invoice.amount_in_fiat).toBe("2.68")
    expect(invoice.fiat_currency).toBe("USD")
    expect(invoice.currency?.fullcode).toBe("USDT_TRC20")
    expect(invoice.address).toBeTruthy()
    expect(invoice.link).toMatch(/^http/)
    expect(invoice.created).toMatch(/Z$/)
    expect(invoice.expiry_date).toMatch(/Z$/)
    expect(Date.parse(invoice.expiry_date!) - Date.parse(invoice.created!)).toBeGreaterThan(80 * 60_000)
    expect(invoice.side_commission_cc).not.toBeNull()
    expect(invoice.test_mode).toBe(true)

    const [req] = t.sandbox.requests.filter((r) => r.path === "/v2/invoice/create")
    expect(req.body).toMatchObject({ shop_id: SHOP, amount: "2.68", order_id: "sess_123" })
    expect(req.query).toEqual({ locale: "ru" })
    expect(req.auth).toBe("api")
    expect(t.sandbox.getInvoice(invoice.uuid)?.amountInFiat).toBe("2.68")
  })

  it("reads invoices by id (with or without prefix), unknown ids are absent", async () => {
    const a = await t.client.createInvoice({ amount: "10" })
    const b = await t.client.createInvoice({ amount: "20", currency: "EUR" })
    const found = await t.client.getInvoices([a.uuid.slice(4).toLowerCase(), b.uuid, "INV-ZZZZZZZZ"])
    expect(found.map((i) => i.uuid).sort()).toEqual([a.uuid, b.uuid].sort())
    expect(t.sandbox.requests.at(-1)?.body).toEqual({ uuids: [a.uuid, b.uuid, "INV-ZZZZZZZZ"] })
    expect(await t.client.getInvoice(a.uuid)).toMatchObject({ uuid: a.uuid, amount_in_fiat: "10" })
    expect(await t.client.getInvoice("ZZZZZZZZ")).toBeNull()
  })

  it("follows a payment: paid invoice, statistics, tx list", async () => {
    const invoice = await t.client.createInvoice({ amount: "50", add_fields: { cryptocurrency: "USDT_TRC20" } })
    await t.sandbox.pay(invoice.uuid, "exact", { postback: false })
    const paid = await t.client.getInvoice(invoice.uuid)
    expect(paid?.status).toBe("paid")
    expect(paid?.date_finished).toMatch(/Z$/)
    expect(paid?.tx_list?.length).toBeGreaterThan(0)
    expect(paid?.received).not.toBeNull()

    await t.client.createInvoice({ amount: "5" })
    const stats = await t.client.getStatistics(period())
    expect(stats.count).toMatchObject({ all: 2, paid: 1, created: 1, canceled: 0 })
    expect(typeof stats.amount.all).toBe("string")
    expect(Number(stats.amount.paid)).toBeCloseTo(50, 1)
  })

  it("lists invoices page by page and iterates a whole period", async () => {
    for (let i = 0; i < 25; i++) await t.client.createInvoice({ amount: `${i + 1}.5`, order_id: `o${i}` })
    const page = await t.client.listInvoices({ ...period(), offset: 10, limit: 10 })
    expect(page.allCount).toBe(25)
    expect(page.invoices).toHaveLength(10)
    expect(t.sandbox.requests.at(-1)?.body).toEqual({
      start: period().start.split("-").reverse().join("."),
      end: period().end.split("-").reverse().join("."),
      offset: 10,
      limit: 10,
    })

    const seen = new Set<string>()
    for await (const inv of t.client.iterateInvoices({ ...period(), pageSize: 10 })) seen.add(inv.uuid)
    expect(seen.size).toBe(25)
    expect(t.sandbox.countRequests("/v2/invoice/merchant/list")).toBe(1 + 3)

    const many = await t.client.getInvoicesMany([...seen, ...seen], { concurrency: 2 })
    expect(many.map((i) => i.uuid)).toEqual([...seen])
  })

  it("cancels a created invoice and reports the service's refusal the second time", async () => {
    const invoice = await t.client.createInvoice({ amount: "3" })
    await t.client.cancelInvoice(invoice.uuid.slice(4))
    expect(t.sandbox.getInvoice(invoice.uuid)?.status).toBe("canceled")
    expect((await t.client.getInvoice(invoice.uuid))?.status).toBe("canceled")
    const err = await failure(t.client.cancelInvoice(invoice.uuid))
    expect(err).toBeInstanceOf(CryptoCloudApiError)
    expect(err).toMatchObject({ area: "validate_error", httpStatus: 400 })
  })

  it("reads balances as decimal strings", async () => {
    t.sandbox.setBalance("USDT_TRC20", "1500.5")
    const balances = await t.client.getBalances()
    const usdt = balances.find((b) => b.currency.code === "USDT_TRC20")
    expect(usdt).toBeDefined()
    expect(usdt!.currency.short_code).toBe("USDT")
    expect(usdt!.balance_crypto).toBe("1500.5")
    expect(usdt!.available_balance).toBe("1500.5")
    expect(usdt!.currency.network?.code).toBeTruthy()
    expect(balances.every((b) => typeof b.balance_usd === "string" && !/e/i.test(b.balance_usd))).toBe(true)
  })

  it("creates and lists static wallets", async () => {
    const wallet = await t.client.createStaticWallet({ currency: "USDT_TRC20", identify: "customer-42" })
    expect(wallet).toMatchObject({ identify: "customer-42", active: true })
    expect(wallet.uuid).toHaveLength(32)
    expect(wallet.address).toBeTruthy()
    expect(wallet.currency?.code).toBe("USDT_TRC20")
    await t.client.createStaticWallet({ currency: "BTC", identify: "customer-43" })
    const listed = await t.client.listStaticWallets({ ...period(), limit: 10 })
    expect(listed.wallets.map((w) => w.identify).sort()).toEqual(["customer-42", "customer-43"])
    expect(listed.allCount).toBe(2)
    expect(t.sandbox.requests.at(-1)?.body).toMatchObject({ shop_id: SHOP })
  })

  it("creates a withdrawal with the withdrawal key and refuses a second one within 12 s locally", async () => {
    t.sandbox.setBalance("USDT_TRC20", "100")
    const wd = await t.client.createWithdrawal({ currency_code: "USDT_TRC20", to_address: "TXyzRecipient1", amount: "10.5" })
    expect(wd).toMatchObject({ status: "created", currency: "USDT_TRC20", amount: "10.5", envelope: "result" })
    expect(wd.uuid).toMatch(/^INV-/)
    expect(t.sandbox.requests.at(-1)).toMatchObject({ auth: "withdrawal", body: { amount: "10.5" } })

    const err = await failure(t.client.createWithdrawal({ currency_code: "USDT_TRC20", to_address: "TXyzRecipient1", amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudRateLimitError)
    expect(err).toMatchObject({ source: "client" })
    expect((err as CryptoCloudRateLimitError).retryAfterMs).toBeGreaterThan(10_000)
    expect((err as CryptoCloudRateLimitError).retryAfterMs).toBeLessThanOrEqual(12_000)
    expect(t.sandbox.countRequests("/v2/invoice/api/out/create")).toBe(1)
    expect(t.sandbox.listWithdrawals()).toHaveLength(1)
  })
})

describe("bad input is refused before sending", () => {
  const cases: Array<[string, string, string, (c: CryptoCloudClient) => Promise<unknown>]> = [
    ["createInvoice", "/v2/invoice/create", "amount", (c) => c.createInvoice({ amount: 2.68 as unknown as string })],
    ["createInvoice", "/v2/invoice/create", "currency", (c) => c.createInvoice({ amount: "1", currency: "XYZ" as never })],
    ["createInvoice", "/v2/invoice/create", "locale", (c) => c.createInvoice({ amount: "1" }, { locale: "!!" })],
    ["listInvoices", "/v2/invoice/merchant/list", "end", (c) => c.listInvoices({ start: day(1), end: day(-1) })],
    ["listInvoices", "/v2/invoice/merchant/list", "limit", (c) => c.listInvoices({ ...period(), limit: 500 })],
    ["getInvoices", "/v2/invoice/merchant/info", "uuids", (c) => c.getInvoices(Array.from({ length: 101 }, (_, i) => `INV-${String(i).padStart(8, "0")}`))],
    ["getInvoices", "/v2/invoice/merchant/info", "uuids[0]", (c) => c.getInvoices(["INV-1234"])],
    ["getInvoice", "/v2/invoice/merchant/info", "uuid", (c) => c.getInvoice("nope")],
    ["getStatistics", "/v2/invoice/merchant/statistics", "start", (c) => c.getStatistics({ start: "2026-02-30", end: "2026-03-01" })],
    ["cancelInvoice", "/v2/invoice/merchant/canceled", "uuid", (c) => c.cancelInvoice("INV-12")],
    ["createStaticWallet", "/v2/invoice/static/create", "currency", (c) => c.createStaticWallet({ currency: "TON", identify: "x" })],
    ["createStaticWallet", "/v2/invoice/static/create", "identify", (c) => c.createStaticWallet({ currency: "BTC", identify: "" })],
    ["listStaticWallets", "/v2/invoice/static/list", "offset", (c) => c.listStaticWallets({ ...period(), offset: -5 })],
    [
      "createWithdrawal",
      "/v2/invoice/api/out/create",
      "currency_code",
      (c) => c.createWithdrawal({ currency_code: "DOGE" as never, to_address: "x", amount: "1" }),
    ],
    ["createWithdrawal", "/v2/invoice/api/out/create", "amount", (c) => c.createWithdrawal({ currency_code: "BTC", to_address: "x", amount: "1e-3" })],
  ]

  it.each(cases)("%s → %s: issue at %s", async (operation, path, field, call) => {
    const err = await failure(call(t.client))
    expect(err).toBeInstanceOf(CryptoCloudValidationError)
    expect((err as CryptoCloudValidationError).issues.map((i) => i.path)).toContain(field)
    expect(err.message).toContain(`Invalid ${operation} request: `)
    expect(err.message).toContain(field)
    expect(t.sandbox.countRequests(path)).toBe(0)
  })

  it("refuses a withdrawal without a withdrawal key before sending", async () => {
    const noKey = t.makeClient({ withdrawalApiKey: undefined })
    const err = await failure(noKey.createWithdrawal({ currency_code: "BTC", to_address: "bc1q", amount: "1" }))
    expect(err).toBeInstanceOf(CryptoCloudConfigError)
    expect(err.message).toMatch(/withdrawals are disabled: set withdrawalApiKey \/ CRYPTOCLOUD_WITHDRAWAL_API_KEY/)
    expect(t.sandbox.countRequests("/v2/invoice/api/out/create")).toBe(0)
  })
})
