/**
 * Never lose a payment: lost postbacks, expiry without postback, partial payments, concurrent
 * runs, and ambiguous create failures — all against the sandbox's fault injection.
 */
import { Modules } from "@medusajs/framework/utils"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { expectOneCapturedOrder, ordersForCart, paymentSession } from "../helpers/orders"
import { PROVIDER_ID, WEBHOOK_PATH } from "../helpers/sandbox"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import { reconcileCryptoCloudInvoices as reconcileCryptoCloudSessions } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { PARTIALLY_PAID_EVENT } from "../../src/workflows/cryptocloud/apply-invoice"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sessionIdOfOrderId } from "../../src/domain/checkout-reference"

const sandbox = appSandbox

export default defineSuite("reconciliation", ({ api, getContainer }) => {
  let store: SeededStore
  let shop: ReturnType<typeof storefront>
  let hooks: ReturnType<typeof trackWebhooks>

  beforeAll(async () => {
    store = await seedStore(getContainer())
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    hooks = trackWebhooks(getContainer())
  })
  beforeEach(() => {
    shop = storefront(api, store)
    sandbox.current.clearFaults()
  })

  const reconcile = () => reconcileCryptoCloudSessions(getContainer())

  const expectOneCapture = (cartId: string, sessionId: string, total: number) => expectOneCapturedOrder(getContainer(), cartId, sessionId, total)

  it("a dropped postback: one job run completes the order", async () => {
    const checkout = await shop.checkout("eur")
    sandbox.current.setPostbackFaults({ drop: 1 })
    await sandbox.current.pay(checkout.data.uuid, "exact")
    await sandbox.current.flushPostbacks()
    expect(sandbox.current.postbacks.at(-1)?.outcome).toBe("dropped")

    const report = await reconcile()
    expect(report).toMatchObject({ ran: true, outcomes: expect.objectContaining({ captured: 1, failed: 0 }) })
    await expectOneCapture(checkout.cartId, checkout.sessionId, checkout.total)
    // A second run finds nothing left to do.
    expect((await reconcile()).outcomes.captured).toBe(0)
  })

  it("an expired invoice (no postback exists for expiry): the job cancels the session", async () => {
    const checkout = await shop.checkout("eur")
    sandbox.current.expire(checkout.data.uuid)
    expect((await reconcile()).outcomes.canceled).toBe(1)
    const session = await paymentSession(getContainer(), checkout.sessionId)
    expect(session).toMatchObject({ status: "canceled", data: expect.objectContaining({ uuid: checkout.data.uuid, status: "canceled" }) })
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
    // The invoice was kept, not replaced by the status update.
    expect(sandbox.current.countRequests("/v2/invoice/create")).toBeGreaterThan(0)
    expect(sandbox.current.listInvoices().filter((i) => sessionIdOfOrderId(i.orderId) === checkout.sessionId)).toHaveLength(1)
  })

  it("a partial payment: recorded on the session and announced as an event", async () => {
    const events = getContainer().resolve(Modules.EVENT_BUS)
    const emitted: string[] = []
    const emit = events.emit.bind(events)
    events.emit = (async (message: any, options?: any) => {
      for (const m of Array.isArray(message) ? message : [message]) emitted.push(m.name)
      return emit(message, options)
    }) as typeof events.emit
    try {
      const checkout = await shop.checkout("eur")
      await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
      expect((await reconcile()).outcomes.partial).toBe(1)
      expect((await paymentSession(getContainer(), checkout.sessionId))?.status).toBe("requires_more")
      expect(emitted).toContain(PARTIALLY_PAID_EVENT)
      expect((await reconcile()).outcomes.partial).toBe(0) // recorded once

      await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
      expect((await reconcile()).outcomes.captured).toBe(1)
      await expectOneCapture(checkout.cartId, checkout.sessionId, checkout.total)
    } finally {
      events.emit = emit
    }
  })

  it("a partial payment's postback is applied at once by the plugin's subscriber (core ignores it)", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial")
    await waitFor(async () => (await paymentSession(getContainer(), checkout.sessionId))?.status === "requires_more", {
      what: "session requires_more after the postback",
    })
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
  })

  it("two job runs at once, a postback and the storefront completing → one order, one capture", async () => {
    const checkout = await shop.checkout("usd")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const body = await sandbox.current.buildPostback(checkout.data.uuid)
    const results = await Promise.allSettled([reconcile(), reconcile(), api.post(WEBHOOK_PATH, body), shop.complete(checkout.cartId)])
    expect(results.every((r) => r.status === "fulfilled")).toBe(true)
    await expectOneCapture(checkout.cartId, checkout.sessionId, checkout.total)
  })

  it.each([
    ["a 502 after the invoice was created", { kind: "5xx", afterProcessing: true }],
    ["a 502 before anything happened", { kind: "5xx", afterProcessing: false }],
    ["a connection reset after the invoice was created", { kind: "reset", afterProcessing: true }],
    ["a timeout after the invoice was created", { kind: "timeout", afterProcessing: true }],
  ] as const)("create fails ambiguously (%s) → exactly one invoice for the session", async (_name, fault) => {
    const cartId = await shop.createCart("eur")
    sandbox.current.injectFault({ path: "/v2/invoice/create", times: 1, ...fault })
    const checkout = await shop.initiateSession(cartId)
    expect(checkout.data.uuid).toMatch(/^INV-/)
    const invoices = sandbox.current.listInvoices().filter((i) => sessionIdOfOrderId(i.orderId) === checkout.sessionId)
    expect(invoices).toHaveLength(1)
    expect(invoices[0].uuid).toBe(checkout.data.uuid)
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    expect((await shop.complete(cartId)).data.type).toBe("order")
  })

  it("the service down during create → a clear error, and the same cart pays after recovery", async () => {
    const cartId = await shop.createCart("eur")
    sandbox.current.injectFault({ path: /^\/v2\//, kind: "5xx", times: 10 })
    const cart = await shop.getCart(cartId)
    const collection = cart.payment_collection?.id ?? (await shop.call("post", "/store/payment-collections", { cart_id: cartId })).data.payment_collection.id
    const failed = await shop.call("post", `/store/payment-collections/${collection}/payment-sessions`, { provider_id: PROVIDER_ID })
    expect(failed.status).toBeGreaterThanOrEqual(400)
    expect(failed.data.message).toMatch(/Could not create the crypto invoice/)
    sandbox.current.clearFaults()

    const checkout = await shop.initiateSession(cartId)
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    expect((await shop.complete(cartId)).data.type).toBe("order")
  })

  it("postbacks delivered out of order (paid, then the older partial one) → one order, status never goes back", async () => {
    const checkout = await shop.checkout("eur")
    const before = hooks.results.length
    sandbox.current.setPostbackFaults({ reorder: { count: 2 } })
    await sandbox.current.pay(checkout.data.uuid, "partial")
    await sandbox.current.pay(checkout.data.uuid, "exact")
    await sandbox.current.flushPostbacks()
    const delivered = sandbox.current.postbacks.filter((p) => p.invoiceUuid === checkout.data.uuid)
    expect(delivered.map((p) => (p.body.invoice_info as { status: string }).status)).toEqual(["paid", "partial"])
    expect(await hooks.processed(2, before, 30000, checkout.sessionId)).toEqual([
      { action: "captured", session_id: checkout.sessionId },
      { action: "captured", session_id: checkout.sessionId }, // the stale one: info says paid
    ])
    await reconcile()
    await expectOneCapture(checkout.cartId, checkout.sessionId, checkout.total)
    expect((await paymentSession(getContainer(), checkout.sessionId))?.status).toBe("authorized")
  })

  it("the service down while authorizing and during a job run → clear errors, nothing lost, completes after recovery", async () => {
    const checkout = await shop.checkout("usd")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    sandbox.current.injectFault({ path: "/v2/invoice/merchant/info", kind: "5xx", times: 1000 })
    const refused = await shop.complete(checkout.cartId)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.data.message).toMatch(/Could not authorize the crypto payment: .*try again in a moment/)
    const during = await reconcile()
    expect(during.outcomes).toMatchObject({ captured: 0, failed: 1 })
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)

    sandbox.current.clearFaults()
    expect((await reconcile()).outcomes.captured).toBe(1)
    await expectOneCapture(checkout.cartId, checkout.sessionId, checkout.total)
    expect((await shop.complete(checkout.cartId)).data.type).toBe("order") // the storefront sees the same order
  })

  it("job cost: 250 open sessions are checked with ceil(250/100) = 3 info calls", async () => {
    const payment = getContainer().resolve(Modules.PAYMENT)
    for (let i = 0; i < 250; i++) {
      const collection = await payment.createPaymentCollections({ currency_code: "eur", amount: 10 + i })
      await payment.createPaymentSession(collection.id, { provider_id: PROVIDER_ID, currency_code: "eur", amount: 10 + i, data: {} })
    }
    const before = sandbox.current.countRequests("/v2/invoice/merchant/info")
    const report = await reconcile()
    expect(report.checked).toBeGreaterThanOrEqual(250)
    expect(sandbox.current.countRequests("/v2/invoice/merchant/info") - before).toBe(3)
  })
})
