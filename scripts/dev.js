#!/usr/bin/env node
/**
 * `npm run dev`: a working demo store that takes crypto, with no setup.
 *  1. PostgreSQL: DATABASE_URL if set, otherwise an embedded one whose data stays in
 *     .data/dev-pg (a second run reuses it; `npm run dev -- --reset` starts from scratch);
 *  2. the CryptoCloud sandbox on port 4010 (CRYPTOCLOUD_SANDBOX_PORT), postbacks to the app;
 *  3. `medusa db:migrate`, then the demo seed (scripts/seed/demo.ts; it does nothing when the
 *     store exists) — both quiet, their output goes to .data/logs/;
 *  4. `medusa develop` with the admin, then a summary of URLs and logins.
 * Ctrl-C stops the server, the sandbox and, last, PostgreSQL.
 */
const { spawn } = require("node:child_process")
const fs = require("node:fs")
const net = require("node:net")
const path = require("node:path")
const { databaseIsConfigured, startEmbeddedPostgresProcess } = require("./embedded-postgres")

const root = path.resolve(__dirname, "..")
const dataDir = path.join(root, ".data")
const logDir = path.join(dataDir, "logs")
const demoFile = path.join(dataDir, "demo.json")
const medusaBin = path.join(root, "node_modules", ".bin", "medusa")
const appPort = Number(process.env.PORT ?? 9000)
const sandboxPort = Number(process.env.CRYPTOCLOUD_SANDBOX_PORT ?? 4010)
const reset = process.argv.includes("--reset")
const startedAt = Date.now()

const children = new Set()
let pg = null
let sandbox = null
let stopping = false
const STOPPED = new Error("stopped") // ends main() quietly when Ctrl-C comes mid-way

const say = (line) => process.stdout.write(`[dev] ${line}\n`)
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** Children run in process groups of their own, so Ctrl-C reaches only this script, which then
 * stops them in order (server first, database last) instead of all at once. */
function start(command, args, { env, logFile } = {}) {
  const out = logFile ? fs.openSync(logFile, "w") : "inherit"
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["ignore", out, out] })
  children.add(child)
  child.done = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  )
  return child
}

async function runQuietly(what, args, env) {
  if (stopping) throw STOPPED
  const began = Date.now()
  const logFile = path.join(logDir, `${what}.log`)
  say(`${what}…`)
  const code = await start(medusaBin, args, { env, logFile }).done
  if (stopping) throw STOPPED
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-25).join("\n")
    throw new Error(`${what} failed (exit code ${code}); the end of ${path.relative(root, logFile)}:\n${tail}`)
  }
  say(`${what} done (${seconds(began)})`)
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })
}

async function waitForHttp(url, child, timeoutMs = 180000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    if (child.exitCode !== null) throw new Error("medusa develop exited before it was ready")
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!stopping) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * On the first visit, Vite pre-bundles the admin dashboard and transforms the admin's modules
 * (extensions, CSS) while the browser shows a blank page — up to a minute on a small machine.
 * Loading the module graph the way the browser would does that work before we announce "ready";
 * later visits and runs are quick. Every module URL Vite serves starts with the admin path.
 */
async function warmUpAdmin(adminUrl, limit = 3000) {
  const base = new URL(adminUrl)
  const prefix = base.pathname.replace(/\/?$/, "/")
  const isModule = (url) => /^(@fs|@id|@vite|@react-refresh|node_modules|src)\b/.test(url.slice(prefix.length)) || /\.(m?jsx?|tsx?|css)(\?|$)/.test(url)
  const seen = new Set()
  const html = await (await fetch(adminUrl)).text()
  let queue = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1])
  while (queue.length && seen.size < limit && !stopping) {
    const batch = [...new Set(queue)].slice(0, 16)
    batch.forEach((url) => seen.add(url))
    queue = queue.filter((url) => !seen.has(url))
    const bodies = await Promise.all(
      batch.map((url) =>
        fetch(new URL(url, base)).then(
          (r) => r.text(),
          () => ""
        )
      )
    )
    for (const body of bodies) {
      for (const [, url] of body.matchAll(/"(\/[^"\s]+)"/g)) if (url.startsWith(prefix) && isModule(url) && !seen.has(url)) queue.push(url)
    }
  }
  return seen.size
}

async function stop(code = 0) {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    for (const child of children) killGroup(child, "SIGKILL")
    process.exit(code || 130)
  }
  stopping = true
  say("stopping (press Ctrl-C again to force)…")
  for (const child of children) killGroup(child, "SIGTERM")
  await Promise.all([...children].map((child) => child.done))
  if (sandbox) await sandbox.close().catch(() => {})
  if (pg) await pg.stop().catch((error) => say(`could not stop PostgreSQL: ${error.message}`))
  say("stopped")
  process.exit(code)
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

async function startSandbox(env) {
  // The sandbox runs from source in this process: nothing to build first.
  require("ts-node").register({ transpileOnly: true, swc: true })
  const { startSandbox: startLocalSandbox } = require("../src/sandbox")
  return startLocalSandbox({
    port: sandboxPort,
    apiKey: env.CRYPTOCLOUD_API_KEY,
    shopId: env.CRYPTOCLOUD_SHOP_ID,
    secret: env.CRYPTOCLOUD_SECRET_KEY,
    withdrawalApiKey: env.CRYPTOCLOUD_WITHDRAWAL_API_KEY,
    postbackUrl: `http://localhost:${appPort}/hooks/payment/cryptocloud_cryptocloud`,
    balances: { USDT_TRC20: "1500", BTC: "0.05" },
    log: (line) => process.stdout.write(`[sandbox] ${line}\n`),
  })
}

function summary(seed, sandboxUrl) {
  const line = "─".repeat(78)
  return [
    "",
    line,
    ` CryptoCloud demo store is up (${seconds(startedAt)})`,
    "",
    ` Admin        http://localhost:${appPort}/app   (a line below says when its UI is prepared)`,
    `              ${seed.admin.email} / ${seed.admin.password}`,
    ` Store API    http://localhost:${appPort}/store`,
    `              publishable key ${seed.publishableKey}`,
    `              regions: Europe (EUR: ${seed.regions.eur.countries.join(", ")}), United States (USD: us)`,
    ` Sandbox      ${sandboxUrl}   pay pages: ${sandboxUrl}/pay/<invoice id>`,
    `              state: ${sandboxUrl}/_sandbox/state`,
    ` Postback URL http://localhost:${appPort}/hooks/payment/cryptocloud_cryptocloud`,
    "",
    " Try a checkout:  npm run demo:checkout   (in another terminal)",
    ` Stop: Ctrl-C. Data stays in PostgreSQL${pg ? ` (${path.relative(root, pg.dataDir) || pg.dataDir})` : ""};` + " `npm run dev -- --reset` starts over.",
    line,
    "",
  ].join("\n")
}

async function resetDatabase(url) {
  const { Client } = require("pg")
  const target = new URL(url)
  const database = target.pathname.slice(1)
  target.pathname = "/postgres"
  const client = new Client({ connectionString: target.toString() })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true })
  for (const [port, what] of [
    [appPort, "the Medusa server (PORT)"],
    [sandboxPort, "the sandbox (CRYPTOCLOUD_SANDBOX_PORT)"],
  ]) {
    if (!(await portIsFree(port))) {
      throw new Error(`Port ${port} for ${what} is in use — is another \`npm run dev\` running? Stop it or pick another port.`)
    }
  }

  const env = {
    ...process.env,
    PORT: String(appPort),
    MEDUSA_DISABLE_TELEMETRY: process.env.MEDUSA_DISABLE_TELEMETRY ?? "true",
    CRYPTOCLOUD_BASE_URL: process.env.CRYPTOCLOUD_BASE_URL ?? `http://127.0.0.1:${sandboxPort}`,
    CRYPTOCLOUD_API_KEY: process.env.CRYPTOCLOUD_API_KEY ?? "sandbox-api-key",
    CRYPTOCLOUD_SHOP_ID: process.env.CRYPTOCLOUD_SHOP_ID ?? "sandbox-shop",
    CRYPTOCLOUD_SECRET_KEY: process.env.CRYPTOCLOUD_SECRET_KEY ?? "sandbox-secret",
    CRYPTOCLOUD_WITHDRAWAL_API_KEY: process.env.CRYPTOCLOUD_WITHDRAWAL_API_KEY ?? "sandbox-withdrawal-key",
    // E-mails (the customers' and the staff alerts) printed by Medusa's local notification
    // provider instead of sent, and the staff alerts' address (medusa-config.ts).
    CRYPTOCLOUD_DEV_EMAIL: process.env.CRYPTOCLOUD_DEV_EMAIL ?? "log",
    CRYPTOCLOUD_ALERTS_TO: process.env.CRYPTOCLOUD_ALERTS_TO ?? "staff@example.com",
  }

  if (databaseIsConfigured(env)) {
    if (reset) throw new Error("--reset only resets the embedded database; drop your DATABASE_URL database yourself.")
    say("using the PostgreSQL from DATABASE_URL/DB_HOST")
  } else {
    const began = Date.now()
    pg = await startEmbeddedPostgresProcess({ name: "dev-pg", persistent: true, projectRoot: root, database: "medusa_dev" })
    env.DATABASE_URL = pg.url
    if (reset) {
      await resetDatabase(pg.url)
      fs.rmSync(demoFile, { force: true })
      say("database reset")
    }
    say(`PostgreSQL (embedded) on port ${pg.port}, data in ${pg.dataDir} (${seconds(began)})`)
    void pg.exited.then(() => {
      if (stopping) return
      say("PostgreSQL stopped unexpectedly")
      void stop(1)
    })
  }

  sandbox = await startSandbox(env)
  say(`sandbox on ${sandbox.url}`)

  await runQuietly("migrate", ["db:migrate"], env)
  await runQuietly("seed", ["exec", "scripts/seed/demo.ts", demoFile], env)
  const seed = JSON.parse(fs.readFileSync(demoFile, "utf8"))
  fs.writeFileSync(
    demoFile,
    JSON.stringify(
      {
        ...seed,
        backendUrl: `http://localhost:${appPort}`,
        sandboxUrl: sandbox.url,
        postbackUrl: `http://localhost:${appPort}/hooks/payment/cryptocloud_cryptocloud`,
      },
      null,
      2
    )
  )

  say("starting medusa develop (server log follows)…")
  const app = start(medusaBin, ["develop"], { env })
  void app.done.then((code) => {
    if (stopping) return
    say(`medusa develop exited (code ${code})`)
    void stop(code || 1)
  })
  await waitForHttp(`http://localhost:${appPort}/health`, app)
  process.stdout.write(summary(seed, sandbox.url))
  say("preparing the admin UI so the first visit is quick…")
  await warmUpAdmin(`http://localhost:${appPort}/app`).then(
    (modules) => say(`admin UI ready (${modules} modules, ${seconds(startedAt)} after start): http://localhost:${appPort}/app`),
    (error) => say(`could not prepare the admin UI ahead (${error.message}); the first visit will be slower`)
  )
}

// stop() never rejects: each of its steps reports its own failure.
process.on("SIGINT", () => void stop(0))
process.on("SIGTERM", () => void stop(0))
main().catch((error) => {
  if (error === STOPPED || stopping) return
  process.stderr.write(`[dev] ${error.message}\n`)
  void stop(1)
})
