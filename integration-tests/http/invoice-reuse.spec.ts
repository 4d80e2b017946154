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
import { sessionIdOfOrderId } from "../../src/domain/checkout-reference"

jest.setTimeout(180 * 1000)

const sandbox = useSandbox()
// The database is restored before every test; the service forgets as much (else the
// reconciliation's lookback would find earlier tests' payments as money the store lost).
beforeEach(() => sandbox.current.forgetInvoices())
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
    const calls = () => ({
      create: sandbox.current.countRequests(CREATE),
      cancel: sandbox.current.countRequests(CANCEL),
      info: sandbox.current.countRequests(INFO),
    })

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
      expect(last.data).toEqual(
        expect.objectContaining({ uuid: first.data.uuid, status: "created", link: first.data.link, amount_in_fiat: first.data.amount_in_fiat })
      )
      const row = await ledgerRow(first.data.uuid)
      expect(row).toEqual(expect.objectContaining({ session_id: last.sessionId, session_live: true, cancel_sent_at: null }))
      // The invoice's order_id still names the first session at the service; the ledger names the holder.
      expect(sessionIdOfOrderId(sandbox.current.getInvoice(first.data.uuid)?.orderId)).toBe(first.sessionId)

      // Paid: the postback matches through the ledger and completes the cart on the latest session.
      const from = hooks.results.length
      await sandbox.current.pay(first.data.uuid, "exact")
      const [result] = await hooks.processed(1, from, 30000, last.sessionId)
      expect(result).toEqual({ action: "captured", session_id: last.sessionId })
      await expectOneCapturedOrder(getContainer(), cartId, last.sessionId, last.total)
      // Nothing was cancelled along the way, now or after the grace.
      expect(sandbox.current.getInvoice(first.data.uuid)?.status).toBe("paid")
    })

    it("a released invoice nobody takes is cancelled with one call — at once when the cart's new session has an invoice of its own — with no read around it", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const first = await shop.initiateSession(cartId)
      await shop.addItem(cartId, "standard") // the total changes: Medusa deletes the session
      const before = calls()
      const second = await shop.initiateSession(cartId)
      expect(second.data.uuid).not.toBe(first.data.uuid) // another amount: a new invoice
      await waitFor(async () => (await ledgerRow(first.data.uuid)).cancel_sent_at, {
        timeoutMs: HANDOVER_GRACE_MS + 10_000,
        what: "the cancel of the untaken invoice",
      })
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

    it("a released invoice whose cart never gets a new session is cancelled with one call after the grace", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const first = await shop.initiateSession(cartId)
      const before = calls()
      await shop.addItem(cartId, "standard") // the total changes: Medusa deletes the session; the shopper leaves
      const released = await waitFor(async () => (await ledgerRow(first.data.uuid)).released_at, { what: "the release" })
      await waitFor(async () => (await ledgerRow(first.data.uuid)).cancel_sent_at, {
        timeoutMs: HANDOVER_GRACE_MS + 10_000,
        what: "the cancel of the untaken invoice",
      })
      const row = await ledgerRow(first.data.uuid)
      expect(new Date(row.cancel_sent_at).getTime() - new Date(released).getTime()).toBeGreaterThanOrEqual(HANDOVER_GRACE_MS)
      await waitFor(() => sandbox.current.getInvoice(first.data.uuid)?.status === "canceled", { what: "cancelled at the service" })
      expect(calls().cancel - before.cancel).toBe(1)
      expect(calls().info - before.info).toBe(0)
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
      const res = await shop.call("post", `/store/payment-collections/${cart.payment_collection.id}/payment-sessions`, {
        provider_id: "pp_cryptocloud_cryptocloud",
      })
      expect(res.status).toBe(429)
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
      expect(res.data).toEqual(expect.objectContaining({ code: "invoice_creation_budget_spent", message: expect.stringContaining("try again in") }))
      expect(JSON.stringify(res.data)).not.toMatch(/perCartPerHour|invoiceCreationBudget/) // no configuration hint for a shopper
      expect(calls().create).toBe(before.create)
      // Another cart is not affected.
      const other = await shop.checkout("eur")
      expect(other.data.uuid).toMatch(/^INV-/)
    })

    // ── one payable invoice per checkout, in the coin the shopper chose ([M]) ──────────────────
    /** The cart's invoices still open at the sandbox (each names the cart's first session that made it). */
    const openInvoicesOf = (sessionIds: string[]) =>
      sandbox.current.listInvoices().filter((inv) => inv.status === "created" && inv.orderId && sessionIds.includes(sessionIdOfOrderId(inv.orderId) ?? ""))
    /** Well before the handover grace: "one open invoice" must hold at once, not after the grace's cancel. */
    const AT_ONCE = { timeoutMs: HANDOVER_GRACE_MS / 2, intervalMs: 50 }
    const expectOneOpenInvoice = async (sessions: Array<{ sessionId: string }>, coin: string) => {
      const open = await waitFor(
        () => {
          const now = openInvoicesOf(sessions.map((s) => s.sessionId))
          return now.length === 1 ? now : null
        },
        {
          ...AT_ONCE,
          what: `one open invoice (open: ${JSON.stringify(openInvoicesOf(sessions.map((s) => s.sessionId)).map((i) => [i.uuid, i.cryptocurrency]))})`,
        }
      )
      expect(open[0]).toEqual(expect.objectContaining({ cryptocurrency: coin, address: expect.any(String) }))
      return open[0]
    }

    it("a session made without a coin (the starters' 'Continue to review'), then the coin: the coin-less invoice is never handed over; one open invoice, in that coin, with an address", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const coinless = await shop.initiateSession(cartId)
      expect(coinless.data.address ?? null).toBeNull()
      const chosen = await shop.initiateSession(cartId, { cryptocurrency: "USDT_TRC20" })
      expect(chosen.data).toEqual(expect.objectContaining({ currency: "USDT_TRC20", address: expect.any(String) }))
      expect(chosen.data.uuid).not.toBe(coinless.data.uuid)
      const open = await expectOneOpenInvoice([coinless, chosen], "USDT_TRC20")
      expect(open.uuid).toBe(chosen.data.uuid)
      expect(sandbox.current.getInvoice(coinless.data.uuid)?.status).toBe("canceled")
    })

    it("the coin changed (USDT on Tron → BTC → USDT on Tron): one open invoice each time, in the coin chosen last", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const sessions = [await shop.initiateSession(cartId, { cryptocurrency: "USDT_TRC20" })]
      for (const coin of ["BTC", "USDT_TRC20"]) {
        sessions.push(await shop.initiateSession(cartId, { cryptocurrency: coin }))
        expect(sessions[sessions.length - 1].data).toEqual(expect.objectContaining({ currency: coin, address: expect.any(String) }))
        await expectOneOpenInvoice(sessions, coin)
      }
    })

    it("provider switched back and forth (crypto → manual → crypto): the crypto invoice is taken back, one open invoice", async () => {
      const shop = storefront(api, store)
      const cartId = await shop.createCart("eur")
      const first = await shop.initiateSession(cartId, { cryptocurrency: "USDT_TRC20" })
      const manual = await shop.call("post", `/store/payment-collections/${first.collectionId}/payment-sessions`, { provider_id: "pp_system_default" })
      expect(manual.status).toBe(200)
      const back = await shop.initiateSession(cartId, { cryptocurrency: "USDT_TRC20" })
      expect(back.data.uuid).toBe(first.data.uuid)
      await expectOneOpenInvoice([first, back], "USDT_TRC20")
      // And a coin-less session after it takes the coin's invoice over (it has an address).
      const coinless = await shop.initiateSession(cartId)
      expect(coinless.data.uuid).toBe(first.data.uuid)
      await expectOneOpenInvoice([first, back, coinless], "USDT_TRC20")
    })
  },
})
