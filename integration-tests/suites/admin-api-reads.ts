/**
 * Admin routes that read or change things at the service (balance, invoices, cancel,
 * statistics, static wallets, connection test), against the sandbox.
 */
import { ANONYMOUS, loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS } from "../helpers/sandbox"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

const today = () => new Date().toISOString().slice(0, 10)

function newInvoice(orderId: string, amount = "25") {
  return sandbox.current.createInvoice({ shop_id: SANDBOX_KEYS.shopId, amount, currency: "USD", order_id: orderId })
}

/** Every response body must be free of the configured secrets. */
function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body)
  for (const secret of [SANDBOX_KEYS.apiKey, SANDBOX_KEYS.withdrawalApiKey, SANDBOX_KEYS.secret]) {
    expect(text).not.toContain(secret)
  }
}

export default defineSuite("admin-api-reads", ({ api, getContainer }) => {
  let admin: AdminSession
  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.reset())

  it("GET balance: balances per currency with crypto, USD and available amounts", async () => {
    const res = await api.get("/admin/cryptocloud/balance", admin.config)
    expect(res.status).toBe(200)
    const usdt = res.data.balances.find((b: any) => b.currency.code === "USDT_TRC20")
    expect(usdt).toEqual(expect.objectContaining({ balance_crypto: "1500.5", available_balance: "1500.5", balance_usd: expect.any(String) }))
    expect(sandbox.current.countRequests("/v2/merchant/wallet/balance/all")).toBe(1)
    expectNoSecrets(res.data)
  })

  it("GET invoices: one page of a period with the total count; dates reach the service as dd.mm.yyyy", async () => {
    for (let i = 1; i <= 3; i++) newInvoice(`order-${i}`)
    const res = await api.get(`/admin/cryptocloud/invoices?start=${today()}&end=${today()}&offset=0&limit=2`, admin.config)
    expect(res.status).toBe(200)
    expect(res.data).toEqual(expect.objectContaining({ count: 3, offset: 0, limit: 2, start: today(), end: today() }))
    expect(res.data.invoices).toHaveLength(2)
    expect(res.data.invoices[0]).toEqual(expect.objectContaining({ uuid: expect.stringMatching(/^INV-/), status: "created" }))
    const [y, m, d] = today().split("-")
    const sent = sandbox.current.requests.find((r) => r.path === "/v2/invoice/merchant/list")
    expect(sent?.body).toEqual(expect.objectContaining({ start: `${d}.${m}.${y}`, end: `${d}.${m}.${y}` }))
  })

  it("GET invoices without a period: the last 30 days", async () => {
    newInvoice("order-default-period")
    const res = await api.get("/admin/cryptocloud/invoices", admin.config)
    expect(res.status).toBe(200)
    expect(res.data.end).toBe(today())
    expect(Date.parse(res.data.end) - Date.parse(res.data.start)).toBe(29 * 24 * 3600 * 1000)
    expect(res.data.count).toBe(1)
  })

  it("GET invoices/:uuid: the invoice with amounts and tx hashes; unknown → 404", async () => {
    const invoice = newInvoice("order-detail")
    await sandbox.current.pay(invoice.uuid, "exact", { currency: "USDT_TRC20" })
    const res = await api.get(`/admin/cryptocloud/invoices/${invoice.shortId}`, admin.config)
    expect(res.status).toBe(200)
    expect(res.data.invoice).toEqual(
      expect.objectContaining({
        uuid: invoice.uuid,
        status: "paid",
        order_id: "order-detail",
        amount_in_fiat: "25",
        tx_list: [expect.any(String)],
        currency: expect.objectContaining({ fullcode: "USDT_TRC20" }),
      })
    )
    const missing = await api.get("/admin/cryptocloud/invoices/INV-ZZZZ9999", admin.config)
    expect(missing.status).toBe(404)
    expect(missing.data.message).toMatch(/CryptoCloud has no invoice INV-ZZZZ9999/)
  })

  it("POST invoices/:uuid/cancel: a created invoice is cancelled; a paid one is refused with a reason", async () => {
    const open = newInvoice("order-cancel")
    const res = await api.post(`/admin/cryptocloud/invoices/${open.uuid}/cancel`, {}, admin.config)
    expect(res.status).toBe(200)
    expect(res.data.invoice).toEqual(expect.objectContaining({ uuid: open.uuid, status: "canceled" }))
    expect(sandbox.current.getInvoice(open.uuid)?.status).toBe("canceled")

    const paid = newInvoice("order-paid")
    await sandbox.current.pay(paid.uuid, "exact")
    const refused = await api.post(`/admin/cryptocloud/invoices/${paid.uuid}/cancel`, {}, admin.config)
    expect(refused.status).toBe(400)
    expect(refused.data.message).toMatch(new RegExp(`Invoice ${paid.uuid} is paid: only an invoice that is still waiting`))
    expect(sandbox.current.countRequests("/v2/invoice/merchant/canceled")).toBe(1)
    expect(sandbox.current.getInvoice(paid.uuid)?.status).toBe("paid")
  })

  it("GET statistics: counts and USD totals per status", async () => {
    newInvoice("order-s1", "10")
    const paid = newInvoice("order-s2", "15")
    await sandbox.current.pay(paid.uuid, "exact")
    const res = await api.get(`/admin/cryptocloud/statistics?start=${today()}&end=${today()}`, admin.config)
    expect(res.status).toBe(200)
    expect(res.data.statistics.count).toEqual(expect.objectContaining({ all: 2, created: 1, paid: 1 }))
    expect(Number(res.data.statistics.amount.all)).toBeCloseTo(25, 2)
  })

  it("POST then GET static-wallets: a wallet per customer and currency, listed for the period", async () => {
    const created = await api.post("/admin/cryptocloud/static-wallets", { currency: "USDT_TRC20", identify: "customer-42" }, admin.config)
    expect(created.status).toBe(201)
    expect(created.data.static_wallet).toEqual(
      expect.objectContaining({ identify: "customer-42", address: expect.any(String), uuid: expect.any(String), active: true })
    )
    expect(sandbox.current.listStaticWallets()).toEqual([expect.objectContaining({ identify: "customer-42" })])

    const list = await api.get(`/admin/cryptocloud/static-wallets?start=${today()}&end=${today()}`, admin.config)
    expect(list.status).toBe(200)
    expect(list.data.static_wallets).toEqual([expect.objectContaining({ uuid: created.data.static_wallet.uuid })])
    const body = sandbox.current.requests.find((r) => r.path === "/v2/invoice/static/list")?.body
    expect(body).toEqual(expect.objectContaining({ shop_id: SANDBOX_KEYS.shopId }))
  })

  it("POST connection-test: every check passes with the configured key and shop id", async () => {
    const res = await api.post("/admin/cryptocloud/connection-test", undefined, admin.config)
    expect(res.status).toBe(200)
    expect(res.data).toEqual(
      expect.objectContaining({
        ok: true,
        withdrawals_enabled: true,
        checks: [
          { name: "api_key", ok: true, message: expect.stringMatching(/API key is accepted/) },
          { name: "shop_id", ok: true, message: expect.stringContaining(SANDBOX_KEYS.shopId) },
          { name: "invoices", ok: true, message: expect.stringMatching(/Invoices can be read/) },
        ],
      })
    )
    // Reads only: nothing was created at the service.
    const paths = sandbox.current.requests.map((r) => r.path)
    expect(paths.every((p) => !/create|canceled|out\//.test(p))).toBe(true)
    expectNoSecrets(res.data)
  })

  it("GET without a session is still 401 after a logged-in call (no session leaks between requests)", async () => {
    expect((await api.get("/admin/cryptocloud/balance", admin.config)).status).toBe(200)
    expect((await api.get("/admin/cryptocloud/balance", ANONYMOUS)).status).toBe(401)
  })
})
