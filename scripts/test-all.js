#!/usr/bin/env node
/**
 * `npm run test:all`: everything `npm test` runs, plus the suites whose length keeps them out of
 * it (docs/development.md): randomized property runs at full length, the real `medusa start`
 * scenarios (SIGKILL mid-call, log scans), the Redis profile, the browser suite and the
 * packaging test. CI runs it (.ci/run).
 *
 * Every step runs, even after one fails, so one run tells everything; the exit code is non-zero
 * when any step failed. Each step's jest report goes to test-artifacts/<step>.json.
 *
 *   --skip-build   the packaging test packs the build already in .medusa/ (CI builds first)
 *   --only a,b     run only these steps (unit, integration, deep, long, redis, browser, packaging)
 *
 * The Redis profile needs a Redis server: REDIS_URL, else redis://localhost:6379. Without one
 * the step is reported as not run (REQUIRE_REDIS=1 makes that a failure).
 */
const { spawnSync } = require("node:child_process")
const fs = require("node:fs")
const net = require("node:net")
const path = require("node:path")
const { stripVTControlCharacters } = require("node:util")

const root = path.resolve(__dirname, "..")
const args = process.argv.slice(2)
const skipBuild = args.includes("--skip-build")
const onlyArg = args.includes("--only") ? args[args.indexOf("--only") + 1] : null
const only = onlyArg ? new Set(onlyArg.split(",")) : null

const ARTIFACTS = path.join(root, "test-artifacts")
fs.mkdirSync(ARTIFACTS, { recursive: true })

const jestReport = (name) => ["--", "--json", `--outputFile=test-artifacts/${name}.json`]

function redisUrl() {
  return process.env.REDIS_URL || "redis://localhost:6379"
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname === "localhost" ? "127.0.0.1" : hostname)
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
    socket.setTimeout(2000, () => done(false))
  })
}

const STEPS = [
  { name: "unit", what: "unit tests", cmd: ["npm", "run", "test:unit", ...jestReport("unit")] },
  {
    name: "integration",
    what: "integration tests (`npm test`'s half: real Medusa app, PostgreSQL, sandbox)",
    cmd: ["npm", "run", "test:integration", ...jestReport("integration")],
  },
  {
    name: "deep",
    what: "randomized payment and payout sequences at full length (integration-tests/deep)",
    cmd: ["npm", "run", "test:integration:deep", ...jestReport("integration-deep")],
  },
  {
    name: "long",
    what: "long integration scenarios (real `medusa start`: SIGKILL mid-call, log scans, planted session data)",
    cmd: ["npm", "run", "test:integration:long", ...jestReport("integration-long")],
  },
  {
    name: "redis",
    what: "many-instances profile (Redis event bus, workflow engine, locking; two servers)",
    cmd: ["npm", "run", "test:integration:redis", ...jestReport("integration-redis")],
    async precondition() {
      const url = redisUrl()
      if (await redisAnswers(url)) return { env: { REDIS_URL: url } }
      return { skip: `no Redis server answers at ${url}` }
    },
  },
  { name: "browser", what: "browser tests (the admin, pages and storefront in Chromium)", cmd: ["npm", "run", "test:browser"] },
  {
    name: "packaging",
    what: "packaging test (npm pack → storefront installs → fresh Medusa apps, oldest and latest)",
    cmd: ["npm", "run", "test:package", "--", ...(skipBuild ? ["--skip-build"] : []), "--medusa", "oldest,latest"],
  },
]

/** Each step's report file (the browser step writes browser.json itself; packaging writes none). */
const REPORT_OF = {
  unit: "unit",
  integration: "integration",
  deep: "integration-deep",
  long: "integration-long",
  redis: "integration-redis",
  browser: "browser",
}

function counts(step) {
  const file = REPORT_OF[step]
  const report = file && path.join(ARTIFACTS, `${file}.json`)
  if (!report || !fs.existsSync(report)) return ""
  const r = JSON.parse(fs.readFileSync(report, "utf8"))
  return `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`
}

/** Lines of each failure message kept in the closing list: the assertion and its first frames. */
const FAILURE_LINES = 30

/**
 * Every failed test of this run, by name, with the start of its message. Printed last: a CI log
 * is often read from its tail (or shown only as its head and tail), and a failure's message is
 * otherwise thousands of lines above, among the app's console output.
 */
function failureList(stepsRun) {
  const out = []
  // Only this run's steps: a report left by an earlier run must not be listed as this one's.
  for (const name of stepsRun.map((step) => REPORT_OF[step]).filter(Boolean)) {
    const file = path.join(ARTIFACTS, `${name}.json`)
    if (!fs.existsSync(file)) continue
    let report
    try {
      report = JSON.parse(fs.readFileSync(file, "utf8"))
    } catch {
      continue
    }
    for (const suite of report.testResults ?? []) {
      const spec = path.relative(root, suite.name ?? suite.testFilePath ?? "")
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === "failed")
      // A spec that failed outside any test (a hook, a boot) has its message on the suite.
      if (!failed.length && suite.status === "failed") out.push(`✕ [${name}] ${spec}\n${clip(suite.message)}`)
      for (const t of failed) out.push(`✕ [${name}] ${spec} › ${t.fullName}\n${clip((t.failureMessages ?? []).join("\n"))}`)
    }
  }
  return out
}

function clip(message = "") {
  // Jest's messages carry colour codes; a log file reads better without them.
  const lines = stripVTControlCharacters(String(message)).split("\n")
  const kept = lines.slice(0, FAILURE_LINES).map((l) => `    ${l}`)
  if (lines.length > FAILURE_LINES) kept.push(`    … ${lines.length - FAILURE_LINES} more lines in the step's output above`)
  return kept.join("\n")
}

async function main() {
  const results = []
  const started = Date.now()
  for (const step of STEPS) {
    if (only && !only.has(step.name)) continue
    const pre = step.precondition ? await step.precondition() : {}
    if (pre.skip) {
      const required = process.env.REQUIRE_REDIS === "1"
      process.stdout.write(`\n=== ${step.what} ===\nNOT RUN: ${pre.skip}${required ? " (REQUIRE_REDIS=1: a failure)" : ""}\n`)
      results.push({ name: step.name, status: required ? "failed" : "not run", seconds: 0, detail: pre.skip })
      continue
    }
    process.stdout.write(`\n=== ${step.what} ===\n`)
    // A report from an earlier run must not stand in for this one.
    for (const f of ["unit", "integration", "integration-long", "integration-redis"]) {
      if (step.cmd.includes(`--outputFile=test-artifacts/${f}.json`)) fs.rmSync(path.join(ARTIFACTS, `${f}.json`), { force: true })
    }
    const t0 = Date.now()
    const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, TEST_FULL_LENGTH: "1", ...(pre.env ?? {}) },
    })
    const seconds = Math.round((Date.now() - t0) / 1000)
    results.push({ name: step.name, status: run.status === 0 ? "passed" : "failed", seconds, detail: counts(step.name) })
  }
  const total = Math.round((Date.now() - started) / 1000)
  process.stdout.write("\n=== test:all summary ===\n")
  for (const r of results) process.stdout.write(`${r.status.padEnd(8)} ${r.name.padEnd(12)} ${String(r.seconds).padStart(5)} s  ${r.detail}\n`)
  process.stdout.write(`total ${total} s\n`)
  const failures = failureList(results.filter((r) => r.status !== "not run").map((r) => r.name))
  if (failures.length) process.stdout.write(`\n=== failed tests (${failures.length}) ===\n${failures.join("\n\n")}\n`)
  process.exit(results.some((r) => r.status === "failed") ? 1 : 0)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
