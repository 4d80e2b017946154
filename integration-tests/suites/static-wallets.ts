/**
 * Static wallets of logged-in customers, as a store uses them: customers register and log in
 * through Medusa's own auth routes, ask the store API for their deposit address, and the
 * sandbox sends signed deposit postbacks the way the service does (order_id = the identify).
 * Deposits whose postback was lost, or whose first read was partial, are caught up by the
 * reconciliation pass's deposit step.
 */
import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { waitFor } from "../helpers/wait-for"
import { trackWebhooks } from "../helpers/webhooks"
import { sandboxWallet as findSandboxWallet, signUp as signUpCustomer, watchMethod, type Customer } from "../helpers/static-wallets"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import { STATIC_WALLET_DEPOSIT_EVENT } from "../../src/domain/static-wallets"
import { STATIC_WALLET_DEPOSIT_UPDATED_EVENT } from "../../src/domain/static-wallet-deposits"
import { reconcileDepositsStep } from "../../src/workflows/cryptocloud/steps/reconcile-deposits"
import { projectScope } from "../../src/modules/cryptocloud/project-scope"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const ROUTE = "/store/cryptocloud/static-wallets"
const STATIC_CREATE = "/v2/invoice/static/create"
/** The reconciliation pass's deposit step on its own (as the pass runs it, minus the ledger's steps). */
const depositPassWorkflow = createWorkflow("test-cryptocloud-deposit-pass", () => new WorkflowResponse(reconcileDepositsStep()))

export default defineSuite("static-wallets", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  let hooks: ReturnType<typeof trackWebhooks>
  /** What subscribers of the deposit events receive (real subscriptions on the bus). */
  const received: any[] = []
  const updated: any[] = []

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    hooks = trackWebhooks(getContainer())
    getContainer()
      .resolve(Modules.EVENT_BUS)
      .subscribe(STATIC_WALLET_DEPOSIT_EVENT, async (message: any) => void received.push(message.data), {
        subscriberId: "test-deposit-counter",
      })
    getContainer()
      .resolve(Modules.EVENT_BUS)
      .subscribe(STATIC_WALLET_DEPOSIT_UPDATED_EVENT, async (message: any) => void updated.push(message.data), {
        subscriberId: "test-deposit-update-counter",
      })
  })
  beforeEach(() => {
    sandbox.current.clearFaults()
    received.length = 0
    updated.length = 0
  })

  const publishable = () => ({ "x-publishable-api-key": store.publishableKey })
  const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")

  const signUp = (email: string): Promise<Customer> => signUpCustomer(api, store.publishableKey, email)
  /** The sandbox's id of the wallet behind an address (deposits are made to it). */
  const sandboxWallet = (address: string) => findSandboxWallet(sandbox.current, address)
  /**
   * Calls of one module method, with their results: the postback subscriber's work is
   * observable (and awaitable) without sleeping past Medusa's ~5 s webhook delay.
   */
  const watch = (method: "recordStaticWalletDeposit" | "findStaticWalletByIdentify") => watchMethod(cryptocloud(), method)
  const depositPass = async () => (await depositPassWorkflow(getContainer()).run()).result
  /** A customer with a USDT_TRC20 wallet: its address, and the sandbox's id of it. */
  async function customerWallet(email: string) {
    const customer = await signUp(email)
    const wallet = (await api.post(ROUTE, { currency: "USDT_TRC20" }, customer.config)).data.static_wallet
    return { customer, address: wallet.address as string, ref: sandboxWallet(wallet.address).uuid }
  }
  /** A postback of the invoice's current state, handled to the end by the plugin: what it recorded. */
  async function postbackAgain(uuid: string) {
    const records = watch("recordStaticWalletDeposit")
    try {
      await sandbox.current.sendPostback(uuid)
      return (await records.settled(1))[0]
    } finally {
      records.restore()
    }
  }

  it("a logged-in customer's wallet is created once per currency and is never shown to another customer", async () => {
    // Guests and requests without the publishable key get nothing.
    expect((await api.get(ROUTE, { headers: publishable(), validateStatus: () => true })).status).toBe(401)
    expect((await api.post(ROUTE, { currency: "BTC" }, { headers: publishable(), validateStatus: () => true })).status).toBe(401)
    const ada = await signUp("ada@example.com")
    const bob = await signUp("bob@example.com")
    expect((await api.get(ROUTE, { headers: { authorization: ada.config.headers.authorization }, validateStatus: () => true })).status).toBe(400)

    const createsBefore = sandbox.current.countRequests(STATIC_CREATE)
    const first = await api.post(ROUTE, { currency: "USDT_TRC20" }, ada.config)
    expect(first.status).toBe(201)
    expect(first.data.static_wallet).toEqual({
      id: expect.stringMatching(/^ccsw_/),
      currency: "USDT_TRC20",
      address: expect.stringMatching(/^T/),
      name: "Tether",
      network: { code: "TRC20", name: "Tron" },
      created_at: expect.any(String),
      shop_id: SANDBOX_KEYS.shopId, // the store's one project
    })
    const again = await api.post(ROUTE, { currency: "USDT_TRC20" }, ada.config)
    expect(again.status).toBe(200)
    expect(again.data.static_wallet).toEqual(first.data.static_wallet)

    // Two first requests at once for one currency: one wallet at the service.
    const [btc1, btc2] = await Promise.all([api.post(ROUTE, { currency: "BTC" }, ada.config), api.post(ROUTE, { currency: "BTC" }, ada.config)])
    expect([btc1.status, btc2.status].sort()).toEqual([200, 201])
    expect(btc1.data.static_wallet.address).toBe(btc2.data.static_wallet.address)
    expect(sandbox.current.countRequests(STATIC_CREATE) - createsBefore).toBe(2)

    // The identify names the customer by id only (no e-mail or name reaches the service).
    const identify = sandboxWallet(first.data.static_wallet.address).identify
    expect(identify).toBe(`ccsw-${ada.id}-USDT_TRC20`)
    expect(identify).not.toContain("ada@")

    const adas = (await api.get(ROUTE, ada.config)).data.static_wallets
    expect(adas.map((w: any) => w.currency)).toEqual(["USDT_TRC20", "BTC"])
    expect((await api.get(ROUTE, bob.config)).data).toEqual({ static_wallets: [] })

    const bobs = await api.post(ROUTE, { currency: "USDT_TRC20" }, bob.config)
    expect(bobs.status).toBe(201)
    expect(bobs.data.static_wallet.address).not.toBe(first.data.static_wallet.address)
    expect((await api.get(ROUTE, bob.config)).data.static_wallets).toEqual([bobs.data.static_wallet])
    expect((await api.get(ROUTE, ada.config)).data.static_wallets.map((w: any) => w.address)).not.toContain(bobs.data.static_wallet.address)
  })

  it.each([
    ["TON", /currency TON: static wallets are not supported on the TON network/],
    ["USDT_TON", /currency USDT_TON: static wallets are not supported on the TON network/],
    ["DOGE", /currency must be a static wallet currency code/],
  ])("POST { currency: %s } is refused with 400 and nothing is sent", async (currency, message) => {
    const ada = await signUp("ada@example.com")
    const before = sandbox.current.countRequests(STATIC_CREATE)
    const res = await api.post(ROUTE, { currency }, ada.config)
    expect(res.status).toBe(400)
    expect(res.data.message).toMatch(message)
    expect((await api.post(ROUTE, { currency: "BTC", identify: "someone-else" }, ada.config)).status).toBe(400)
    expect(sandbox.current.countRequests(STATIC_CREATE)).toBe(before)
  })

  it("a deposit postback delivered three times → one deposit and one event; listed for the admin", async () => {
    const ada = await signUp("ada@example.com")
    const bob = await signUp("bob@example.com")
    const adaWallet = (await api.post(ROUTE, { currency: "USDT_TRC20" }, ada.config)).data.static_wallet
    const bobWallet = (await api.post(ROUTE, { currency: "BTC" }, bob.config)).data.static_wallet
    const records = watch("recordStaticWalletDeposit")
    const hooksBefore = hooks.results.length
    try {
      sandbox.current.setPostbackFaults({ duplicate: { next: 1, copies: 3 } })
      const deposit = await sandbox.current.depositToStaticWallet(sandboxWallet(adaWallet.address).uuid, "25.5", { postback: true })
      await sandbox.current.flushPostbacks()
      const deliveries = sandbox.current.postbacks.filter((p) => p.invoiceUuid === deposit.uuid)
      expect(deliveries.map((d) => [d.outcome, d.body.order_id])).toEqual(Array(3).fill(["sent", `ccsw-${ada.id}-USDT_TRC20`]))

      const attempts = await records.settled(3)
      expect(attempts.filter(Boolean)).toHaveLength(1) // one row created, two deliveries found it
      await waitFor(() => received.length >= 1, { what: "the deposit event" })
      await hooks.processed(3, hooksBefore)
      // The provider leaves deposits to the plugin: no payment action for any copy.
      expect(hooks.results.slice(hooksBefore).map((r) => r.action)).toEqual(["not_supported", "not_supported", "not_supported"])

      const expected = {
        id: expect.stringMatching(/^ccdep_/),
        invoice_id: deposit.uuid,
        wallet_address: adaWallet.address,
        customer_id: ada.id,
        amount: "25.5",
        currency: "USDT_TRC20",
        received_at: expect.any(String),
      }
      expect(received).toEqual([expect.objectContaining(expected)])

      // Another customer's deposit, then the admin list with its paging and filter.
      await sandbox.current.depositToStaticWallet(sandboxWallet(bobWallet.address).uuid, "0.0015", { postback: true })
      await records.settled(4)
      await waitFor(() => received.length >= 2, { what: "the second deposit event" })
      expect(received[1]).toEqual(expect.objectContaining({ customer_id: bob.id, amount: "0.0015", currency: "BTC", wallet_address: bobWallet.address }))

      const all = (await api.get("/admin/cryptocloud/deposits", admin.config)).data
      expect(all.count).toBe(2)
      expect(all.deposits).toHaveLength(2)
      expect(all.deposits.find((d: any) => d.invoice_id === deposit.uuid)).toEqual(expect.objectContaining(expected))
      const adas = (await api.get(`/admin/cryptocloud/deposits?customer_id=${ada.id}`, admin.config)).data
      expect(adas).toEqual(expect.objectContaining({ count: 1, offset: 0, deposits: [expect.objectContaining(expected)] }))
      const page = (await api.get("/admin/cryptocloud/deposits?offset=1&limit=1", admin.config)).data
      expect(page).toEqual(expect.objectContaining({ count: 2, offset: 1, limit: 1, deposits: [expect.any(Object)] }))
      expect((await api.get("/admin/cryptocloud/deposits?limit=0", admin.config)).status).toBe(400)
      expect((await api.get("/admin/cryptocloud/deposits", { validateStatus: () => true })).status).toBe(401)

      // A deposit is not a checkout: no ledger row, no attention item.
      expect(await cryptocloud().ledger.find(deposit.uuid)).toBeNull()
      const attention = (await api.get("/admin/cryptocloud/attention", admin.config)).data
      expect(attention.attention_items.filter((i: any) => i.invoice_uuid === deposit.uuid)).toEqual([])
    } finally {
      records.restore()
    }
  })

  it("a deposit postback is verified like any other: a forged token or a wallet of no customer records nothing", async () => {
    const ada = await signUp("ada@example.com")
    const wallet = (await api.post(ROUTE, { currency: "USDT_TRC20" }, ada.config)).data.static_wallet
    const deposit = await sandbox.current.depositToStaticWallet(sandboxWallet(wallet.address).uuid, "10", { postback: false })
    const records = watch("recordStaticWalletDeposit")
    const lookups = watch("findStaticWalletByIdentify")
    try {
      // Signed with another secret: refused before the invoice is even read.
      const forged = await sandbox.current.buildPostback(deposit.uuid, { secret: "not-the-project-secret" })
      expect((await api.post(WEBHOOK_PATH, forged)).status).toBe(200) // Medusa answers every postback 200
      // A wallet an admin made with an identify of its own belongs to no customer of the store.
      const other = (await api.post("/admin/cryptocloud/static-wallets", { currency: "BTC", identify: "ccsw-cus_UNKNOWN-BTC" }, admin.config)).data
        .static_wallet
      const stray = await sandbox.current.depositToStaticWallet(other.uuid, "0.01", { postback: true })
      // The stray postback was sent after the forged one, so both have been handled once it is.
      expect(await lookups.settled(1)).toEqual([null])
      expect(records.count).toBe(0)
      expect(await cryptocloud().ledger.find(stray.uuid)).toBeNull()
      expect((await api.get("/admin/cryptocloud/deposits", admin.config)).data.count).toBe(0)

      // The genuine postback of the first deposit, in the urlencoded form, is recorded.
      sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "urlencoded")
      await sandbox.current.sendPostback(deposit.uuid)
      expect(await records.settled(1)).toEqual([expect.objectContaining({ kind: "created", deposit: expect.objectContaining({ invoice_id: deposit.uuid }) })])
      await waitFor(() => received.length >= 1, { what: "the deposit event" })
      expect(received).toEqual([expect.objectContaining({ invoice_id: deposit.uuid, customer_id: ada.id, amount: "10" })])
    } finally {
      sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
      records.restore()
      lookups.restore()
    }
  })

  it("a deposit whose postback was dropped is recorded by the next reconciliation pass, once", async () => {
    const { customer, address, ref } = await customerWallet("ada@example.com")
    sandbox.current.setPostbackFaults({ drop: 1 })
    const deposit = await sandbox.current.depositToStaticWallet(ref, "25.5", { postback: true })
    await sandbox.current.flushPostbacks()
    expect(sandbox.current.postbacks.filter((p) => p.invoiceUuid === deposit.uuid).map((p) => p.outcome)).toEqual(["dropped"])
    expect((await api.get("/admin/cryptocloud/deposits", admin.config)).data.count).toBe(0)

    // Two instances' passes at the same moment, then the next minute's: one deposit, one event.
    const [one, two] = await Promise.all([depositPass(), depositPass()])
    expect(one.recorded + two.recorded).toBe(1)
    expect(await depositPass()).toMatchObject({ recorded: 0, updated: 0, failed: 0, outage: false })
    await waitFor(() => received.length >= 1, { what: "the deposit event" })
    const expected = {
      invoice_id: deposit.uuid,
      customer_id: customer.id,
      wallet_address: address,
      amount: "25.5",
      currency: "USDT_TRC20",
      status: "paid",
      final: true,
    }
    expect((await api.get("/admin/cryptocloud/deposits", admin.config)).data.deposits).toEqual([expect.objectContaining(expected)])

    // The postback arriving after all finds nothing to change.
    expect(await postbackAgain(deposit.uuid)).toBeNull()
    expect(received).toEqual([expect.objectContaining(expected)])
    expect(updated).toEqual([])
  })

  it("a deposit first read partial, completed while its postback was lost: the pass raises it to the full amount", async () => {
    const { customer, ref } = await customerWallet("ada@example.com")
    const deposit = await sandbox.current.depositToStaticWallet(ref, "10", { due: "25", postback: true })
    await waitFor(() => received.length >= 1, { what: "the deposit event" })
    expect(received).toEqual([expect.objectContaining({ invoice_id: deposit.uuid, amount: "10", status: "partial", final: false })])

    await sandbox.current.pay(deposit.uuid, "exact", { postback: false })
    expect(await depositPass()).toMatchObject({ recorded: 0, updated: 1, failed: 0 })
    expect(await depositPass()).toMatchObject({ recorded: 0, updated: 0 })
    await waitFor(() => updated.length >= 1, { what: "the deposit_updated event" })
    const full = { invoice_id: deposit.uuid, customer_id: customer.id, amount: "25", status: "paid", final: true }
    expect(updated).toEqual([expect.objectContaining({ ...full, previous_amount: "10" })])
    const listed = (await api.get(`/admin/cryptocloud/deposits?customer_id=${customer.id}`, admin.config)).data
    expect(listed).toEqual(expect.objectContaining({ count: 1, deposits: [expect.objectContaining(full)] }))

    expect(await postbackAgain(deposit.uuid)).toBeNull()
    expect([received.length, updated.length]).toEqual([1, 1])
  })

  it("a partial deposit the pass recorded is completed by its postback", async () => {
    const { customer, ref } = await customerWallet("ada@example.com")
    const deposit = await sandbox.current.depositToStaticWallet(ref, "10", { due: "25", postback: false })
    expect(await depositPass()).toMatchObject({ recorded: 1, updated: 0 })
    await waitFor(() => received.length >= 1, { what: "the deposit event" })
    expect(received).toEqual([expect.objectContaining({ invoice_id: deposit.uuid, customer_id: customer.id, amount: "10", status: "partial" })])
    // What the pass re-reads of the project: deposits that may still grow, never final ones.
    const toRecheck = async () =>
      (
        await cryptocloud().deposits.toRecheck({ limit: 100, since: new Date(0), exclude: [], scope: projectScope([SANDBOX_KEYS.shopId], SANDBOX_KEYS.shopId) })
      ).map((row) => row.invoice_id)
    expect(await toRecheck()).toEqual([deposit.uuid])

    await sandbox.current.pay(deposit.uuid, "exact") // its postback is delivered
    await waitFor(() => updated.length >= 1, { timeoutMs: 60000, what: "the deposit_updated event" })
    expect(updated).toEqual([expect.objectContaining({ invoice_id: deposit.uuid, amount: "25", previous_amount: "10", status: "paid", final: true })])
    expect(await toRecheck()).toEqual([])
    expect(await depositPass()).toMatchObject({ recorded: 0, updated: 0 })
    expect(received).toHaveLength(1)
  })
})
