/**
 * `npm run bench`: the plugin's hot paths against the local sandbox (zero added latency), in a
 * real Medusa app on an embedded PostgreSQL. Rewrites BENCHMARKS.md.
 *   1. client vs the wire (in this process)
 *   2. checkout overhead: this provider vs pp_system_default in one `medusa start` app
 *   3. postbacks through the payment module (`medusa exec bench/in-process.ts`)
 *   5. the reconciliation job over 10,000 ledger rows (same exec process)
 *   6. what anonymous traffic can cost the merchant (one `medusa start` app + the exec process)
 *   4. two `medusa start` instances on one PostgreSQL and Redis
 *   7. paid → order confirmed, with the storefront package's own polling (one `medusa start` app)
 *   8. a million rows: the operations that must not grow, at 1,000 and 1,000,000 ledger rows
 *      (two databases cloned from the seeded store, an app and an exec process on each)
 *   9. the merchant's books: a CSV report of 100,000 ledger rows streamed by a `medusa start` app
 *      (first and last byte, the app's memory while it streams; a database cloned from the seed)
 *  10. found money: the reconciliation's lookback over 10,000 listed invoices, list pages only
 *      (a sandbox of its own, a database cloned from the seed, an exec process on both)
 * BENCH_PARTS=1,2 runs a subset (its report then goes to .data/bench/BENCHMARKS.partial.md);
 * see bench/config.ts for the counts and their environment variables.
 */
import fs from "node:fs"
import path from "node:path"
import { startSandbox, type Sandbox } from "../src/sandbox"
import { CONFIG, KEYS } from "./config"
import { machine } from "./lib/env"
import { freePort, LOG_DIR, ROOT, runMedusa, spawnMedusa, stopAll, waitForHttp, waitForMessage, type Child } from "./lib/processes"
import { closeStorefront, type BenchSeed } from "./lib/storefront"
import { ALL_PARTS, writeReport, type Results } from "./report"
import { spliceReport } from "./report-splice"
import { checkoutOverhead } from "./parts/checkout"
import { clientVsWire } from "./parts/client"
import { jobAtScale, postbacks } from "./parts/in-process"
import { anonymousTraffic } from "./parts/anonymous-traffic"
import { twoInstances } from "./parts/two-instances"
import { paidToConfirmed } from "./parts/paid-to-confirmed"
import { cloneDatabase, millionRows, ROWS_DATABASES } from "./parts/million-rows"
import { REPORTS_DATABASE, reportsAtScale } from "./parts/reports"
import { FOUND_DATABASE, foundMoneyAtScale } from "./parts/found-money"
import { startEmbeddedPostgres } from "../scripts/embedded-postgres"

const began = Date.now()
const say = (line: string) => process.stdout.write(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${line}\n`)
const wanted = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(",")).split(",").map((s) => s.trim()))
const want = (part: string) => wanted.has(part)

let pg: { url(db: string): string; createDatabase(db: string): Promise<void>; stop(): Promise<void>; port: number } | null = null
let sandbox: Sandbox | null = null

/** One part; a failure is recorded in the report and the next part still runs. */
async function attempt<T>(results: Results, part: string, fn: () => Promise<T>): Promise<T | undefined> {
  const t = Date.now()
  say(`part ${part}…`)
  try {
    const value = await fn()
    results.durations[part] = (Date.now() - t) / 1000
    say(`part ${part} done (${results.durations[part].toFixed(0)} s)`)
    return value
  } catch (error) {
    results.durations[part] = (Date.now() - t) / 1000
    results.failures[part] = String((error as Error)?.stack ?? error)
    say(`part ${part} FAILED: ${(error as Error)?.message ?? error}`)
    return undefined
  }
}

function medusaEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    MEDUSA_DISABLE_TELEMETRY: "true",
    MEDUSA_ADMIN_DISABLED: "true",
    DATABASE_URL: pg!.url(CONFIG.database),
    CRYPTOCLOUD_BASE_URL: sandbox!.url,
    CRYPTOCLOUD_API_KEY: KEYS.apiKey,
    CRYPTOCLOUD_SHOP_ID: KEYS.shopId,
    CRYPTOCLOUD_SECRET_KEY: KEYS.secret,
    CRYPTOCLOUD_WITHDRAWAL_API_KEY: KEYS.withdrawalApiKey,
    ...extra,
  }
  delete env.REDIS_URL
  delete env.DB_HOST
  delete env.CRYPTOCLOUD_ORDER_FLOW
  delete env.CRYPTOCLOUD_TEST_EMAIL
  if (extra.REDIS_URL) env.REDIS_URL = extra.REDIS_URL
  return env
}

async function startApp(name: string, extra: NodeJS.ProcessEnv, nodeFlags: string[] = []): Promise<{ app: Child; baseUrl: string }> {
  const port = await freePort()
  const app = spawnMedusa(name, ["start"], { env: medusaEnv({ ...extra, PORT: String(port) }), probe: true, nodeFlags })
  const baseUrl = `http://localhost:${port}`
  await waitForHttp(`${baseUrl}/health`, app)
  return { app, baseUrl }
}

async function main() {
  fs.rmSync(LOG_DIR, { recursive: true, force: true })
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const results: Results = {
    machine: machine(),
    startedAt: new Date().toISOString(),
    config: CONFIG,
    parts: {},
    durations: {},
    failures: {},
    wanted: [...wanted],
  }
  sandbox = await startSandbox({ ...KEYS })
  say(`sandbox on ${sandbox.url}; logs in ${path.relative(ROOT, LOG_DIR)}`)

  if (want("1")) results.parts.client = await attempt(results, "1", () => clientVsWire({ log: say }))

  let seed: BenchSeed | null = null
  if (["2", "3", "4", "5", "6", "7", "8", "9", "10"].some(want)) {
    const t = Date.now()
    pg = await startEmbeddedPostgres({ name: `test-pg-${process.pid}`, persistent: false, projectRoot: ROOT })
    await pg!.createDatabase(CONFIG.database)
    say(`embedded PostgreSQL on port ${pg!.port}`)
    await runMedusa("migrate", ["db:migrate"], { env: medusaEnv() })
    say("migrations done")
    const seedFile = path.join(LOG_DIR, "seed.json")
    await runMedusa("seed", ["exec", "bench/seed.ts", seedFile], { env: medusaEnv() })
    seed = JSON.parse(fs.readFileSync(seedFile, "utf8")) as BenchSeed
    // Part 8's two databases start as this freshly seeded store, before any part adds rows to it.
    if (want("8")) for (const name of Object.values(ROWS_DATABASES)) await cloneDatabase(pg!.url("postgres"), CONFIG.database, name)
    if (want("9")) await cloneDatabase(pg!.url("postgres"), CONFIG.database, REPORTS_DATABASE)
    if (want("10")) await cloneDatabase(pg!.url("postgres"), CONFIG.database, FOUND_DATABASE)
    results.durations.setup = (Date.now() - t) / 1000
    say(`store seeded (setup ${results.durations.setup.toFixed(0)} s)`)
  }

  if (want("2")) {
    results.parts.checkout = await attempt(results, "2", async () => {
      // The minute job is off here: nothing to reconcile, and its ticks would only add noise.
      const { app, baseUrl } = await startApp("app-checkout", { CRYPTOCLOUD_RECONCILIATION: "off" })
      try {
        return await checkoutOverhead({
          baseUrl,
          seed: seed!,
          sandbox: sandbox!,
          app,
          pairs: CONFIG.checkoutPairs,
          rounds: CONFIG.rounds,
          warmup: CONFIG.checkoutWarmup,
          profileCheckouts: CONFIG.profileCheckouts,
          profileDir: path.join(LOG_DIR, "profiles"),
          log: say,
        })
      } finally {
        await app.stop()
      }
    })
  }

  if (want("3") || want("5")) {
    let exec: Child | null = null
    const boot = async () => {
      exec = spawnMedusa("in-process", ["exec", "bench/in-process.ts"], { env: medusaEnv(), nodeFlags: ["--expose-gc"], probe: true })
      await waitForMessage(exec, "bench:ready")
      return exec
    }
    try {
      if (want("3")) results.parts.postbacks = await attempt(results, "3", async () => postbacks({ exec: exec ?? (await boot()), sandbox: sandbox!, log: say }))
      if (want("5"))
        results.parts.job = await attempt(results, "5", async () =>
          jobAtScale({ exec: exec ?? (await boot()), sandbox: sandbox!, databaseUrl: pg!.url(CONFIG.database), log: say })
        )
    } finally {
      if (exec) {
        await (exec as Child).ask("bench:quit").catch(() => undefined)
        await (exec as Child).stop()
      }
    }
  }

  if (want("7")) {
    results.parts.confirmation = await attempt(results, "7", async () => {
      const { app, baseUrl } = await startApp("app-confirm", { CRYPTOCLOUD_RECONCILIATION: "off" })
      try {
        return await paidToConfirmed({ baseUrl, seed: seed!, sandbox: sandbox!, checkouts: CONFIG.confirmCheckouts, log: say })
      } finally {
        await app.stop()
      }
    })
  }

  if (want("8")) {
    results.parts.rows = await attempt(results, "8", () =>
      millionRows({
        seed: seed!,
        sandbox: sandbox!,
        databaseUrl: (name) => pg!.url(name),
        startApp,
        log: say,
        startExec: async (name, env) => {
          const exec = spawnMedusa(name, ["exec", "bench/in-process.ts"], { env: medusaEnv(env) })
          await waitForMessage(exec, "bench:ready")
          return exec
        },
      })
    )
  }

  if (want("9")) {
    results.parts.reports = await attempt(results, "9", () =>
      reportsAtScale({
        databaseUrl: pg!.url(REPORTS_DATABASE),
        startApp,
        log: say,
        startExec: async (name, env) => {
          const exec = spawnMedusa(name, ["exec", "bench/in-process.ts"], { env: medusaEnv(env) })
          await waitForMessage(exec, "bench:ready")
          return exec
        },
      })
    )
  }

  if (want("10")) {
    // Its own database and sandbox (the part passes the sandbox's URL); probed for SQL counts.
    const startExec = async (name: string, env: NodeJS.ProcessEnv) => {
      const exec = spawnMedusa(name, ["exec", "bench/in-process.ts"], { env: medusaEnv({ ...env, DATABASE_URL: pg!.url(FOUND_DATABASE) }), probe: true })
      return waitForMessage(exec, "bench:ready").then(() => exec)
    }
    results.parts.foundMoney = await attempt(results, "10", () => foundMoneyAtScale({ log: say, startExec }))
  }

  // Before part 4, which fills what is left of the time budget.
  if (want("6")) {
    results.parts.traffic = await attempt(results, "6", () =>
      anonymousTraffic({
        seed: seed!,
        sandbox: sandbox!,
        databaseUrl: pg!.url(CONFIG.database),
        startApp,
        log: say,
        startExec: async (name) => {
          const exec = spawnMedusa(name, ["exec", "bench/in-process.ts"], { env: medusaEnv(), probe: true })
          await waitForMessage(exec, "bench:ready")
          return exec
        },
      })
    )
  }

  if (want("4")) {
    results.parts.instances = await attempt(results, "4", () =>
      // The budget's end, less what booting, draining and checking take.
      twoInstances({
        seed: seed!,
        sandbox: sandbox!,
        databaseUrl: pg!.url(CONFIG.database),
        startApp,
        log: say,
        deadline: began + CONFIG.budgetSeconds * 1000 - 90_000,
      })
    )
  }

  results.durations.total = (Date.now() - began) / 1000
  // A subset does not replace the full report: it goes next to the logs.
  const file = writeReport(results, ALL_PARTS.every(want) ? "BENCHMARKS.md" : path.join(".data", "bench", "BENCHMARKS.partial.md"))
  say(`wrote ${path.relative(ROOT, file)} (total ${results.durations.total.toFixed(0)} s)`)
  // BENCH_SPLICE=1: a subset's summary rows and sections also replace their own in BENCHMARKS.md.
  if (process.env.BENCH_SPLICE === "1" && !ALL_PARTS.every(want)) {
    const measured = [...wanted].filter((p) => results.durations[p] !== undefined && !results.failures[p])
    if (measured.length) say(`spliced part(s) ${measured.join(", ")} into ${path.relative(ROOT, spliceReport(results, measured))}`)
  }
  return Object.keys(results.failures).length ? 1 : 0
}

async function cleanUp() {
  await stopAll().catch(() => undefined)
  await closeStorefront().catch(() => undefined)
  if (sandbox) await sandbox.close().catch(() => undefined)
  if (pg) await pg.stop().catch(() => undefined)
}

let stopping = false
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130)
    stopping = true
    say(`${signal}: stopping…`)
    void cleanUp().finally(() => process.exit(130)) // cleanUp never rejects: each step catches
  })
}

main().then(
  async (code) => {
    await cleanUp()
    process.exit(code)
  },
  async (error) => {
    process.stderr.write(`[bench] ${error?.stack ?? error}\n`)
    await cleanUp()
    process.exit(1)
  }
)
