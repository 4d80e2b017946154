/**
 * What self-registered customers can cost the merchant in static wallets (docs/operations.md, "What
 * anonymous traffic can cost you" › "Static wallets"): only the currencies the merchant offers,
 * a cap per customer, a budget per hour for the whole store — each refusal a 4xx with a stable
 * `code` — and creations that hold no database connection or lock while the service is slow, so
 * a flood of them cannot drain the pool, and a creation whose answer was lost is looked up, never
 * made twice. (Creation, listing and deposits themselves: suites/static-wallets.ts.)
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { signUp as signUpCustomer, type Customer } from "../helpers/static-wallets"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, atScale, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const ROUTE = "/store/cryptocloud/static-wallets"
const SETTINGS = "/admin/cryptocloud/settings"
const STATIC_CREATE = "/v2/invoice/static/create"
const STATIC_LIST = "/v2/invoice/static/list"

export default defineSuite("static-wallet-limits", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession

  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  beforeEach(() => sandbox.current.clearFaults())

  const signUp = (email: string): Promise<Customer> => signUpCustomer(api, store.publishableKey, email)
  const create = (customer: Customer, currency: string) => api.post(ROUTE, { currency }, customer.config)
  const creates = () => sandbox.current.countRequests(STATIC_CREATE)
  /** Admin settings for a test; the finally of each test sets them back (the module caches them for 5 s). */
  async function walletSettings(patch: Record<string, unknown>) {
    const res = await api.post(SETTINGS, patch, admin.config)
    expect(res.status).toBe(200)
    return res.data
  }
  const defaults = () => walletSettings({ static_wallet_currencies: null, static_wallet_customer_cap: null, static_wallet_hourly_budget: null })

  it("only the currencies the merchant offers: another is a 400 naming the offered ones; a wallet held already keeps working", async () => {
    const ada = await signUp("ada@example.com")
    expect((await create(ada, "BTC")).status).toBe(201) // before the merchant narrowed the list
    try {
      const view = await walletSettings({ static_wallet_currencies: ["USDT_TRC20", "BTC"] })
      expect(view.static_wallets).toEqual({
        settings: { static_wallet_currencies: ["USDT_TRC20", "BTC"], static_wallet_customer_cap: 3, static_wallet_hourly_budget: 100 },
        sources: { static_wallet_currencies: "admin", static_wallet_customer_cap: "default", static_wallet_hourly_budget: "default" },
        defaults: { static_wallet_currencies: null, static_wallet_customer_cap: 3, static_wallet_hourly_budget: 100 },
      })
      await walletSettings({ static_wallet_currencies: ["USDT_TRC20"] })
      const before = creates()
      const refused = await create(ada, "LTC")
      expect(refused.status).toBe(400)
      expect(refused.data).toEqual({
        type: "invalid_data",
        code: "static_wallet_currency_not_allowed",
        message: "Deposit addresses in LTC are not offered by this store. Choose one of: USDT_TRC20.",
        currencies: ["USDT_TRC20"],
      })
      expect(creates()).toBe(before)
      expect((await create(ada, "BTC")).status).toBe(200)
      expect((await create(ada, "USDT_TRC20")).status).toBe(201)

      // The admin's input is checked like every setting.
      for (const [body, message] of [
        [{ static_wallet_currencies: ["USDT_TON"] }, /static_wallet_currencies may only hold static wallet currency codes/],
        [{ static_wallet_currencies: [] }, /static_wallet_currencies must list at least one currency/],
        [{ static_wallet_customer_cap: -1 }, /static_wallet_customer_cap must be a whole number from 0 to 37/],
        [{ static_wallet_hourly_budget: 1.5 }, /static_wallet_hourly_budget must be a whole number from 0 to 10000/],
      ] as const) {
        const res = await api.post(SETTINGS, body, admin.config)
        expect(res.status).toBe(400)
        expect(res.data.message).toMatch(message)
      }
    } finally {
      await defaults()
    }
  })

  it("3 wallets per customer by default: the 4th is a 409 static_wallet_limit_reached; a higher cap lets it through", async () => {
    const ada = await signUp("ada@example.com")
    for (const currency of ["BTC", "LTC", "USDT_TRC20"]) expect((await create(ada, currency)).status).toBe(201)
    const before = creates()
    const fourth = await create(ada, "ETH")
    expect(fourth.status).toBe(409)
    expect(fourth.data).toEqual({
      type: "conflict",
      code: "static_wallet_limit_reached",
      message: "You already have 3 deposit addresses, the most this store allows per customer. Use one of them.",
    })
    expect(creates()).toBe(before)
    expect((await create(ada, "LTC")).status).toBe(200) // the ones held are still answered
    // Another customer has a cap of their own.
    expect((await create(await signUp("bob@example.com"), "ETH")).status).toBe(201)
    try {
      await walletSettings({ static_wallet_customer_cap: 4 })
      expect((await create(ada, "ETH")).status).toBe(201)
      await walletSettings({ static_wallet_customer_cap: 0 })
      expect((await create(ada, "SOL")).data.message).toBe("This store does not offer deposit addresses.")
    } finally {
      await defaults()
    }
    expect((await api.get(ROUTE, ada.config)).data.static_wallets.map((w: any) => w.currency)).toEqual(["BTC", "LTC", "USDT_TRC20", "ETH"])
  })

  it("the hourly budget for the whole store: once spent, a 429 with Retry-After until the oldest creation leaves the hour", async () => {
    const [ada, bob, cid] = [await signUp("ada@example.com"), await signUp("bob@example.com"), await signUp("cid@example.com")]
    try {
      await walletSettings({ static_wallet_hourly_budget: 2 })
      expect((await create(ada, "BTC")).status).toBe(201)
      expect((await create(bob, "BTC")).status).toBe(201)
      const before = creates()
      const spent = await create(cid, "BTC")
      expect(spent.status).toBe(429)
      const retryAfter = Number(spent.headers["retry-after"])
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      expect(spent.data).toEqual({
        type: "rate_limited",
        code: "static_wallet_budget_spent",
        message: "Deposit addresses cannot be created right now. Please try again in 60 minutes.",
        retry_after_ms: retryAfter * 1000,
      })
      expect(creates()).toBe(before)
      expect((await create(ada, "BTC")).status).toBe(200) // an existing wallet is not a creation
    } finally {
      await defaults()
    }
    expect((await create(cid, "BTC")).status).toBe(201)
  })

  atScale("20 creations at once against a slow service: no pool exhaustion, caps hold, one wallet per customer and currency", async () => {
    const customers = await Promise.all(["a", "b", "c", "d", "e"].map((name) => signUp(`${name}@example.com`)))
    const cart = await api.post("/store/carts", { region_id: store.regions.eur.id }, { headers: { "x-publishable-api-key": store.publishableKey } })
    try {
      await walletSettings({ static_wallet_customer_cap: 2 })
      const before = creates()
      sandbox.current.injectFault({ path: STATIC_CREATE, kind: "latency", ms: 4000 })
      // Each customer: 3 currencies (one over the cap of 2) and the first one twice.
      let answeredByService = 0 // a refusal over the cap is answered without the service
      const storm = customers.flatMap((customer) =>
        ["BTC", "LTC", "USDT_TRC20", "BTC"].map((currency) =>
          create(customer, currency).then((res) => {
            if (res.status !== 409) answeredByService++
            return { customer, currency, res }
          })
        )
      )
      // While the service holds the creations, no connection waits on CryptoCloud. Seen in the
      // pool, not in a store request's duration (a busy machine stretched one past 1.5 s, and
      // past the service's 4 s): were a connection held per call, the pool would always hold at
      // least one per creation at the service; claims still queued hold theirs only briefly.
      await waitFor(() => creates() - before >= 5, { what: "creations under way at the service" })
      const pool = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION).client.pool
      await waitFor(
        () => {
          const inFlight = creates() - before - answeredByService
          return inFlight >= 3 && pool.numUsed() < inFlight
        },
        { timeoutMs: 30_000, intervalMs: 20, what: "fewer connections in use than creations at the service" }
      )
      const read = await api.get(`/store/carts/${cart.data.cart.id}`, { headers: { "x-publishable-api-key": store.publishableKey } })
      expect(read.status).toBe(200) // and the store answers meanwhile

      const answers = await Promise.all(storm)
      for (const customer of customers) {
        const mine = answers.filter((a) => a.customer === customer)
        // A request for a wallet another request is creating waits for it the request timeout
        // plus 2 s; on a busy machine it may stop waiting first and say "try again in a moment"
        // (static_wallet_pending). Its retry, the creation done, then gets what the wait would have.
        for (const answer of mine) {
          if (answer.res.status === 409 && answer.res.data.code === "static_wallet_pending") answer.res = await create(customer, answer.currency)
        }
        // Two currencies won the cap (whichever claimed first): claims count while in flight.
        expect(mine.filter((a) => a.res.status === 201)).toHaveLength(2)
        for (const refused of mine.filter((a) => a.res.status === 409)) expect(refused.res.data.code).toBe("static_wallet_limit_reached")
        expect(mine.every((a) => [200, 201, 409].includes(a.res.status))).toBe(true)
        expect((await api.get(ROUTE, customer.config)).data.static_wallets).toHaveLength(2)
        // The second BTC request waited on the first one's claim: the same wallet (or the same refusal).
        const btc = mine.filter((a) => a.currency === "BTC")
        if (btc.some((a) => a.res.status === 201)) {
          expect(btc.map((a) => a.res.status).sort()).toEqual([200, 201])
          expect(btc[0].res.data.static_wallet.address).toBe(btc[1].res.data.static_wallet.address)
        } else {
          expect(btc.map((a) => a.res.status)).toEqual([409, 409])
        }
      }
      expect(creates() - before).toBe(10)
      const identifies = sandbox.current.listStaticWallets().map((w) => w.identify)
      expect(new Set(identifies).size).toBe(identifies.length)
    } finally {
      await defaults()
    }
  })

  it("a creation whose answer was lost is looked up at the service by the next request, not made again", async () => {
    const ada = await signUp("ada@example.com")
    const before = { creates: creates(), lists: sandbox.current.countRequests(STATIC_LIST), wallets: sandbox.current.listStaticWallets().length }
    // The service makes the wallet, then the answer is lost (a gateway error).
    sandbox.current.injectFault({ path: STATIC_CREATE, kind: "5xx", status: 502, afterProcessing: true, times: 1 })
    const lost = await create(ada, "USDT_TRC20")
    expect(lost.status).toBe(502)
    expect(lost.data.message).toBe("Crypto deposit addresses are unavailable right now. Please try again in a moment.")
    expect(sandbox.current.listStaticWallets()).toHaveLength(before.wallets + 1)
    // The claim is nobody's wallet yet: not shown.
    expect((await api.get(ROUTE, ada.config)).data.static_wallets).toEqual([])

    const again = await create(ada, "USDT_TRC20")
    expect(again.status).toBe(201)
    const made = sandbox.current.listStaticWallets().find((w) => w.identify === `ccsw-${ada.id}-USDT_TRC20`)
    expect(again.data.static_wallet.address).toBe(made?.address)
    expect(creates() - before.creates).toBe(1)
    expect(sandbox.current.countRequests(STATIC_LIST) - before.lists).toBeGreaterThanOrEqual(1)
    expect((await create(ada, "USDT_TRC20")).status).toBe(200)
  })

  it("a claim its process left behind (older than the request timeout) is taken over: looked up, then created", async () => {
    const ada = await signUp("ada@example.com")
    const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    await pg("cryptocloud_static_wallet").insert({
      id: "ccsw_LEFTBEHIND",
      customer_id: ada.id,
      currency: "BTC",
      identify: `ccsw-${ada.id}-BTC`,
      state: "claimed",
      claimed_at: hourAgo,
      created_at: hourAgo,
      updated_at: hourAgo,
    })
    expect((await api.get(ROUTE, ada.config)).data.static_wallets).toEqual([])
    const before = { creates: creates(), lists: sandbox.current.countRequests(STATIC_LIST) }
    const taken = await create(ada, "BTC")
    expect(taken.status).toBe(201)
    expect(taken.data.static_wallet.id).toBe("ccsw_LEFTBEHIND")
    expect(sandbox.current.countRequests(STATIC_LIST) - before.lists).toBeGreaterThanOrEqual(1)
    expect(creates() - before.creates).toBe(1)
  })
})
