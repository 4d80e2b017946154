/**
 * Issue [Q]: every budget is one figure for the store, kept in the database every instance
 * shares (domain/budgets/sql-buckets.ts), not in a process's memory. On the real PostgreSQL:
 * - the take is one statement that never lets two takers have the last token, all or nothing
 *   over a cart's and the store's buckets; the check takes nothing; full rows are pruned;
 * - what another instance spent (its row, written here as that instance would have) is refused
 *   by this one: the payment-sessions route answers 429 before anything is created, the status
 *   route answers from the ledger without an `info` call.
 * The two-process version of the same rules: integration-tests/redis/budgets-two-instances.spec.ts.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { checkBuckets, pruneBuckets, takeBuckets, BUDGET_BUCKET_TABLE } from "../../src/domain/budgets/sql-buckets"
import { storeReadsBucketOf } from "../../src/domain/store-reads/read-budget"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox
const CREATE = "/v2/invoice/create"
const INFO = "/v2/invoice/merchant/info"
const HOUR = 3_600_000

export default defineSuite("shared-budgets", ({ api, getContainer }) => {
  let store: SeededStore
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const row = async (id: string) => (await pg()(BUDGET_BUCKET_TABLE).where({ id }).first()) as Record<string, any> | undefined

  beforeAll(async () => {
    store = await seedStore(getContainer())
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
  })

  it("30 takes at once of a bucket of 5: exactly 5 granted, the others told the wait; one row", async () => {
    const cart = { key: "invoices:cart:pay_col_RACE", capacity: 5, windowMs: HOUR }
    // A store bucket that refills about two tokens an hour (window_ms is an integer column): what the 25 refused takes gave back is
    // all the test reads, however long the 30 statements take on a busy machine.
    const store = { key: "invoices:store", capacity: 1000, windowMs: 500 * HOUR }
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => takeBuckets(pg(), [cart, store])))
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5)
    for (const refused of verdicts.filter((v) => !v.ok)) {
      expect(refused).toEqual({ ok: false, key: cart.key, waitMs: expect.any(Number) })
      expect((refused as { waitMs: number }).waitMs).toBeGreaterThan(HOUR / 5 - 5_000) // ~12 min until the next token
    }
    expect(Number((await row(cart.key))!.tokens)).toBeLessThan(1)
    // All or nothing: the 25 refused takes gave the store's tokens back.
    expect(Number((await row(store.key))!.tokens)).toBeGreaterThan(994.99)
    expect(Number((await row(store.key))!.tokens)).toBeLessThan(995.1)
  })

  it("check takes nothing; a bucket refills by elapsed time (the database's clock); full rows are pruned", async () => {
    const spec = { key: "invoices:cart:pay_col_REFILL", capacity: 2, windowMs: HOUR }
    expect(await checkBuckets(pg(), [spec])).toEqual({ ok: true })
    expect(await row(spec.key)).toBeUndefined()
    for (let i = 0; i < 2; i++) expect(await takeBuckets(pg(), [spec])).toEqual({ ok: true })
    expect(await checkBuckets(pg(), [spec])).toEqual({ ok: false, key: spec.key, waitMs: expect.any(Number) })
    // Half an hour ago: one token is back (20 an hour would be 1 per 30 min at capacity 2).
    await pg()(BUDGET_BUCKET_TABLE)
      .where({ id: spec.key })
      .update({ refilled_at: pg().raw("now() - interval '30 minutes'") })
    expect(await checkBuckets(pg(), [spec])).toEqual({ ok: true })
    expect(await takeBuckets(pg(), [spec])).toEqual({ ok: true })
    expect((await takeBuckets(pg(), [spec])).ok).toBe(false)
    // Pruned only once full again (a window after its last refill).
    const other = { key: "invoices:cart:pay_col_OLD", capacity: 2, windowMs: HOUR }
    await takeBuckets(pg(), [other])
    await pg()(BUDGET_BUCKET_TABLE)
      .where({ id: other.key })
      .update({ refilled_at: pg().raw("now() - interval '61 minutes'") })
    expect(await pruneBuckets(pg())).toBe(1)
    expect(await row(other.key)).toBeUndefined()
    expect(await row(spec.key)).toBeDefined()
  })

  it("a cart's budget another instance spent: this one answers 429 with Retry-After before anything is created; the cart's session is kept", async () => {
    const shop = storefront(api, store)
    const cartId = await shop.createCart("eur")
    const first = await shop.initiateSession(cartId)
    // Another instance made the cart's last invoices a moment ago: its row says so.
    await pg()(BUDGET_BUCKET_TABLE)
      .where({ id: `invoices:cart:${first.collectionId}` })
      .update({ tokens: 0, refilled_at: pg().raw("now()") })
    const creates = sandbox.current.countRequests(CREATE)
    const res = await shop.call("post", `/store/payment-collections/${first.collectionId}/payment-sessions`, {
      provider_id: "pp_cryptocloud_cryptocloud",
      data: { cryptocurrency: "BTC" },
    })
    expect(res.status).toBe(429)
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(60)
    expect(res.data).toEqual(expect.objectContaining({ code: "invoice_creation_budget_spent" }))
    expect(sandbox.current.countRequests(CREATE)).toBe(creates)
    const cart = await shop.getCart(cartId)
    expect(cart.payment_collection.payment_sessions.map((s: any) => s.id)).toEqual([first.sessionId])
  })

  it("the store's status-read token another instance holds: polls answer from the ledger, with no info call, until it is back", async () => {
    const shop = storefront(api, store)
    const checkout = await shop.checkout("eur")
    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    // Another instance has the project's read budget for the next 3 s.
    const held = await pg().raw(
      `INSERT INTO ${BUDGET_BUCKET_TABLE} (id, capacity, window_ms, tokens, granted, refilled_at) VALUES (?, 1, 500, 0, true, now() + interval '3 seconds')
       ON CONFLICT (id) DO UPDATE SET tokens = 0, refilled_at = now() + interval '3 seconds' RETURNING refilled_at`,
      [storeReadsBucketOf(SANDBOX_KEYS.shopId)]
    )
    // Judged against when the token is really back (the database's clock, the same machine's),
    // not a duration: a poll a busy machine answers after that may already read the service.
    const heldUntil = new Date(held.rows[0].refilled_at).getTime()
    // The reads of this invoice: the app's minute reconciliation job may read other invoices meanwhile.
    const readsOfIt = () => sandbox.current.requests.filter((r) => r.path === INFO && JSON.stringify(r.body ?? null).includes(checkout.data.uuid)).length
    const infos = readsOfIt()
    const answeredWhileHeld: string[] = []
    while (Date.now() < heldUntil - 1_000) {
      const status = await shop.sessionStatus(checkout.sessionId)
      if (Date.now() >= heldUntil) break
      answeredWhileHeld.push(status.invoice.status)
      expect(readsOfIt()).toBe(infos)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(answeredWhileHeld.length).toBeGreaterThan(0)
    expect(new Set(answeredWhileHeld)).toEqual(new Set(["created"])) // the ledger's, not the service's "paid"
    // Then the token is back for this instance too (its ask stayed queued; the next poll asks again in 5 s at most).
    const paid = await (async () => {
      for (let i = 0; i < 100; i++) {
        const status = await shop.sessionStatus(checkout.sessionId)
        if (status.invoice.status === "paid") return status
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return null
    })()
    expect(paid).not.toBeNull()
  })
})
