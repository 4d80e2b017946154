/**
 * Medusa's production topology: two `server` instances and one `worker` instance
 * (MEDUSA_WORKER_MODE, medusa-config.ts) on one database and Redis (event bus, workflow engine,
 * locking), as Medusa's deployment guide and Medusa Cloud run a store.
 *
 * - A checkout through server A, its postback delivered to server B: B's webhook route hands it
 *   to the Redis event bus, and only the worker consumes events (a `server` instance has no
 *   event-bus worker), so the one order is the worker's doing.
 * - A checkout whose postback never comes: the worker's minute reconciliation job (switched on
 *   for this stack) completes the order, once. Servers do not load jobs at all.
 * - An overpayment whose postback reaches both servers: one staff alert per address and one
 *   admin feed entry (README, "Telling the merchant"), whichever instances saw it.
 *
 * Runs in .ci/run's Redis profile (`npm run test:integration:redis`); skipped without REDIS_URL.
 * See helpers/app-processes.ts (`worker: true`) for the stack.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { useAppStack, type AppStack } from "../helpers/app-processes"
import { outboxFile } from "../helpers/outbox"
import { OUTBOX_FILE_ENV } from "../helpers/notification-outbox/store"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"

jest.setTimeout(420 * 1000)

const REDIS_URL = process.env.REDIS_URL
const SKIP_REASON = "REDIS_URL is not set: servers and a worker need Redis (event bus, workflow engine, locking); .ci/run's Redis profile sets it"
if (!REDIS_URL) process.stdout.write(`\nSKIPPED production-topology.spec.ts: ${SKIP_REASON}\n`)
const describeWithRedis = REDIS_URL ? describe : describe.skip

/**
 * A Redis database of this run's own (1–15): Medusa's Redis modules use fixed queue and key
 * names, so a worker of another app on the same Redis would otherwise take this stack's events
 * and scheduled jobs (and this worker theirs).
 */
function ownRedisDatabase(url: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${1 + (process.pid % 15)}`
  return parsed.toString()
}

/** Orders made from the cart, and the captures of its payment session. */
async function outcome(stack: AppStack, cartId: string, sessionId: string) {
  const orders = await stack.sql<{ order_id: string }>("SELECT order_id FROM order_cart WHERE cart_id = $1 AND deleted_at IS NULL", [cartId])
  const captures = await stack.sql<{ amount: string }>(
    `SELECT c.amount FROM capture c JOIN payment p ON p.id = c.payment_id
      WHERE p.payment_session_id = $1 AND c.deleted_at IS NULL AND p.deleted_at IS NULL`,
    [sessionId]
  )
  return { orders: orders.map((row) => row.order_id), captures: captures.map((row) => Number(row.amount)) }
}

const OUTBOX = join(__dirname, "../../test-artifacts/production-topology-outbox.jsonl")

describeWithRedis("Medusa's production topology: two servers and a worker", () => {
  const stack = useAppStack({
    name: "production-topology",
    instances: 2,
    worker: true,
    env: {
      ...(REDIS_URL ? { REDIS_URL: ownRedisDatabase(REDIS_URL) } : {}),
      // The worker's minute job is what this file tests (app-processes turns it off by default).
      CRYPTOCLOUD_RECONCILIATION: "on",
      // Staff alerts: kept by the tests' provider, in a file every instance appends to.
      CRYPTOCLOUD_TEST_EMAIL: "local",
      [OUTBOX_FILE_ENV]: OUTBOX,
    },
  })

  it(
    "checkout through server A, postback at server B: the worker consumes the event and makes the order once",
    stack.guard(async () => {
      const [a, b] = stack.apps
      const shop = storefront(a.api, stack.store)
      const checkout = await shop.checkout("eur")
      stack.sandbox.setPostbackUrl(`${b.url}${WEBHOOK_PATH}`)
      const paidAt = Date.now()
      await stack.sandbox.pay(checkout.data.uuid, "exact")

      const made = await waitFor(
        async () => {
          const now = await outcome(stack, checkout.cartId, checkout.sessionId)
          return now.orders.length > 0 && now.captures.length > 0 && now
        },
        { timeoutMs: 90_000, intervalMs: 500, what: "the order of the postback delivered to server B" }
      )
      process.stdout.write(`\nproduction-topology: postback at B → order in ${Date.now() - paidAt} ms\n`)
      // Delivered to B alone, answered by Medusa's webhook route there.
      await stack.sandbox.flushPostbacks()
      expect(stack.sandbox.postbacks.filter((p) => p.invoiceUuid === checkout.data.uuid)).toEqual([
        expect.objectContaining({ url: `${b.url}${WEBHOOK_PATH}`, outcome: "sent", responseStatus: 200 }),
      ])
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const settled = await outcome(stack, checkout.cartId, checkout.sessionId)
      expect(settled.orders).toEqual(made.orders)
      expect(settled.orders).toHaveLength(1)
      expect(settled.captures).toEqual([checkout.total])
      // The storefront completing the cart through server A finds that same order.
      const completed = await shop.complete(checkout.cartId)
      expect(completed.data).toEqual(expect.objectContaining({ type: "order", order: expect.objectContaining({ id: made.orders[0] }) }))
    })
  )

  it(
    "a postback that never comes: the worker's reconciliation job completes the order once",
    stack.guard(async () => {
      const [, b] = stack.apps
      const shop = storefront(b.api, stack.store)
      const checkout = await shop.checkout("eur")
      const paidAt = Date.now()
      const sentBefore = stack.sandbox.postbacks.length
      await stack.sandbox.pay(checkout.data.uuid, "exact", { postback: false })

      // The job runs at each minute's start: up to a minute, plus the pass itself.
      const made = await waitFor(
        async () => {
          const now = await outcome(stack, checkout.cartId, checkout.sessionId)
          return now.orders.length > 0 && now.captures.length > 0 && now
        },
        { timeoutMs: 100_000, intervalMs: 1000, what: "the worker's reconciliation job to complete the order" }
      )
      process.stdout.write(`\nproduction-topology: lost postback → order by the worker's job in ${Date.now() - paidAt} ms\n`)
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const settled = await outcome(stack, checkout.cartId, checkout.sessionId)
      expect(settled.orders).toEqual(made.orders)
      expect(settled.orders).toHaveLength(1)
      expect(settled.captures).toEqual([checkout.total])
      expect(stack.sandbox.postbacks.length).toBe(sentBefore) // no postback had a part in it
      // The job ran on the worker alone: its report line is in the worker's log, in no server's.
      const log = (label: string) => readFileSync(join(__dirname, "../../test-artifacts/production-topology", `${label}-boot1.log`), "utf8")
      expect(log("worker")).toMatch(/CryptoCloud reconciliation: \d+ checked, [1-9]\d* captured/)
      for (const label of ["app-a", "app-b"]) expect(log(label)).not.toMatch(/CryptoCloud reconciliation:/)
      const completed = await shop.complete(checkout.cartId)
      expect(completed.data).toEqual(expect.objectContaining({ type: "order", order: expect.objectContaining({ id: made.orders[0] }) }))
    })
  )

  it(
    "an overpayment whose postback reaches both servers: one staff alert per address and one feed entry",
    stack.guard(async () => {
      const [a, b] = stack.apps
      const staff = ["ops@shop.test", "owner@shop.test"]
      const saved = await a.api.post("/admin/cryptocloud/settings", { alerts: { to: staff } }, stack.admin)
      expect(saved.status).toBe(200)
      // Other instances read settings again within 5 s (domain/settings-store.ts).
      await new Promise((resolve) => setTimeout(resolve, 5500))
      const sent = () => outboxFile(OUTBOX).filter((s) => s.template === "cryptocloud-staff-alert")
      const before = sent().length
      const shop = storefront(a.api, stack.store)
      const checkout = await shop.checkout("usd")
      stack.sandbox.setPostbackUrl(`${a.url}${WEBHOOK_PATH}`)
      await stack.sandbox.pay(checkout.data.uuid, "overpay")
      await stack.sandbox.sendPostback(checkout.data.uuid, { url: `${b.url}${WEBHOOK_PATH}` })
      const counts = () =>
        [...staff, ""].map(
          (to) =>
            sent()
              .slice(before)
              .filter((s) => s.to === to && s.data.kind === "overpayment").length
        )
      await waitFor(async () => counts().every((n) => n > 0), { timeoutMs: 90_000, intervalMs: 500, what: "the overpayment's alerts" })
      // Both servers' deliveries, the storefront's completion and the worker's next pass find the same item.
      await shop.complete(checkout.cartId)
      await new Promise((resolve) => setTimeout(resolve, 8000))
      expect(counts()).toEqual([1, 1, 1])
    })
  )
})
