/**
 * orderFlow "before_payment": the order exists (awaiting payment, stock reserved) as soon as the
 * invoice is created; the postback or the job captures it; expiry cancels it with a note and
 * releases the stock; a payment after the order was cancelled is not captured onto it: one
 * capture_failed item tells the merchant. The order id is public: a stranger's session on the
 * order's collection neither cancels the order nor costs the customer their payment, and only
 * the customer's own invoices decide the order's fate — over all the collection's rows, and no
 * stranger's open invoice keeps it waiting once the customer's has expired.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { ordersForCart, orderSummary, paymentsForSession } from "../helpers/orders"
import { PROVIDER_ID, SANDBOX_KEYS, useSandbox, WEBHOOK_PATH } from "../helpers/sandbox"
import { stranger } from "../helpers/stranger"
import { waitFor } from "../helpers/wait-for"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { trackWebhooks } from "../helpers/webhooks"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { reconcileCryptoCloudInvoices as reconcileCryptoCloudSessions } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { CryptoCloudClient, PAYMENT_CURRENCY_CODES } from "../../src/lib/cryptocloud"
import { observeInvoice } from "../../src/domain/ledger/store"
import { CHURNED_READ_INTERVAL_MS } from "../../src/domain/ledger/check-order"

jest.setTimeout(240 * 1000)

beforeAll(() => {
  process.env.CRYPTOCLOUD_ORDER_FLOW = "before_payment"
  // 51 strangers' invoices on one collection (the default is 20 an hour).
  process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART = "60"
})
afterAll(() => {
  delete process.env.CRYPTOCLOUD_ORDER_FLOW
  delete process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART
})
const sandbox = useSandbox()
// The database is restored before every test; the service forgets as much (else the
// reconciliation's lookback would find earlier tests' payments as money the store lost).
beforeEach(() => sandbox.current.forgetInvoices())

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: SeededStore
    let shop: ReturnType<typeof storefront>
    let hooks: ReturnType<typeof trackWebhooks>
    let admin: AdminSession

    beforeAll(async () => {
      store = await seedStore(getContainer())
      admin = await loginAdmin(getContainer(), api)
      sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
      hooks = trackWebhooks(getContainer())
    })
    beforeEach(() => {
      shop = storefront(api, store)
    })

    async function placeOrder() {
      const checkout = await shop.checkout("eur")
      const res = await shop.complete(checkout.cartId)
      expect(res.status).toBe(200)
      expect(res.data.type).toBe("order")
      const order = await orderSummary(getContainer(), res.data.order.id)
      expect(MathBN.eq(order.summary.paid_total ?? 0, 0)).toBe(true)
      expect(await paymentsForSession(getContainer(), checkout.sessionId)).toHaveLength(0)
      return { checkout, orderId: res.data.order.id as string }
    }

    const reservations = async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "reservation", fields: ["id", "quantity"] })
      return data.length
    }

    /** Paid with its postback; the plugin's subscriber captures an order's collection (Medusa's handler is told not_supported). */
    async function payWithPostback(uuid: string, sessionId?: string) {
      const before = hooks.results.length
      await sandbox.current.pay(uuid, "exact")
      const handled = sessionId ? await hooks.processed(1, before, 30000, sessionId) : []
      await sandbox.current.flushPostbacks()
      await waitFor(async () => (await cryptocloud().ledger.find(uuid))?.settled_at, { what: `invoice ${uuid} applied by the plugin` })
      return handled
    }
    const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")

    it("order awaiting payment → paid (postback) → captured at the cart total", async () => {
      const { checkout, orderId } = await placeOrder()
      // The order exists, so its collection is captured by the plugin alone, under its lock (not by Medusa's handler).
      expect(await payWithPostback(checkout.data.uuid, checkout.sessionId)).toEqual([{ action: "not_supported", session_id: checkout.sessionId }])
      const [payment] = await paymentsForSession(getContainer(), checkout.sessionId)
      expect(payment.captures).toHaveLength(1)
      expect(MathBN.eq(payment.captures[0].amount, checkout.total)).toBe(true)
      expect(MathBN.eq((await orderSummary(getContainer(), orderId)).summary.paid_total, checkout.total)).toBe(true)
      expect(await ordersForCart(getContainer(), checkout.cartId)).toEqual([orderId])
    })

    it("order awaiting payment → expired → order cancelled with a note, stock released", async () => {
      const { checkout, orderId } = await placeOrder()
      expect(await reservations()).toBeGreaterThan(0)
      sandbox.current.expire(checkout.data.uuid)

      const report = await reconcileCryptoCloudSessions(getContainer())
      expect(report.outcomes.canceled).toBe(1)
      const order = await orderSummary(getContainer(), orderId)
      expect(order.status).toBe("canceled")
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [withMeta],
      } = await query.graph({ entity: "order", fields: ["metadata"], filters: { id: orderId } })
      expect(withMeta.metadata.cryptocloud_note).toMatch(new RegExp(`${checkout.data.uuid} expired`))
      expect(await reservations()).toBe(0)
    })

    it("a stranger's session on the order's collection, its invoice expired, a reconciliation pass: the order stands, and the customer's payment is captured once", async () => {
      const { checkout, orderId } = await placeOrder()
      const outsider = stranger(api, () => store)
      expect((await outsider.collectionsOf(orderId)).map((pc) => pc.id)).toContain(checkout.collectionId)
      const { session } = await outsider.openSession(checkout.collectionId, PROVIDER_ID, { cryptocurrency: "BTC" })
      expect(session?.data.uuid).toBeDefined()
      sandbox.current.expire(session!.data.uuid)
      await reconcileCryptoCloudSessions(getContainer())
      expect((await orderSummary(getContainer(), orderId)).status).not.toBe("canceled")
      expect(await reservations()).toBeGreaterThan(0)
      expect(sandbox.current.getInvoice(checkout.data.uuid)!.status).toBe("created")

      await payWithPostback(checkout.data.uuid)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({
        entity: "payment",
        fields: ["id", "captures.amount"],
        filters: { payment_collection_id: checkout.collectionId },
      })
      expect(payments).toHaveLength(1)
      expect(payments[0].captures).toHaveLength(1)
      expect(MathBN.eq(payments[0].captures[0].amount, checkout.total)).toBe(true)
      const order = await orderSummary(getContainer(), orderId)
      expect(order.status).not.toBe("canceled")
      expect(MathBN.eq(order.summary.paid_total, checkout.total)).toBe(true)
      expect((await api.get("/admin/cryptocloud/attention", admin.config)).data.attention_items).toEqual([])
    })

    it("a stranger's invoice expires first, then the customer's unpaid one while another stranger's is open: the customer's expiry cancels the order", async () => {
      const { checkout, orderId } = await placeOrder()
      const outsider = stranger(api, () => store)
      const { session } = await outsider.openSession(checkout.collectionId, PROVIDER_ID, { cryptocurrency: "BTC" })
      sandbox.current.expire(session!.data.uuid)
      await reconcileCryptoCloudSessions(getContainer())
      expect((await orderSummary(getContainer(), orderId)).status).not.toBe("canceled")
      // A stranger's open invoice does not keep the order waiting (and its stock held) for ever.
      const open = (await outsider.openSession(checkout.collectionId, PROVIDER_ID, { cryptocurrency: "LTC" })).session!.data.uuid
      sandbox.current.expire(checkout.data.uuid)
      await reconcileCryptoCloudSessions(getContainer())
      expect(sandbox.current.getInvoice(open)!.status).toBe("created")
      expect((await orderSummary(getContainer(), orderId)).status).toBe("canceled")
      expect(await reservations()).toBe(0)
    })

    it("51 strangers' invoices on the order's collection expire before the customer's: none cancels the order while the customer's can still be paid", async () => {
      const { checkout, orderId } = await placeOrder()
      const outsider = stranger(api, () => store)
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const client = new CryptoCloudClient({ apiKey: SANDBOX_KEYS.apiKey, shopId: SANDBOX_KEYS.shopId, baseUrl: sandbox.current.url })
      // Expired at the service, and read when the churned cadence last came round (so the next pass reads them again).
      const readAt = new Date(Date.now() - CHURNED_READ_INTERVAL_MS - 60_000)
      const expireAndRead = async (uuids: string[]) => {
        for (const uuid of uuids) sandbox.current.expire(uuid)
        for (const invoice of await client.getInvoices(uuids)) await observeInvoice(pg, invoice, readAt)
      }
      // A coin each (40 of them): a session in a coin takes over an earlier stranger's released
      // invoice in that coin while the ledger holds it open, so the first 40 expire before the coins come round.
      const strangers: string[] = []
      for (let i = 0; i < 51; i++) {
        if (i === PAYMENT_CURRENCY_CODES.length) await expireAndRead(strangers)
        const { session } = await outsider.openSession(checkout.collectionId, PROVIDER_ID, {
          cryptocurrency: PAYMENT_CURRENCY_CODES[i % PAYMENT_CURRENCY_CODES.length],
        })
        strangers.push(session!.data.uuid)
      }
      await expireAndRead(strangers.slice(PAYMENT_CURRENCY_CODES.length))
      expect(new Set(strangers).size).toBe(51)
      expect(strangers).not.toContain(checkout.data.uuid)

      // The customer's checkout invoice is older than the newest 50 rows of the collection.
      await reconcileCryptoCloudSessions(getContainer())
      expect((await orderSummary(getContainer(), orderId)).status).not.toBe("canceled")
      expect(await reservations()).toBeGreaterThan(0)
      expect(sandbox.current.getInvoice(checkout.data.uuid)!.status).toBe("created")
      const rows = await cryptocloud().ledger.findMany(strangers)
      expect(rows.map((row) => row.status)).toEqual(Array(51).fill("canceled"))
    })

    it("paid in full after its order was cancelled at expiry: not captured onto the cancelled order, one capture_failed item", async () => {
      const { checkout, orderId } = await placeOrder()
      sandbox.current.expire(checkout.data.uuid)
      await reconcileCryptoCloudSessions(getContainer())
      expect((await orderSummary(getContainer(), orderId)).status).toBe("canceled")

      await sandbox.current.pay(checkout.data.uuid, "exact") // the late payment, with its postback
      await sandbox.current.flushPostbacks()
      await reconcileCryptoCloudSessions(getContainer())
      await reconcileCryptoCloudSessions(getContainer())
      expect(await paymentsForSession(getContainer(), checkout.sessionId)).toEqual([])
      const items = (await api.get("/admin/cryptocloud/attention", admin.config)).data.attention_items
      expect(items).toEqual([
        expect.objectContaining({
          kind: "capture_failed",
          invoice_uuid: checkout.data.uuid,
          order_id: orderId,
          status: "open",
          amount: sandbox.current.getInvoice(checkout.data.uuid)!.amountPaid,
        }),
      ])
      expect(items[0].description).toMatch(/was cancelled before the payment arrived/)
    })
  },
})
