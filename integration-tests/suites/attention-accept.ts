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

const sandbox = appSandbox

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
})
