/**
 * Settings: GET shows effective values with their source and never a secret; POST persists
 * overrides that the module and — through the shared database connection — the provider's
 * container read back at once; `null` resets a field to the config value.
 */
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { createSettingsReader, readPersistedSettings } from "../../src/domain/settings-store"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { PROVIDER_ID, SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

const CHANGES = {
  available_currencies: ["USDT_TRC20", "BTC"],
  time_to_pay: { hours: 2, minutes: 30 },
  send_customer_email: true,
  underpaid_tolerance_percent: 1.5,
  underpaid_tolerance_amount: { default: "1.5", BTC: "3" },
  locale: "de",
  order_flow: "before_payment",
}

export default defineSuite("admin-api-settings", ({ api, getContainer }) => {
  let admin: AdminSession
  let service: CryptoCloudModuleService
  beforeAll(async () => {
    admin = await loginAdmin(getContainer(), api)
    service = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  })

  /** The knex the payment provider receives in its constructor (its module's container). */
  function providerPgConnection() {
    const payment = getContainer().resolve(Modules.PAYMENT) as any
    const provider = payment.paymentProviderService_.retrieveProvider(PROVIDER_ID)
    return provider.container[ContainerRegistrationKeys.PG_CONNECTION]
  }

  it("GET: defaults, their sources, secrets only as configured/missing, the postback URL", async () => {
    const res = await api.get("/admin/cryptocloud/settings", admin.config)
    expect(res.status).toBe(200)
    expect(res.data.settings).toEqual({
      available_currencies: null,
      time_to_pay: null,
      send_customer_email: false,
      underpaid_tolerance_percent: 0,
      underpaid_tolerance_amount: null,
      locale: null,
      order_flow: "after_payment",
    })
    // The dev/test medusa-config sets orderFlow (CRYPTOCLOUD_ORDER_FLOW); nothing else.
    expect(res.data.sources).toEqual({
      available_currencies: "default",
      time_to_pay: "default",
      send_customer_email: "default",
      underpaid_tolerance_percent: "default",
      underpaid_tolerance_amount: "default",
      locale: "default",
      order_flow: "config",
    })
    expect(res.data.config).toEqual(expect.objectContaining({ order_flow: "after_payment", locale: null }))
    expect(res.data.secrets).toEqual({ apiKey: "configured", secretKey: "configured", withdrawalApiKey: "configured" })
    expect(res.data.withdrawals_enabled).toBe(true)
    expect(res.data.shop_id).toBe(SANDBOX_KEYS.shopId)
    expect(res.data.postback).toEqual({
      path: WEBHOOK_PATH,
      url: `${api.defaults.baseURL}${WEBHOOK_PATH}`,
      provider_registered: true,
      last_received_at: null, // no postback has arrived in this app yet
      rejected_last_hour: 0,
    })
    const text = JSON.stringify(res.data)
    for (const secret of [SANDBOX_KEYS.apiKey, SANDBOX_KEYS.withdrawalApiKey, SANDBOX_KEYS.secret]) {
      expect(text).not.toContain(secret)
    }
  })

  it("POST persists the overrides; GET, getInvoiceSettings() and the store read them back", async () => {
    const saved = await api.post("/admin/cryptocloud/settings", CHANGES, admin.config)
    expect(saved.status).toBe(200)
    expect(saved.data.settings).toEqual(CHANGES)

    const res = await api.get("/admin/cryptocloud/settings", admin.config)
    expect(res.data.settings).toEqual(CHANGES)
    expect(res.data.overrides).toEqual(CHANGES)
    expect(Object.values(res.data.sources)).toEqual(Array(7).fill("admin"))
    expect(res.data.updated_by).toBe(admin.userId)

    expect(await service.getInvoiceSettings()).toEqual({
      availableCurrencies: ["USDT_TRC20", "BTC"],
      timeToPay: { hours: 2, minutes: 30 },
      sendCustomerEmail: true,
      underpaidTolerancePercent: 1.5,
      underpaidToleranceAmount: { default: "1.5", BTC: "3" },
      locale: "de",
      orderFlow: "before_payment",
    })

    const key = await getContainer().resolve(Modules.API_KEY).createApiKeys({ title: "it", type: "publishable", created_by: "it" })
    const store = await api.get("/store/cryptocloud/currencies", { headers: { "x-publishable-api-key": key.token } })
    expect(store.data.currencies.map((c: { code: string }) => c.code).sort()).toEqual(["BTC", "USDT_TRC20"])
  })

  it("the payment provider's container has the shared connection and reads the new values from it", async () => {
    const pg = providerPgConnection()
    expect(pg).toBe(getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION))

    const reader = createSettingsReader(pg, { ttlMs: 60_000 })
    expect(await reader.read(SANDBOX_KEYS.shopId)).toBeNull() // nothing saved yet: config only

    await api.post("/admin/cryptocloud/settings", { locale: "fr", underpaid_tolerance_percent: 2 }, admin.config)
    expect(await reader.read(SANDBOX_KEYS.shopId)).toBeNull() // cached within the TTL…
    reader.invalidate()
    expect(await reader.read(SANDBOX_KEYS.shopId)).toEqual(expect.objectContaining({ locale: "fr", underpaidTolerancePercent: 2, availableCurrencies: null }))
    // …and a reader without a cache (another instance after its TTL) sees it straight away.
    expect(await createSettingsReader(pg, { ttlMs: 0 }).read(SANDBOX_KEYS.shopId)).toEqual(expect.objectContaining({ locale: "fr" }))
  })

  it("null resets a field to its config value; absent fields stay as they are", async () => {
    await api.post("/admin/cryptocloud/settings", CHANGES, admin.config)
    const res = await api.post("/admin/cryptocloud/settings", { locale: null, available_currencies: null }, admin.config)
    expect(res.status).toBe(200)
    expect(res.data.settings).toEqual({ ...CHANGES, locale: null, available_currencies: null })
    expect(res.data.sources).toEqual(expect.objectContaining({ locale: "default", available_currencies: "default", time_to_pay: "admin" }))
    expect((await service.getInvoiceSettings()).availableCurrencies).toBeUndefined()
  })

  it("the reader answers null while the plugin's table does not exist (module not migrated yet)", async () => {
    const pg = providerPgConnection()
    await pg.raw('ALTER TABLE "cryptocloud_setting" RENAME TO "cryptocloud_setting_away"')
    try {
      expect(await readPersistedSettings(pg, SANDBOX_KEYS.shopId)).toBeNull()
    } finally {
      await pg.raw('ALTER TABLE "cryptocloud_setting_away" RENAME TO "cryptocloud_setting"')
    }
  })

  it("nothing here needed the payment service", () => {
    expect(sandbox.current.requests.filter((r) => r.path.startsWith("/v2/"))).toEqual([])
  })
})
