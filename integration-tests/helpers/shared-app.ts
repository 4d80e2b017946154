/**
 * One Medusa app for several suites: a spec file that calls `appSpec` boots the app, the sandbox
 * and the store once, and runs each suite (integration-tests/suites/*.ts) against them in a
 * describe block of its own. A boot costs 15–25 s of a 2-core machine; the suites of one app
 * config share it instead of each paying for its own.
 *
 * What each test still gets to itself, as it did with a file of its own:
 * - the database: medusaIntegrationTestRunner restores it from its template before every test.
 *   The store and the admin are made once, before the first test, so the template holds them
 *   (seedStore and loginAdmin answer every later call with those). Anything else a test needs
 *   it makes itself, in the test or a beforeEach: rows a suite's beforeAll wrote would be gone
 *   at the next restore.
 * - the sandbox: reset (no invoices, faults, quirks or postback URL; the app's balances) before
 *   each suite, so nothing of a suite before it reaches the next one.
 * - the plugin's per-process memory that a test can observe: the once-a-minute postback log
 *   lines, the shared postback reads, the backfill's and the lookback's places start anew before each suite, as
 *   in a process of its own.
 * What they share is the rest of the app's process (caches, subscribers), as tests of one file
 * always did.
 */
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import type { Sandbox, SandboxOptions } from "../../src/sandbox"
import { forgetPostbackReads } from "../../src/domain/postback-reads"
import { forgetPostbackWarnings } from "../../src/providers/cryptocloud/webhook"
import { restartBackfill } from "../../src/workflows/cryptocloud/steps/select-ledger-rows"
import { restartLookback } from "../../src/workflows/cryptocloud/found-money/find-found-money"
import { freePort } from "../../bench/lib/processes"
import { loginAdmin } from "./admin"
import { useSandbox, useSecondSandbox } from "./sandbox"
import { seedStore, TEST_PLAN, type StorePlan } from "./seed-store"

export interface SuiteContext {
  api: AxiosInstance
  getContainer: () => MedusaContainer
  sandbox: { readonly current: Sandbox }
  /** The second project's sandbox, in an app started with `secondProject` (else undefined). */
  secondSandbox?: { readonly current: Sandbox }
}

export interface Suite {
  name: string
  body(ctx: SuiteContext): void
}

/** The sandbox of the file's app; a suite module reads it as it read its own `useSandbox()`. */
export const appSandbox: { current: Sandbox } = { current: undefined as unknown as Sandbox }

/** A suite: what used to be a spec file's `testSuite`, now run inside a shared app. */
export function defineSuite(name: string, body: (ctx: SuiteContext) => void): Suite {
  return { name, body }
}

/**
 * The at-scale variant of a flow (dozens of sessions, replays, creations at once): `npm test`
 * keeps the flow's one end-to-end test and leaves these to `npm run test:all` (CI), which runs
 * them in integration-tests/deep/at-scale.spec.ts — an app that runs only the `atScale` tests of
 * the suites it is given (docs/development.md, "Ten minutes").
 */
const DEEP = process.env.TEST_TYPE === "integration:deep"
const everyTest = it
export const atScale: jest.It = DEEP ? everyTest : everyTest.skip

export interface AppSpecOptions {
  /** The sandbox's options (balances, test mode, ...), for every suite of this app. */
  sandbox?: SandboxOptions
  /** Environment the app boots with (medusa-config.ts reads it), restored after the file. */
  env?: Record<string, string>
  /** The store every suite sees; one seed per database, so it holds every product they need. */
  plan?: StorePlan
  /** Longest test of any suite, in ms. */
  timeoutMs?: number
  /** A second CryptoCloud project (its own sandbox with these options): the app runs with `projects`. */
  secondProject?: SandboxOptions
  /** Run only the suites' `atScale` tests (the deep set: integration-tests/deep/at-scale.spec.ts). */
  onlyAtScale?: boolean
}

/** Define a suite's tests with every plain `it` skipped: only its `atScale` tests run. */
function atScaleOnly(define: () => void): void {
  const global = globalThis as unknown as { it: jest.It }
  global.it = everyTest.skip
  try {
    define()
  } finally {
    global.it = everyTest
  }
}

export function appSpec(options: AppSpecOptions, suites: Suite[]): void {
  jest.setTimeout(options.timeoutMs ?? 300_000)
  const saved: Record<string, string | undefined> = {}
  beforeAll(async () => {
    // The app's port is chosen here, not by the runner, so that medusa-config.ts can give the
    // plugin its public address (publicUrl, where customer links point) as the tests reach it.
    const port = process.env.PORT || String(await freePort())
    const env = { PORT: port, CRYPTOCLOUD_PUBLIC_URL: `http://localhost:${port}`, ...options.env }
    for (const [key, value] of Object.entries(env)) {
      saved[key] = process.env[key]
      process.env[key] = value
    }
  })
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })
  const sandbox = useSandbox(options.sandbox, appSandbox)
  const secondSandbox = options.secondProject ? useSecondSandbox(options.secondProject) : undefined

  medusaIntegrationTestRunner({
    testSuite: ({ api, getContainer }) => {
      // Before the first test, so the runner's template holds them (seedStore and loginAdmin
      // then answer every suite with the same store and admin).
      beforeAll(async () => {
        await seedStore(getContainer(), options.plan ?? TEST_PLAN)
        await loginAdmin(getContainer(), api)
      })
      // The database is restored before every test (above); the service forgets as much, or the
      // reconciliation's lookback would find earlier tests' payments as money the store lost.
      beforeEach(() => {
        for (const each of [sandbox, secondSandbox]) each?.current.forgetInvoices()
      })
      const ctx: SuiteContext = { api, getContainer, sandbox, secondSandbox }
      for (const suite of suites) {
        describe(suite.name, () => {
          beforeAll(() => {
            for (const each of [sandbox, secondSandbox]) {
              each?.current.reset()
              each?.current.setPostbackUrl(null)
            }
            forgetPostbackWarnings()
            forgetPostbackReads()
            restartBackfill()
            restartLookback()
          })
          if (options.onlyAtScale) atScaleOnly(() => suite.body(ctx))
          else suite.body(ctx)
        })
      }
    },
  })
}
