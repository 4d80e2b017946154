/**
 * Session churn costs the merchant (almost) nothing: a new payment session of a cart takes over
 * the open invoice its previous session released (same amount and currency), with no call to the
 * service; what nobody takes is cancelled with one call after the grace; and invoice creation has
 * a per-cart budget that answers 429 with Retry-After. Real store API calls, counted at the
 * sandbox.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { HANDOVER_GRACE_MS } from "../../src/domain/ledger/handover"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { expectOneCapturedOrder } from "../helpers/orders"
import { useSandbox, WEBHOOK_PATH } from "../helpers/sandbox"
import { trackWebhooks } from "../helpers/webhooks"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(180 * 1000)

const sandbox = useSandbox()
const CREATE = "/v2/invoice/create"
const CANCEL = "/v2/invoice/merchant/canceled"
const INFO = "/v2/invoice/merchant/info"
const BUDGET_PER_CART = 4

// Read by medusa-config.ts, which the runner loads before it applies its own `env`.
beforeAll(() => {
  process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART = String(BUDGET_PER_CART)
})
afterAll(() => {
  delete process.env.CRYPTOCLOUD_INVOICE_BUDGET_PER_CART
})

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: SeededStore
    let hooks: ReturnType<typeof trackWebhooks>
    beforeAll(async () => {
      store = await seedStore(getContainer())
      sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
      hooks = trackWebhooks(getContainer())
    })
    const pg = () => getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
    const ledgerRow = async (uuid: string) => (await pg()("cryptocloud_invoice").where({ uuid }).first()) as Record<string, any>
    const calls = () => ({ create: sandbox.current.countRequests(CREATE), cancel: sandbox.current.countRequests(CANCEL), info: sandbox.current.countRequests(INFO) })

    it("replacing a cart's session 10 times keeps one invoice: ≤ 1.1 service calls per replacement, and the payment completes the latest session", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const before = calls()
      const first = await shop.initiateSession(cartId)
      const sessions = [first]
      for (let i = 0; i < 10; i++) sessions.push(await shop.initiateSession(cartId))
      const spent = calls()
      const serviceCalls = spent.create - before.create + spent.cancel - before.cancel + spent.info - before.info
      expect(spent.create - before.create).toBe(1) // the first session's invoice only
      expect(spent.cancel - before.cancel).toBe(0)
      expect(serviceCalls / 10).toBeLessThanOrEqual(1.1)

      const last = sessions[sessions.length - 1]
      expect(new Set(sessions.map((s) => s.data.uuid)).size).toBe(1)
      expect(last.sessionId).not.toBe(first.sessionId)
      expect(last.data).toEqual(expect.objectContaining({ uuid: first.data.uuid, status: "created", link: first.data.link, amount_in_fiat: first.data.amount_in_fiat }))
      const row = await ledgerRow(first.data.uuid)
      expect(row).toEqual(expect.objectContaining({ session_id: last.sessionId, session_live: true, cancel_sent_at: null }))
      // The invoice's order_id still names the first session at the service; the ledger names the holder.
      expect(sandbox.current.getInvoice(first.data.uuid)?.orderId).toBe(first.sessionId)

      // Paid: the postback matches through the ledger and completes the cart on the latest session.
      const from = hooks.results.length
      await sandbox.current.pay(first.data.uuid, "exact")
      const [result] = await hooks.processed(1, from, 30000, last.sessionId)
      expect(result).toEqual({ action: "captured", session_id: last.sessionId })
      await expectOneCapturedOrder(getContainer(), cartId, last.sessionId, last.total)
      // Nothing was cancelled along the way, now or after the grace.
      expect(sandbox.current.getInvoice(first.data.uuid)?.status).toBe("paid")
    })

    it("a released invoice nobody takes is cancelled with one call after the grace, with no read around it", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const first = await shop.initiateSession(cartId)
      await shop.addItem(cartId, "standard") // the total changes: Medusa deletes the session
      const before = calls()
      const second = await shop.initiateSession(cartId)
      expect(second.data.uuid).not.toBe(first.data.uuid) // another amount: a new invoice
      await waitFor(async () => (await ledgerRow(first.data.uuid)).cancel_sent_at, { timeoutMs: HANDOVER_GRACE_MS + 10_000, what: "the cancel of the untaken invoice" })
      await waitFor(() => sandbox.current.getInvoice(first.data.uuid)?.status === "canceled", { what: "cancelled at the service" })
      const after = calls()
      expect(after.cancel - before.cancel).toBe(1)
      expect(after.info - before.info).toBe(0)
      expect(after.create - before.create).toBe(1)
      const row = await ledgerRow(first.data.uuid)
      expect(row).toEqual(expect.objectContaining({ session_live: false, released_at: expect.any(Date) }))
      // The new session's invoice is untouched.
      expect(sandbox.current.getInvoice(second.data.uuid)?.status).toBe("created")
    })

    it("a cart that keeps changing its total gets 429 with Retry-After once its creation budget is spent; nothing is created", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      await shop.initiateSession(cartId)
      for (let i = 1; i < BUDGET_PER_CART; i++) {
        await shop.addItem(cartId, "standard")
        await shop.initiateSession(cartId)
      }
      await shop.addItem(cartId, "standard")
      const cart = await shop.getCart(cartId)
      const before = calls()
      const res = await shop.call("post", `/store/payment-collections/${cart.payment_collection.id}/payment-sessions`, { provider_id: "pp_cryptocloud_cryptocloud" })
      expect(res.status).toBe(429)
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
      expect(res.data).toEqual(expect.objectContaining({ code: "invoice_creation_budget_spent", message: expect.stringContaining("try again in") }))
      expect(JSON.stringify(res.data)).not.toMatch(/perCartPerHour|invoiceCreationBudget/) // no configuration hint for a shopper
      expect(calls().create).toBe(before.create)
      // Another cart is not affected.
      const other = await shop.checkout("eur")
      expect(other.data.uuid).toMatch(/^INV-/)
    })
  },
})
