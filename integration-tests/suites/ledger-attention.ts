/**
 * Every crypto unit accounted for: the invoice ledger, the attention queue and the hardening
 * of [B], through the store and admin APIs as a store would use them.
 */
import { MathBN, Modules } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { expectOneCapturedOrder, ordersForCart, paymentSession } from "../helpers/orders"
import { PROVIDER_ID, SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { recordEvents, type RecordedEvent } from "../helpers/events"
import { trackWebhooks } from "../helpers/webhooks"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { FiatMoney } from "../../src/domain/money"
import { ATTENTION_CREATED_EVENT } from "../../src/domain/attention"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const INFO = "/v2/invoice/merchant/info"

export default defineSuite("ledger-attention", ({ api, getContainer }) => {
  let store: SeededStore
  let shop: ReturnType<typeof storefront>
  let hooks: ReturnType<typeof trackWebhooks>
  let admin: AdminSession
  const events: RecordedEvent[] = []

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    hooks = trackWebhooks(getContainer())
    recordEvents(getContainer(), events)
  })
  beforeEach(() => {
    shop = storefront(api, store)
    sandbox.current.clearFaults()
    events.length = 0
  })

  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  const reconcile = (maxInvoices?: number) => reconcileCryptoCloudInvoices(getContainer(), { maxInvoices })
  const openItems = async (query = "") => (await api.get(`/admin/cryptocloud/attention${query}`, admin.config)).data
  const itemsFor = async (uuid: string) => (await openItems()).attention_items.filter((i: any) => i.invoice_uuid === uuid)
  const deliver = async (uuid: string, sessionId?: string) => {
    const before = hooks.results.length
    await sandbox.current.sendPostback(uuid)
    await hooks.processed(1, before, 30000, sessionId)
  }

  it("the ledger has a row for the invoice before the session is returned, updated on every read", async () => {
    const checkout = await shop.checkout("eur")
    const row = await cryptocloud().ledger.find(checkout.data.uuid)
    expect(row).toEqual(
      expect.objectContaining({
        uuid: checkout.data.uuid,
        session_id: checkout.sessionId,
        fiat_currency: "EUR",
        fiat_amount: FiatMoney.of(checkout.total, "eur").toDecimalString(),
        status: "created",
        session_live: true,
        tolerance_percent: 0,
        test_mode: true,
        settled_at: null, // sandbox invoices are test-mode ones
      })
    )
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    expect((await shop.complete(checkout.cartId)).data.type).toBe("order")
    const after = await cryptocloud().ledger.find(checkout.data.uuid)
    expect(after).toEqual(expect.objectContaining({ status: "paid", amount_paid: expect.any(String) }))
    expect(after!.last_checked_at!.getTime()).toBeGreaterThanOrEqual(row!.last_checked_at!.getTime())
    // The job then records the order and stops polling it.
    await reconcile()
    expect(await cryptocloud().ledger.find(checkout.data.uuid)).toEqual(
      expect.objectContaining({ order_id: expect.stringMatching(/^order_/), cart_id: checkout.cartId, outcome: "captured", settled_at: expect.any(Date) })
    )
  })

  it.each([
    ["half the amount", { amountInFiat: "half" }],
    ["another currency", { fiatCurrency: "USD" }],
  ])("an invoice for %s than the session never completes the cart — not by return, postback or job — and its money is flagged", async (_what, change) => {
    const checkout = await shop.checkout("eur")
    const uuid = checkout.data.uuid
    sandbox.current.alterInvoice(uuid, "amountInFiat" in change ? { amountInFiat: String(checkout.total / 2) } : change)
    await sandbox.current.pay(uuid, "exact", { postback: false })

    const returned = await shop.complete(checkout.cartId)
    expect(returned.status).toBe(400)
    expect(returned.data.message).toMatch(/was made for another amount or currency/)
    await deliver(uuid)
    expect(hooks.results.at(-1)?.action).toBe("not_supported")
    await reconcile()
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
    expect(await itemsFor(uuid)).toEqual([expect.objectContaining({ kind: "unmatched_payment", amount: expect.any(String) })])
  })

  it.each(["postback", "job"])("a replaced invoice paid (found by the %s) → one unmatched_payment, never an order", async (path) => {
    const cartId = await shop.createCart("eur")
    const first = await shop.initiateSession(cartId)
    // Part is paid; then the cart changes: Medusa deletes the session, and a partly paid
    // invoice cannot be cancelled at the service — it stays payable.
    await sandbox.current.pay(first.data.uuid, "partial", { postback: false })
    await shop.addItem(cartId, "standard")
    const second = await shop.initiateSession(cartId)
    expect(second.data.uuid).not.toBe(first.data.uuid)
    expect(await cryptocloud().ledger.find(first.data.uuid)).toEqual(expect.objectContaining({ session_live: false }))

    // The customer pays the rest on the old link.
    await sandbox.current.pay(first.data.uuid, "exact", { postback: false })
    if (path === "postback") await deliver(first.data.uuid)
    await reconcile()
    await reconcile() // re-detection never duplicates
    if (path === "postback") await deliver(first.data.uuid)

    const items = await itemsFor(first.data.uuid)
    expect(items).toEqual([expect.objectContaining({ kind: "unmatched_payment", status: "open", order_id: null })])
    expect(events.filter((e) => e.name === ATTENTION_CREATED_EVENT && e.data.invoice_uuid === first.data.uuid)).toHaveLength(1)
    expect(await ordersForCart(getContainer(), cartId)).toHaveLength(0)
  })

  it("partial payment, then expiry → expired_partial; overpaid order → overpayment with the surplus", async () => {
    const partial = await shop.checkout("eur")
    await sandbox.current.pay(partial.data.uuid, "partial", { postback: false })
    sandbox.current.advanceTime(25 * 60 * 60 * 1000)
    await reconcile()
    const [expired] = await itemsFor(partial.data.uuid)
    expect(expired).toEqual(expect.objectContaining({ kind: "expired_partial", amount: sandbox.current.getInvoice(partial.data.uuid)!.amountPaid }))
    expect((await paymentSession(getContainer(), partial.sessionId))?.status).toBe("canceled")

    const over = await shop.checkout("usd")
    await sandbox.current.pay(over.data.uuid, "overpay", { postback: false })
    await reconcile()
    const orderId = await expectOneCapturedOrder(getContainer(), over.cartId, over.sessionId, over.total)
    const invoice = sandbox.current.getInvoice(over.data.uuid)!
    const items = await itemsFor(over.data.uuid)
    expect(items).toEqual([expect.objectContaining({ kind: "overpayment", order_id: orderId, currency: invoice.cryptocurrency })])
    expect(Number(items[0].amount)).toBeCloseTo(Number(invoice.amountPaid) - Number(invoice.amount), 8)
    expect((await openItems(`?order_id=${orderId}`)).attention_items).toHaveLength(1)

    // Resolving keeps who and when; the item leaves the open queue.
    const resolved = await api.post(`/admin/cryptocloud/attention/${items[0].id}/resolve`, { note: "Refunded the surplus by hand" }, admin.config)
    expect(resolved.status).toBe(200)
    expect(resolved.data.attention_item).toEqual(
      expect.objectContaining({ status: "resolved", note: "Refunded the surplus by hand", resolved_by: admin.userId, resolved_at: expect.any(String) })
    )
    expect(await itemsFor(over.data.uuid)).toEqual([])
    expect((await api.post(`/admin/cryptocloud/attention/${items[0].id}/resolve`, { note: "again" }, admin.config)).status).toBe(400)
    expect((await api.post(`/admin/cryptocloud/attention/${items[0].id}/resolve`, {}, admin.config)).status).toBe(400)
    expect((await api.get("/admin/cryptocloud/attention", { validateStatus: () => true })).status).toBe(401)
  })

  it("a late payment settled by postback is captured and flagged on the order", async () => {
    const checkout = await shop.checkout("eur")
    sandbox.current.expire(checkout.data.uuid)
    await reconcile()
    expect((await paymentSession(getContainer(), checkout.sessionId))?.status).toBe("canceled")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await deliver(checkout.data.uuid, checkout.sessionId)
    const orderId = await waitFor(async () => (await ordersForCart(getContainer(), checkout.cartId))[0], { what: "the late order" })
    const metadata = await waitFor(
      async () => {
        const order = await getContainer()
          .resolve(Modules.ORDER)
          .retrieveOrder(orderId, { select: ["id", "metadata"] })
        return order.metadata?.cryptocloud_attention ? order.metadata : null
      },
      { what: "the late payment flag on the order" }
    )
    expect(metadata).toMatchObject({ cryptocloud_attention: "late_payment", cryptocloud_note: expect.stringMatching(/paid after it had expired/) })
    expect(await itemsFor(checkout.data.uuid)).toEqual([expect.objectContaining({ kind: "late_payment", order_id: orderId })])
    await expectOneCapturedOrder(getContainer(), checkout.cartId, checkout.sessionId, checkout.total)
  })

  it("tolerance above 5 % is refused; the tolerance of an invoice is frozen when it is created", async () => {
    const refused = await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_percent: 50 }, admin.config)
    expect(refused.status).toBe(400)
    expect(refused.data.message).toMatch(/underpaid_tolerance_percent/)

    const checkout = await shop.checkout("eur") // created at tolerance 0
    expect((await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_percent: 5 }, admin.config)).status).toBe(200)
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false, fraction: 0.97 })
    await reconcile()
    expect((await paymentSession(getContainer(), checkout.sessionId))?.status).toBe("requires_more")
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
    await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_percent: null }, admin.config)
  })

  it("a shortfall inside the fixed slack (underpaid_tolerance_amount) completes the cart; an invoice made before the setting keeps none", async () => {
    const before = await shop.checkout("eur") // created without a fixed slack: frozen so
    // 5 % of the cart in EUR: a 3 % shortfall is inside it (the percentage stays 0).
    const slack = MathBN.mult(before.total, "0.05").toFixed(2)
    const saved = await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_amount: slack }, admin.config)
    expect(saved.status).toBe(200)
    expect(saved.data.settings).toEqual(expect.objectContaining({ underpaid_tolerance_percent: 0, underpaid_tolerance_amount: { default: slack } }))
    expect(saved.data.sources.underpaid_tolerance_amount).toBe("admin")
    // The provider re-reads settings every few seconds (settings-store.ts); a test must not wait for that.
    ;(getContainer().resolve(Modules.PAYMENT) as any).paymentProviderService_.retrieveProvider(PROVIDER_ID).settings_.invalidate()
    const checkout = await shop.checkout("eur")
    expect(checkout.total).toBe(before.total)
    expect((await cryptocloud().ledger.find(checkout.data.uuid))?.tolerance_amount).toEqual({ default: slack })

    for (const { data } of [before, checkout]) await sandbox.current.pay(data.uuid, "partial", { postback: false, fraction: 0.97 })
    await reconcile()
    await waitFor(async () => (await ordersForCart(getContainer(), checkout.cartId)).length === 1 || null, {
      what: "the order of the cart paid inside the slack",
    })
    await expectOneCapturedOrder(getContainer(), checkout.cartId, checkout.sessionId, checkout.total)
    expect((await paymentSession(getContainer(), before.sessionId))?.status).toBe("requires_more")
    expect(await ordersForCart(getContainer(), before.cartId)).toHaveLength(0)
    await api.post("/admin/cryptocloud/settings", { underpaid_tolerance_amount: null }, admin.config)
    ;(getContainer().resolve(Modules.PAYMENT) as any).paymentProviderService_.retrieveProvider(PROVIDER_ID).settings_.invalidate()
  })

  it("keys the storefront plants are gone after initiate and after authorize", async () => {
    const cartId = await shop.createCart("eur")
    const planted = { surplus: "999", late_payment: true, accepted_underpayment: true, history: [{ status: "paid" }], evil: 1 }
    const checkout = await shop.initiateSession(cartId, planted)
    for (const key of ["surplus", "late_payment", "accepted_underpayment", "evil"]) expect(checkout.data).not.toHaveProperty(key)
    expect(checkout.data.history).toEqual([expect.objectContaining({ status: "created" })])
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    expect((await shop.complete(cartId)).data.type).toBe("order")
    const session = await paymentSession(getContainer(), checkout.sessionId)
    for (const key of ["surplus", "late_payment", "accepted_underpayment", "evil"]) expect(session!.data).not.toHaveProperty(key)
  })

  it("the status route shows the order only to the session's own cart, never the cart id, and reads the service at most once per 5 s", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    expect((await shop.complete(checkout.cartId)).data.type).toBe("order")
    const before = sandbox.current.countRequests(INFO)
    const anonymous = await shop.sessionStatus(checkout.sessionId)
    expect(anonymous).not.toHaveProperty("cart_id")
    expect(anonymous.order_id).toBeNull()
    expect((await shop.sessionStatus(checkout.sessionId, "cart_someone_else")).order_id).toBeNull()
    expect((await shop.sessionStatus(checkout.sessionId, checkout.cartId)).order_id).toMatch(/^order_/)
    for (let i = 0; i < 5; i++) await shop.sessionStatus(checkout.sessionId)
    expect(sandbox.current.countRequests(INFO) - before).toBe(1)
  })

  it("600 open invoices with 500 stuck ones: the newest is still reconciled; 5 info calls per pass of 500", async () => {
    const module = cryptocloud()
    const old = new Date(Date.now() - 60 * 60 * 1000)
    for (let i = 0; i < 500; i++) {
      // Invoices the service no longer answers for: they never settle.
      await module.ledger.recordCreated({
        invoice: { uuid: `INV-ST${String(i).padStart(6, "0")}`, status: "created" },
        sessionId: `payses_stuck${i}`,
        money: FiatMoney.of(10, "eur"),
        tolerancePercent: 0,
        now: old,
      })
    }
    const fresh = await shop.checkout("eur")
    sandbox.current.setPostbackFaults({ drop: 1 })
    await sandbox.current.pay(fresh.data.uuid, "exact")
    // Pass 1 takes the 500 checked longest ago (the stuck ones): ceil(500/100) = 5 calls, no capture.
    let before = sandbox.current.countRequests(INFO)
    await reconcile(500)
    expect(sandbox.current.countRequests(INFO) - before).toBe(5)
    expect(await ordersForCart(getContainer(), fresh.cartId)).toHaveLength(0)
    // Pass 2: the newest is next in line although 500 invoices never settle. 5 calls for the
    // pass, plus the one Medusa's authorize makes when the capture completes the cart.
    before = sandbox.current.countRequests(INFO)
    await reconcile(500)
    expect(sandbox.current.countRequests(INFO) - before).toBe(6)
    await expectOneCapturedOrder(getContainer(), fresh.cartId, fresh.sessionId, fresh.total)
  })

  it("a session created through the payment module directly gets its ledger row too", async () => {
    const payment = getContainer().resolve(Modules.PAYMENT)
    const collection = await payment.createPaymentCollections({ currency_code: "eur", amount: 12 })
    const session = await payment.createPaymentSession(collection.id, { provider_id: PROVIDER_ID, currency_code: "eur", amount: 12, data: {} })
    const row = await cryptocloud().ledger.find(session.data!.uuid as string)
    expect(row).toEqual(expect.objectContaining({ session_id: session.id, fiat_amount: "12.00" }))
  })

  it("the postback log: applied, duplicate, rejected and ignored deliveries, newest first, and the last one on the settings page", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const body = await sandbox.current.buildPostback(checkout.data.uuid)
    const before = hooks.results.length
    await api.post(WEBHOOK_PATH, body)
    await api.post(WEBHOOK_PATH, body) // the same delivery again
    await api.post(WEBHOOK_PATH, { ...body, token: String(body.token).slice(0, -3) + "abc" }) // forged
    const other = sandbox.current.createInvoice({ shop_id: SANDBOX_KEYS.shopId, amount: "5", currency: "USD", order_id: "order-of-another-integration" })
    await api.post(WEBHOOK_PATH, await sandbox.current.buildPostback(other.uuid)) // not this store's
    await hooks.processed(4, before)

    // Rejected and ignored postbacks are counted in memory and written about every second.
    const log = await waitFor(
      async () => {
        const res = await api.get(`/admin/cryptocloud/postbacks?limit=10`, admin.config)
        const outcomes = (res.data.postbacks as any[]).map((p) => p.outcome)
        return outcomes.includes("rejected") && outcomes.includes("ignored") ? res : null
      },
      { what: "the counted lines of the rejected and ignored postbacks" }
    )
    expect(log.status).toBe(200)
    const outcomes = (log.data.postbacks as any[]).map((p) => [
      p.invoice_id === other.uuid ? "other" : p.invoice_id === checkout.data.uuid ? "mine" : p.invoice_id,
      p.outcome,
    ])
    expect(outcomes).toEqual(
      expect.arrayContaining([
        ["mine", "applied"],
        ["mine", "duplicate"],
        ["other", "ignored"],
      ])
    )
    expect(outcomes.filter(([, outcome]) => outcome === "rejected")).toHaveLength(1)
    const rejected = (log.data.postbacks as any[]).find((p) => p.outcome === "rejected")
    expect(rejected.reason).toMatch(/token check failed \(bad_signature\)/)
    // Logged under the canonical id like the applied ones (the body named it without "INV-").
    expect(rejected.invoice_id).toBe(checkout.data.uuid)
    expect(JSON.stringify(log.data)).not.toContain(String(body.token).split(".")[2])
    expect((await api.get(`/admin/cryptocloud/postbacks?outcome=duplicate`, admin.config)).data.postbacks).toEqual([
      expect.objectContaining({ invoice_id: checkout.data.uuid, outcome: "duplicate", status: "paid" }),
    ])
    expect(rejected.count).toBe(1)
    const settings = await api.get("/admin/cryptocloud/settings", admin.config)
    // The last verified one: the forged one does not count as a postback received.
    const verified = (log.data.postbacks as any[]).filter((p) => p.outcome === "applied" || p.outcome === "duplicate")
    expect(Date.parse(settings.data.postback.last_received_at)).toBe(Math.max(...verified.map((p) => Date.parse(p.received_at))))
    expect(settings.data.postback.rejected_last_hour).toBe(1)
  })

  it("the pay page speaks the cart's language when the service has it, else the setting", async () => {
    const withLocale = async (locale: string) => {
      const cartId = await shop.createCart("eur")
      const res = await shop.call("post", `/store/carts/${cartId}`, { locale })
      expect(res.status).toBe(200)
      return shop.initiateSession(cartId)
    }
    const ru = await withLocale("ru-RU")
    expect(sandbox.current.getInvoice(ru.data.uuid)?.locale).toBe("ru")
    const de = await withLocale("de-DE") // no German pay page: the setting (none) applies
    expect(sandbox.current.getInvoice(de.data.uuid)?.locale ?? null).toBeNull()
  })
})
