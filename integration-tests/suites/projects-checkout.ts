/**
 * Several projects in one store, at the checkout: each region offers its project's provider, each
 * invoice is made in its project (its shop id, its key), and each project's postback makes its
 * order only at its own hook — verified with its own secret, read with its own key. At the other
 * project's hook the same postback changes nothing.
 *
 * The app runs with `projects: [first, second]` and two provider registrations (`cryptocloud`
 * and `asia`); each project has a sandbox of its own (its keys, its secret).
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { expectOneCapturedOrder, ordersForCart } from "../helpers/orders"
import { PROVIDER_ID, SANDBOX_KEYS, SECOND_KEYS, SECOND_PROVIDER_ID, SECOND_WEBHOOK_PATH, WEBHOOK_PATH } from "../helpers/sandbox"
import { trackWebhooks } from "../helpers/webhooks"
import { waitFor } from "../helpers/wait-for"
import { defineSuite } from "../helpers/shared-app"
import { PROJECTS_PLAN } from "../helpers/projects-plan"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderChanges } from "../helpers/order-changes"
import { stranger } from "../helpers/stranger"

export default defineSuite("several projects: checkout and postbacks", ({ api, getContainer, sandbox, secondSandbox }) => {
  let store: SeededStore
  let shop: ReturnType<typeof storefront>
  let hooks: ReturnType<typeof trackWebhooks>
  const second = () => secondSandbox!.current
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const ledgerRow = async (uuid: string) => (await pg()("cryptocloud_invoice").where({ uuid }).first()) as { shop_id: string; session_id: string } | undefined
  const postbackLines = (shopId: string) => pg()("cryptocloud_postback").where({ shop_id: shopId }).orderBy("received_at", "asc")

  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer(), PROJECTS_PLAN)
    hooks = trackWebhooks(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => {
    shop = storefront(api, store, { providerOf: (region) => (region === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID) })
  })

  /** POSTs a postback body to a hook as the service would, and waits until Medusa processed it. */
  async function deliver(path: string, body: Record<string, unknown>, sessionId?: string) {
    const before = hooks.results.length
    const res = await api.post(path, body)
    expect(res.status).toBe(200)
    return hooks.processed(1, before, 30_000, sessionId)
  }

  it("each region's checkout makes its invoice in its own project, with its key and shop id", async () => {
    const eu = await shop.checkout("eur")
    const asia = await shop.checkout("jpy")

    expect(sandbox.current.getInvoice(eu.data.uuid)).toBeDefined()
    expect(second().getInvoice(eu.data.uuid)).toBeUndefined()
    expect(second().getInvoice(asia.data.uuid)).toEqual(expect.objectContaining({ fiatCurrency: "JPY" }))
    expect(sandbox.current.getInvoice(asia.data.uuid)).toBeUndefined()
    expect(
      second()
        .requests.filter((r) => r.path === "/v2/invoice/create")
        .every((r) => r.auth === "api")
    ).toBe(true)

    expect(await ledgerRow(eu.data.uuid)).toEqual(expect.objectContaining({ shop_id: SANDBOX_KEYS.shopId, session_id: eu.sessionId }))
    expect(await ledgerRow(asia.data.uuid)).toEqual(expect.objectContaining({ shop_id: SECOND_KEYS.shopId, session_id: asia.sessionId }))
    // The customer's status poll reads the second project's invoice from the second project.
    const status = await shop.sessionStatus(asia.sessionId)
    expect(status.invoice).toEqual(expect.objectContaining({ uuid: asia.data.uuid, status: "created" }))
  })

  it("the second project's postback makes its one order at its own hook; at the first project's hook it changes nothing", async () => {
    const asia = await shop.checkout("jpy")
    await second().pay(asia.data.uuid, "exact", { postback: false })
    const body = await second().buildPostback(asia.data.uuid)

    // At the first project's hook: its secret does not verify the token, nothing is read.
    const firstReads = sandbox.current.countRequests(/\/v2\/invoice\/merchant\/info/)
    const [wrong] = await deliver(WEBHOOK_PATH, body)
    expect(wrong.action).toBe("not_supported")
    expect(await ordersForCart(getContainer(), asia.cartId)).toEqual([])
    expect(sandbox.current.countRequests(/\/v2\/invoice\/merchant\/info/)).toBe(firstReads)
    await waitFor(async () => (await postbackLines(SANDBOX_KEYS.shopId)).some((l: any) => l.reason_code === "token_bad_signature"), {
      what: "the rejected line in the first project's log",
    })

    // At its own hook: verified with its secret, read with its key, one order.
    const [right] = await deliver(SECOND_WEBHOOK_PATH, body, asia.sessionId)
    expect(right).toEqual({ action: "captured", session_id: asia.sessionId })
    await expectOneCapturedOrder(getContainer(), asia.cartId, asia.sessionId, asia.total)
    expect((await postbackLines(SECOND_KEYS.shopId)).map((l: any) => [l.invoice_id, l.outcome])).toContainEqual([asia.data.uuid, "applied"])
    expect(second().requests.some((r) => r.path.includes("/invoice/merchant/info") && r.auth === "api")).toBe(true)
  })

  it("the first project's postback at the second project's hook changes nothing; at its own it makes the order", async () => {
    const eu = await shop.checkout("eur")
    await sandbox.current.pay(eu.data.uuid, "exact", { postback: false })
    const body = await sandbox.current.buildPostback(eu.data.uuid)

    const secondReads = second().countRequests(/\/v2\/invoice\/merchant\/info/)
    const [wrong] = await deliver(SECOND_WEBHOOK_PATH, body)
    expect(wrong.action).toBe("not_supported")
    expect(await ordersForCart(getContainer(), eu.cartId)).toEqual([])
    expect(second().countRequests(/\/v2\/invoice\/merchant\/info/)).toBe(secondReads)

    const [right] = await deliver(WEBHOOK_PATH, body, eu.sessionId)
    expect(right).toEqual({ action: "captured", session_id: eu.sessionId })
    await expectOneCapturedOrder(getContainer(), eu.cartId, eu.sessionId, eu.total)
  })

  it("each project's invoices are made with its own settings; the store's currencies route answers per project", async () => {
    const cryptocloud = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    await cryptocloud.saveSettings({ availableCurrencies: ["BTC", "LTC"], locale: "ru" }, null, SECOND_KEYS.shopId)
    try {
      const eu = await shop.checkout("eur")
      const asia = await shop.checkout("jpy")
      expect(second().getInvoice(asia.data.uuid)).toEqual(expect.objectContaining({ availableCurrencies: ["BTC", "LTC"], locale: "ru" }))
      expect(sandbox.current.getInvoice(eu.data.uuid)).toEqual(expect.objectContaining({ availableCurrencies: null }))
      expect(sandbox.current.getInvoice(eu.data.uuid)?.locale).not.toBe("ru")

      const codes = async (query: string) =>
        (await shop.call("get", `/store/cryptocloud/currencies${query}`)).data.currencies?.map((c: { code: string }) => c.code)
      expect(await codes(`?provider_id=${SECOND_PROVIDER_ID}`)).toEqual(["BTC", "LTC"])
      expect(await codes(`?shop_id=${SECOND_KEYS.shopId}`)).toEqual(["BTC", "LTC"])
      expect((await codes(`?provider_id=${PROVIDER_ID}`))?.length).toBeGreaterThan(2)
      expect(await codes("")).toEqual(await codes(`?provider_id=${PROVIDER_ID}`))
      const unknown = await shop.call("get", "/store/cryptocloud/currencies?shop_id=nope")
      expect(unknown.status).toBe(404)
      expect(JSON.stringify(unknown.data)).not.toContain(SANDBOX_KEYS.shopId)
    } finally {
      await cryptocloud.saveSettings({ availableCurrencies: null, locale: null }, null, SECOND_KEYS.shopId)
    }
  })

  it("a postback the other project's secret verifies is still not the other hook's to act on (the ledger says whose invoice it is)", async () => {
    // A store whose two projects share a secret (or a forged token signed with the other
    // project's secret): the token verifies at the first hook, but the first project's key
    // cannot read the second project's invoice, and the ledger gives it to the second project.
    const asia = await shop.checkout("jpy")
    await second().pay(asia.data.uuid, "exact", { postback: false })
    const forged = await second().buildPostback(asia.data.uuid, { secret: SANDBOX_KEYS.secret })
    const [wrong] = await deliver(WEBHOOK_PATH, forged)
    expect(wrong.action).toBe("not_supported")
    expect(await ordersForCart(getContainer(), asia.cartId)).toEqual([])
  })

  it("a provider never records a read of an invoice the ledger gives to another project, even when its key can read it", async () => {
    // A key that reads more than its project (or a ledger row moved between projects): the first
    // project's service knows the invoice, but the ledger gives it to the second project.
    const eu = await shop.checkout("eur")
    await sandbox.current.pay(eu.data.uuid, "exact", { postback: false })
    await pg()("cryptocloud_invoice").where({ uuid: eu.data.uuid }).update({ shop_id: SECOND_KEYS.shopId })
    try {
      const before = await pg()("cryptocloud_invoice").where({ uuid: eu.data.uuid }).first()
      const reads = sandbox.current.countRequests(/\/v2\/invoice\/merchant\/info/)
      const [told] = await deliver(WEBHOOK_PATH, await sandbox.current.buildPostback(eu.data.uuid))
      expect(told.action).toBe("not_supported")
      // The first project's provider read it (its key can), and wrote nothing of that read.
      expect(sandbox.current.countRequests(/\/v2\/invoice\/merchant\/info/)).toBeGreaterThan(reads)
      const after = await pg()("cryptocloud_invoice").where({ uuid: eu.data.uuid }).first()
      expect({ status: after.status, amount_paid: after.amount_paid, last_checked_at: after.last_checked_at }).toEqual({
        status: before.status,
        amount_paid: before.amount_paid,
        last_checked_at: before.last_checked_at,
      })
      expect(before.status).toBe("created")
      expect(await ordersForCart(getContainer(), eu.cartId)).toEqual([])
    } finally {
      await pg()("cryptocloud_invoice").where({ uuid: eu.data.uuid }).update({ shop_id: SANDBOX_KEYS.shopId })
    }
  })

  /** A euro order (the first project's region) paid with the first project, then edited so that it owes a difference. */
  async function euroOrderOwing(live = false) {
    const eu = await shop.checkout("eur")
    if (live) sandbox.current.alterInvoice(eu.data.uuid, { testMode: false })
    await sandbox.current.pay(eu.data.uuid, "exact", { postback: false })
    const completed = await shop.complete(eu.cartId)
    expect(completed.data.type).toBe("order")
    const orderId = completed.data.order.id as string
    const changes = orderChanges(
      api,
      () => admin,
      () => store
    )
    await changes.editAddingItem(orderId, store.skus["SHIRT-M"])
    return { eu, orderId, collection: await changes.unpaidCollection(getContainer(), orderId) }
  }
  const CREATE = /\/v2\/invoice\/create/

  it("an order's collections take only a provider of the order's region: the other project's is refused before any invoice is made", async () => {
    const { eu, collection } = await euroOrderOwing()
    const outsider = stranger(api, () => store)
    const before = { first: sandbox.current.countRequests(CREATE), second: second().countRequests(CREATE) }
    for (const collectionId of [collection.id, eu.collectionId]) {
      const refused = await shop.call("post", `/store/payment-collections/${collectionId}/payment-sessions`, { provider_id: SECOND_PROVIDER_ID })
      expect(refused.status).toBe(400)
      expect(refused.data.message).toBe("This payment method is not available for this order. Choose another payment method.")
      expect(JSON.stringify(refused.data)).not.toMatch(/pp_cryptocloud|asia|shop|region/i)
    }
    // No invoice at either project's service, none on the ledger.
    expect({ first: sandbox.current.countRequests(CREATE), second: second().countRequests(CREATE) }).toEqual(before)
    expect((await pg()("cryptocloud_invoice").where({ payment_collection_id: collection.id })).length).toBe(0)

    // The order's own region's provider is taken as before.
    const own = await outsider.openSession(collection.id, PROVIDER_ID)
    expect(own.status).toBe(200)
    expect(sandbox.current.getInvoice(own.session!.data.uuid)).toBeDefined()
    expect(second().countRequests(CREATE)).toBe(before.second)
    expect(await ledgerRow(own.session!.data.uuid)).toEqual(expect.objectContaining({ shop_id: SANDBOX_KEYS.shopId }))
  })

  it("test-mode money on an order whose region's project has taken real money is not captured: one capture_failed item, marked test mode", async () => {
    // The first project has taken real money (a live invoice on the ledger); the edit's
    // difference is then "paid" with a test-mode invoice, which costs nothing.
    const { eu, orderId, collection } = await euroOrderOwing(true)
    try {
      await testMoneyOnLiveOrder(orderId, collection)
    } finally {
      // The suites after this one on the same app expect test-mode projects (no live invoice).
      await pg()("cryptocloud_invoice").where({ uuid: eu.data.uuid }).update({ test_mode: true })
    }
  })

  async function testMoneyOnLiveOrder(orderId: string, collection: { id: string }) {
    const customer = await stranger(api, () => store).openSession(collection.id, PROVIDER_ID)
    const uuid = customer.session!.data.uuid as string
    expect(sandbox.current.getInvoice(uuid)?.testMode).toBe(true)
    await sandbox.current.pay(uuid, "exact", { postback: false })
    const [told] = await deliver(WEBHOOK_PATH, await sandbox.current.buildPostback(uuid))
    // An order's collection: the plugin decides, never Medusa's webhook handler.
    expect(told.action).toBe("not_supported")

    const items = await waitFor(
      async () => {
        const found = await pg()("cryptocloud_attention_item").where({ invoice_uuid: uuid })
        return found.length ? found : null
      },
      { what: "the attention item of the test-mode payment" }
    )
    expect(items).toEqual([expect.objectContaining({ kind: "capture_failed", test_mode: true, order_id: orderId, shop_id: SANDBOX_KEYS.shopId })])
    expect(items[0].description).toMatch(/test-mode money/)
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data: payments } = await query.graph({ entity: "payment", fields: ["id", "captured_at"], filters: { payment_collection_id: collection.id } })
    expect(payments).toEqual([])
    const {
      data: [still],
    } = await query.graph({ entity: "payment_collection", fields: ["id", "status"], filters: { id: collection.id } })
    expect(still.status).toBe("not_paid")
  }
})
