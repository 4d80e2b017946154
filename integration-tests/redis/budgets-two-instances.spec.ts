/**
 * Budgets counted once for the store (issue [Q]): two real `medusa start` servers on one
 * database, with the many-instances setup medusa-config.ts switches on with REDIS_URL. Before,
 * each process counted in its own memory: a cart's invoices and the status route's `info` calls
 * were allowed once per server. Now both servers take from the same rows of the plugin's table:
 * - a cart's invoice budget (5 here) stops at 5 invoices wherever the coin changes land, then
 *   429 with Retry-After from either server;
 * - the status route's reads, polled at both servers, stay within one budget of 2 `info` calls
 *   a second for the store;
 * - rejected postbacks sent to both are one figure on the settings page of either.
 * See helpers/app-processes.ts for the stack.
 */
import { useAppStack } from "../helpers/app-processes"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { storefront, type Checkout } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(300 * 1000)

const REDIS_URL = process.env.REDIS_URL
if (!REDIS_URL) process.stdout.write("\nSKIPPED budgets-two-instances.spec.ts: REDIS_URL is not set (.ci/run's Redis profile sets it)\n")
const describeWithRedis = REDIS_URL ? describe : describe.skip

const CREATE = "/v2/invoice/create"
const INFO = "/v2/invoice/merchant/info"
const BUDGET_PER_CART = 5
const CALLS_PER_SECOND = 2 // storeReads' default
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeWithRedis("budgets across two server instances (one figure for the store)", () => {
  const stack = useAppStack({
    name: "budgets-two-instances",
    instances: 2,
    env: { CRYPTOCLOUD_INVOICE_BUDGET_PER_CART: String(BUDGET_PER_CART) },
  })

  it(
    "a cart's coin changes alternating between the servers make exactly 5 invoices (its budget), then 429 with Retry-After from either",
    stack.guard(async () => {
      const shops = stack.apps.map((app) => storefront(app.api, stack.store))
      const cartId = await shops[0].createCart("eur")
      const creates = stack.sandbox.countRequests(CREATE)
      const coins = ["USDT_TRC20", "BTC"]
      const sessions: Checkout[] = []
      // Another coin each time: nothing can be taken over, every session needs a new invoice.
      for (let i = 0; i < BUDGET_PER_CART; i++) sessions.push(await shops[i % 2].initiateSession(cartId, { cryptocurrency: coins[i % 2] }))
      expect(new Set(sessions.map((s) => s.data.uuid)).size).toBe(BUDGET_PER_CART)
      expect(stack.sandbox.countRequests(CREATE) - creates).toBe(BUDGET_PER_CART)

      const collectionId = sessions[0].collectionId
      for (const [i, shop] of [shops[1], shops[0], shops[1]].entries()) {
        const res = await shop.call("post", `/store/payment-collections/${collectionId}/payment-sessions`, {
          provider_id: "pp_cryptocloud_cryptocloud",
          data: { cryptocurrency: coins[i % 2] },
        })
        expect({ status: res.status, code: res.data?.code }).toEqual({ status: 429, code: "invoice_creation_budget_spent" })
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(60) // 5 an hour: the next in ~12 min
      }
      expect(stack.sandbox.countRequests(CREATE) - creates).toBe(BUDGET_PER_CART)
      // The cart keeps its last session and invoice.
      const cart = await shops[0].getCart(cartId)
      expect(cart.payment_collection.payment_sessions.map((s: any) => s.id)).toEqual([sessions[BUDGET_PER_CART - 1].sessionId])
    })
  )

  it(
    "12 sessions polled at both servers for 15 s: the info calls of both together stay within 2 a second",
    stack.guard(async () => {
      const shops = stack.apps.map((app) => storefront(app.api, stack.store))
      const sessions: Checkout[] = []
      for (let i = 0; i < 12; i++) sessions.push(await shops[i % 2].checkout("eur"))
      const answers = { ok: 0, other: [] as number[] }
      let stop = false
      // Each session polled at each server every 250 ms, the sessions' starts spread over the
      // 5 s per-session interval: each server asks for some invoice about every 400 ms, more
      // than its share of one store-wide budget (one server alone could spend all of it).
      const poll = async (shop: (typeof shops)[number], session: Checkout, delayMs: number) => {
        await sleep(delayMs)
        while (!stop) {
          const res = await shop.call("get", `/store/cryptocloud/payment-sessions/${session.sessionId}`)
          if (res.status === 200) answers.ok++
          else answers.other.push(res.status)
          await sleep(250)
        }
      }
      const before = stack.sandbox.countRequests(INFO)
      const started = Date.now()
      const loops = sessions.flatMap((session, i) => shops.map((shop) => poll(shop, session, i * 400)))
      await sleep(15_000)
      stop = true
      await Promise.all(loops)
      await sleep(1_000) // a call already planned leaves, and is counted
      const seconds = (Date.now() - started) / 1000
      const calls = stack.sandbox.countRequests(INFO) - before
      process.stdout.write(`\nstatus reads at two servers: ${calls} info calls in ${seconds.toFixed(1)} s, ${answers.ok} polls answered 200\n`)
      expect(answers.other).toEqual([])
      expect(calls).toBeGreaterThan(0)
      expect(calls).toBeLessThanOrEqual(CALLS_PER_SECOND * seconds + 1)
    })
  )

  it(
    "rejected postbacks sent to both servers are one count on the settings page of either",
    stack.guard(async () => {
      const rejected = async () => {
        const counts = []
        for (const app of stack.apps) counts.push((await app.api.get("/admin/cryptocloud/settings", stack.admin)).data.postback.rejected_last_hour as number)
        return counts
      }
      const [before] = await rejected()
      const sent = [7, 5]
      await Promise.all(
        stack.apps.map(async (app, i) => {
          for (let n = 0; n < sent[i]; n++) expect((await app.api.post(WEBHOOK_PATH, {})).status).toBe(200)
        })
      )
      const after = await waitFor(
        async () => {
          const counts = await rejected()
          return counts.every((count) => count === before + 12) ? counts : null
        },
        { timeoutMs: 30_000, what: "12 more rejected postbacks on both servers' settings" }
      )
      expect(after).toEqual([before + 12, before + 12])
    })
  )
})
