/**
 * The admin API of a store with two CryptoCloud projects (design.md, "Several projects in one
 * store"): the project list, `?shop_id=` on every per-project route (default the first, unknown a
 * 404 naming it), settings kept per project and used by that project's invoices only, the
 * postback log per project, and invoices and attention items that say their project.
 * Runs in an app started with `secondProject` (each project its own sandbox, other balances).
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ANONYMOUS, loginAdmin, type AdminSession } from "../helpers/admin"
import { PROVIDER_ID, SANDBOX_KEYS, SECOND_KEYS, SECOND_PROVIDER_ID, SECOND_WEBHOOK_PATH, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import { defineSuite } from "../helpers/shared-app"
import { POSTBACK_LOG_TABLE } from "../../src/domain/postback-log"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"

const FIRST = SANDBOX_KEYS.shopId
const SECOND = SECOND_KEYS.shopId
const today = () => new Date().toISOString().slice(0, 10)
const CREATE = "/v2/invoice/create"

export default defineSuite("projects-admin", ({ api, getContainer, sandbox, secondSandbox }) => {
  let admin: AdminSession
  let store: SeededStore
  let hooks: ReturnType<typeof trackWebhooks>
  const second = () => secondSandbox!.current
  /** The second project's provider serves the JPY region (the spec's plan), the first every other one. */
  const shop = () => storefront(api, store, { providerOf: (region) => (region === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID) })
  const get = (url: string) => api.get(url, admin.config)
  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")

  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
    store = await seedStore(getContainer())
    hooks = trackWebhooks(getContainer())
  })
  beforeEach(() => {
    for (const each of [sandbox.current, second()]) {
      each.reset()
      each.setPostbackUrl(null)
    }
  })

  it("GET /projects lists both projects with their provider ids and postback URLs; 401 without an admin", async () => {
    const res = await get("/admin/cryptocloud/projects")
    expect(res.status).toBe(200)
    expect(res.data).toEqual({
      projects: [
        {
          shop_id: FIRST,
          name: "First project",
          provider_ids: [PROVIDER_ID],
          withdrawals_enabled: true,
          postback_path: WEBHOOK_PATH,
          postback_url: `${api.defaults.baseURL}${WEBHOOK_PATH}`,
        },
        {
          shop_id: SECOND,
          name: "Second project",
          provider_ids: [SECOND_PROVIDER_ID],
          withdrawals_enabled: true,
          postback_path: SECOND_WEBHOOK_PATH,
          postback_url: `${api.defaults.baseURL}${SECOND_WEBHOOK_PATH}`,
        },
      ],
    })
    const text = JSON.stringify(res.data)
    for (const secret of [...Object.values(SANDBOX_KEYS), ...Object.values(SECOND_KEYS)].filter((v) => !v.startsWith("it-shop"))) {
      expect(text).not.toContain(secret)
    }
    expect((await api.get("/admin/cryptocloud/projects", ANONYMOUS)).status).toBe(401)
    expect((await api.get(`/admin/cryptocloud/balance?shop_id=${SECOND}`, ANONYMOUS)).status).toBe(401)
    expect((await api.get("/admin/cryptocloud/projects?shop_id=x", admin.config)).status).toBe(400)
  })

  it("balance, invoices, statistics and the connection test come from the ?shop_id= project, the first without it", async () => {
    sandbox.current.createInvoice({ shop_id: FIRST, amount: "10", currency: "USD", order_id: "first-1" })
    for (const n of [1, 2]) second().createInvoice({ shop_id: SECOND, amount: "20", currency: "USD", order_id: `second-${n}` })
    const usdt = (res: { data: { balances: Array<{ currency: { code: string }; balance_crypto: string }> } }) =>
      res.data.balances.find((b) => b.currency.code === "USDT_TRC20")?.balance_crypto
    for (const [query, balance, count] of [
      ["", "1500.5", 1],
      [`&shop_id=${FIRST}`, "1500.5", 1],
      [`&shop_id=${SECOND}`, "777.25", 2],
    ] as const) {
      const period = `?start=${today()}&end=${today()}${query}`
      expect(usdt(await get(`/admin/cryptocloud/balance?${query.slice(1)}`))).toBe(balance)
      const invoices = await get(`/admin/cryptocloud/invoices${period}`)
      expect([invoices.status, invoices.data.count]).toEqual([200, count])
      const statistics = await get(`/admin/cryptocloud/statistics${period}`)
      expect(statistics.data.statistics.count).toEqual(expect.objectContaining({ all: count }))
    }
    const test = await api.post(`/admin/cryptocloud/connection-test?shop_id=${SECOND}`, undefined, admin.config)
    expect(test.data).toEqual(expect.objectContaining({ ok: true, base_url: second().url }))
    expect(test.data.checks[1].message).toContain(SECOND)
    expect(second().countRequests("/v2/merchant/wallet/balance/all")).toBe(2)
    expect(sandbox.current.countRequests("/v2/merchant/wallet/balance/all")).toBe(2)
  })

  it("an invoice is read and cancelled with its project: the ledger's, else ?shop_id=", async () => {
    // Made through the second provider: the ledger gives it to the second project.
    const checkout = await shop().checkout("jpy")
    expect(second().getInvoice(checkout.data.uuid)).toBeDefined()
    const read = await get(`/admin/cryptocloud/invoices/${checkout.data.uuid}`)
    expect([read.status, read.data.shop_id, read.data.invoice.uuid]).toEqual([200, SECOND, checkout.data.uuid])
    // Not on the ledger (made outside the store): found only where the admin says.
    const outside = second().createInvoice({ shop_id: SECOND, amount: "5", currency: "USD", order_id: "outside" })
    expect((await get(`/admin/cryptocloud/invoices/${outside.uuid}`)).status).toBe(404)
    expect((await get(`/admin/cryptocloud/invoices/${outside.uuid}?shop_id=${SECOND}`)).data.shop_id).toBe(SECOND)
    const cancelled = await api.post(`/admin/cryptocloud/invoices/${outside.uuid}/cancel?shop_id=${SECOND}`, {}, admin.config)
    expect([cancelled.status, cancelled.data.invoice.status]).toEqual([200, "canceled"])
    const ledgers = await api.post(`/admin/cryptocloud/invoices/${checkout.data.uuid}/cancel`, {}, admin.config)
    expect([ledgers.status, second().getInvoice(checkout.data.uuid)?.status]).toEqual([200, "canceled"])
    expect(sandbox.current.countRequests("/v2/invoice/merchant/canceled")).toBe(0)
  })

  it("an unknown shop_id is a 404 naming it, on every per-project route", async () => {
    const unknown = "no-such-shop"
    const calls = [
      () => get(`/admin/cryptocloud/balance?shop_id=${unknown}`),
      () => get(`/admin/cryptocloud/invoices?shop_id=${unknown}`),
      () => get(`/admin/cryptocloud/invoices/INV-ABCD1234?shop_id=${unknown}`),
      () => api.post(`/admin/cryptocloud/invoices/INV-ABCD1234/cancel?shop_id=${unknown}`, {}, admin.config),
      () => get(`/admin/cryptocloud/statistics?shop_id=${unknown}`),
      () => get(`/admin/cryptocloud/postbacks?shop_id=${unknown}`),
      () => get(`/admin/cryptocloud/settings?shop_id=${unknown}`),
      () => api.post(`/admin/cryptocloud/settings?shop_id=${unknown}`, { locale: "de" }, admin.config),
      () => api.post(`/admin/cryptocloud/connection-test?shop_id=${unknown}`, undefined, admin.config),
    ]
    for (const call of calls) {
      const res = await call()
      expect([res.status, res.data.message]).toEqual([404, `No CryptoCloud project has the shop id "${unknown}"; this store's projects: ${FIRST}, ${SECOND}`])
    }
    const empty = await get("/admin/cryptocloud/balance?shop_id=")
    expect([empty.status, empty.data.message]).toEqual([400, expect.stringContaining("shop_id")])
    // Nothing was asked of either project.
    for (const each of [sandbox.current, second()]) expect(each.countRequests(/^\/v2\/(merchant|invoice)\//)).toBe(0)
  })

  it("settings saved for the second project leave the first's; invoices through the second provider use them, the first's do not", async () => {
    const changes = { time_to_pay: { hours: 3, minutes: 15 }, available_currencies: ["USDT_TRC20", "BTC"] }
    const saved = await api.post(`/admin/cryptocloud/settings?shop_id=${SECOND}`, changes, admin.config)
    expect(saved.status).toBe(200)
    expect(saved.data).toEqual(expect.objectContaining({ shop_id: SECOND, base_url: second().url, settings: expect.objectContaining(changes) }))
    expect(saved.data.postback).toEqual(
      expect.objectContaining({ path: SECOND_WEBHOOK_PATH, url: `${api.defaults.baseURL}${SECOND_WEBHOOK_PATH}`, provider_registered: true })
    )
    const firsts = await get("/admin/cryptocloud/settings")
    expect(firsts.data).toEqual(expect.objectContaining({ shop_id: FIRST, base_url: sandbox.current.url }))
    expect(firsts.data.settings).toEqual(expect.objectContaining({ time_to_pay: null, available_currencies: null }))
    expect(firsts.data.postback).toEqual(expect.objectContaining({ path: WEBHOOK_PATH, provider_registered: true }))
    expect((await get(`/admin/cryptocloud/settings?shop_id=${SECOND}`)).data.overrides).toEqual(expect.objectContaining(changes))

    // The providers re-read settings every few seconds; a test must not wait for that.
    const payment = getContainer().resolve(Modules.PAYMENT) as any
    for (const id of [PROVIDER_ID, SECOND_PROVIDER_ID]) payment.paymentProviderService_.retrieveProvider(id).settings_.invalidate()
    await shop().checkout("jpy")
    await shop().checkout("eur")
    const fields = (requests: ReadonlyArray<{ path: string; body: unknown }>) =>
      requests.filter((r) => r.path === CREATE).map((r) => (r.body as { add_fields?: Record<string, unknown> }).add_fields ?? {})
    expect(fields(second().requests)).toEqual([expect.objectContaining(changes)])
    const [firstFields] = fields(sandbox.current.requests)
    expect(firstFields).toBeDefined()
    expect(firstFields.time_to_pay).toBeUndefined()
    expect(firstFields.available_currencies).toBeUndefined()
  })

  it("the postback log, its last postback and the rejected count are each project's", async () => {
    const before = hooks.results.length
    await Promise.all([api.post(WEBHOOK_PATH, {}), api.post(WEBHOOK_PATH, {}), ...[1, 2, 3].map(() => api.post(SECOND_WEBHOOK_PATH, {}))])
    // A genuine postback of a second-project invoice, to its own hook.
    second().setPostbackUrl(`${api.defaults.baseURL}${SECOND_WEBHOOK_PATH}`, "json")
    const paid = await shop().checkout("jpy")
    await second().pay(paid.data.uuid, "exact")
    await hooks.processed(6, before, 60_000)
    const pg = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    await waitFor(
      async () => {
        const rows: Array<{ shop_id: string; count: number }> = await pg(POSTBACK_LOG_TABLE).whereNull("deleted_at").where("outcome", "rejected")
        const sum = (shopId: string) => rows.filter((r) => r.shop_id === shopId).reduce((n, r) => n + r.count, 0)
        return sum(FIRST) === 2 && sum(SECOND) === 3
      },
      { timeoutMs: 15_000, what: "the rejected postbacks counted per project" }
    )

    const total = (lines: Array<{ count: number }>) => lines.reduce((n, line) => n + line.count, 0)
    const log = async (query: string) => (await get(`/admin/cryptocloud/postbacks${query}`)).data
    const secondLog = await log(`?shop_id=${SECOND}&limit=50`)
    expect(total(secondLog.postbacks.filter((p: { outcome: string }) => p.outcome === "rejected"))).toBe(3)
    expect(secondLog.postbacks.filter((p: { outcome: string }) => p.outcome === "applied")).toEqual([expect.objectContaining({ invoice_id: paid.data.uuid })])
    expect(secondLog.last_received_at).toEqual(expect.any(String))
    for (const query of ["?limit=50", `?shop_id=${FIRST}&limit=50`]) {
      const firstLog = await log(query)
      expect(firstLog.postbacks.map((p: { outcome: string }) => p.outcome)).toEqual(firstLog.postbacks.map(() => "rejected"))
      expect([total(firstLog.postbacks), firstLog.last_received_at]).toEqual([2, null])
    }
    expect((await get(`/admin/cryptocloud/settings?shop_id=${SECOND}`)).data.postback).toEqual(
      expect.objectContaining({ rejected_last_hour: 3, last_received_at: secondLog.last_received_at })
    )
    expect((await get("/admin/cryptocloud/settings")).data.postback).toEqual(expect.objectContaining({ rejected_last_hour: 2, last_received_at: null }))
  })

  it("an order's crypto payments and the attention items say their project", async () => {
    const checkout = await shop().checkout("jpy")
    await second().pay(checkout.data.uuid, "exact", { postback: false })
    const completed = await shop().complete(checkout.cartId)
    expect(completed.data.type).toBe("order")
    const payments = await get(`/admin/cryptocloud/orders/${completed.data.order.id}/payments`)
    expect(payments.data.payments).toEqual([expect.objectContaining({ invoice_uuid: checkout.data.uuid, shop_id: SECOND, project_name: "Second project" })])

    // Overpaid through the second project's hook: the item is raised with the invoice's project.
    second().setPostbackUrl(`${api.defaults.baseURL}${SECOND_WEBHOOK_PATH}`, "json")
    const over = await shop().checkout("jpy")
    const before = hooks.results.length
    await second().pay(over.data.uuid, "overpay")
    await hooks.processed(1, before, 30_000, over.sessionId)
    const items = await waitFor(
      async () => {
        const list = (await get("/admin/cryptocloud/attention")).data.attention_items.filter((i: { invoice_uuid: string }) => i.invoice_uuid === over.data.uuid)
        return list.length ? list : null
      },
      { what: "the overpayment item" }
    )
    expect(items).toEqual([expect.objectContaining({ kind: "overpayment", shop_id: SECOND, project_name: "Second project" })])

    // A draft that names no project gets its invoice's from the ledger.
    const firsts = await shop().checkout("eur")
    const [raised] = await cryptocloud().raiseAttention([
      { kind: "unmatched_payment", dedupe_key: `it:${firsts.data.uuid}`, invoice_uuid: firsts.data.uuid, description: "test" },
    ])
    expect(raised.shop_id).toBe(FIRST)
    const listed = (await get("/admin/cryptocloud/attention")).data.attention_items.find((i: { id: string }) => i.id === raised.id)
    expect(listed).toEqual(expect.objectContaining({ shop_id: FIRST, project_name: "First project" }))
  })
})
