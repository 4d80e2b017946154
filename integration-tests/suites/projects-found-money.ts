/**
 * Found money in a store with two CryptoCloud projects (design.md, "The service is the source of
 * truth"): each project's invoice list is read with its own key, and what it shows is that
 * project's — an order through that project's provider, or that project's item, never another's.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { databaseBackups } from "../helpers/db-backup"
import { ordersForCart } from "../helpers/orders"
import { PROVIDER_ID, SANDBOX_KEYS, SECOND_KEYS, SECOND_PROVIDER_ID } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront, type RegionKey } from "../helpers/storefront"
import { MONEY_IN_PLAN } from "./projects-money-in"

const providerOf = (region: RegionKey) => (region === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID)

export default defineSuite("projects-found-money", ({ api, getContainer, secondSandbox }) => {
  const first = appSandbox
  const second = secondSandbox!
  let store: SeededStore
  let admin: AdminSession
  const backups = databaseBackups(getContainer)
  const container = (): MedusaContainer => getContainer()
  const ledgerRow = async (uuid: string) =>
    (await container().resolve(ContainerRegistrationKeys.PG_CONNECTION)("cryptocloud_invoice").where({ uuid }).whereNull("deleted_at").first()) as
      Record<string, any> | undefined
  const itemsOf = async (uuid: string) =>
    (await api.get(`/admin/cryptocloud/attention?status=open`, admin.config)).data.attention_items.filter((i: any) => i.invoice_uuid === uuid)

  beforeAll(async () => {
    store = await seedStore(getContainer(), MONEY_IN_PLAN)
    admin = await loginAdmin(getContainer(), api)
  })
  afterAll(() => backups.drop())

  it("a second-project checkout lost in a restore: found in the second project's list, its order made through the second project's provider", async () => {
    const shop = storefront(api, store, { providerOf })
    const cartId = await shop.createCart("jpy")
    await backups.backup()
    const checkout = await shop.initiateSession(cartId, undefined, SECOND_PROVIDER_ID)
    await second.current.pay(checkout.data.uuid, "exact", { postback: false })
    await backups.restore()

    const report = await reconcileCryptoCloudInvoices(container())
    expect(report.found?.found).toEqual({ cart: 1 })
    expect(await ordersForCart(container(), cartId)).toHaveLength(1)
    expect(await ledgerRow(checkout.data.uuid)).toMatchObject({ shop_id: SECOND_KEYS.shopId, found_as: "cart" })
    const row = await ledgerRow(checkout.data.uuid)
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data: sessions } = await query.graph({ entity: "payment_session", fields: ["id", "provider_id", "status"], filters: { id: row!.session_id } })
    expect(sessions[0]).toMatchObject({ provider_id: SECOND_PROVIDER_ID })
    // The first project's service never heard of the invoice.
    expect(first.current.requests.some((r) => JSON.stringify(r.body ?? {}).includes(checkout.data.uuid.slice(4)))).toBe(false)
  })

  it("a paid invoice made in the second project's dashboard is the second project's item, not an order here nor the first project's item", async () => {
    const invoice = second.current.createInvoice({ shop_id: SECOND_KEYS.shopId, amount: 40, currency: "USD", order_id: "MANUAL-12" })
    await second.current.pay(invoice.uuid, "exact", { postback: false })
    const report = await reconcileCryptoCloudInvoices(container())
    expect(report.found?.found).toEqual({ outside: 1 })
    const [item] = await itemsOf(invoice.uuid)
    expect(item).toMatchObject({ kind: "unmatched_payment", shop_id: SECOND_KEYS.shopId, order_id: null })
    expect(item.shop_id).not.toBe(SANDBOX_KEYS.shopId)
    expect(await ledgerRow(invoice.uuid)).toMatchObject({ shop_id: SECOND_KEYS.shopId, found_as: "outside" })
  })
})
