/**
 * Packaging test, a storefront's side: the packed tarball added to storefront-shaped apps the way
 * docs/storefront.md says ("Installing into a storefront"), with plain `npm install` (no
 * --legacy-peer-deps, no --force) and with pnpm, under React 19 and React 18.
 *
 * Each fixture has what a Next.js storefront has for Medusa: @medusajs/js-sdk, react, react-dom
 * and next, plus the type packages the official starters keep as devDependencies
 * (@medusajs/types, @types/react). It is installed first (the baseline), then the tarball is
 * added, and the test fails unless:
 *  - the install succeeds without flags;
 *  - no @medusajs/medusa or @medusajs/framework is in the lockfile or node_modules;
 *  - every @medusajs/* package the storefront had keeps its version, and no other @medusajs/*
 *    package arrives;
 *  - the storefront exports load by `require` and by `import`, and a typed file type-checks
 *    (storefront-exports.js).
 * It reports what the tarball added: packages (names) and MB of node_modules.
 *
 * Standalone, to measure any tarball: node integration-tests/packaging/storefront-install.js <tgz> [npm|pnpm …]
 */
const { spawnSync } = require("node:child_process")
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { checkStorefrontExports } = require("./storefront-exports")

/** pnpm from the npm registry (npx caches it): dtc-starter's (`packageManager: pnpm@10`). */
const PNPM = ["--yes", "pnpm@10"]
const BACKEND = ["@medusajs/medusa", "@medusajs/framework"]

/** dtc-starter's storefront (Next 15.5, React 19, js-sdk 2.18) and a React 18 one on the js-sdk the plugin is built with. */
const FIXTURES = [
  {
    name: "react19",
    dependencies: { "@medusajs/js-sdk": "2.18.0", next: "15.5.21", react: "19.0.5", "react-dom": "19.0.5" },
    devDependencies: { "@medusajs/types": "2.18.0", "@types/react": "19.0.5" },
  },
  {
    name: "react18",
    dependencies: { "@medusajs/js-sdk": "2.21.2", next: "15.5.21", react: "18.3.1", "react-dom": "18.3.1" },
    devDependencies: { "@medusajs/types": "2.21.2", "@types/react": "18.3.31" },
  },
]

/** name → sorted versions, from the lockfile the package manager wrote. */
function inventory(dir, manager) {
  const packages = new Map()
  const add = (name, version) => packages.set(name, [...new Set([...(packages.get(name) ?? []), version])].sort())
  if (manager === "npm") {
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "package-lock.json"), "utf8"))
    for (const [where, entry] of Object.entries(lock.packages ?? {})) {
      if (!where || entry.link) continue
      add(entry.name ?? where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length), entry.version)
    }
  } else {
    // pnpm-lock.yaml v9: the `packages:` section has one key per package version: `name@version` or `'@scope/name@version'`.
    const lock = fs.readFileSync(path.join(dir, "pnpm-lock.yaml"), "utf8")
    const section = /^packages:\n([\s\S]*?)(?=^\S|(?![\s\S]))/m.exec(lock)?.[1] ?? ""
    for (const [, key] of section.matchAll(/^ {2}'?(\S.*?)'?:\s*$/gm)) {
      const at = key.indexOf("@", 1)
      if (at > 0) add(key.slice(0, at), key.slice(at + 1))
    }
  }
  return packages
}

/** Bytes on disk under node_modules (each hard-linked file of pnpm's store once). */
function bytes(dir) {
  const out = spawnSync("du", ["-sb", path.join(dir, "node_modules")], { encoding: "utf8" })
  return Number(out.stdout.split(/\s/)[0]) || 0
}

const count = (packages) => [...packages.values()].reduce((n, versions) => n + versions.length, 0)
const mb = (n) => `${(n / 1e6).toFixed(1)} MB`

function command(manager, args) {
  return manager === "npm" ? ["npm", args] : ["npx", [...PNPM, ...args]]
}

/**
 * One fixture with one package manager: baseline install, add the tarball, check and measure.
 * `run(name, cmd, args, options)` is run.js's logged runner. Returns a one-line report.
 */
function installInto({ fixture, manager, tarball, tmp, run, log }) {
  const dir = path.join(tmp, `storefront-${fixture.name}-${manager}`)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify(
      {
        name: `storefront-${fixture.name}`,
        private: true,
        version: "0.0.0",
        dependencies: fixture.dependencies,
        devDependencies: fixture.devDependencies,
      },
      null,
      2
    )
  )
  const tag = `storefront-${fixture.name}-${manager}`
  const quiet = manager === "npm" ? ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"] : ["--prefer-offline", "--reporter=silent"]
  const env = { ...process.env, npm_config_yes: "true" }
  let t = Date.now()
  run(`${tag}-baseline`, ...command(manager, ["install", ...quiet]), { cwd: dir, env })
  const before = inventory(dir, manager)
  const beforeBytes = bytes(dir)
  const baselineSeconds = (Date.now() - t) / 1000

  // The command docs/storefront.md gives, as a store runs it: no flags that relax peer checks.
  t = Date.now()
  run(`${tag}-add`, ...command(manager, [manager === "npm" ? "install" : "add", tarball, ...quiet]), { cwd: dir, env })
  const addSeconds = (Date.now() - t) / 1000
  const after = inventory(dir, manager)
  const added = [...after].flatMap(([name, versions]) => versions.filter((v) => !(before.get(name) ?? []).includes(v)).map((v) => `${name}@${v}`))

  const backend = BACKEND.filter((name) => after.has(name) || fs.existsSync(path.join(dir, "node_modules", name)))
  if (backend.length) throw new Error(`${tag}: the storefront install brought the Medusa backend: ${backend.join(", ")}`)
  for (const [name, versions] of after) {
    if (!name.startsWith("@medusajs/")) continue
    const had = before.get(name)
    if (!had) throw new Error(`${tag}: the storefront install added ${name}@${versions.join(", ")}`)
    if (had.join() !== versions.join()) throw new Error(`${tag}: ${name} changed from ${had.join(", ")} to ${versions.join(", ")}`)
  }
  if (!added.some((p) => p.startsWith("medusa-payment-cryptocloud@"))) throw new Error(`${tag}: the plugin is not in the lockfile`)

  // Type-checked as Next.js does (moduleResolution "bundler"); the Medusa app run checks node16 and node10 too.
  checkStorefrontExports({
    appDir: dir,
    run: (name, ...rest) => run(`${tag}-${name}`, ...rest),
    tsc: require.resolve("typescript/bin/tsc"),
    resolutions: ["bundler"],
  })
  const addedBytes = bytes(dir) - beforeBytes
  const line =
    `${fixture.name} + ${manager}: +${added.length} packages, +${mb(addedBytes)} ` +
    `(storefront ${count(before)} packages, ${mb(beforeBytes)}; install ${addSeconds.toFixed(1)} s) — ${added.sort().join(" ")}`
  log(line)
  return { fixture: fixture.name, manager, added, addedBytes, beforeBytes, packagesBefore: count(before), baselineSeconds, addSeconds, line }
}

/** Whether `npx pnpm@10` can run here (it comes from the npm registry, or npx's cache). */
function pnpmAvailable() {
  const result = spawnSync("npx", [...PNPM, "--version"], { encoding: "utf8", timeout: 120000 })
  return result.status === 0
}

/**
 * Every fixture with npm; the React 19 one (dtc-starter: a pnpm workspace) with pnpm too, when
 * pnpm can be had (else said, and skipped). `managers` narrows it (standalone runs).
 */
function checkStorefrontInstalls({ tarball, tmp, run, log, managers = ["npm", "pnpm"] }) {
  const reports = []
  const withPnpm = managers.includes("pnpm") && pnpmAvailable()
  if (managers.includes("pnpm") && !withPnpm) log("SKIPPED pnpm: `npx pnpm@10` could not run (no registry access and not in npx's cache)")
  for (const fixture of FIXTURES) {
    if (managers.includes("npm")) reports.push(installInto({ fixture, manager: "npm", tarball, tmp, run, log }))
    if (withPnpm && fixture.name === "react19") reports.push(installInto({ fixture, manager: "pnpm", tarball, tmp, run, log }))
  }
  return reports
}

module.exports = { checkStorefrontInstalls, FIXTURES }

if (require.main === module) {
  const [tarball, ...managers] = process.argv.slice(2)
  if (!tarball) throw new Error("usage: storefront-install.js <tarball> [npm] [pnpm]")
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cryptocloud-storefront-"))
  const run = (name, cmd, args, options) => {
    const result = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 28, ...options })
    fs.writeFileSync(path.join(tmp, `${name}.log`), `${result.stdout ?? ""}\n${result.stderr ?? ""}`)
    if (result.status !== 0)
      throw new Error(`${name} failed (exit ${result.status}):\n${`${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-30).join("\n")}`)
    return result.stdout
  }
  try {
    checkStorefrontInstalls({ tarball: path.resolve(tarball), tmp, run, log: (l) => console.log(l), managers: managers.length ? managers : undefined })
  } finally {
    if (!process.env.KEEP) fs.rmSync(tmp, { recursive: true, force: true })
    else console.log(`kept ${tmp}`)
  }
}
