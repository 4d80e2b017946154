/**
 * Money coming in stays in its project (design.md, "Several projects in one store"): in a store
 * with two CryptoCloud projects — each its own sandbox, so a call made with the wrong key lands
 * at the wrong service and is seen there — the reconciliation reads each project's invoices with
 * that project's key (and its own share of a pass), the status route reads a session's invoice
 * from its own project, a paid invoice adopted after a stranger replaced its session is given
 * to a session of its own project's provider, and a cart that switches to the other project's
 * provider never hands one project's invoice to the other. Rows of a project the options no
 * longer list are left alone.
 *
 * The app (several-projects.spec.ts): the jpy region offers the second project's
 * provider only, usd offers both projects' providers, the others the first project's.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import type { Sandbox } from "../../src/sandbox"
import { HANDOVER_GRACE_MS } from "../../src/domain/ledger/handover"
import { reconcileCryptoCloudInvoices } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { reconcileStaticWalletDeposits } from "../../src/workflows/cryptocloud/steps/reconcile-deposits"
import { staticWalletIdentify } from "../../src/domain/static-wallets"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { restartBackfill } from "../../src/workflows/cryptocloud/steps/select-ledger-rows"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { expectOneCapturedOrder, orderSummary } from "../helpers/orders"
import { orderChanges } from "../helpers/order-changes"
import { PROVIDER_ID, SANDBOX_KEYS, SECOND_KEYS, SECOND_PROVIDER_ID } from "../helpers/sandbox"
import { seedStore, TEST_PLAN, type SeededStore, type StorePlan } from "../helpers/seed-store"
import { storefront, type RegionKey } from "../helpers/storefront"
import { stranger } from "../helpers/stranger"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { HOODIE_PLAN } from "./order-changes"
import { sessionIdOfOrderId } from "../../src/domain/checkout-reference"

const INFO = "/v2/invoice/merchant/info"
const LIST = "/v2/invoice/merchant/list"
const CANCEL = "/v2/invoice/merchant/canceled"
const HOODIE = "HOODIE-1"

/** jpy: the second project only; usd: both projects; eur and chf: the first (the plan's default). */
export const MONEY_IN_PLAN: StorePlan = {
  ...HOODIE_PLAN,
  regions: TEST_PLAN.regions.map((r) =>
    r.key === "jpy"
      ? { ...r, paymentProviders: [SECOND_PROVIDER_ID, "pp_system_default"] }
      : r.key === "usd"
        ? { ...r, paymentProviders: [PROVIDER_ID, SECOND_PROVIDER_ID, "pp_system_default"] }
        : r
  ),
}

const providerOf = (region: RegionKey) => (region === "jpy" ? SECOND_PROVIDER_ID : PROVIDER_ID)

/** Every request a sandbox received that names this invoice (in its body or query). */
function requestsNaming(sandbox: Sandbox, uuid: string) {
  const id = uuid.replace(/^INV-/i, "").toLowerCase()
  return sandbox.requests.filter((r) => JSON.stringify([r.body, r.query]).toLowerCase().includes(id))
}

export default defineSuite("projects-money-in", ({ api, getContainer, secondSandbox }) => {
  const first = appSandbox
  const second = secondSandbox!
  let store: SeededStore
  let admin: AdminSession
  const container = (): MedusaContainer => getContainer()
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const ledgerRow = async (uuid: string) => (await pg()("cryptocloud_invoice").where({ uuid }).whereNull("deleted_at").first()) as Record<string, any>
  const reconcile = (maxInvoices?: number) => reconcileCryptoCloudInvoices(getContainer(), maxInvoices ? { maxInvoices } : {})

  beforeAll(async () => {
    store = await seedStore(getContainer(), MONEY_IN_PLAN)
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => {
    first.current.clearFaults()
    second.current.clearFaults()
  })

  it("a second-project checkout whose postback is lost is reconciled with the second project's key into one order; the first project's service never hears of it", async () => {
    const shop = storefront(api, store, { providerOf })
    const checkout = await shop.checkout("jpy")
    const uuid = checkout.data.uuid as string
    expect(second.current.getInvoice(uuid)).toBeDefined()
    expect((await ledgerRow(uuid)).shop_id).toBe(SECOND_KEYS.shopId)
    await second.current.pay(uuid, "exact", { postback: false })
    const infos = second.current.countRequests(INFO)

    const report = await reconcile()
    expect(report).toMatchObject({ ran: true, outcomes: expect.objectContaining({ captured: 1, failed: 0 }) })
    await expectOneCapturedOrder(container(), checkout.cartId, checkout.sessionId, checkout.total)
    expect(second.current.countRequests(INFO)).toBeGreaterThan(infos)
    expect(requestsNaming(first.current, uuid)).toEqual([])
    // A second pass finds nothing left to do.
    expect((await reconcile()).outcomes.captured).toBe(0)
  })

  it("a first-project checkout whose postback is lost is still reconciled with the first project's key; the second project's service never hears of it", async () => {
    const shop = storefront(api, store, { providerOf })
    const checkout = await shop.checkout("eur")
    const uuid = checkout.data.uuid as string
    expect((await ledgerRow(uuid)).shop_id).toBe(SANDBOX_KEYS.shopId)
    await first.current.pay(uuid, "exact", { postback: false })

    const report = await reconcile()
    expect(report.outcomes).toMatchObject({ captured: 1, failed: 0 })
    await expectOneCapturedOrder(container(), checkout.cartId, checkout.sessionId, checkout.total)
    expect(requestsNaming(first.current, uuid).some((r) => r.path === INFO)).toBe(true)
    expect(requestsNaming(second.current, uuid)).toEqual([])
  })

  it("each project has its own share of a pass: the first project's many open invoices never delay the second's lost postback", async () => {
    const shop = storefront(api, store, { providerOf })
    const firsts = []
    for (let i = 0; i < 3; i++) firsts.push(await shop.checkout("eur"))
    const late = await shop.checkout("jpy") // the newest row: last in a store-wide line
    for (const checkout of firsts) await first.current.pay(checkout.data.uuid, "exact", { postback: false })
    await second.current.pay(late.data.uuid, "exact", { postback: false })

    const report = await reconcile(2) // 2 rows per project and pass
    expect(report.checked).toBe(3)
    expect(report.outcomes).toMatchObject({ captured: 3, failed: 0 })
    await expectOneCapturedOrder(container(), late.cartId, late.sessionId, late.total)
    // The first project's third row comes next pass.
    expect((await reconcile(2)).outcomes.captured).toBe(1)
    for (const checkout of firsts) await expectOneCapturedOrder(container(), checkout.cartId, checkout.sessionId, checkout.total)
  })

  it("an open invoice of a project the options no longer list is never read, with any key, and the pass says so once", async () => {
    const shop = storefront(api, store, { providerOf })
    const checkout = await shop.checkout("eur")
    const uuid = checkout.data.uuid as string
    await first.current.pay(uuid, "exact", { postback: false })
    await pg()("cryptocloud_invoice").where({ uuid }).update({ shop_id: "it-shop-removed" })
    restartBackfill() // a process of its own: the "once" starts anew
    const logger = getContainer().resolve<{ warn: (message: string) => void }>("logger")
    const warn = jest.spyOn(logger, "warn")
    const before = [requestsNaming(first.current, uuid).length, requestsNaming(second.current, uuid).length]
    try {
      expect((await reconcile()).outcomes.captured).toBe(0)
      await reconcile()
      expect([requestsNaming(first.current, uuid).length, requestsNaming(second.current, uuid).length]).toEqual(before)
      const told = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes("it-shop-removed"))
      expect(told).toEqual([expect.stringContaining("skips 1 open invoice(s) of project it-shop-removed")])
    } finally {
      warn.mockRestore()
    }
    expect((await ledgerRow(uuid)).settled_at).toBeNull()
  })

  it("the status route answers for a second-project session from the second project's service", async () => {
    const shop = storefront(api, store, { providerOf })
    const checkout = await shop.checkout("jpy")
    const uuid = checkout.data.uuid as string
    await second.current.pay(uuid, "exact", { postback: false })
    const infos = second.current.countRequests(INFO)
    // A fresh read (not the ledger's "created") can only come from the second sandbox.
    const status = await waitFor(
      async () => {
        const answer = await shop.sessionStatus(checkout.sessionId, checkout.cartId)
        return answer.invoice.status === "paid" ? answer : null
      },
      { what: "the paid status of a second-project invoice", timeoutMs: 15_000, intervalMs: 500 }
    )
    expect(status).toEqual(expect.objectContaining({ status: "captured", invoice: expect.objectContaining({ uuid, status: "paid" }) }))
    expect(second.current.countRequests(INFO)).toBeGreaterThan(infos)
    expect(requestsNaming(first.current, uuid)).toEqual([])
  })

  it("a cart switched to the other project's provider gets that project's invoice: the released one is never taken over across projects, and is cancelled with its own key", async () => {
    const shop = storefront(api, store, { providerOf })
    const cartId = await shop.createCart("usd")
    const firstSession = await shop.initiateSession(cartId, undefined, PROVIDER_ID)
    const a = firstSession.data.uuid as string
    expect(first.current.getInvoice(a)).toBeDefined()

    const secondSession = await shop.initiateSession(cartId, undefined, SECOND_PROVIDER_ID)
    const b = secondSession.data.uuid as string
    expect(b).not.toBe(a)
    expect(sessionIdOfOrderId(second.current.getInvoice(b)?.orderId)).toBe(secondSession.sessionId)
    expect(await ledgerRow(a)).toEqual(expect.objectContaining({ session_id: firstSession.sessionId, shop_id: SANDBOX_KEYS.shopId }))
    expect(await ledgerRow(b)).toEqual(expect.objectContaining({ session_id: secondSession.sessionId, shop_id: SECOND_KEYS.shopId, session_live: true }))
    // The first project's invoice nobody of its project took: cancelled at its own service.
    await waitFor(() => first.current.getInvoice(a)?.status === "canceled", {
      timeoutMs: HANDOVER_GRACE_MS + 10_000,
      what: "the first project's invoice cancelled",
    })
    expect(requestsNaming(first.current, a).filter((r) => r.path === CANCEL)).toHaveLength(1)
    expect(requestsNaming(second.current, a)).toEqual([])

    // And back: the first project's provider does not take the second's released invoice either.
    const thirdSession = await shop.initiateSession(cartId, undefined, PROVIDER_ID)
    const c = thirdSession.data.uuid as string
    expect([a, b]).not.toContain(c)
    expect(sessionIdOfOrderId(first.current.getInvoice(c)?.orderId)).toBe(thirdSession.sessionId)
    expect((await ledgerRow(b)).session_id).toBe(secondSession.sessionId)
    await waitFor(() => second.current.getInvoice(b)?.status === "canceled", {
      timeoutMs: HANDOVER_GRACE_MS + 10_000,
      what: "the second project's invoice cancelled",
    })
    expect(requestsNaming(first.current, b)).toEqual([])

    await first.current.pay(c, "exact", { postback: false })
    expect((await shop.complete(cartId)).data.type).toBe("order")
    await expectOneCapturedOrder(container(), cartId, thirdSession.sessionId, thirdSession.total)
  })

  it("a second-project invoice of an order's collection, paid after a stranger replaced its session, is adopted by a session of the second project's provider and captured once", async () => {
    // An order in usd (both projects offered), paid with the second project.
    const shop = storefront(api, store, { providerOf })
    const cartId = await shop.createCart("usd")
    const checkout = await shop.initiateSession(cartId, undefined, SECOND_PROVIDER_ID)
    await second.current.pay(checkout.data.uuid, "exact", { postback: false })
    const completed = await shop.complete(cartId)
    expect(completed.data.type).toBe("order")
    const orderId = completed.data.order.id as string

    // An edit leaves a difference; the customer pays it with the second project.
    const changes = orderChanges(
      api,
      () => admin,
      () => store
    )
    await changes.editAddingItem(orderId, store.skus[HOODIE])
    const collection = await changes.unpaidCollection(container(), orderId)
    const outsider = stranger(api, () => store)
    const customer = await outsider.openSession(collection.id, SECOND_PROVIDER_ID, { cryptocurrency: "USDT_TRC20" })
    const uuid = customer.session!.data.uuid as string
    expect(second.current.getInvoice(uuid)).toBeDefined()
    // Someone who knows the order id opens another session: Medusa deletes the customer's.
    expect((await outsider.openSession(collection.id, "pp_system_default")).status).toBe(200)

    await second.current.pay(uuid, "exact", { postback: false })
    await reconcile()
    const row = await ledgerRow(uuid)
    expect(row.session_id).not.toBe(customer.session!.id)
    const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [adopter],
    } = await query.graph({ entity: "payment_session", fields: ["id", "provider_id", "status"], filters: { id: row.session_id } })
    expect(adopter).toEqual(expect.objectContaining({ provider_id: SECOND_PROVIDER_ID }))
    const { data: payments } = await query.graph({ entity: "payment", fields: ["id", "captures.amount"], filters: { payment_collection_id: collection.id } })
    expect(payments).toHaveLength(1)
    expect(payments[0].captures).toHaveLength(1)
    expect(MathBN.eq(payments[0].captures[0].amount, collection.amount)).toBe(true)
    const order = await orderSummary(container(), orderId)
    expect(MathBN.eq(order.summary.pending_difference, 0)).toBe(true)
    expect(requestsNaming(first.current, uuid)).toEqual([])
  })

  it("a deposit to a second-project customer wallet whose postback is lost is found in the second project's invoice list, and recorded once", async () => {
    const cryptocloud = getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    const customerId = "cus_MONEYIN_SECOND"
    const identify = staticWalletIdentify(customerId, "USDT_TRC20")
    // The customer's wallet of the second project, made at its service with its key.
    const made = await cryptocloud.getClient(SECOND_KEYS.shopId).createStaticWallet({ currency: "USDT_TRC20", identify })
    const now = new Date()
    await pg()("cryptocloud_static_wallet").insert({
      id: "ccsw_MONEYIN_SECOND",
      customer_id: customerId,
      currency: "USDT_TRC20",
      uuid: made.uuid,
      address: made.address,
      identify,
      state: "ready",
      shop_id: SECOND_KEYS.shopId,
      created_at: now,
      updated_at: now,
    })
    const deposit = await second.current.depositToStaticWallet(made.uuid, "10", { postback: false })
    const lists = second.current.countRequests(LIST)

    const report = await reconcileStaticWalletDeposits(getContainer())
    expect(report).toMatchObject({ recorded: 1, failed: 0, outage: false })
    expect(second.current.countRequests(LIST)).toBeGreaterThan(lists)
    const rows = await pg()("cryptocloud_static_wallet_deposit").where({ invoice_id: deposit.uuid }).whereNull("deleted_at")
    expect(rows).toEqual([expect.objectContaining({ customer_id: customerId })])
    expect(MathBN.eq(rows[0].amount, 10)).toBe(true)
    expect(requestsNaming(first.current, deposit.uuid)).toEqual([])
    // The next pass records nothing more.
    expect((await reconcileStaticWalletDeposits(getContainer())).recorded).toBe(0)
  })
})
