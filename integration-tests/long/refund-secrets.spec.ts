/**
 * Refund links and refund state against a real `medusa start` and the sandbox (issue 27):
 *
 * 1. No refund token in the server's log. With Medusa's HTTP log level on, the JSON store route
 *    `/store/cryptocloud/refund-address/:token` and the HTML page `/cryptocloud/refund/:token`
 *    are called as a storefront and a customer do — GET, a good POST, malformed JSON, a field
 *    that fails validation, an unknown field, a form that is not one — and the server's log files
 *    are searched for the token (whole, its first 20 characters, its payload and signature). The
 *    access-log lines of those paths must be there (so the search can fail), without the token.
 * 2. Address request vs payout as compare-and-set. A test hook holds the address request between
 *    its read and its write (CRYPTOCLOUD_TEST_HOLD_ADDRESS_REQUEST_MS); a payout claims the refund
 *    inside that window: the request loses (409 with the refund as it now is), the payout is
 *    recorded once. The other way round, a payout that read the refund waits on the withdrawal
 *    lock (held here over SQL) while an address request clears the address: its claim loses, and
 *    nothing is sent to the address it read.
 *
 * One server for the file (boots are slow). See helpers/app-processes.ts.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Client } from "pg"
import { waitFor } from "../helpers/wait-for"
import { databaseServer, useAppStack, type App } from "../helpers/app-processes"
import { ADDRESS, OUT, openItems, refundedOrder, refundOf, waitForWithdrawalInterval } from "../helpers/payouts"

jest.setTimeout(300 * 1000)

const NAME = "refund-secrets"
const LOG_DIR = resolve(__dirname, "../../test-artifacts", NAME)
/** The address request's read→write window (the test hook): long enough for a claim to land in it. */
const HOLD_MS = 3_000

const stack = useAppStack({
  name: NAME,
  sandbox: { balances: { USDT_TRC20: "100000" } },
  env: {
    LOG_LEVEL: "http", // Medusa's access log (morgan) writes at "http"
    CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "20000", // a slow payout answer below stays an answer
    CRYPTOCLOUD_TEST_HOLD_ADDRESS_REQUEST_MS: String(HOLD_MS),
  },
})

let app: App
beforeAll(() => {
  app = stack.apps[0]
})

const storeHeaders = () => ({ "x-publishable-api-key": stack.store.publishableKey })
/** A request exactly as given (axios would re-encode a malformed JSON string). */
async function raw(method: "GET" | "POST", path: string, init: { body?: string; type?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers, ...(init.type ? { "content-type": init.type } : {}) }
  const res = await fetch(`${app.url}${path}`, { method, headers, body: init.body })
  const text = await res.text()
  return { status: res.status, text, json: () => JSON.parse(text) }
}
/** A new address link for the refund: its token (the url's last path segment). */
async function requestLink(refundId: string) {
  const res = await app.api.post(`/admin/cryptocloud/refunds/${refundId}/address-request`, {}, stack.admin)
  if (res.status !== 200) throw new Error(`address request: HTTP ${res.status} ${JSON.stringify(res.data)}`)
  return new URL(res.data.url).pathname.split("/").pop()!
}
/** Every log the file's children wrote (servers, migrate, seed). */
const serverLogs = () =>
  readdirSync(LOG_DIR)
    .filter((f) => f.endsWith(".log"))
    .map((f) => readFileSync(join(LOG_DIR, f), "utf8"))
    .join("\n")

describe("no refund token in the server's log (HTTP log level on)", () => {
  it(
    "JSON route and HTML page — GET, POST, malformed JSON, invalid and unknown fields, a bad form: access lines logged, the token nowhere",
    stack.guard(async () => {
      const refund = await refundedOrder(stack, app, 5)
      const jsonToken = await requestLink(refund.id)
      const json = `/store/cryptocloud/refund-address/${jsonToken}`
      const store = storeHeaders()
      // A storefront page without Referrer-Policy sends its own URL, token and all.
      const referer = `https://shop.example/refund-address/${jsonToken}`

      expect((await raw("GET", json, { headers: { ...store, referer } })).status).toBe(200)
      const broken = await raw("POST", json, { type: "application/json", body: '{"address": "T', headers: store })
      expect(broken.status).toBe(400)
      expect(broken.json()).toEqual({ type: "invalid_data", message: expect.any(String) })
      const notString = await raw("POST", json, { type: "application/json", body: JSON.stringify({ address: 42 }), headers: store })
      expect(notString.status).toBe(400)
      expect(notString.json()).toEqual({ type: "invalid_data", message: expect.stringMatching(/^Invalid request: .*address/) })
      const unknown = await raw("POST", json, { type: "application/json", body: JSON.stringify({ address: ADDRESS, token: "x" }), headers: store })
      expect(unknown.status).toBe(400)
      expect(unknown.json()).toEqual({ type: "invalid_data", message: "Invalid request: Unrecognized fields: 'token'" })
      const wrongNetwork = await raw("POST", json, {
        type: "application/json",
        body: JSON.stringify({ address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" }),
        headers: store,
      })
      expect(wrongNetwork.status).toBe(400)
      const given = await raw("POST", json, { type: "application/json", body: JSON.stringify({ address: ADDRESS }), headers: { ...store, referer } })
      expect(given.status).toBe(200)
      expect(given.json().refund).toEqual(expect.objectContaining({ address: ADDRESS, status: "awaiting_payout" }))
      expect((await raw("GET", json, { headers: store })).status).toBe(410)

      // A new link for the page (the first is used up).
      const pageToken = await requestLink(refund.id)
      const page = `/cryptocloud/refund/${pageToken}`
      const form = "application/x-www-form-urlencoded"
      expect((await raw("GET", page)).status).toBe(200)
      expect((await raw("POST", page, { type: form, body: new URLSearchParams({ address: ADDRESS, step: "check" }).toString() })).status).toBe(200)
      expect((await raw("POST", page, { type: "application/json", body: '{"address": "T' })).status).toBe(400)
      expect((await raw("POST", page, { type: form, body: new URLSearchParams({ address: ADDRESS, step: "confirm" }).toString() })).status).toBe(200)
      expect((await raw("GET", page)).status).toBe(410)

      // The access line of every one of those 12 requests, with its status: the log is on.
      const accessLines = () =>
        serverLogs()
          .split("\n")
          .flatMap((line) => {
            const hit = /(GET|POST) \/(store\/cryptocloud\/refund-address|cryptocloud\/refund)\/.*\((\d{3})\)/.exec(line)
            return hit ? [`${hit[1]} ${hit[2].startsWith("store") ? "json" : "page"} ${hit[3]}`] : []
          })
      const lines = await waitFor(() => (accessLines().length >= 12 ? accessLines() : null), {
        what: "the access-log lines of the refund routes",
        timeoutMs: 10_000,
      })
      expect(lines.sort()).toEqual([
        "GET json 200",
        "GET json 410",
        "GET page 200",
        "GET page 410",
        "POST json 200",
        "POST json 400",
        "POST json 400",
        "POST json 400",
        "POST json 400",
        "POST page 200",
        "POST page 200",
        "POST page 400",
      ])

      const logs = serverLogs()
      for (const token of [jsonToken, pageToken]) {
        const [, payload, signature] = token.split(".")
        for (const secret of [token, token.slice(0, 20), payload, signature]) {
          const at = logs.indexOf(secret)
          if (at >= 0)
            throw new Error(`a refund token (${secret.length} characters of it) is in the server log: …${logs.slice(Math.max(0, at - 120), at + 40)}…`)
        }
      }
    })
  )
})

describe("address request vs payout: compare-and-set", () => {
  /** A refund whose customer gave ADDRESS through the JSON route: awaiting_payout. */
  async function refundWithAddress() {
    const refund = await refundedOrder(stack, app, 5)
    const token = await requestLink(refund.id)
    const given = await app.api.post(`/store/cryptocloud/refund-address/${token}`, { address: ADDRESS }, { headers: storeHeaders() })
    expect(given.status).toBe(200)
    return refund
  }
  const payout = (refundId: string) => app.api.post(`/admin/cryptocloud/refunds/${refundId}/payout`, {}, stack.admin)
  const addressRequest = (refundId: string) => app.api.post(`/admin/cryptocloud/refunds/${refundId}/address-request`, {}, stack.admin)

  it(
    "a payout waiting on the withdrawal lock while an address request clears the address: its claim loses (409 with the refund), nothing is sent",
    stack.guard(async () => {
      const refund = await refundWithAddress()
      await waitForWithdrawalInterval(stack, app)
      const sentBefore = stack.sandbox.countRequests(OUT)
      const [{ db }] = await stack.sql<{ db: string }>("SELECT current_database() AS db")
      const lock = new Client({ ...databaseServer(), database: db })
      await lock.connect()
      try {
        // Every reservation takes this lock first: the payout has read the refund and waits here.
        await lock.query("BEGIN")
        await lock.query("SELECT pg_advisory_xact_lock(hashtext('cryptocloud:withdrawal'))")
        const paying = payout(refund.id)
        await waitFor(
          async () => {
            const { rows } = await lock.query(
              "SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = current_database() AND l.locktype = 'advisory' AND NOT l.granted"
            )
            return rows[0].n > 0
          },
          { what: "the payout waiting on the withdrawal lock" }
        )
        const asked = await addressRequest(refund.id)
        expect(asked.status).toBe(200)
        await lock.query("COMMIT")
        const lost = await paying
        // Nothing went to the address the payout had read: the customer is being asked again.
        expect(stack.sandbox.countRequests(OUT)).toBe(sentBefore)
        expect(lost.status).toBe(409)
        expect(lost.data).toEqual(
          expect.objectContaining({
            type: "conflict",
            code: "refund_changed",
            refund: expect.objectContaining({ id: refund.id, status: "awaiting_address", address: null, crypto_paid: "0" }),
          })
        )
      } finally {
        await lock.end()
      }
      expect(stack.sandbox.countRequests(OUT)).toBe(sentBefore)
      expect(await refundOf(stack, app, refund.order_id, refund.id)).toEqual(
        expect.objectContaining({ status: "awaiting_address", address: null, withdrawal_id: null })
      )
    })
  )

  it(
    "a payout's claim inside the address request's read→write window: the request loses (409 with the refund), one payout, crypto_paid recorded, not owed again",
    stack.guard(async () => {
      const refund = await refundWithAddress()
      await waitForWithdrawalInterval(stack, app)
      const sentBefore = stack.sandbox.countRequests(OUT)
      const paidBefore = stack.sandbox.listWithdrawals().length
      // The payout's answer comes after the address request's write (held HOLD_MS after its read).
      stack.sandbox.injectFault({ path: OUT, kind: "latency", ms: 2 * HOLD_MS, times: 1 })

      let askedAt = 0
      const asking = addressRequest(refund.id).then((res) => ((askedAt = Date.now()), res))
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS / 3)) // the request has read the refund
      const paying = payout(refund.id)
      await waitFor(
        async () => {
          const [row] = await stack.sql("SELECT status FROM cryptocloud_refund WHERE id = $1", [refund.id])
          return row?.status === "payout_pending"
        },
        { what: "the payout's claim", intervalMs: 50 }
      )
      expect(askedAt).toBe(0) // the claim landed while the address request was still between read and write

      const [asked, paid] = await Promise.all([asking, paying])
      // The money first: one payout, recorded on the refund, which is no longer owed.
      expect(stack.sandbox.countRequests(OUT)).toBe(sentBefore + 1)
      expect(await refundOf(stack, app, refund.order_id, refund.id)).toEqual(
        expect.objectContaining({
          status: "payout_requested",
          crypto_paid: refund.crypto_amount,
          crypto_remaining: "0",
          address: ADDRESS,
        })
      )
      expect(asked.status).toBe(409)
      expect(asked.data).toEqual(
        expect.objectContaining({
          type: "conflict",
          code: "refund_changed",
          refund: expect.objectContaining({ id: refund.id, status: "payout_pending" }),
        })
      )
      expect(paid.status).toBe(200)
      expect(paid.data.refund).toEqual(expect.objectContaining({ status: "payout_requested", crypto_paid: refund.crypto_amount, crypto_remaining: "0" }))

      expect(stack.sandbox.listWithdrawals().slice(paidBefore)).toEqual([
        expect.objectContaining({ address: ADDRESS, amount: refund.crypto_amount, currency: "USDT_TRC20" }),
      ])
      expect((await openItems(stack, app, "refund_owed")).filter((item) => item.refund_id === refund.id)).toEqual([])
      // Not owed again: a second payout is refused (before any interval applies) and nothing more leaves.
      const again = await payout(refund.id)
      expect(again.status).toBe(409)
      expect(again.data.code).toBe("refund_not_owed")
      expect(stack.sandbox.countRequests(OUT)).toBe(sentBefore + 1)
    })
  )
})
