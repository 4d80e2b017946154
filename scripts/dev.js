#!/usr/bin/env node
/**
 * `npm run dev`: the plugin in a running Medusa app with no setup.
 *  - PostgreSQL: DATABASE_URL if set, otherwise an embedded one with its data kept in
 *    .data/dev-pg (a second run reuses it);
 *  - the CryptoCloud sandbox on port 4010 (CRYPTOCLOUD_SANDBOX_PORT), postbacks to the app;
 *  - `medusa db:migrate`, then `medusa develop` (admin at http://localhost:9000/app).
 * Ctrl-C stops everything.
 */
const { spawn, spawnSync } = require("node:child_process")
const path = require("node:path")
const { databaseIsConfigured, startEmbeddedPostgres } = require("./embedded-postgres")

const root = path.resolve(__dirname, "..")
const medusaBin = path.join(root, "node_modules", ".bin", "medusa")
const appPort = Number(process.env.PORT ?? 9000)
const sandboxPort = Number(process.env.CRYPTOCLOUD_SANDBOX_PORT ?? 4010)
const children = []
let pg = null
let stopping = false

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT")
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)))
  if (pg) await pg.stop()
  process.exit(code)
}
process.on("SIGINT", () => stop(0))
process.on("SIGTERM", () => stop(0))

async function main() {
  const env = { ...process.env }
  if (!databaseIsConfigured(env)) {
    pg = await startEmbeddedPostgres({ name: "dev-pg", persistent: true, projectRoot: root })
    await pg.createDatabase("medusa_dev")
    env.DATABASE_URL = pg.url("medusa_dev")
    console.log(`PostgreSQL (embedded) on port ${pg.port}, data in ${pg.dataDir}`)
  }
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  Object.assign(env, {
    CRYPTOCLOUD_BASE_URL: env.CRYPTOCLOUD_BASE_URL ?? sandboxUrl,
    CRYPTOCLOUD_API_KEY: env.CRYPTOCLOUD_API_KEY ?? "sandbox-api-key",
    CRYPTOCLOUD_SHOP_ID: env.CRYPTOCLOUD_SHOP_ID ?? "sandbox-shop",
    CRYPTOCLOUD_SECRET_KEY: env.CRYPTOCLOUD_SECRET_KEY ?? "sandbox-secret",
    CRYPTOCLOUD_WITHDRAWAL_API_KEY: env.CRYPTOCLOUD_WITHDRAWAL_API_KEY ?? "sandbox-withdrawal-key",
    PORT: String(appPort),
  })

  const postbackUrl = `http://localhost:${appPort}/hooks/payment/cryptocloud_cryptocloud`
  const sandbox = spawn(
    process.execPath,
    ["-r", "ts-node/register/transpile-only", "src/sandbox/cli.ts", "--port", String(sandboxPort),
      "--api-key", env.CRYPTOCLOUD_API_KEY, "--shop-id", env.CRYPTOCLOUD_SHOP_ID,
      "--secret", env.CRYPTOCLOUD_SECRET_KEY, "--withdrawal-key", env.CRYPTOCLOUD_WITHDRAWAL_API_KEY,
      "--postback-url", postbackUrl],
    { cwd: root, env, stdio: "inherit" }
  )
  children.push(sandbox)

  const migrate = spawnSync(medusaBin, ["db:migrate"], { cwd: root, env, stdio: "inherit" })
  if (migrate.status !== 0) return stop(migrate.status ?? 1)

  console.log(`\nSandbox pay pages: ${sandboxUrl}/pay/<invoice id>   postback URL: ${postbackUrl}`)
  const app = spawn(medusaBin, ["develop"], { cwd: root, env, stdio: "inherit" })
  children.push(app)
  app.once("exit", (code) => stop(code ?? 0))
}

main().catch(async (error) => {
  console.error(error)
  await stop(1)
})
