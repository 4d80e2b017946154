/**
 * An order's id is not a key (issue 34): anyone with the order id and the publishable key can
 * read the order's payment collections and open sessions on its open collection, which makes
 * Medusa delete the customer's session. None of that may cost the customer: the invoice they were
 * given stays payable and, paid, is captured once onto the order; nothing is told as unmatched.
 * Money on a second invoice of an already paid collection is an overpayment, never a second capture.
 * Nor can they refuse the customer's own way to pay: 40 strangers' sessions spend the collection's
 * anonymous invoice budget, and the signed-in customer's storefront order payment still starts.
 */
import Medusa from "@medusajs/js-sdk"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { PAYMENT_CURRENCY_CODES } from "../../src/lib/cryptocloud"
import { createOrderPayment } from "../../src/storefront"
import { signUp } from "../helpers/static-wallets"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { orderSummary } from "../helpers/orders"
import { orderChanges, type DifferenceSession } from "../helpers/order-changes"
import { PROVIDER_ID, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { stranger } from "../helpers/stranger"
import { waitFor } from "../helpers/wait-for"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { HOODIE_PLAN } from "./order-changes"

const sandbox = appSandbox
const HOODIE = "HOODIE-1"

export default defineSuite("stranger-sessions", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  const changes = orderChanges(
    api,
    () => admin,
    () => store
  )
  const outsider = stranger(api, () => store)

  beforeAll(async () => {
    store = await seedStore(getContainer(), HOODIE_PLAN)
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => {
    sandbox.current.clearFaults()
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
  })

  const attention = async () => (await api.get("/admin/cryptocloud/attention?status=open", admin.config)).data.attention_items as any[]
  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")

  /** Every payment Medusa made on the collection, with its captures. */
  async function paymentsOfCollection(collectionId: string) {
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "payment",
      fields: ["id", "amount", "payment_session_id", "captures.amount"],
      filters: { payment_collection_id: collectionId },
    })
    return data as Array<{ id: string; amount: number; payment_session_id: string; captures: Array<{ amount: number }> }>
  }

  /** An order owing a difference (an edit added a hoodie), and the customer's crypto session on it. */
  async function customerPayingDifference(coin = "USDT_TRC20"): Promise<DifferenceSession> {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    const orderId = res.data.order.id as string
    await changes.editAddingItem(orderId, store.skus[HOODIE])
    return changes.payDifferenceWithCrypto(getContainer(), orderId, { cryptocurrency: coin })
  }

  /** The customer pays their invoice on the hosted page; waits until the plugin has applied the postback. */
  async function customerPays(uuid: string) {
    await sandbox.current.pay(uuid, "exact")
    await sandbox.current.flushPostbacks()
    await waitFor(async () => (await cryptocloud().ledger.find(uuid))?.settled_at, { what: `invoice ${uuid} applied`, timeoutMs: 30000 })
  }

  async function expectCapturedOnce(diff: DifferenceSession) {
    const payments = await paymentsOfCollection(diff.collectionId)
    expect(payments).toHaveLength(1)
    expect(payments[0].captures).toHaveLength(1)
    expect(MathBN.eq(payments[0].captures[0].amount, diff.amount)).toBe(true)
    const order = await orderSummary(getContainer(), diff.orderId)
    expect(order.status).not.toBe("canceled")
    expect(MathBN.eq(order.summary.pending_difference, 0)).toBe(true)
  }

  it("a stranger's sessions (another coin, then another provider) on the order's collection: the customer's invoice stays open and, paid, is captured once — nothing unmatched", async () => {
    const diff = await customerPayingDifference("USDT_TRC20")
    const [collection] = (await outsider.collectionsOf(diff.orderId)).filter((pc) => pc.id === diff.collectionId)
    expect(collection).toBeDefined()

    const other = await outsider.openSession(diff.collectionId, PROVIDER_ID, { cryptocurrency: "BTC" })
    expect(other.session?.data.uuid).toBeDefined()
    expect(other.session!.data.uuid).not.toBe(diff.data.uuid)
    expect((await outsider.openSession(diff.collectionId, "pp_system_default")).status).toBe(200)
    // A pass of the job, as the minute would bring: it cancels nothing of an order's collection.
    await reconcileCryptoCloudInvoices(getContainer())
    expect(sandbox.current.getInvoice(diff.data.uuid)!.status).toBe("created")

    // The customer's page still polls their (deleted) session: it answers for their invoice.
    const shop = storefront(api, store)
    expect(await shop.sessionStatus(diff.sessionId)).toEqual(
      expect.objectContaining({ status: "pending", invoice: expect.objectContaining({ uuid: diff.data.uuid, address: diff.data.address }) })
    )

    await customerPays(diff.data.uuid)
    await expectCapturedOnce(diff)
    expect(await attention()).toEqual([])
    // The postback log says the plugin decided it, not that nobody held it.
    const log = await waitFor(
      async () => {
        const lines = (await api.get(`/admin/cryptocloud/postbacks?invoice_id=${diff.data.uuid}`, admin.config)).data.postbacks as any[]
        return lines.length ? lines : null
      },
      { what: "the postback's log line" }
    )
    expect(log).toEqual([expect.objectContaining({ outcome: "applied", reason_code: "replaced_on_order", status: "paid" })])
    // Adopted by the plugin's session, it still answers the customer's poll: paid.
    expect(await shop.sessionStatus(diff.sessionId)).toEqual(
      expect.objectContaining({ status: "captured", invoice: expect.objectContaining({ uuid: diff.data.uuid }) })
    )
    // A later pass changes nothing: still one capture.
    await reconcileCryptoCloudInvoices(getContainer())
    await expectCapturedOnce(diff)
    expect(await attention()).toEqual([])
  })

  it("paid with the postback lost: the reconciliation captures the customer's invoice once, after a stranger replaced its session", async () => {
    const diff = await customerPayingDifference("USDT_TRC20")
    await outsider.openSession(diff.collectionId, PROVIDER_ID, { cryptocurrency: "LTC" })
    await sandbox.current.pay(diff.data.uuid, "exact", { postback: false })
    await reconcileCryptoCloudInvoices(getContainer())
    await expectCapturedOnce(diff)
    expect(await attention()).toEqual([])
  })

  it("40 strangers' sessions on the order's collection spend its anonymous budget; the signed-in customer's storefront order payment still starts", async () => {
    const email = `own-path-${Date.now()}@example.com`
    const customer = await signUp(api, store.publishableKey, email)
    const shop = storefront(api, store, { headers: customer.config.headers })
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const orderId = (await shop.complete(checkout.cartId)).data.order.id as string
    await changes.editAddingItem(orderId, store.skus[HOODIE])
    const collection = await changes.unpaidCollection(getContainer(), orderId)

    const coins = PAYMENT_CURRENCY_CODES.filter((code) => code !== "USDT_TRC20") // the customer's coin is left to them: theirs is a new invoice
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await outsider.openSession(collection.id, PROVIDER_ID, { cryptocurrency: coins[i % coins.length] })).status)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0) // the collection's 20 an hour are spent

    // The storefront's order page, the customer signed in with the js-sdk (its token goes with every request).
    const sdk = new Medusa({ baseUrl: api.defaults.baseURL!, publishableKey: store.publishableKey, auth: { type: "jwt", jwtTokenStorageMethod: "memory" } })
    await sdk.auth.login("customer", "emailpass", { email, password: "correct-horse-battery-staple" })
    const pay = createOrderPayment(sdk, { pollIntervalMs: 200 })
    expect((await pay.load(collection.id, orderId)).paid).toBe(false)
    const payment = await pay.startPayment(collection.id, "USDT_TRC20")
    const own = await cryptocloud().ledger.find(payment.invoiceId)
    expect(own).toEqual(expect.objectContaining({ payment_collection_id: collection.id, opened_by_stranger: false, crypto_currency: "USDT_TRC20" }))
    const strangers = (await cryptocloud().ledger.ofCollection(collection.id)).filter((row) => row.uuid !== payment.invoiceId)
    expect(strangers.length).toBeGreaterThan(0)
    expect(strangers.every((row) => row.opened_by_stranger)).toBe(true)
  })

  it("both the customer's and the stranger's invoice paid: the order is captured once, the second payment is one overpayment item", async () => {
    const diff = await customerPayingDifference("USDT_TRC20")
    const other = await outsider.openSession(diff.collectionId, PROVIDER_ID, { cryptocurrency: "BTC" })
    const second = other.session!.data.uuid as string
    await customerPays(diff.data.uuid)
    await expectCapturedOnce(diff)
    // The stranger's invoice is held by a live session of the collection, which is paid already.
    await customerPays(second)
    await expectCapturedOnce(diff)
    expect(await attention()).toEqual([
      expect.objectContaining({ kind: "overpayment", invoice_uuid: second, order_id: diff.orderId, amount: sandbox.current.getInvoice(second)!.amountPaid }),
    ])
  })
})
