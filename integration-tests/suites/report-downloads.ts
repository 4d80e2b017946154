/**
 * A download never stalls the store: twelve CSV downloads whose clients stop reading (raw sockets
 * that read the answer's first bytes and then never again): a thirteenth gets 429 with Retry-After
 * (the spec sets the limit to DOWNLOADS_AT_ONCE and the stall timeout to STALL_SECONDS); a
 * storefront checkout runs end to end and the admin reads meanwhile; no pool connection is held
 * for the stalled downloads; each is cut by the server within the stall timeout (plus slack).
 *
 * The pool: the test runner replaces the app's databaseDriverOptions, so the app runs with knex's
 * default pool (max 10 connections, asserted below) — fewer than the twelve downloads. The former
 * download held a connection in a read-only transaction (a server-side cursor) until its client
 * took the last batch: twelve stalled clients held the whole pool, and the checkout, the admin
 * and the eleventh and twelfth downloads waited for a connection.
 *
 * Each report is large enough (12,000 payments with 10 transaction hashes each, about 9 MB of
 * CSV) that the server's and the kernel's buffers fill and the server really waits on its client.
 * The cut is seen from the client: a socket read on after its timeout ends at once, short of the
 * whole file (the reset dropped what was queued), where a download not cut streams its rest.
 */
import net from "node:net"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loginAdmin, type AdminSession } from "../helpers/admin"
import { isoDay } from "../helpers/reports"
import { SANDBOX_KEYS } from "../helpers/sandbox"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { storefront } from "../helpers/storefront"

/** The stall timeout and the limit the spec sets (CRYPTOCLOUD_REPORT_STALL_SECONDS, CRYPTOCLOUD_REPORT_DOWNLOADS_MAX). */
export const STALL_SECONDS = 10
export const DOWNLOADS_AT_ONCE = 12
const ROWS = 12_000
const HASHES_PER_ROW = 10
const DAY = 86_400_000
/** The download slots held now (leases in the budget table: domain/reports/export-slots.ts). */
const HELD_SLOTS_SQL = "SELECT count(*)::int AS n FROM cryptocloud_budget_bucket WHERE id LIKE 'report-downloads:%' AND tokens < 1"
/** How late after a client stops reading its socket may be cut: the buffers fill first, and a loaded machine is slow. */
const CUT_SLACK_SECONDS = 10
/** What a client reads before it stops: the answer's head and the first rows. */
const FIRST_BYTES = 4 * 1024
/** The chunked encoding's last chunk: only a whole download ends with it. */
const LAST_CHUNK = "\r\n0\r\n\r\n"

/** Paid ledger rows of the app's project in the period, each with many hashes (a wide CSV line). */
function seedSql(startDay: string): string {
  return `
INSERT INTO cryptocloud_invoice (id, uuid, session_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency,
  status, amount_paid, received, test_mode, tolerance_percent, expires_at, last_checked_at, session_live, link, address,
  history, outcome, settled_at, shop_id, received_at, received_usd, service_fee, network_fee, network, tx_hashes, created_at, updated_at)
SELECT 'ccinv_dl' || lpad(i::text, 8, '0'), 'DL' || lpad(i::text, 6, '0'), 'payses_dl' || lpad(i::text, 8, '0'),
  '25.00', 'EUR', '26.91', 'USDT_TRC20', 'paid', '26.91', '26.91', false, 0, at + interval '1 hour', at, false,
  'https://pay.cryptocloud.plus/DL' || lpad(i::text, 6, '0'), 'T' || substr(md5(i::text), 1, 33), '[]'::jsonb, 'captured', at,
  '${SANDBOX_KEYS.shopId}', at, '26.91', '0.51', '0.01', 'TRC20',
  (SELECT jsonb_agg(md5(i || ':' || h) || md5(h || ':' || i)) FROM generate_series(1, ${HASHES_PER_ROW}) AS h),
  at - interval '5 minutes', at
FROM (SELECT i, timestamptz '${startDay}T00:00:00Z' + i * interval '60 seconds' AS at FROM generate_series(0, ${ROWS - 1}) AS i) g`
}

interface Stalled {
  socket: net.Socket
  /** When the client stopped reading (after FIRST_BYTES). */
  pausedAt: number
  head: string
  bytes(): number
  /** The last bytes taken (a whole download ends with LAST_CHUNK). */
  tail(): string
  closed: Promise<number>
}

/** Every raw socket a test opened: closed after it, so a failing test (the old code's) lets the app shut down. */
const opened = new Set<net.Socket>()

function connect(baseUrl: string, path: string, authorization: string): net.Socket {
  const url = new URL(baseUrl)
  const socket = net.connect(Number(url.port), url.hostname, () => {
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`)
  })
  opened.add(socket)
  socket.once("close", () => opened.delete(socket))
  return socket
}

/** A download the server refused: its status, Retry-After and body. */
interface Refused {
  refused: { status: number; retryAfter: string | null; body: string }
}

/**
 * A download whose client reads the first bytes and then stops reading (the socket stays open),
 * or, when the server refuses it, the refusal read whole.
 */
function stalledDownload(baseUrl: string, path: string, authorization: string): Promise<Stalled | Refused> {
  return new Promise((resolve, reject) => {
    let head = ""
    let tail = ""
    let received = 0
    let stalled: Stalled | null = null
    const socket = connect(baseUrl, path, authorization)
    const closed = new Promise<number>((done) => socket.once("close", () => done(Date.now())))
    socket.on("error", () => {}) // a reset is how a cut download ends
    socket.on("data", (chunk: Buffer) => {
      if (!stalled) head += chunk.toString("latin1")
      tail = (tail + chunk.toString("latin1")).slice(-64)
      received += chunk.length
      if (!stalled && received >= FIRST_BYTES) {
        socket.pause()
        stalled = { socket, pausedAt: Date.now(), head: head.slice(0, 200), bytes: () => received, tail: () => tail, closed }
        resolve(stalled)
      }
    })
    void closed.then(() => {
      if (stalled) return
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const headEnd = head.indexOf("\r\n\r\n")
      if (status !== 200 && headEnd > 0) {
        return resolve({ refused: { status, retryAfter: /\r\nretry-after: *(\d+)/i.exec(head)?.[1] ?? null, body: head.slice(headEnd + 4) } })
      }
      reject(new Error(`the download closed after ${received} bytes: ${head.slice(0, 300)}`))
    })
  })
}

/** `promise`, or a failure naming what did not happen within `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** The fewest pool connections in use over `samples` looks a few ms apart (the app's jobs take one now and then). */
async function fewestInUse(pg: Knex, samples = 20): Promise<number> {
  const pool = (pg.client as { pool: { numUsed(): number } }).pool
  let fewest = Infinity
  for (let i = 0; i < samples; i++) {
    fewest = Math.min(fewest, pool.numUsed())
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return fewest
}

export default defineSuite("report downloads", ({ api, getContainer }) => {
  let store: SeededStore
  let admin: AdminSession
  beforeAll(async () => {
    store = await seedStore(getContainer())
    admin = await loginAdmin(getContainer(), api)
  })
  afterEach(() => {
    for (const socket of opened) socket.destroy()
  })
  const pg = () => getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const start = isoDay(Date.now() - 60 * DAY)
  const end = isoDay(Date.now() - 50 * DAY)
  const path = `/admin/cryptocloud/reports/payments?format=csv&start=${start}&end=${end}`
  const download = () => api.get(path, { ...admin.config, responseType: "text", transformResponse: (x: unknown) => x })

  it("twelve stalled downloads hold no connection: the next is 429, checkout completes and the admin answers meanwhile; each is cut within the timeout", async () => {
    expect(process.env.CRYPTOCLOUD_REPORT_STALL_SECONDS).toBe(String(STALL_SECONDS))
    // Fewer connections than stalled downloads: a download that kept one would starve the store.
    expect((pg().client as { pool: { max: number } }).pool.max).toBeLessThan(DOWNLOADS_AT_ONCE)
    await pg().raw(seedSql(start))
    const shop = storefront(api, store)
    const baseUrl = String(api.defaults.baseURL)
    const authorization = admin.config.headers.authorization

    // Thirteen downloads at once: each takes its slot before its first read, so one of them is
    // refused while twelve hold theirs. (Started together rather than a thirteenth after the
    // twelve: on a loaded machine the first could be cut, freeing its slot, before the last began.)
    const starting = Array.from({ length: DOWNLOADS_AT_ONCE + 1 }, () => stalledDownload(baseUrl, path, authorization))
    for (const each of starting) void each.catch(() => {}) // awaited below (a rejection before then is not unhandled)

    // Meanwhile: a whole checkout (cart, invoice, paid, order) and the admin's reads, started at once.
    const meanwhile = Promise.all([
      (async () => {
        const checkout = await shop.checkout("usd")
        await appSandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
        return shop.complete(checkout.cartId)
      })(),
      api.get(`/admin/cryptocloud/reports/payments?start=${start}&end=${end}&limit=5`, admin.config),
      api.get("/admin/cryptocloud/withdrawals?limit=1", admin.config),
    ])
    void meanwhile.catch(() => {}) // awaited below

    const answers = await within(
      60_000,
      `${DOWNLOADS_AT_ONCE + 1} downloads answering (each a 200 and its first bytes, or a refusal; with a connection held per download, the pool runs out before the twelfth)`,
      Promise.all(starting)
    )
    // Their slots are leases in the shared budget table (every instance counts them).
    const held = await pg().raw<{ rows: Array<{ n: number }> }>(HELD_SLOTS_SQL)
    expect(held.rows[0]?.n).toBeGreaterThan(0)
    const refusals = answers.flatMap((each) => ("refused" in each ? [each.refused] : []))
    expect(refusals.map((each) => [each.status, each.retryAfter])).toEqual([[429, String(STALL_SECONDS)]])
    expect(JSON.parse(refusals[0].body)).toEqual(expect.objectContaining({ type: "not_allowed", code: "report_downloads_busy" }))
    const stalled = answers.filter((each): each is Stalled => !("refused" in each))
    expect(stalled).toHaveLength(DOWNLOADS_AT_ONCE)

    const [order, page, withdrawals] = await within(60_000, "a checkout and two admin reads while the downloads stall", meanwhile)
    expect(order.status).toBe(200)
    expect(order.data.type).toBe("order")
    expect([page.status, page.data.count]).toEqual([200, ROWS])
    expect(withdrawals.status).toBe(200)

    for (const each of stalled) expect(each.head).toMatch(/^HTTP\/1\.1 200/)
    // While they stall, no connection waits on them.
    expect(await fewestInUse(pg())).toBeLessThanOrEqual(1)

    // Each stalled download is cut by the server within the timeout (plus the moment its buffers
    // took to fill): read on after that, a socket ends at once, short of the whole file. A download
    // not cut would stream its rest and end with the last chunk.
    const ended = await Promise.all(
      stalled.map(async (each) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, each.pausedAt + (STALL_SECONDS + CUT_SLACK_SECONDS) * 1000 - Date.now())))
        const resumedAt = Date.now()
        each.socket.resume()
        return (await within(10_000, "a stalled socket ending once read", each.closed)) - resumedAt
      })
    )
    const whole = await download()
    const wholeSize = Buffer.byteLength(String(whole.data), "latin1")
    expect(String(whole.data).split("\r\n")).toHaveLength(ROWS + 2)
    for (const each of stalled) {
      expect(each.tail().endsWith(LAST_CHUNK)).toBe(false)
      expect(each.bytes()).toBeLessThan(wholeSize)
    }
    console.log(
      `report downloads: ${DOWNLOADS_AT_ONCE} stalled (timeout ${STALL_SECONDS} s), each ended ${Math.min(...ended)}–${Math.max(...ended)} ms after reading on ` +
        `at ${STALL_SECONDS + CUT_SLACK_SECONDS} s past its stop, having taken ${Math.min(...stalled.map((each) => each.bytes()))}–${Math.max(...stalled.map((each) => each.bytes()))} of ${wholeSize} bytes`
    )
  })
})
