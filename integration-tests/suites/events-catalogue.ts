/**
 * The events catalogue (src/domain/events.ts; docs/operations.md, "Events other systems can
 * follow"), money coming in: each event reaches a subscriber once per cause — also when the
 * postback is delivered again and when the reconciliation pass (two instances' at once, then the
 * next one) reads the invoice again — with `id`, `shop_id` and amounts as decimal strings.
 * Money going out: events-money-out.ts.
 */
import type { AdminSession } from "../helpers/admin"
import { loginAdmin } from "../helpers/admin"
import { DECIMAL_STRING, followEvents } from "../helpers/bus-events"
import { ordersForCart } from "../helpers/orders"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { sandboxWallet, signUp } from "../helpers/static-wallets"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import {
  ATTENTION_CREATED_EVENT,
  ATTENTION_RESOLVED_EVENT,
  DEPOSIT_RECEIVED_EVENT,
  INVOICE_EVENTS,
  INVOICE_EXPIRED_EVENT,
  INVOICE_LATE_PAYMENT_EVENT,
  INVOICE_PAID_EVENT,
  INVOICE_PARTIALLY_PAID_EVENT,
  STATIC_WALLET_DEPOSIT_EVENT,
} from "../../src/domain/events"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const SHOP = SANDBOX_KEYS.shopId

export default defineSuite("events-catalogue", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let hooks: ReturnType<typeof trackWebhooks>
  let events: ReturnType<typeof followEvents>

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    hooks = trackWebhooks(getContainer())
    const names = [...INVOICE_EVENTS, ATTENTION_CREATED_EVENT, ATTENTION_RESOLVED_EVENT, DEPOSIT_RECEIVED_EVENT, STATIC_WALLET_DEPOSIT_EVENT]
    events = followEvents(getContainer(), names, "events-catalogue")
  })
  beforeEach(() => events.reset())
  afterAll(() => hooks.restore())

  /** The pass of two instances at once, then the next one: each reads every open invoice again. */
  const passes = async () => {
    await Promise.all([reconcileCryptoCloudInvoices(getContainer()), reconcileCryptoCloudInvoices(getContainer())])
    await reconcileCryptoCloudInvoices(getContainer())
  }
  const deliver = async (uuid: string, sessionId: string) => {
    const before = hooks.results.length
    await sandbox.current.sendPostback(uuid)
    await hooks.processed(1, before, 30_000, sessionId)
  }

  it("paid: invoice.paid once — its postback delivered twice, then the passes — naming the order", async () => {
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    try {
      const checkout = await storefront(api, store).checkout("eur")
      const uuid = checkout.data.uuid
      await sandbox.current.pay(uuid, "exact", { postback: false })
      await deliver(uuid, checkout.sessionId)
      const orderId = await waitFor(async () => (await ordersForCart(getContainer(), checkout.cartId))[0], { what: "the order" })
      await deliver(uuid, checkout.sessionId)
      await passes()

      const [paid] = await events.exactly(INVOICE_PAID_EVENT, 1, (d) => d.id === uuid)
      expect(paid).toEqual({
        id: uuid,
        invoice_uuid: uuid,
        shop_id: SHOP,
        order_id: orderId,
        payment_session_id: checkout.sessionId,
        status: "paid",
        fiat_amount: DECIMAL_STRING,
        fiat_currency: "EUR",
        crypto_amount: sandbox.current.getInvoice(uuid)!.amount,
        amount_paid: sandbox.current.getInvoice(uuid)!.amountPaid,
        crypto_currency: expect.any(String),
        test_mode: true,
      })
      expect(Number(paid.fiat_amount)).toBeCloseTo(checkout.total, 2)
      for (const name of [INVOICE_PARTIALLY_PAID_EVENT, INVOICE_EXPIRED_EVENT, INVOICE_LATE_PAYMENT_EVENT]) expect(events.of(name)).toEqual([])
    } finally {
      sandbox.current.setPostbackUrl(null)
    }
  })

  it("part paid, expired, more after expiry, resolved: each event once, items created and resolved once", async () => {
    const checkout = await storefront(api, store).checkout("eur")
    const uuid = checkout.data.uuid
    const mine = (d: any) => d.id === uuid || d.invoice_uuid === uuid

    await sandbox.current.pay(uuid, "partial", { postback: false })
    await passes()
    const [partial] = await events.exactly(INVOICE_PARTIALLY_PAID_EVENT, 1, mine)
    // Its first release's fields stay (currency: the coin), beside the catalogue's.
    expect(partial).toEqual(
      expect.objectContaining({
        id: uuid,
        invoice_uuid: uuid,
        shop_id: SHOP,
        status: "partial",
        payment_session_id: checkout.sessionId,
        amount_paid: DECIMAL_STRING,
        to_surcharge: DECIMAL_STRING,
        currency: partial.crypto_currency,
        fiat_amount: DECIMAL_STRING,
      })
    )

    sandbox.current.expire(uuid)
    await passes()
    const [expired] = await events.exactly(INVOICE_EXPIRED_EVENT, 1, mine)
    expect(expired).toEqual(expect.objectContaining({ id: uuid, shop_id: SHOP, status: "canceled", amount_paid: partial.amount_paid }))
    const [expiredItem] = await events.exactly(ATTENTION_CREATED_EVENT, 1, mine)
    expect(expiredItem).toEqual(
      expect.objectContaining({ kind: "expired_partial", id: expect.stringMatching(/^ccatt_/), shop_id: SHOP, amount: partial.amount_paid, test_mode: true })
    )

    // More arrives after expiry: a late payment; the expired_partial item no longer tells the money.
    await sandbox.current.pay(uuid, "partial", { postback: false })
    await passes()
    const [late] = await events.exactly(INVOICE_LATE_PAYMENT_EVENT, 1, mine)
    expect(late).toEqual(expect.objectContaining({ id: uuid, shop_id: SHOP, amount_paid: sandbox.current.getInvoice(uuid)!.amountPaid }))
    const created = await events.exactly(ATTENTION_CREATED_EVENT, 2, mine)
    const lateItem = created.find((d) => d.kind === "late_payment")!
    expect(lateItem).toEqual(expect.objectContaining({ shop_id: SHOP, amount: late.amount_paid, currency: late.crypto_currency }))
    const [autoResolved] = await events.exactly(ATTENTION_RESOLVED_EVENT, 1, mine)
    expect(autoResolved).toEqual(
      expect.objectContaining({
        id: expiredItem.id,
        kind: "expired_partial",
        shop_id: SHOP,
        resolution: "noted",
        resolved_by: null,
        resolved_at: expect.any(String),
      })
    )

    // The merchant resolves the late payment: one event; resolving again is refused and says nothing.
    const resolve = () => api.post(`/admin/cryptocloud/attention/${lateItem.id}/resolve`, { note: "Refunded by hand" }, admin.config)
    expect((await resolve()).status).toBe(200)
    expect((await resolve()).status).toBe(400)
    const resolved = await events.exactly(ATTENTION_RESOLVED_EVENT, 2, mine)
    expect(resolved.find((d) => d.id === lateItem.id)).toEqual(
      expect.objectContaining({ kind: "late_payment", shop_id: SHOP, resolution: "noted", resolved_by: admin.userId, amount: late.amount_paid })
    )
    await passes()
    for (const [name, count] of [
      [INVOICE_PARTIALLY_PAID_EVENT, 1],
      [INVOICE_EXPIRED_EVENT, 1],
      [INVOICE_LATE_PAYMENT_EVENT, 1],
      [INVOICE_PAID_EVENT, 0],
      [ATTENTION_CREATED_EVENT, 2],
      [ATTENTION_RESOLVED_EVENT, 2],
    ] as const) {
      expect({ name, count: events.of(name, mine).length }).toEqual({ name, count })
    }
  })

  it("a static-wallet deposit: deposit.received once, beside static_wallet.deposit_received, whatever the passes", async () => {
    const customer = await signUp(api, store.publishableKey, "events-deposit@example.com")
    const wallet = (await api.post("/store/cryptocloud/static-wallets", { currency: "USDT_TRC20" }, customer.config)).data.static_wallet
    const deposit = await sandbox.current.depositToStaticWallet(sandboxWallet(sandbox.current, wallet.address).uuid, "25.5", { postback: false })
    await passes()

    const [received] = await events.exactly(DEPOSIT_RECEIVED_EVENT, 1, (d) => d.invoice_id === deposit.uuid)
    expect(received).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        shop_id: SHOP,
        invoice_id: deposit.uuid,
        customer_id: customer.id,
        currency: "USDT_TRC20",
        amount: "25.5",
      })
    )
    if (received.amount_usd !== null) expect(received.amount_usd).toEqual(DECIMAL_STRING)
    expect(await events.exactly(STATIC_WALLET_DEPOSIT_EVENT, 1, (d) => d.invoice_id === deposit.uuid)).toEqual([received])
  })
})
