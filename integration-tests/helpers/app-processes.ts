/**
 * Real `medusa start` servers for what medusaIntegrationTestRunner cannot host: a server killed
 * with SIGKILL in the middle of a request and started again, or two servers on one database.
 * (The runner boots the app inside jest and restores the database between tests; a crash has to
 * happen to a process of its own, and its database has to outlive it.)
 *
 * `useAppStack` builds, once per test file: a fresh database on the run's PostgreSQL server (the
 * one global-setup.js gives), `medusa db:migrate`, the browser harness's seed through `medusa
 * exec` (store + admin user), the sandbox in this process, then `instances` servers started
 * together (with `worker: true`, Medusa's production topology: those as `server` instances and one
 * more `medusa start` as the `worker`, MEDUSA_WORKER_MODE), and an admin logged in over HTTP. Children run in process groups of their own with
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
import { SANDBOX_KEYS, WEBHOOK_PATH } from "./sandbox"
import type { SeededStore } from "./seed-store"

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
  /** With `worker: true`: the worker instance (jobs, event subscribers); it serves only /health. */
  worker?: App
  /** Axios config of the logged-in admin (a bearer token: it survives restarts). */
  admin: { headers: { authorization: string }; validateStatus: () => boolean }
  /** SQL on the app's database, for what only time would otherwise do (see the specs). */
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>
  /** The reconciliation pass, `passes` times in one `medusa exec` against the app's database. */
  reconcile(passes?: number): Promise<ReconcileReport[]>
  /** `medusa db:migrate` again (an upgrade in place: the servers stopped first). */
  migrate(): Promise<void>
  /** `medusa exec <script>` against the app's database, with more environment (a process/ script). */
  exec(script: string, env?: Record<string, string>): Promise<void>
  /** Wraps a test body: when it throws, the end of each server's and pass's log is printed. */
  guard(body: () => Promise<void>): () => Promise<void>
}

export interface AppStackOptions {
  /** Folder under test-artifacts/ and prefix of the database name. */
  name: string
  instances?: number
  /**
   * Medusa's production topology: the `instances` servers start with MEDUSA_WORKER_MODE=server
   * (HTTP only) and one more process with MEDUSA_WORKER_MODE=worker runs the scheduled jobs and
   * consumes the events (needs REDIS_URL: the local event bus would keep each event in the
   * process that emitted it). Without it every process is `shared`, as `medusa start` defaults.
   */
  worker?: boolean
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
      } catch {
        // no log file yet: "(no log)"
      }
      console.error(`── end of ${child.logFile} ──\n${text}`)
    }
  }
  const medusa = async (name: string, args: string[], extra: Record<string, string> = {}) => {
    const child = startChild(name, MEDUSA, args, { cwd: ROOT, env: { ...env, ...extra }, logDir })
    children.add(child)
    const code = await child.exited
    if (code !== 0) throw new Error(`medusa ${args.join(" ")} exited with ${code}; see ${child.logFile}`)
  }

  const makeApp = (label: string, port: number, extra: Record<string, string> = {}): App => {
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
        child = startChild(`${label}-boot${++boots}`, MEDUSA, ["start"], { cwd: ROOT, env: { ...env, ...extra, PORT: String(port) }, logDir })
        children.add(child)
        // A worker listens too: `medusa start` registers /health in every mode (only the API
        // routes are left out of a worker), after the jobs and subscribers are loaded.
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
          BROWSER_SEED_OUTPUT: seedFile,
          BROWSER_ADMIN_EMAIL: ADMIN.email,
          BROWSER_ADMIN_PASSWORD: ADMIN.password,
        })
      )
      stack.store = JSON.parse(readFileSync(seedFile, "utf8"))
      const mode: Record<string, string> = options.worker ? { MEDUSA_WORKER_MODE: "server" } : {}
      stack.apps = ports.map((port, i) => makeApp(ports.length > 1 ? `app-${"abcdefgh"[i]}` : "app", port, mode))
      if (options.worker) stack.worker = makeApp("worker", await freePort(), { MEDUSA_WORKER_MODE: "worker" })
      // All at once: the two-instance spec needs them up together anyway.
      await timed("first boot", () => Promise.all([...stack.apps, ...(stack.worker ? [stack.worker] : [])].map((app) => app.start())))
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
      RECONCILE_OUTPUT: output,
      RECONCILE_PASSES: String(passes),
    })
    ;(timings.reconcile as number[]).push(Date.now() - started)
    return JSON.parse(readFileSync(output, "utf8"))
  }
  stack.migrate = async () => {
    const runs = (timings.migrations ??= []) as number[]
    const started = Date.now()
    await medusa(`migrate-${runs.length + 2}`, ["db:migrate"])
    runs.push(Date.now() - started)
  }
  stack.exec = async (script, extra = {}) => {
    const name = `exec-${((timings.exec ??= []) as number[]).length + 1}`
    const started = Date.now()
    await medusa(name, ["exec", script], extra)
    ;(timings.exec as number[]).push(Date.now() - started)
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
