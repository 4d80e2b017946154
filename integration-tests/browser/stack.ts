/**
 * The app under test, from nothing: an embedded PostgreSQL (or DATABASE_URL), the CryptoCloud
 * sandbox in this process, `medusa db:migrate`, the seed (store + admin user), then the Medusa
 * server with the admin. `stop()` takes it all down again.
 *
 * The server is `medusa start` with NODE_ENV=development: what `medusa develop` forks, i.e. the
 * admin served from source by Vite, minus develop's file watcher — which restarts the server
 * whenever anything outside src/admin changes, and this run writes logs and screenshots into
 * the project.
 *
 * `addSecondProject()` then turns the store into one with two CryptoCloud projects, as a merchant
 * would: a second sandbox (other keys, other balances), and the server restarted with the
 * second project in its options (medusa-config.ts: CRYPTOCLOUD_SECOND_*, provider `asia`) — on
 * the same database, so what the one-project scenarios made stays the first project's.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { join, resolve } from "node:path"
import { startSandbox, type Sandbox } from "../../src/sandbox"
import type { SeededStore } from "../helpers/seed-store"
import { OUTBOX_FILE_ENV } from "../helpers/notification-outbox/store"
import { runChild, startChild, stopChild, waitForHttp, type Child } from "./processes"

interface EmbeddedPostgres {
  url(database: string): string
  createDatabase(database: string): Promise<void>
  stop(): Promise<void>
}
// scripts/ is plain CommonJS (shared with the jest global setup and `npm run dev`).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript this tsconfig does not read (no allowJs): typed here instead
const { databaseIsConfigured, startEmbeddedPostgres } = require("../../scripts/embedded-postgres") as {
  databaseIsConfigured(env: NodeJS.ProcessEnv): boolean
  startEmbeddedPostgres(options: { name: string; persistent: boolean; projectRoot: string }): Promise<EmbeddedPostgres>
}

export const ROOT = resolve(__dirname, "../..")
export const ARTIFACTS = join(ROOT, "test-artifacts")
export const LOG_DIR = join(ARTIFACTS, "browser-logs")
/** The e-mails the server's provider was handed, one JSON line each (helpers/outbox.ts outboxFile). */
export const OUTBOX_FILE = join(LOG_DIR, "outbox.jsonl")
const MEDUSA = join(ROOT, "node_modules", ".bin", "medusa")

export const KEYS = {
  apiKey: "browser-api-key",
  withdrawalApiKey: "browser-withdrawal-key",
  shopId: "browser-shop",
  secret: "browser-secret",
}

/** What the sandbox project holds when the run starts. */
export const INITIAL_BALANCES = { USDT_TRC20: "1500.25", BTC: "0.0421", ETH: "0.85", TRX: "0" }

/** The second project (addSecondProject): its own keys, shop id and provider. */
export const SECOND_KEYS = {
  apiKey: "browser2-api-key",
  withdrawalApiKey: "browser2-withdrawal-key",
  shopId: "browser-shop-asia",
  secret: "browser2-secret",
}
export const SECOND_PROVIDER_ID = "pp_cryptocloud_asia"
/** Other balances than the first project's, so a switch shows at a glance. */
export const SECOND_BALANCES = { USDT_TRC20: "250.5", BTC: "0", ETH: "0", TRX: "4321.75" }
/** The projects' `name` options once there are two. */
export const PROJECT_NAMES = { first: "Europe store", second: "Asia store" }

export interface Stack {
  appUrl: string
  sandbox: Sandbox
  /** The second project's sandbox, once addSecondProject() ran. */
  secondSandbox: Sandbox | null
  store: SeededStore & { adminUserId: string }
  timings: Record<string, number>
  /** Restart the server with a second CryptoCloud project (once; later calls return the same sandbox). */
  addSecondProject(log: (line: string) => void): Promise<Sandbox>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

export async function startStack(log: (line: string) => void): Promise<Stack> {
  const timings: Record<string, number> = {}
  const cleanups: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => log(`cleanup failed: ${String(error)}`))
    }
  }
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now()
    log(`${name}…`)
    const value = await run()
    timings[name] = Date.now() - started
    log(`${name}: ${(timings[name] / 1000).toFixed(1)} s`)
    return value
  }

  rmSync(LOG_DIR, { recursive: true, force: true })
  mkdirSync(LOG_DIR, { recursive: true })
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "development",
      MEDUSA_DISABLE_TELEMETRY: "true",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      JWT_SECRET: "browser-jwt-secret",
      COOKIE_SECRET: "browser-cookie-secret",
      // Customer e-mails go to the tests' provider (medusa-config.ts): stored by Medusa (GET
      // /admin/notifications, the links taken out once sent), never sent; what was sent, links
      // included, is kept in OUTBOX_FILE (helpers/notification-outbox).
      CRYPTOCLOUD_TEST_EMAIL: "local",
      [OUTBOX_FILE_ENV]: OUTBOX_FILE,
    }
    delete env.REDIS_URL

    if (!databaseIsConfigured(process.env)) {
      const pg = await step("postgres", () => startEmbeddedPostgres({ name: `test-pg-${process.pid}`, persistent: false, projectRoot: ROOT }))
      cleanups.push(() => pg.stop())
      await pg.createDatabase("medusa_browser")
      env.DATABASE_URL = pg.url("medusa_browser")
      delete env.DB_HOST
    }

    const appPort = Number(process.env.BROWSER_APP_PORT) || (await freePort())
    const appUrl = `http://localhost:${appPort}`
    const sandbox = await step("sandbox", () =>
      startSandbox({
        ...KEYS,
        port: 0,
        postbackUrl: `${appUrl}/hooks/payment/cryptocloud_cryptocloud`,
        balances: INITIAL_BALANCES,
      })
    )
    cleanups.push(() => sandbox.close())
    Object.assign(env, {
      PORT: String(appPort),
      CRYPTOCLOUD_BASE_URL: sandbox.url,
      CRYPTOCLOUD_API_KEY: KEYS.apiKey,
      CRYPTOCLOUD_WITHDRAWAL_API_KEY: KEYS.withdrawalApiKey,
      CRYPTOCLOUD_SHOP_ID: KEYS.shopId,
      CRYPTOCLOUD_SECRET_KEY: KEYS.secret,
      CRYPTOCLOUD_ORDER_FLOW: "after_payment",
    })
    const opts = { cwd: ROOT, env, logDir: LOG_DIR }

    await step("migrate", () => runChild("migrate", MEDUSA, ["db:migrate"], opts))
    const seedFile = join(LOG_DIR, "seed.json")
    await step("seed", () =>
      runChild("seed", MEDUSA, ["exec", "./integration-tests/browser/seed.ts"], {
        ...opts,
        env: { ...env, BROWSER_SEED_OUTPUT: seedFile },
      })
    )
    const store = JSON.parse(readFileSync(seedFile, "utf8"))

    let app: Child | null = null
    cleanups.push(async () => {
      if (app) await stopChild(app)
    })
    /** The server (and the admin it serves) with `serverEnv`, up and answering. */
    const startServer = async (serverEnv: NodeJS.ProcessEnv, name: string) => {
      await step(`${name}server`, async () => {
        app = startChild(`${name}medusa`, MEDUSA, ["start"], { ...opts, env: serverEnv })
        await waitForHttp(`${appUrl}/health`, { timeoutMs: 180_000, child: app })
      })
      await step(`${name}admin`, () =>
        waitForHttp(`${appUrl}/app`, {
          timeoutMs: 120_000,
          child: app!,
          accept: (status, body) => status === 200 && body.includes('<div id="medusa"'),
        })
      )
    }
    await startServer(env, "")

    const stack: Stack = { appUrl, sandbox, secondSandbox: null, store, timings, stop, addSecondProject: async () => stack.secondSandbox! }
    let adding: Promise<Sandbox> | null = null
    stack.addSecondProject = (log2) =>
      (adding ??= (async () => {
        const second = await startSandbox({
          ...SECOND_KEYS,
          port: 0,
          postbackUrl: `${appUrl}/hooks/payment/cryptocloud_asia`,
          balances: SECOND_BALANCES,
        })
        cleanups.push(() => second.close())
        stack.secondSandbox = second
        log2("restarting the server with a second project…")
        if (app) await stopChild(app)
        app = null
        await startServer(
          {
            ...env,
            CRYPTOCLOUD_FIRST_NAME: PROJECT_NAMES.first,
            CRYPTOCLOUD_SECOND_NAME: PROJECT_NAMES.second,
            CRYPTOCLOUD_SECOND_BASE_URL: second.url,
            CRYPTOCLOUD_SECOND_API_KEY: SECOND_KEYS.apiKey,
            CRYPTOCLOUD_SECOND_WITHDRAWAL_API_KEY: SECOND_KEYS.withdrawalApiKey,
            CRYPTOCLOUD_SECOND_SHOP_ID: SECOND_KEYS.shopId,
            CRYPTOCLOUD_SECOND_SECRET_KEY: SECOND_KEYS.secret,
            CRYPTOCLOUD_SECOND_PROVIDER_ID: "asia",
          },
          "two-projects-"
        )
        return second
      })())
    return stack
  } catch (error) {
    await stop()
    throw error
  }
}
