/**
 * `npm run test:browser`: boots the app from nothing (see stack.ts), drives the admin in
 * Debian's Chromium through the merchant's tasks, saves screenshots to
 * test-artifacts/screenshots/, and exits non-zero when a scenario fails. Everything it started
 * is stopped on the way out, also on Ctrl-C.
 *
 * The scenarios run against a store with one CryptoCloud project; then the store gets a second
 * project (the server restarts with it) and the several-projects scenarios run.
 */
import { writeFileSync } from "node:fs"
import { appendFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { launchBrowser, screenshotter, type BrowserSession } from "./browser"
import { runScenarios, type Ctx, type Result } from "./harness"
import { attention } from "./scenarios/attention"
import { attentionActions } from "./scenarios/attention-actions"
import { deposits } from "./scenarios/deposits"
import { embeddedCheckout, embeddedCheckoutExpiry } from "./scenarios/embedded-checkout"
import { createInvoiceFixtures } from "./scenarios/fixtures"
import { cancelInvoice, dashboard, logIn } from "./scenarios/dashboard"
import { orderWidget, otherOrder, plantedOrderCard } from "./scenarios/order"
import { payPage } from "./scenarios/pay-page"
import { phoneAdmin } from "./scenarios/phone-admin"
import { phonePages } from "./scenarios/phone-pages"
import { postbacks } from "./scenarios/postbacks"
import { addSecondProject, switchProjects } from "./scenarios/projects"
import { projectOnOrder, settingsPerProject } from "./scenarios/projects-settings"
import { refund } from "./scenarios/refund"
import { refundPage } from "./scenarios/refund-page"
import { reports } from "./scenarios/reports"
import { russian } from "./scenarios/russian"
import { languages } from "./scenarios/languages"
import { settings } from "./scenarios/settings"
import { withdrawals, withdrawalsDisabled } from "./scenarios/withdrawals"
import { ARTIFACTS, LOG_DIR, startStack, type Stack } from "./stack"
import { storefront } from "./store"

const SCENARIOS = [
  logIn,
  dashboard,
  cancelInvoice,
  withdrawals,
  withdrawalsDisabled,
  attention,
  attentionActions,
  settings,
  orderWidget,
  otherOrder,
  plantedOrderCard,
  refund,
  refundPage,
  payPage,
  deposits,
  postbacks,
  reports,
  russian,
  languages,
  phoneAdmin,
  embeddedCheckout,
  embeddedCheckoutExpiry,
  phonePages,
]
/** After SCENARIOS, in a store with two projects: `addSecondProject` restarts the server with the second. */
const PROJECT_SCENARIOS = [switchProjects, settingsPerProject, projectOnOrder]
const log = (line: string) => process.stdout.write(`${line}\n`)
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

let stack: Stack | null = null
let browser: BrowserSession | null = null
let stopping: Promise<void> | null = null

function shutdown(): Promise<void> {
  stopping ??= (async () => {
    await browser?.close()
    await stack?.stop()
  })()
  return stopping
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping everything…`)
    void shutdown().finally(() => process.exit(130))
  })
}

async function main(): Promise<number> {
  const started = Date.now()
  log("Browser tests: booting Postgres, the sandbox and Medusa…")
  stack = await startStack((line) => log(`  [stack] ${line}`))
  const bootMs = Date.now() - started

  // This run's screenshots only (a stale FAILED-*.png would mislead).
  rmSync(join(ARTIFACTS, "screenshots"), { recursive: true, force: true })
  const shots = screenshotter(join(ARTIFACTS, "screenshots"))
  browser = await launchBrowser()
  const page = browser.page
  const pageErrors: string[] = []
  // What the browser saw, for diagnosing a failure afterwards (CI keeps test-artifacts/).
  const browserLog = join(LOG_DIR, "browser.log")
  const note = (line: string) => appendFileSync(browserLog, `${new Date().toISOString()} ${line}\n`)
  page.on("pageerror", (error) => {
    pageErrors.push(error.message)
    note(`[pageerror] ${error.stack ?? error.message}`)
  })
  page.on("console", (message) => note(`[console.${message.type()}] ${message.text()}`))
  page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`[navigated] ${frame.url()}`))
  page.on("response", (response) => response.status() >= 400 && note(`[http ${response.status()}] ${response.request().method()} ${response.url()}`))

  const ctx: Ctx = {
    page,
    stack,
    shop: storefront(stack.appUrl, stack.store),
    shot: (name, options) => shots.shot(page, name, options),
    shotElement: (locator, name) => shots.element(locator, name),
    facts: {},
  }
  const fixturesStarted = Date.now()
  await createInvoiceFixtures(ctx)
  log(`  [fixtures] four invoices in four states: ${seconds(Date.now() - fixturesStarted)}`)

  // BROWSER_ONLY=<regexp>: only the scenarios whose name matches (and the log-in), while
  // working on one; the full run is the default.
  const only = process.env.BROWSER_ONLY ? new RegExp(process.env.BROWSER_ONLY, "i") : null
  const oneProject = only ? SCENARIOS.filter((s) => s === logIn || only.test(s.name)) : SCENARIOS
  const twoProjects = only ? PROJECT_SCENARIOS.filter((s) => only.test(s.name)) : PROJECT_SCENARIOS
  const chosen = [...oneProject, ...(twoProjects.length ? [addSecondProject, ...twoProjects] : [])]
  const all = SCENARIOS.length + PROJECT_SCENARIOS.length + 1
  log(only ? `Scenarios (BROWSER_ONLY=${only.source}: ${chosen.length} of ${all}):` : "Scenarios:")
  const scenariosStarted = Date.now()
  const results: Result[] = await runScenarios(ctx, chosen, log)
  const scenariosMs = Date.now() - scenariosStarted

  const failed = results.filter((r) => !r.ok)
  log("")
  log(
    `Boot ${seconds(bootMs)} (${Object.entries(stack.timings)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(", ")})`
  )
  log(`Scenarios ${seconds(scenariosMs)}; total ${seconds(Date.now() - started)}`)
  log(`Screenshots (${shots.taken.length}): ${shots.taken.map((p) => p.replace(`${ARTIFACTS}/`, "test-artifacts/")).join(", ")}`)
  if (pageErrors.length) log(`Uncaught errors in the page:\n  ${pageErrors.join("\n  ")}`)
  // Read by .ci/run's summary, next to jest's JSON reports.
  writeFileSync(
    `${ARTIFACTS}/browser.json`,
    JSON.stringify({
      numPassedTests: results.length - failed.length,
      numFailedTests: failed.length,
      numPendingTests: 0,
      numTodoTests: 0,
      // jest's shape, so test:all's closing list names a failed scenario as it does a failed test.
      testResults: [
        {
          name: "integration-tests/browser/run.ts",
          assertionResults: failed.map((r) => ({ status: "failed", fullName: r.name, failureMessages: [r.error ?? ""] })),
        },
      ],
    })
  )
  log(failed.length ? `${failed.length} of ${results.length} scenarios FAILED (server log: ${LOG_DIR}/medusa.log)` : `All ${results.length} scenarios passed`)
  return failed.length || pageErrors.length ? 1 : 0
}

main()
  .then(async (code) => {
    await shutdown()
    process.exit(code)
  })
  .catch(async (error) => {
    log(`Browser tests could not run: ${error instanceof Error ? error.stack : String(error)}`)
    await shutdown()
    process.exit(1)
  })
