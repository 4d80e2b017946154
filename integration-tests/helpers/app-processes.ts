/**
 * Real `medusa start` servers for what medusaIntegrationTestRunner cannot host: a server killed
 * with SIGKILL in the middle of a request and started again, or two servers on one database.
 * (The runner boots the app inside jest and restores the database between tests; a crash has to
 * happen to a process of its own, and its database has to outlive it.)
 *
 * `useAppStack` builds, once per test file: a fresh database on the run's PostgreSQL server (the
 * one global-setup.js gives), `medusa db:migrate`, the browser harness's seed through `medusa
 * exec` (store + admin user), the sandbox in this process, then `instances` servers started
 * together, and an admin logged in over HTTP. Children run in process groups of their own with
 * their output in test-artifacts/<name>/ (the tails are printed when a test fails), through the
 * browser harness's process helpers; readiness is polled at /health. Everything started is
 * stopped in afterAll and the database dropped.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import axios, { type AxiosInstance } from "axios"
import { Client } from "pg"
import { freePort } from "../../bench/lib/processes"
import { startSandbox, type Sandbox, type SandboxOptions } from "../../src/sandbox"
import { startChild, stopChild, waitForHttp, type Child } from "../browser/processes"
import type { ReconcileReport } from "../../src/workflows/cryptocloud/reconcile-invoices"
import { refundFromAdmin } from "./refunds"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "./sandbox"
import type { SeededStore } from "./seed-store"
import { storefront } from "./storefront"
import { waitFor } from "./wait-for"

const ROOT = resolve(__dirname, "../..")
const MEDUSA = join(ROOT, "node_modules", ".bin", "medusa")
const ADMIN = { email: "admin@example.com", password: "supersecret" }

export interface App {
  readonly label: string
  readonly url: string
  /** Any status resolves (tests assert it). */
  readonly api: AxiosInstance
  /** Boots the server (again) and waits for /health; resolves with the boot time in ms. */
  start(): Promise<number>
  /** SIGKILL to the whole process group: no shutdown hook, no finished request. */
  kill(): Promise<void>
}

export interface AppStack {
  sandbox: Sandbox
  store: SeededStore
  apps: App[]
  /** Axios config of the logged-in admin (a bearer token: it survives restarts). */
  admin: { headers: { authorization: string }; validateStatus: () => boolean }
  /** SQL on the app's database, for what only time would otherwise do (see the specs). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>
  /** The reconciliation pass, `passes` times in one `medusa exec` against the app's database. */
  reconcile(passes?: number): Promise<ReconcileReport[]>
  /** Wraps a test body: when it throws, the end of each server's and pass's log is printed. */
  guard(body: () => Promise<void>): () => Promise<void>
}

export interface AppStackOptions {
  /** Folder under test-artifacts/ and prefix of the database name. */
  name: string
  instances?: number
  sandbox?: SandboxOptions
  /** More environment for every `medusa` child. */
  env?: Record<string, string>
}

/** The run's PostgreSQL server: DB_* from the global setup, or the configured DATABASE_URL's. */
export function databaseServer() {
  const { DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD, DATABASE_URL } = process.env
  if (DB_HOST) return { host: DB_HOST, port: Number(DB_PORT || 5432), user: DB_USERNAME || "postgres", password: DB_PASSWORD ?? "" }
  if (DATABASE_URL) {
    const url = new URL(DATABASE_URL)
    return { host: url.hostname, port: Number(url.port || 5432), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
  }
  throw new Error("No PostgreSQL server: run this spec through jest's global setup (npm run test:integration:long, or another integration set).")
}

async function onServer<T>(database: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ ...databaseServer(), database })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function useAppStack(options: AppStackOptions): AppStack {
  const logDir = join(ROOT, "test-artifacts", options.name)
  const database = `${options.name.replace(/\W/g, "_")}_${process.pid}_${Date.now().toString(36)}`
  const timings: Record<string, number | number[]> = {}
  const children = new Set<Child>()
  const stack = {} as AppStack
  let env: NodeJS.ProcessEnv = {}
  let databaseCreated = false

  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now()
    const value = await run()
    timings[name] = Date.now() - started
    return value
  }
  /** The end of each child's log; after setup, only the servers' and passes' (not migrate/seed). */
  const tails = (setup = false) => {
    for (const child of children) {
      if (!setup && (child.name === "migrate" || child.name === "seed")) continue
      let text = "(no log)"
      try {
        text = readFileSync(child.logFile, "utf8").trimEnd().split("\n").slice(-40).join("\n")
      } catch {}
      console.error(`── end of ${child.logFile} ──\n${text}`)
    }
  }
  const medusa = async (name: string, args: string[], extra: Record<string, string> = {}) => {
    const child = startChild(name, MEDUSA, args, { cwd: ROOT, env: { ...env, ...extra }, logDir })
    children.add(child)
    const code = await child.exited
    if (code !== 0) throw new Error(`medusa ${args.join(" ")} exited with ${code}; see ${child.logFile}`)
  }

  const makeApp = (label: string, port: number): App => {
    const url = `http://localhost:${port}`
    let child: Child | null = null
    let boots = 0
    return {
      label,
      url,
      api: axios.create({ baseURL: url, validateStatus: () => true }),
      async start() {
        const started = Date.now()
        // One log per boot: the tail printed on failure is this boot's.
        child = startChild(`${label}-boot${++boots}`, MEDUSA, ["start"], { cwd: ROOT, env: { ...env, PORT: String(port) }, logDir })
        children.add(child)
        await waitForHttp(`${url}/health`, { timeoutMs: 180_000, child })
        const ms = Date.now() - started
        ;((timings.boots ??= []) as number[]).push(ms)
        return ms
      },
      async kill() {
        if (!child?.process.pid || child.process.exitCode !== null || child.process.signalCode !== null) return
        process.kill(-child.process.pid, "SIGKILL")
        await child.exited
      },
    }
  }

  beforeAll(async () => {
    const started = Date.now()
    rmSync(logDir, { recursive: true, force: true })
    mkdirSync(logDir, { recursive: true })
    try {
      const ports = await Promise.all(Array.from({ length: options.instances ?? 1 }, () => freePort()))
      stack.sandbox = await startSandbox({ ...SANDBOX_KEYS, postbackUrl: `http://localhost:${ports[0]}${WEBHOOK_PATH}`, ...options.sandbox })
      await onServer("postgres", (c) => c.query(`CREATE DATABASE "${database}"`))
      databaseCreated = true
      const server = databaseServer()
      env = {
        ...process.env,
        NODE_ENV: "development", // what `medusa develop` runs: TypeScript from ./src, no build
        MEDUSA_ADMIN_DISABLED: "true",
        MEDUSA_DISABLE_TELEMETRY: "true",
        LOG_LEVEL: "info", // the logs go to files: keep what explains a failure
        DATABASE_URL: `postgres://${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}@${server.host}:${server.port}/${database}`,
        JWT_SECRET: "process-test-jwt-secret",
        COOKIE_SECRET: "process-test-cookie-secret",
        CRYPTOCLOUD_BASE_URL: stack.sandbox.url,
        CRYPTOCLOUD_API_KEY: SANDBOX_KEYS.apiKey,
        CRYPTOCLOUD_WITHDRAWAL_API_KEY: SANDBOX_KEYS.withdrawalApiKey,
        CRYPTOCLOUD_SHOP_ID: SANDBOX_KEYS.shopId,
        CRYPTOCLOUD_SECRET_KEY: SANDBOX_KEYS.secret,
        CRYPTOCLOUD_ORDER_FLOW: "after_payment", // whatever another spec file left in the environment
        // The tests run the pass themselves (reconcile()); the minute job would race them.
        CRYPTOCLOUD_RECONCILIATION: "off",
        ...options.env,
      }
      await timed("migrate", () => medusa("migrate", ["db:migrate"]))
      const seedFile = join(logDir, "seed.json")
      await timed("seed", () =>
        medusa("seed", ["exec", "./integration-tests/browser/seed.ts"], {
          BROWSER_SEED_OUTPUT: seedFile, BROWSER_ADMIN_EMAIL: ADMIN.email, BROWSER_ADMIN_PASSWORD: ADMIN.password,
        })
      )
      stack.store = JSON.parse(readFileSync(seedFile, "utf8"))
      stack.apps = ports.map((port, i) => makeApp(ports.length > 1 ? `app-${"abcdefgh"[i]}` : "app", port))
      // All at once: the two-instance spec needs them up together anyway.
      await timed("first boot", () => Promise.all(stack.apps.map((app) => app.start())))
      const login = await stack.apps[0].api.post("/auth/user/emailpass", ADMIN)
      if (login.status !== 200) throw new Error(`admin login failed: HTTP ${login.status}`)
      stack.admin = { headers: { authorization: `Bearer ${login.data.token}` }, validateStatus: () => true }
      timings.setup = Date.now() - started
    } catch (error) {
      tails(true)
      throw error
    }
  })

  afterAll(async () => {
    const errors: unknown[] = []
    const attempt = (work: () => Promise<unknown>) => work().catch((error) => void errors.push(error))
    await Promise.all([...children].map((child) => attempt(() => stopChild(child))))
    await attempt(async () => stack.sandbox?.close())
    if (databaseCreated) await attempt(() => onServer("postgres", (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)))
    writeFileSync(join(logDir, "timings.json"), JSON.stringify(timings, null, 2))
    process.stdout.write(`\n${options.name} timings (ms): ${JSON.stringify(timings)}\n`)
    if (errors.length) throw errors[0]
  })

  stack.sql = (text, params = []) => onServer(database, async (c) => (await c.query(text, params as any[])).rows)
  stack.reconcile = async (passes = 1) => {
    const name = `reconcile-${((timings.reconcile ??= []) as number[]).length + 1}`
    const output = join(logDir, `${name}.json`)
    const started = Date.now()
    await medusa(name, ["exec", "./integration-tests/process/reconcile.ts"], {
      RECONCILE_OUTPUT: output, RECONCILE_PASSES: String(passes),
    })
    ;(timings.reconcile as number[]).push(Date.now() - started)
    return JSON.parse(readFileSync(output, "utf8"))
  }
  stack.guard = (body) => async () => {
    try {
      await body()
    } catch (error) {
      tails()
      throw error
    }
  }
  return stack
}

// ── payouts, as an admin makes them ──────────────────────────────────────────────────────────

export const OUT = "/v2/invoice/api/out/create"
export const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"
/** Withdrawal requests at least this far apart (the service's rule; plugin and sandbox hold it). */
const WITHDRAWAL_INTERVAL_MS = 12_000

export const withdrawal = { currency_code: "USDT_TRC20", to_address: ADDRESS, amount: "5" }

/**
 * A paid EUR order, refunded in part from the admin through `app`: checkout through the store
 * API, the sandbox pays, the cart completes, `POST /admin/payments/:id/refund`. The plugin's
 * refund row.
 */
export async function refundedOrder(stack: AppStack, app: App, fiat: number) {
  const shop = storefront(app.api, stack.store)
  const checkout = await shop.checkout("eur")
  // A live invoice: paying out a test-mode refund would need confirm_test_mode.
  stack.sandbox.alterInvoice(checkout.data.uuid, { testMode: false })
  await stack.sandbox.pay(checkout.data.uuid, "exact", { postback: false })
  const completed = await shop.complete(checkout.cartId)
  if (completed.data.type !== "order") throw new Error(`the cart did not complete: ${JSON.stringify(completed.data)}`)
  const orderId: string = completed.data.order.id
  const order = await app.api.get(`/admin/orders/${orderId}?fields=id,*payment_collections.payments`, stack.admin)
  const payment = order.data.order?.payment_collections?.[0]?.payments?.[0]
  if (!payment) throw new Error(`no payment on ${orderId}: HTTP ${order.status} ${JSON.stringify(order.data)}`)
  const ctx = {
    api: app.api,
    container: () => {
      throw new Error("the app runs in another process")
    },
    store: () => stack.store,
    sandbox: { current: stack.sandbox },
    admin: () => ({ userId: "", config: stack.admin }),
  }
  const [refund] = await refundFromAdmin(ctx, { orderId, paymentId: payment.id, total: Number(payment.amount), invoiceUuid: checkout.data.uuid }, fiat)
  return refund as { id: string; order_id: string; status: string; crypto_amount: string; crypto_currency: string; [key: string]: any }
}

/**
 * Until a withdrawal may leave again: the plugin's interval (its `retry_after_ms`, counted from
 * when its row was written) and the sandbox's (counted from when the request arrived, a little
 * later). Polled, not slept: usually it is long over.
 */
export async function waitForWithdrawalInterval(stack: AppStack, app: App) {
  await waitFor(
    async () => {
      const history = await app.api.get("/admin/cryptocloud/withdrawals?limit=1", stack.admin)
      const last = stack.sandbox.listWithdrawals().at(-1)
      const sandboxReady = !last || stack.sandbox.now().getTime() - last.at.getTime() >= WITHDRAWAL_INTERVAL_MS
      return history.status === 200 && history.data.retry_after_ms === 0 && sandboxReady
    },
    { timeoutMs: 2 * WITHDRAWAL_INTERVAL_MS, intervalMs: 250, what: "the 12 s interval between withdrawals" }
  )
}

export async function refundOf(stack: AppStack, app: App, orderId: string, refundId: string) {
  const res = await app.api.get(`/admin/cryptocloud/refunds?order_id=${orderId}`, stack.admin)
  return (res.data.refunds as any[]).find((r) => r.id === refundId)
}

export async function withdrawalRows(stack: AppStack, app: App) {
  const res = await app.api.get("/admin/cryptocloud/withdrawals?limit=100", stack.admin)
  if (res.status !== 200) throw new Error(`withdrawal history: HTTP ${res.status}`)
  return res.data.withdrawals as any[]
}

export async function openItems(stack: AppStack, app: App, kind: string) {
  const res = await app.api.get("/admin/cryptocloud/attention?status=open&limit=100", stack.admin)
  return (res.data.attention_items as any[]).filter((item) => item.kind === kind)
}
