/**
 * Scenario 5 — static wallets under a slow service: logged-in customers (signed up through the
 * store auth API) ask for deposit addresses all at once while the sandbox holds every
 * `static/create` for a long time (a latency fault on that path only). Meanwhile a checkout, a
 * cart read and a session status read must go through: a creation must not hold a database
 * connection while it waits. Rows are counted against the per-customer cap and the hourly budget.
 */
import type { Sandbox } from "../../../src/sandbox"
import { DEFAULT_STATIC_WALLET_CUSTOMER_CAP } from "../../../src/domain/static-wallet-limits"
import { checkout, CRYPTO, type BenchSeed, type CheckoutResult } from "../../lib/storefront"
import { median } from "../../lib/stats"
import { adminCall, countStatuses, pool, send, sleep, STATIC_CREATE, type Answer, type Check, type Sql } from "./common"

export interface WalletsReport {
  customers: number
  requests: number
  latencyMs: number
  hourlyBudget: number
  customerCap: number
  statuses: Record<string, number>
  /** By status and body code: how many, and how long they took (ms). */
  codes: Record<string, { n: number; p50: number; max: number }>
  wallSeconds: number
  serviceCalls: number
  /** static/create calls that reached the sandbox half a hold or more after the first one (queued in the plugin's client pool). */
  lateArrivals: number
  /** An admin read through the module's client (`GET /admin/cryptocloud/balance`, not slowed) sent with the checkout. */
  adminRead: { ms: number; status: number }
  rows: { ready: number; claimed: number; maxReadyPerCustomer: number; createdInWindow: number }
  idleCheckoutMs: number
  during: { checkoutMs: number; endedAfterMs: number; cartReadMs: number; statusReadMs: number; statuses: number[]; startedAfterMs: number }
  firstError: string | null
  checks: Check[]
}

const CURRENCIES = ["BTC", "LTC", "ETH", "USDT_TRC20"]
const FAST_ENOUGH_MS = 5_000

async function signUp(baseUrl: string, publishableKey: string, email: string): Promise<{ id: string; token: string }> {
  const password = "correct-horse-battery-staple"
  const json = { "content-type": "application/json" }
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await send(`${baseUrl}${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) })
    if (res.status >= 300) throw new Error(`POST ${path} → HTTP ${res.status}: ${res.body.slice(0, 300)}`)
    return JSON.parse(res.body)
  }
  const registered = await post("/auth/customer/emailpass/register", { email, password })
  const created = await post(
    "/store/customers",
    { email, first_name: "Ada", last_name: "Customer" },
    { "x-publishable-api-key": publishableKey, authorization: `Bearer ${registered.token}` }
  )
  const login = await post("/auth/customer/emailpass", { email, password })
  return { id: created.customer.id, token: login.token }
}

export async function walletsUnderSlowService(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  sql: Sql
  adminToken: string
  requests: number
  latencyMs: number
  hourlyBudget: number
  log: (line: string) => void
}): Promise<WalletsReport> {
  const { baseUrl, seed, sandbox, sql, log } = options
  // Most customers ask for more currencies than the cap allows; the rest ask twice for one.
  const capped = Math.floor((options.requests * 0.8) / CURRENCIES.length)
  const pairs = Math.floor((options.requests - capped * CURRENCIES.length) / 2)
  const plan: Array<{ customer: number; currency: string }> = []
  for (let c = 0; c < capped; c++) for (const currency of CURRENCIES) plan.push({ customer: c, currency })
  for (let c = capped; c < capped + pairs; c++) plan.push({ customer: c, currency: "BTC" }, { customer: c, currency: "BTC" })

  log(`wallets: ${capped + pairs} customers sign up; hourly wallet budget set to ${options.hourlyBudget}`)
  await adminCall(baseUrl, options.adminToken, "POST", "/admin/cryptocloud/settings", { static_wallet_hourly_budget: options.hourlyBudget })
  const customers = await pool(Array.from({ length: capped + pairs }), 5, (_, i) =>
    signUp(baseUrl, seed.publishableKey, `wallet-${process.pid}-${i}@example.com`)
  )
  const pay = async (uuid: string) => void (await sandbox.pay(uuid, "exact", { postback: false }))
  const idle = await checkout([baseUrl], seed, CRYPTO, { pay })

  try {
    const [{ now: dbStart }] = await sql.query<{ now: Date }>("select now()")
    const callsBefore = sandbox.countRequests(STATIC_CREATE)
    sandbox.injectFault({ path: STATIC_CREATE, kind: "latency", ms: options.latencyMs })
    log(`wallets: ${plan.length} POST /store/cryptocloud/static-wallets at once; the sandbox holds each static/create ${options.latencyMs / 1000} s`)
    const t0 = Date.now()
    const walletCalls = plan.map(({ customer, currency }) =>
      send(`${baseUrl}/store/cryptocloud/static-wallets`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-publishable-api-key": seed.publishableKey, authorization: `Bearer ${customers[customer].token}` },
        body: JSON.stringify({ currency }),
        timeoutMs: options.latencyMs * 4,
      })
    )
    // Inside the slow window: the creations are waiting on the service now.
    await sleep(1_000)
    const startedAfterMs = Date.now() - t0
    // The module's client also serves admin routes and reconciliation reads: one of them meanwhile.
    const adminRead = send(`${baseUrl}/admin/cryptocloud/balance`, {
      headers: { authorization: `Bearer ${options.adminToken}` },
      timeoutMs: options.latencyMs * 4,
    })
    let during: CheckoutResult | null = null
    let duringError: string | null = null
    const tc = Date.now()
    try {
      during = await checkout([baseUrl], seed, CRYPTO, { pay })
    } catch (error) {
      duringError = `checkout during the slow window failed after ${Date.now() - tc} ms: ${(error as Error).message}`
    }
    const duringEndedMs = Date.now() - t0
    const readable = { headers: { "x-publishable-api-key": seed.publishableKey } }
    const cartRead = during ? await send(`${baseUrl}/store/carts/${during.cartId}`, readable) : { status: 0, ms: NaN, body: "", headers: {} }
    const statusRead = during
      ? await send(`${baseUrl}/store/cryptocloud/payment-sessions/${during.sessionId}`, readable)
      : { status: 0, ms: NaN, body: "", headers: {} }
    const answers: Answer[] = await Promise.all(walletCalls)
    const wallSeconds = (Date.now() - t0) / 1000
    const serviceCalls = sandbox.countRequests(STATIC_CREATE) - callsBefore
    const arrivals = sandbox.requests
      .filter((r) => r.path === STATIC_CREATE)
      .slice(callsBefore)
      .map((r) => Date.parse(r.at))
    const lateArrivals = arrivals.filter((at) => at - arrivals[0] >= options.latencyMs / 2).length
    const admin = await adminRead
    sandbox.clearFaults()
    const duringMs = during ? during.total : NaN

    const rows = await sql.query<{ customer_id: string; state: string; created_at: Date }>(
      "select customer_id, state, created_at from cryptocloud_static_wallet where customer_id = any($1) and deleted_at is null",
      [customers.map((c) => c.id)]
    )
    const readyPer = new Map<string, number>()
    for (const r of rows.filter((r) => r.state === "ready")) readyPer.set(r.customer_id, (readyPer.get(r.customer_id) ?? 0) + 1)
    const [{ n: inWindow }] = await sql.query<{ n: string }>(
      "select count(*) as n from cryptocloud_static_wallet where created_at >= now() - interval '1 hour' and deleted_at is null"
    )
    const createdInWindow = rows.filter((r) => new Date(r.created_at) >= new Date(dbStart)).length
    const maxReady = Math.max(0, ...readyPer.values())
    const byCode: Record<string, number[]> = {}
    for (const a of answers) {
      let code = "(none)"
      try {
        const body = JSON.parse(a.body)
        code = body.code ?? (body.static_wallet ? "static_wallet" : (body.type ?? "(none)"))
      } catch {
        code = "(not JSON)"
      }
      ;(byCode[`${a.status} ${code}`] ??= []).push(a.ms)
    }
    const codes = Object.fromEntries(Object.entries(byCode).map(([k, v]) => [k, { n: v.length, p50: median(v), max: Math.max(...v) }]))
    const statuses = countStatuses(answers)
    const fiveXX = answers.filter((a) => a.status >= 500 || a.status === 0)
    const checks: Check[] = [
      {
        what: "checkout during the slow window (cart → … → session → complete)",
        measured: during
          ? `${duringMs.toFixed(0)} ms of store requests, done ${(duringEndedMs / 1000).toFixed(1)} s after the wallet requests left (idle checkout: ${idle.total.toFixed(0)} ms)`
          : String(duringError),
        bound: `< ${FAST_ENOUGH_MS} ms, done before the held calls return (${options.latencyMs / 1000} s)`,
        ok: duringMs < FAST_ENOUGH_MS && duringEndedMs < options.latencyMs,
      },
      {
        what: "cart read and session status read during the slow window",
        measured: `${cartRead.ms.toFixed(0)} ms (HTTP ${cartRead.status}), ${statusRead.ms.toFixed(0)} ms (HTTP ${statusRead.status})`,
        bound: `< ${FAST_ENOUGH_MS} ms each, 200`,
        ok: cartRead.ms < FAST_ENOUGH_MS && statusRead.ms < FAST_ENOUGH_MS && cartRead.status === 200 && statusRead.status === 200,
      },
      {
        what: "ready wallets per customer (most of any customer)",
        measured: `${maxReady}`,
        bound: `≤ ${DEFAULT_STATIC_WALLET_CUSTOMER_CAP} (the cap)`,
        ok: maxReady <= DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
      },
      {
        what: "wallet rows created in the last hour (claims included) and static/create calls",
        measured: `${Number(inWindow)} rows, ${serviceCalls} calls`,
        bound: `≤ ${options.hourlyBudget} (the hourly budget)`,
        ok: Number(inWindow) <= options.hourlyBudget && serviceCalls <= options.hourlyBudget,
      },
      { what: "wallet requests answered 5xx or not at all", measured: `${fiveXX.length}`, bound: "0", ok: fiveXX.length === 0 },
    ]
    return {
      customers: customers.length,
      requests: plan.length,
      latencyMs: options.latencyMs,
      hourlyBudget: options.hourlyBudget,
      customerCap: DEFAULT_STATIC_WALLET_CUSTOMER_CAP,
      statuses,
      codes,
      wallSeconds,
      serviceCalls,
      lateArrivals,
      adminRead: { ms: admin.ms, status: admin.status },
      rows: {
        ready: rows.filter((r) => r.state === "ready").length,
        claimed: rows.filter((r) => r.state !== "ready").length,
        maxReadyPerCustomer: maxReady,
        createdInWindow,
      },
      idleCheckoutMs: idle.total,
      during: {
        checkoutMs: duringMs,
        endedAfterMs: duringEndedMs,
        cartReadMs: cartRead.ms,
        statusReadMs: statusRead.ms,
        statuses: [cartRead.status, statusRead.status],
        startedAfterMs,
      },
      firstError: duringError ?? (fiveXX[0] ? `HTTP ${fiveXX[0].status}: ${fiveXX[0].body.slice(0, 300)}` : null),
      checks,
    }
  } finally {
    sandbox.clearFaults()
    await adminCall(baseUrl, options.adminToken, "POST", "/admin/cryptocloud/settings", { static_wallet_hourly_budget: null }).catch(() => undefined)
  }
}
