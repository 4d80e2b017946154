/**
 * Real checkouts through the store API, paid on the sandbox, completed by the storefront, the
 * postback, or both at once.
 */
import { MathBN, Modules } from "@medusajs/framework/utils"
import { processPaymentWorkflow, refundPaymentWorkflow } from "@medusajs/core-flows"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { expectOneCapturedOrder as expectOneCaptured, ordersForCart, paymentSession, paymentsForSession } from "../helpers/orders"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { trackWebhooks } from "../helpers/webhooks"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

export default defineSuite("checkout", ({ api, getContainer }) => {
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
  })

  const expectOneCapturedOrder = (cartId: string, sessionId: string, total: number) => expectOneCaptured(getContainer(), cartId, sessionId, total)

  it("1. paid, customer returns, storefront completes → one order captured at the cart total", async () => {
    const checkout = await shop.checkout("eur")
    expect(checkout.data).toEqual(expect.objectContaining({ uuid: expect.stringMatching(/^INV-/), link: expect.stringContaining("/pay/"), status: "created" }))
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const status = await shop.sessionStatus(checkout.sessionId)
    expect(status).toMatchObject({ status: "captured", order_id: null, invoice: { status: "paid" } })

    const res = await shop.complete(checkout.cartId)
    expect(res.status).toBe(200)
    expect(res.data.type).toBe("order")
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
    expect((await shop.sessionStatus(checkout.sessionId)).order_id).toBeNull() // the session id alone never reveals the order
    expect((await shop.sessionStatus(checkout.sessionId, checkout.cartId)).order_id).toBe(res.data.order.id)

    // An admin refund goes through Medusa's bookkeeping and is recorded as owed (address first), not as paid out.
    const [payment] = await paymentsForSession(getContainer(), checkout.sessionId)
    await refundPaymentWorkflow(getContainer()).run({ input: { payment_id: payment.id, amount: 5 } })
    const [refunded] = await paymentsForSession(getContainer(), checkout.sessionId)
    expect(refunded.data.refunds).toEqual([
      expect.objectContaining({ amount: "5.00", status: "awaiting_address", currency: "EUR", crypto_currency: "USDT_TRC20" }),
    ])
  })

  it("2. paid, customer never returns → the postback alone completes the cart", async () => {
    const checkout = await shop.checkout("usd")
    const before = hooks.results.length
    await sandbox.current.pay(checkout.data.uuid, "exact")
    const [result] = await hooks.processed(1, before, 30000, checkout.sessionId)
    expect(result).toEqual({ action: "captured", session_id: checkout.sessionId })
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
  })

  it("3. return and postback at the same moment → exactly one order and one capture", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const body = await sandbox.current.buildPostback(checkout.data.uuid)
    const payment = getContainer().resolve(Modules.PAYMENT)
    const action = await payment.getWebhookActionAndData({
      provider: "cryptocloud_cryptocloud",
      payload: { data: body, rawData: Buffer.from(JSON.stringify(body)), headers: {} },
    })
    expect(action.action).toBe("captured")

    const before = hooks.results.length
    await Promise.allSettled([
      shop.complete(checkout.cartId),
      processPaymentWorkflow(getContainer()).run({ input: action as any }),
      shop.complete(checkout.cartId),
      api.post(WEBHOOK_PATH, body),
    ])
    await hooks.processed(1, before, 30000, checkout.sessionId)
    await waitFor(async () => (await ordersForCart(getContainer(), checkout.cartId)).length === 1, { what: "order" })
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
  })

  it("4. partial → completion refused with a clear message; paying the rest → order", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    const refused = await shop.complete(checkout.cartId)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.data.message).toMatch(/Only part of the crypto payment has arrived/)
    expect(refused.data.message).toContain(checkout.data.link)
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
    expect((await shop.sessionStatus(checkout.sessionId)).status).toBe("requires_more")

    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
  })

  it("5. overpaid → order captured at the cart total, surplus recorded", async () => {
    const checkout = await shop.checkout("eur")
    const before = hooks.results.length
    await sandbox.current.pay(checkout.data.uuid, "overpay")
    await hooks.processed(1, before, 30000, checkout.sessionId)
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
    const session = await paymentSession(getContainer(), checkout.sessionId)
    expect(session?.data).toMatchObject({ status: "overpaid", surplus: expect.stringMatching(/^\d+(\.\d+)?$/) })
    expect(Number(session!.data.surplus)).toBeGreaterThan(0)
  })

  it("6. expired → no order, session canceled", async () => {
    const checkout = await shop.checkout("eur")
    sandbox.current.expire(checkout.data.uuid)
    const res = await shop.complete(checkout.cartId)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(0)
    expect((await paymentSession(getContainer(), checkout.sessionId))?.status).toBe("canceled")
  })

  it("7. cart total changes → old invoice cancelled at the service, new session gets a new invoice", async () => {
    const checkout = await shop.checkout("eur")
    await shop.addItem(checkout.cartId, "standard", 1)
    await waitFor(() => sandbox.current.getInvoice(checkout.data.uuid)?.status === "canceled", { what: "old invoice cancelled" })

    const again = await shop.initiateSession(checkout.cartId)
    expect(again.data.uuid).not.toBe(checkout.data.uuid)
    expect(again.total).toBeGreaterThan(checkout.total)
    expect(again.data.amount_in_fiat).toBe(MathBN.convert(again.total, 2).toFixed(2))
    await sandbox.current.pay(again.data.uuid, "exact", { postback: false })
    expect((await shop.complete(checkout.cartId)).data.type).toBe("order")
    await expectOneCapturedOrder(checkout.cartId, again.sessionId, again.total)
  })

  it("9. the same postback delivered five times → one capture", async () => {
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const body = await sandbox.current.buildPostback(checkout.data.uuid)
    const before = hooks.results.length
    await Promise.all(Array.from({ length: 5 }, () => api.post(WEBHOOK_PATH, body)))
    const results = await hooks.processed(5, before, 30000, checkout.sessionId)
    expect(results.every((r) => r.action === "captured")).toBe(true)
    await expectOneCapturedOrder(checkout.cartId, checkout.sessionId, checkout.total)
  })
})
