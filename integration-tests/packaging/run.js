#!/usr/bin/env node
/**
 * Packaging test (`npm run test:package`): what a merchant gets from npm must work on its own.
 *  1. `npm run build` and `npm pack` the plugin;
 *  2. for each Medusa version asked for (--medusa, default the version the plugin is built
 *     against), a fresh, minimal Medusa app in a temp folder installs the tarball from the npm
 *     registry's packages (offline-first from the npm cache), with a medusa-config.ts made from
 *     the README's "Install into a store" snippet (readme-config.js);
 *  3. every published export resolves and loads (the storefront ones by `require` and `import`,
 *     with types); the sandbox runs from the installed `bin`;
 *  4. embedded PostgreSQL, `medusa db:migrate` (the plugin's migrations must create its
 *     tables), a seed via `medusa exec`, `medusa start`;
 *  5. a checkout through the store API, paid on the sandbox page, ends in a captured order, and
 *     the postback reaches the installed webhook route; an admin refund of that payment becomes
 *     a plugin refund in GET /admin/cryptocloud/refunds; the plugin's admin routes answer an
 *     admin token and the admin dashboard is served at /app;
 *  6. before the Medusa versions: the tarball added to storefront-shaped apps (React 19 and 18,
 *     npm, and pnpm where it can be had) brings no Medusa backend, keeps the storefront's
 *     @medusajs/* versions, loads and type-checks, and what it added is reported
 *     (storefront-install.js).
 * The versions run one after the other on one build, one tarball and one PostgreSQL, each in its
 * own app folder and database; a failing version does not stop the next. One PASS/FAIL line per
 * version at the end; the exit code is 1 when any failed.
 * Options: --medusa <v>[,<v>…] (exact Medusa versions, or `latest` = the devDependency's and
 * `oldest` = the lower bound of the peer range; default `latest`), --skip-build (use
 * the current .medusa/server), --keep (leave the temp folder), --reuse-app <dir> (a kept app
 * folder: skip pack and install, for iterating on later steps; one version only),
 * --storefront-only (step 6 alone), --skip-storefront (no step 6).
 */
const { spawn, spawnSync } = require("node:child_process")
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { startEmbeddedPostgres } = require("../../scripts/embedded-postgres")
const { medusaConfigFromReadme } = require("./readme-config")
const { checkout, adminLogin, refund, adminPages } = require("./checkout")
const { checkExports } = require("./exports")
const { checkStorefrontInstalls } = require("./storefront-install")
const { appPackageJson, freePort, waitForHttp, pluginTables } = require("./app-setup")

const root = path.resolve(__dirname, "../..")
const argValue = (flag) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : null)
const keep = process.argv.includes("--keep")
const reuseApp = argValue("--reuse-app") ? path.resolve(argValue("--reuse-app")) : null
const skipBuild = process.argv.includes("--skip-build") || Boolean(reuseApp)
const storefrontOnly = process.argv.includes("--storefront-only")
const withStorefront = !reuseApp && !process.argv.includes("--skip-storefront")
const pkg = require(path.join(root, "package.json"))
/** `latest`: the Medusa the plugin is built and unit/integration-tested against (devDependencies). */
const LATEST = pkg.devDependencies["@medusajs/medusa"]
/** `oldest`: the lower bound of the @medusajs/medusa peer range, the oldest Medusa a store may have. */
const OLDEST = /\d+\.\d+\.\d+/.exec(pkg.peerDependencies["@medusajs/medusa"])?.[0]
const VERSIONS = [
  ...new Set(
    (argValue("--medusa") ?? "latest")
      .split(",")
      .map((v) => ({ latest: LATEST, oldest: OLDEST })[v.trim()] ?? v.trim())
      .filter(Boolean)
  ),
]
if (!VERSIONS.length || VERSIONS.some((v) => !/^\d+\.\d+\.\d+(-[\w.-]+)?$/.test(v))) {
  throw new Error(`--medusa takes exact versions, latest or oldest, separated by commas (got ${argValue("--medusa")})`)
}
if (reuseApp && VERSIONS.length > 1) throw new Error("--reuse-app works with one --medusa version only")
const ADMIN = { email: "admin@example.com", password: "packaging-test-password" }
const KEYS = { apiKey: "pkg-api-key", shopId: "pkg-shop", secretKey: "pkg-secret-key", withdrawalApiKey: "pkg-withdrawal-key" }

const began = Date.now()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cryptocloud-package-"))
/** Per version: its app folder, log folder and background processes (set by testVersion). */
let appDir = null
let logDir = path.join(tmp, "logs")
let background = []
let pg = null

const secondsSince = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`
const log = (line) => process.stdout.write(`[package] ${line}\n`)

async function step(name, fn) {
  const t = Date.now()
  log(`${name}…`)
  const value = await fn()
  log(`${name}: ok (${secondsSince(t)})`)
  return value
}

/** Runs a command to completion; its output goes to a log file whose end is shown on failure. */
function run(name, command, args, options = {}) {
  const logFile = path.join(logDir, `${name}.log`)
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 1 << 28, ...options })
  fs.writeFileSync(logFile, `${result.stdout ?? ""}\n${result.stderr ?? ""}`)
  if (result.status !== 0) {
    const tail = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-40).join("\n")
    throw new Error(`${name} failed (exit ${result.status}${result.error ? `, ${result.error.message}` : ""}):\n${tail}`)
  }
  return result.stdout
}

function startBackground(name, command, args, options) {
  const out = fs.openSync(path.join(logDir, `${name}.log`), "w")
  const child = spawn(command, args, { stdio: ["ignore", "pipe", out], ...options })
  child.stdout.on("data", (chunk) => fs.appendFileSync(path.join(logDir, `${name}.log`), chunk))
  background.push(child)
  return child
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true })
  log(`working in ${tmp}; Medusa ${VERSIONS.join(", ")}`)

  if (!skipBuild) await step("build the plugin", () => run("build", "npm", ["run", "build"], { cwd: root }))
  const tarball = reuseApp ? null : await pack()
  // One PASS/FAIL per part; a failing part does not stop the next.
  const parts = [
    ...(withStorefront ? [{ label: "Storefront installs", test: () => testStorefront(tarball) }] : []),
    ...(storefrontOnly ? [] : VERSIONS.map((version) => ({ label: `Medusa ${version}`, test: () => testVersion(version, tarball) }))),
  ]
  const results = []
  for (const { label, test } of parts) {
    const t = Date.now()
    log(`── ${label} ──`)
    try {
      await test()
      results.push({ label, ok: true, seconds: (Date.now() - t) / 1000 })
    } catch (error) {
      process.stderr.write(`[package] ${label} FAILED: ${error.stack || error}\n`)
      if (!keep) process.stderr.write(`[package] logs: rerun with --keep to inspect ${logDir}\n`)
      results.push({ label, ok: false, seconds: (Date.now() - t) / 1000, error: shortReason(error) })
    }
    await stopBackground()
  }
  for (const r of results) log(`${r.label}: ${r.ok ? "PASS" : "FAIL"} (${r.seconds.toFixed(1)} s)${r.ok ? "" : ` — ${r.error}`}`)
  const failed = results.filter((r) => !r.ok)
  if (failed.length) throw new Error(`failed: ${failed.map((r) => r.label).join(", ")}`)
  log(`PASSED in ${secondsSince(began)}`)
}

/** The failed step and the line of its output that says why (for the one-line summary). */
function shortReason(error) {
  const lines = String(error.message || error)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
  const why = lines.slice(1).find((l) => /Error|ERESOLVE|Could not resolve|Conflicting peer|No match|is not a function|not defined by "exports"/.test(l))
  return why ? `${lines[0]} ${why}` : lines[0]
}

/** The tarball added to storefront-shaped apps: no Medusa backend, what it adds (storefront-install.js). */
async function testStorefront(tarball) {
  logDir = path.join(tmp, "logs", "storefront")
  fs.mkdirSync(logDir, { recursive: true })
  await step("the tarball in storefront-shaped apps", () => checkStorefrontInstalls({ tarball, tmp, run, log: (line) => log(`  ${line}`) }))
}

/** Install (or reuse), exports, boot and the flows on one Medusa version. */
async function testVersion(version, tarball) {
  const slug = version.replace(/\W/g, "_")
  appDir = reuseApp ?? path.join(tmp, `app-${version}`)
  logDir = path.join(tmp, "logs", version)
  fs.mkdirSync(logDir, { recursive: true })
  fs.mkdirSync(path.join(appDir, "src", "scripts"), { recursive: true })
  if (!reuseApp) await install(tarball, version)
  else log(`reusing the installed app in ${appDir}`)
  const installed = require(path.join(appDir, "node_modules", "@medusajs", "medusa", "package.json")).version
  if (installed !== version) throw new Error(`the app has @medusajs/medusa ${installed}, expected ${version}`)
  writeAppFiles()
  await step("published exports resolve and load", () => checkExports({ appDir, run }))
  await bootAndCheckout(`medusa_package_${slug}`)
}

/** The merchant-written files; rewritten on every run so --reuse-app picks up changes too. */
function writeAppFiles() {
  const template = path.join(__dirname, "app")
  fs.copyFileSync(path.join(template, "tsconfig.json"), path.join(appDir, "tsconfig.json"))
  fs.copyFileSync(path.join(template, "src/scripts/seed.ts"), path.join(appDir, "src/scripts/seed.ts"))
  fs.copyFileSync(path.join(root, "scripts/seed/store.ts"), path.join(appDir, "src/scripts/store.ts"))
  fs.writeFileSync(path.join(appDir, "medusa-config.ts"), medusaConfigFromReadme(path.join(root, "README.md")))
}

async function pack() {
  return step("npm pack", () => {
    const out = run("pack", "npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", tmp], { cwd: root })
    const [{ filename, files }] = JSON.parse(out)
    log(`  ${filename}: ${files.length} files`)
    return path.join(tmp, filename)
  })
}

async function install(tarball, version) {
  await step(`create a fresh Medusa ${version} app and install the tarball`, () => {
    fs.writeFileSync(path.join(appDir, "package.json"), JSON.stringify(appPackageJson(tarball, version, run), null, 2))
    // Offline-first from the npm cache the repository's own install filled; anything missing
    // (all of an older Medusa, the first time) comes from the registry. A peer range the
    // version does not satisfy fails here, as it does in a store.
    run("install", "npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: appDir })
  })
}

async function bootAndCheckout(database) {
  const appPort = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: "development", // admin from the Vite dev server: no `medusa build` needed
    MEDUSA_DISABLE_TELEMETRY: "true",
    PORT: String(appPort),
    // The README's snippet reads publicUrl from it: customer links point at this app.
    CRYPTOCLOUD_PUBLIC_URL: `http://localhost:${appPort}`,
    CRYPTOCLOUD_API_KEY: KEYS.apiKey,
    CRYPTOCLOUD_SHOP_ID: KEYS.shopId,
    CRYPTOCLOUD_SECRET_KEY: KEYS.secretKey,
    CRYPTOCLOUD_WITHDRAWAL_API_KEY: KEYS.withdrawalApiKey,
  }
  delete env.REDIS_URL

  const sandboxUrl = await step("start the sandbox from the installed bin", async () => {
    const sandbox = startBackground(
      "sandbox",
      path.join(appDir, "node_modules", ".bin", "cryptocloud-sandbox"),
      [
        "--port",
        "0",
        "--api-key",
        KEYS.apiKey,
        "--shop-id",
        KEYS.shopId,
        "--secret",
        KEYS.secretKey,
        "--withdrawal-key",
        KEYS.withdrawalApiKey,
        "--postback-url",
        `http://localhost:${appPort}/hooks/payment/cryptocloud_cryptocloud`,
      ],
      { cwd: appDir, env }
    )
    return new Promise((resolve, reject) => {
      let seen = ""
      sandbox.stdout.on("data", (chunk) => {
        seen += chunk
        const match = /listening on (http:\/\/\S+)/.exec(seen)
        if (match) resolve(match[1])
      })
      sandbox.once("exit", (code) => reject(new Error(`the sandbox exited (code ${code}): ${seen}`)))
    })
  })
  env.CRYPTOCLOUD_BASE_URL = sandboxUrl

  await step("embedded PostgreSQL", async () => {
    pg ??= await startEmbeddedPostgres({ name: `test-pg-${process.pid}`, persistent: false, projectRoot: root })
    await pg.createDatabase(database)
    env.DATABASE_URL = pg.url(database)
  })

  const medusa = path.join(appDir, "node_modules", ".bin", "medusa")
  await step("medusa db:migrate (with the plugin's migrations)", async () => {
    run("migrate", medusa, ["db:migrate"], { cwd: appDir, env })
    const { tables } = await pluginTables(env.DATABASE_URL)
    for (const table of ["cryptocloud_setting", "cryptocloud_withdrawal", "cryptocloud_static_wallet_deposit"]) {
      if (!tables.includes(table)) throw new Error(`plugin migration did not create ${table} (tables: ${tables.join(", ")})`)
    }
  })

  const seed = await step("seed through medusa exec", () => {
    const out = path.join(logDir, "seed.json")
    run("seed", medusa, ["exec", "./src/scripts/seed.ts", out], { cwd: appDir, env })
    return JSON.parse(fs.readFileSync(out, "utf8"))
  })

  // Before `medusa start`: with 2.21.2 the running server shut down when `medusa user` ran beside it.
  await step("an admin user through medusa user", () => run("user", medusa, ["user", "-e", ADMIN.email, "-p", ADMIN.password], { cwd: appDir, env }))

  const baseUrl = `http://localhost:${appPort}`
  await step("medusa start", async () => {
    const app = startBackground("start", medusa, ["start"], { cwd: appDir, env })
    await waitForHttp(`${baseUrl}/health`, app)
    const admin = await fetch(`${baseUrl}/app`)
    if (!admin.ok) throw new Error(`the admin (/app) answered HTTP ${admin.status}`)
  })

  const order = await step("checkout paid on the sandbox page → captured order", () => checkout({ baseUrl, sandboxUrl, seed, log: (line) => log(`  ${line}`) }))

  const adminAuth = await step("the admin user logs in", () => adminLogin(baseUrl, ADMIN))
  await step("admin refund of the payment → a plugin refund", () => refund({ baseUrl, admin: adminAuth, order, log: (line) => log(`  ${line}`) }))
  await step("admin routes (settings, postbacks) and the admin page", () => adminPages({ baseUrl, admin: adminAuth, log: (line) => log(`  ${line}`) }))
}

/** Stops the current version's sandbox and Medusa. */
async function stopBackground() {
  const t = Date.now()
  const children = background
  background = []
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once("exit", r))))
  if (children.length) log(`processes stopped (${secondsSince(t)})`)
}

async function cleanUp() {
  const t = Date.now()
  await stopBackground()
  if (pg) await pg.stop()
  if (keep) log(`kept ${tmp}`)
  else if (process.platform !== "win32") {
    // Three apps' node_modules: removing them took about a minute of CI's time after the test had
    // already passed. A detached `rm -rf` removes them after this process has reported.
    const rm = spawn("rm", ["-rf", tmp], { detached: true, stdio: "ignore" })
    rm.on("error", (error) => log(`could not remove ${tmp} (${error.message}); leaving it`))
    rm.unref()
    log(`removing ${tmp} in the background`)
  } else {
    // A grandchild of `medusa start` (its bundler service) can still be writing caches into the
    // app's node_modules for a moment: retry, and never fail a passed test over a temp folder.
    try {
      fs.rmSync(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
    } catch (error) {
      log(`could not remove ${tmp} (${error.code || error.message}); leaving it`)
    }
  }
  log(`cleaned up (${secondsSince(t)})`)
}

main().then(
  () => cleanUp(),
  async (error) => {
    process.stderr.write(`[package] FAILED after ${secondsSince(began)}: ${error.message || error}\n`)
    await cleanUp()
    process.exitCode = 1
  }
)
