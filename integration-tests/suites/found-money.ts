/**
 * The service is the source of truth (design.md): a database restored from a backup forgets
 * checkouts paid after it; the reconciliation's lookback over CryptoCloud's invoice list finds
 * their money within two passes — an order where the cart survived, an `unmatched_payment` item
 * where it did not — and restoring again never makes a second order or item.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { databaseBackups } from "../helpers/db-backup"
import { ordersForCart, orderSummary } from "../helpers/orders"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront } from "../helpers/storefront"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { readCheckoutReference, sessionIdOfOrderId } from "../../src/domain/checkout-reference"

const sandbox = appSandbox

async function ledgerRow(container: MedusaContainer, uuid: string) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  return (await pg("cryptocloud_invoice").where({ uuid }).whereNull("deleted_at"))[0] as { found_as: string | null; shop_id: string } | undefined
}

export default defineSuite("found money after a database restore", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  const backups = databaseBackups(getContainer)

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  afterAll(() => backups.drop())

  const reconcile = () => reconcileCryptoCloudInvoices(getContainer())
  const itemsOf = async (uuid: string) =>
    (await api.get(`/admin/cryptocloud/attention?status=open`, admin.config)).data.attention_items.filter((i: any) => i.invoice_uuid === uuid)

  /** Paid, and the order made, before the disaster: the store had it all. */
  async function paidCheckout(cartId: string) {
    const shop = storefront(api, store)
    const checkout = await shop.initiateSession(cartId)
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    await reconcile()
    expect(await ordersForCart(getContainer(), cartId)).toHaveLength(1)
    return checkout
  }

  it("the cart survived the restore: within two passes one order, captured for the cart total; restored twice over, still one", async () => {
    const shop = storefront(api, store)
    const cartId = await shop.createCart("eur")
    await backups.backup() // last night's backup: the cart is in it, the payment is not
    const checkout = await paidCheckout(cartId)
    // The invoice names its cart without the database (sealed, so the cart id is not readable in it).
    const orderId = sandbox.current.getInvoice(checkout.data.uuid)!.orderId!
    expect(sessionIdOfOrderId(orderId)).toBe(checkout.sessionId)
    expect(orderId).not.toContain(cartId.slice("cart_".length))
    expect(readCheckoutReference(orderId, null).kind).toBe("other_store") // without the key it opens for nobody

    for (let round = 1; round <= 2; round++) {
      await backups.restore()
      expect(await ordersForCart(getContainer(), cartId)).toHaveLength(0) // the restore forgot it
      expect(await ledgerRow(getContainer(), checkout.data.uuid)).toBeUndefined()

      const first = await reconcile()
      const second = await reconcile()
      expect(first.found?.found).toEqual({ cart: 1 })
      expect(second.found?.found).toEqual({})
      const orders = await ordersForCart(getContainer(), cartId)
      expect(orders).toHaveLength(1)
      const order = await orderSummary(getContainer(), orders[0])
      expect(MathBN.eq(order.summary.paid_total ?? order.summary.raw_paid_total?.value, checkout.total)).toBe(true)
      expect(await ledgerRow(getContainer(), checkout.data.uuid)).toMatchObject({ found_as: "cart" })
      expect(await itemsOf(checkout.data.uuid)).toEqual([])
    }
  })

  it("the cart is gone too: one unmatched_payment item naming the invoice and its money; restored twice over, still one", async () => {
    await backups.backup() // before the customer even had a cart
    const shop = storefront(api, store)
    const checkout = await paidCheckout(await shop.createCart("eur"))
    const invoice = sandbox.current.getInvoice(checkout.data.uuid)!

    for (let round = 1; round <= 2; round++) {
      await backups.restore()
      const first = await reconcile()
      await reconcile()
      expect(first.found?.found).toEqual({ cart_gone: 1 })
      const items = await itemsOf(checkout.data.uuid)
      expect(items).toHaveLength(1)
      expect(items[0]).toMatchObject({ kind: "unmatched_payment", amount: invoice.amountPaid, currency: invoice.cryptocurrency, order_id: null })
      expect(items[0].description).toContain(checkout.data.uuid)
      expect(items[0].description).toContain(`${invoice.amountInFiat} EUR`)
      expect(items[0].actions).toContain("return")
      expect(await ledgerRow(getContainer(), checkout.data.uuid)).toMatchObject({ found_as: "cart_gone" })
    }
  })

  it("an invoice made outside the store (the dashboard) is told as such, never made an order; an unpaid one is left alone", async () => {
    const shopId = sandbox.current.options.shopId
    const paid = sandbox.current.createInvoice({ shop_id: shopId, amount: 12.5, currency: "USD", order_id: "DASHBOARD-7" })
    const unpaid = sandbox.current.createInvoice({ shop_id: shopId, amount: 3, currency: "USD" })
    await sandbox.current.pay(paid.uuid, "exact", { postback: false })
    const report = await reconcile()
    expect(report.found?.found).toEqual({ outside: 1 })
    const [item] = await itemsOf(paid.uuid)
    expect(item).toMatchObject({ kind: "unmatched_payment", shop_id: shopId })
    expect(item.description).toMatch(/outside this store/)
    expect(await itemsOf(unpaid.uuid)).toEqual([])
    expect(await ledgerRow(getContainer(), unpaid.uuid)).toBeUndefined()
    expect((await reconcile()).found?.found).toEqual({})
  })

  it("a lookback window of 2,000 invoices is read in list pages within the per-pass budget, with no info call, and every paid one is found", async () => {
    const shopId = sandbox.current.options.shopId
    const paid: string[] = []
    for (let i = 0; i < 2000; i++) {
      const invoice = sandbox.current.createInvoice({ shop_id: shopId, amount: 5, currency: "USD", order_id: `EXT-${i}` })
      if (i % 250 === 7) paid.push(invoice.uuid)
    }
    for (const uuid of paid) await sandbox.current.pay(uuid, "exact", { postback: false })
    const lists = () => sandbox.current.countRequests("/v2/invoice/merchant/list")
    const infos = () => sandbox.current.countRequests("/v2/invoice/merchant/info")
    const infosBefore = infos()
    let found = 0
    let passes = 0
    while (found < paid.length && passes < 10) {
      const before = lists()
      const report = await reconcileCryptoCloudInvoices(getContainer(), { lookback: { listCalls: 5 } })
      expect(lists() - before).toBeLessThanOrEqual(5) // the deposit pass reads the lookback's pages, not its own
      found += report.found?.found.outside ?? 0
      passes++
    }
    expect(found).toBe(paid.length)
    expect(passes).toBeLessThanOrEqual(5) // 20 pages, 5 a pass (the newest page each time)
    expect(infos() - infosBefore).toBe(0)
    for (const uuid of paid) expect(await itemsOf(uuid)).toHaveLength(1)
  })
})
