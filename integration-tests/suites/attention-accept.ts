/**
 * An attention item's money settled from the admin (design.md, "Money that is on no order"):
 * "accept what arrived" turns the item's cart into an order with the part payment captured and
 * the shortfall on the order and on the ledger (the payments report's `accepted_shortfall`).
 */
import { MathBN, Modules } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderSummary, ordersForCart, paymentsForSession } from "../helpers/orders"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sentNotifications } from "../helpers/outbox"

const sandbox = appSandbox

const FORM = { headers: { "content-type": "application/x-www-form-urlencoded" }, validateStatus: () => true, maxRedirects: 0 }
const PAGE = { validateStatus: () => true, maxRedirects: 0 }
const pageKind = (body: string) => /data-page="([a-z_]+)"/.exec(body)?.[1]

export default defineSuite("attention-accept", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.clearFaults())

  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
  const reconcile = () => reconcileCryptoCloudInvoices(getContainer(), {})
  const itemsFor = async (uuid: string, status = "open") =>
    (await api.get(`/admin/cryptocloud/attention?status=${status}`, admin.config)).data.attention_items.filter((i: any) => i.invoice_uuid === uuid)
  const post = (path: string, body: unknown = {}) => api.post(path, body, { ...admin.config, validateStatus: () => true })

  /** A checkout paid in part, then expired: one open expired_partial item. */
  async function expiredPartial() {
    const checkout = await storefront(api, store).checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "partial", { postback: false })
    sandbox.current.advanceTime(25 * 60 * 60 * 1000)
    await reconcile()
    const [item] = await itemsFor(checkout.data.uuid)
    expect(item).toEqual(expect.objectContaining({ kind: "expired_partial", status: "open" }))
    return { checkout, item }
  }

  it("an expired part payment accepted: one order with the part captured, the shortfall on the order and the ledger, the item resolved `accepted`", async () => {
    const { checkout, item } = await expiredPartial()
    expect(item.actions).toEqual(expect.arrayContaining(["accept", "request_rest"]))
    const row = (await cryptocloud().ledger.find(checkout.data.uuid))!
    // What arrived, at the invoice's own rate (fiat / crypto asked), in the store currency.
    const arrived = MathBN.div(MathBN.mult(row.fiat_amount, row.amount_paid!), row.crypto_amount!)
    const shortfall = MathBN.sub(row.fiat_amount, arrived)

    // Two admins at once: one order.
    const [first, second] = await Promise.all([
      post(`/admin/cryptocloud/attention/${item.id}/accept`, { note: "Small shortfall, shipping anyway" }),
      post(`/admin/cryptocloud/attention/${item.id}/accept`, { note: "Same, from the other tab" }),
    ])
    const ok = [first, second].filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect([first, second].find((r) => r.status !== 200)?.status).toBe(400)

    const orders = await ordersForCart(getContainer(), checkout.cartId)
    expect(orders).toHaveLength(1)
    expect(ok[0].data.attention_item).toEqual(
      expect.objectContaining({ status: "resolved", resolution: "accepted", order_id: orders[0], resolved_by: admin.userId, actions: [] })
    )
    const payments = await paymentsForSession(getContainer(), checkout.sessionId)
    expect(payments).toHaveLength(1)
    expect(payments[0].captures).toHaveLength(1)
    expect(Math.abs(Number(payments[0].captures[0].amount) - Number(arrived))).toBeLessThanOrEqual(0.01)
    const order = await orderSummary(getContainer(), orders[0])
    expect(Number(order.summary.paid_total ?? order.summary.raw_paid_total?.value)).toBeCloseTo(Number(payments[0].captures[0].amount), 2)
    const { metadata } = await getContainer()
      .resolve(Modules.ORDER)
      .retrieveOrder(orders[0], { select: ["id", "metadata"] })
    expect(typeof metadata?.cryptocloud_accepted_shortfall).toBe("string")
    expect(Math.abs(Number(metadata!.cryptocloud_accepted_shortfall) - Number(shortfall))).toBeLessThanOrEqual(0.01)
    expect(MathBN.eq(MathBN.add(metadata!.cryptocloud_accepted_shortfall as string, payments[0].captures[0].amount), row.fiat_amount)).toBe(true)
    expect(await cryptocloud().ledger.find(checkout.data.uuid)).toEqual(
      expect.objectContaining({ order_id: orders[0], accepted_shortfall: metadata!.cryptocloud_accepted_shortfall, accepted_at: expect.any(Date) })
    )

    // Nothing left in the queue for it, and later passes raise nothing new (the order holds it).
    await reconcile()
    expect(await itemsFor(checkout.data.uuid)).toEqual([])
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(1)
    // Accepting again is refused with what to do instead.
    const again = await post(`/admin/cryptocloud/attention/${item.id}/accept`, { note: "again" })
    expect(again.status).toBe(400)
    expect(again.data.message).toMatch(/already resolved/)
  })

  it("accept is refused for an item that does not offer it (an overpayment), with nothing changed", async () => {
    const over = await storefront(api, store).checkout("usd")
    await sandbox.current.pay(over.data.uuid, "overpay", { postback: false })
    await reconcile()
    const [item] = await itemsFor(over.data.uuid)
    expect(item).toEqual(expect.objectContaining({ kind: "overpayment" }))
    expect(item.actions).not.toContain("accept")
    const refused = await post(`/admin/cryptocloud/attention/${item.id}/accept`, { note: "no" })
    expect(refused.status).toBe(400)
    expect(refused.data.message).toMatch(/cannot be accepted/)
    expect(await itemsFor(over.data.uuid)).toHaveLength(1)
    expect((await post(`/admin/cryptocloud/attention/${item.id}/accept`, {})).status).toBe(400)
  })

  it("the rest asked for: the link e-mailed and returned, a second request replaces it; paid on the page, ONE order with both invoices captured, the item resolved `rest_paid`", async () => {
    const { checkout, item } = await expiredPartial()
    expect(item.actions).toContain("request_rest")
    const row = (await cryptocloud().ledger.find(checkout.data.uuid))!
    const arrived = MathBN.div(MathBN.mult(row.fiat_amount, row.amount_paid!), row.crypto_amount!)

    const first = await post(`/admin/cryptocloud/attention/${item.id}/request-rest`)
    expect(first.status).toBe(200)
    expect(first.data).toEqual({
      attention_item: expect.objectContaining({ id: item.id, status: "open" }),
      url: expect.stringMatching(/\/cryptocloud\/pay\/[\w-]{43}$/),
      expires_at: expect.any(String),
      emailed: true,
      amount: expect.any(String),
      currency_code: "eur",
    })
    // The difference: what the invoice asked less what arrived, at the invoice's rate.
    expect(Math.abs(Number(first.data.amount) - Number(MathBN.sub(row.fiat_amount, arrived)))).toBeLessThanOrEqual(0.01)
    const mails = (await sentNotifications(getContainer(), { template: "cryptocloud-payment-request" })).filter((m: any) => m.data?.url === first.data.url)
    expect(mails).toHaveLength(1)
    expect(mails[0].data).toEqual(expect.objectContaining({ rest_of_invoice: checkout.data.uuid, is_rest: true, amount: first.data.amount }))

    // Asked again (the first link lost or expired): a new link, the old one dead.
    const second = await post(`/admin/cryptocloud/attention/${item.id}/request-rest`)
    expect(second.status).toBe(200)
    expect(second.data.url).not.toBe(first.data.url)
    expect(second.data.amount).toBe(first.data.amount)
    const dead = await api.get(new URL(first.data.url).pathname, PAGE)
    expect(dead.status).toBe(410)

    // The customer pays the rest through the page's Pay.
    const path = new URL(second.data.url).pathname
    const form = await api.get(path, PAGE)
    expect(form.status).toBe(200)
    expect(pageKind(form.data)).toBe("form")
    expect(form.data).toContain(`€${first.data.amount}`)
    const paying = await api.post(path, "cryptocurrency=USDT_TRC20", FORM)
    expect(pageKind(paying.data)).toBe("redirect")
    const hosted = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(paying.data)![1]!.replace(/&amp;/g, "&")
    // The hosted page is named by the invoice's short id; the ledger and the API by "INV-" + it.
    const restUuid = `INV-${hosted.split("/").pop()!.replace(/^INV-/, "")}`
    expect(restUuid).not.toBe(checkout.data.uuid)
    await sandbox.current.pay(restUuid, "exact", { postback: false })
    await reconcile()

    // One order, with both invoices' money captured; no shortfall; the item resolved rest_paid.
    const orders = await ordersForCart(getContainer(), checkout.cartId)
    expect(orders).toHaveLength(1)
    const resolved = (await itemsFor(checkout.data.uuid, "resolved")).find((i: any) => i.id === item.id)
    expect(resolved).toEqual(expect.objectContaining({ status: "resolved", resolution: "rest_paid", order_id: orders[0], actions: [] }))
    const firstPayments = await paymentsForSession(getContainer(), checkout.sessionId)
    expect(firstPayments).toHaveLength(1)
    expect(MathBN.eq(firstPayments[0].captures[0].amount, row.fiat_amount)).toBe(true)
    const restRow = (await cryptocloud().ledger.find(restUuid))!
    const restPayments = await paymentsForSession(getContainer(), restRow.session_id)
    expect(restPayments).toHaveLength(1)
    expect(restPayments[0].captures).toHaveLength(1)
    expect(MathBN.eq(restPayments[0].captures[0].amount, first.data.amount)).toBe(true)
    const order = await orderSummary(getContainer(), orders[0])
    expect(Number(order.summary.pending_difference ?? order.summary.raw_pending_difference?.value)).toBeCloseTo(0, 2)
    const { metadata } = await getContainer()
      .resolve(Modules.ORDER)
      .retrieveOrder(orders[0], { select: ["id", "metadata"] })
    expect(metadata?.cryptocloud_accepted_shortfall).toBeUndefined()
    expect(String(metadata?.cryptocloud_note)).toContain(restUuid)

    // Nothing left open for either invoice, whatever later passes read; the page says paid.
    await reconcile()
    expect(await itemsFor(checkout.data.uuid)).toEqual([])
    expect(await itemsFor(restUuid)).toEqual([])
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(1)
    expect(pageKind((await api.get(path, PAGE)).data)).toBe("paid")
    const again = await post(`/admin/cryptocloud/attention/${item.id}/request-rest`)
    expect(again.status).toBe(400)
    expect(again.data.message).toMatch(/already resolved/)
  })

  it("the rest paid after the item was accepted meanwhile: still one order, the rest's money an unmatched_payment item to return", async () => {
    const { checkout, item } = await expiredPartial()
    const link = await post(`/admin/cryptocloud/attention/${item.id}/request-rest`)
    expect(link.status).toBe(200)
    const path = new URL(link.data.url).pathname
    const paying = await api.post(path, "cryptocurrency=USDT_TRC20", FORM)
    const hosted = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(paying.data)![1]!.replace(/&amp;/g, "&")
    const restUuid = `INV-${hosted.split("/").pop()!.replace(/^INV-/, "")}`
    // The merchant accepts what arrived before the customer pays the rest.
    expect((await post(`/admin/cryptocloud/attention/${item.id}/accept`, { note: "shipping now" })).status).toBe(200)
    await sandbox.current.pay(restUuid, "exact", { postback: false })
    await reconcile()
    await reconcile()
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(1)
    const resolved = (await itemsFor(checkout.data.uuid, "resolved")).find((i: any) => i.id === item.id)
    expect(resolved).toEqual(expect.objectContaining({ resolution: "accepted" }))
    const open = await itemsFor(restUuid)
    expect(open).toHaveLength(1)
    expect(open[0]).toEqual(expect.objectContaining({ kind: "unmatched_payment", status: "open" }))
    expect(open[0].actions).toContain("return")
  })

  it("asking for the rest is refused for an item that does not offer it (an overpayment), with no link made", async () => {
    const over = await storefront(api, store).checkout("usd")
    await sandbox.current.pay(over.data.uuid, "overpay", { postback: false })
    await reconcile()
    const [item] = await itemsFor(over.data.uuid)
    expect(item.actions).not.toContain("request_rest")
    const refused = await post(`/admin/cryptocloud/attention/${item.id}/request-rest`)
    expect(refused.status).toBe(400)
    expect(refused.data.message).toMatch(/has no rest to ask for/)
  })
})
