/**
 * Part 6 — what anonymous traffic can cost the merchant: one `medusa start` app (reconciliation
 * job off: the bench runs the passes itself) and a `medusa exec bench/in-process.ts` process for
 * module-level work (admin user, bulk seeds, reconciliation passes). Every figure is counted at
 * the sandbox (service calls) or read back by SQL; each scenario is judged against its bound and
 * a failed bound is reported, not thrown, so the other scenarios still run.
 *   1. postback flood            (traffic/flood.ts)
 *   2. status polling            (traffic/polling.ts)
 *   3. session churn             (traffic/churn.ts)
 *   4. churned rows vs money     (traffic/churned-rows.ts)
 *   5. static wallets, slow service (traffic/wallets.ts)
 * Run order: 3 first (its carts' invoices are paid for 1's genuine postbacks), then 1, 2, 5, 4
 * (4 closes every open ledger row first, and again at the end so part 4's jobs find nothing).
 */
import type { Sandbox } from "../../src/sandbox"
import { CONFIG } from "../config"
import type { Child } from "../lib/processes"
import type { BenchSeed } from "../lib/storefront"
import { churnedRowsVsMoney, settleEverything, type ChurnedRowsReport } from "./traffic/churned-rows"
import { sessionChurn, type ChurnReport } from "./traffic/churn"
import { adminToken, sqlPool, type Check } from "./traffic/common"
import { postbackFlood, type FloodReport } from "./traffic/flood"
import { statusPolling, type PollingReport } from "./traffic/polling"
import { walletsUnderSlowService, type WalletsReport } from "./traffic/wallets"

export type { Check } from "./traffic/common"

export const SCENARIOS = {
  flood: "1. postback flood",
  polling: "2. status polling",
  churn: "3. session churn",
  churnedRows: "4. churned rows vs money",
  wallets: "5. static wallets under a slow service",
} as const
export type ScenarioKey = keyof typeof SCENARIOS

export interface TrafficReport {
  /** Environment the part's app ran with (besides the bench's usual one). */
  appEnv: Record<string, string>
  flood?: FloodReport
  polling?: PollingReport
  churn?: Omit<ChurnReport, "final">
  churnedRows?: ChurnedRowsReport
  wallets?: WalletsReport
  /** Seconds per scenario. */
  seconds: Partial<Record<ScenarioKey, number>>
  /** A scenario that threw (not a failed bound: those are in its checks). */
  errors: Partial<Record<ScenarioKey, string>>
}

/** Every check of every scenario that ran, with the scenario it belongs to. */
export function allChecks(report: TrafficReport): Array<Check & { scenario: ScenarioKey }> {
  const out: Array<Check & { scenario: ScenarioKey }> = []
  for (const key of Object.keys(SCENARIOS) as ScenarioKey[]) {
    const part = report[key] as { checks?: Check[] } | undefined
    for (const check of part?.checks ?? []) out.push({ ...check, scenario: key })
  }
  return out
}

/**
 * The app's extra environment: the job off; a request timeout above the wallet scenario's hold
 * (10 s), so the slow service is waited for as a real slow service would be, not cut at the
 * default 5 s.
 */
export const TRAFFIC_APP_ENV = { CRYPTOCLOUD_RECONCILIATION: "off", CRYPTOCLOUD_REQUEST_TIMEOUT_MS: "15000" }

/** BENCH_TRAFFIC_SCENARIOS=2,5 runs some scenarios only (1 needs 3's carts: asking for 1 runs 3 too). */
function scenariosWanted(): Set<string> {
  const listed = new Set((process.env.BENCH_TRAFFIC_SCENARIOS ?? "1,2,3,4,5").split(",").map((s) => s.trim()))
  if (listed.has("1")) listed.add("3")
  return listed
}

export async function anonymousTraffic(options: {
  seed: BenchSeed
  sandbox: Sandbox
  databaseUrl: string
  startApp: (name: string, env: NodeJS.ProcessEnv) => Promise<{ app: Child; baseUrl: string }>
  startExec: (name: string) => Promise<Child>
  log: (line: string) => void
}): Promise<TrafficReport> {
  const { seed, sandbox, log } = options
  const report: TrafficReport = { appEnv: { ...TRAFFIC_APP_ENV }, seconds: {}, errors: {} }
  log("starting the part's app and its exec process")
  const [started, exec] = await Promise.all([options.startApp("app-traffic", TRAFFIC_APP_ENV), options.startExec("in-process-traffic")])
  const { app, baseUrl } = started
  const sql = sqlPool(options.databaseUrl)
  const wanted = scenariosWanted()
  const scenario = async <T>(key: ScenarioKey, fn: () => Promise<T>): Promise<T | undefined> => {
    if (!wanted.has(SCENARIOS[key][0])) return undefined
    const t = Date.now()
    log(`scenario ${SCENARIOS[key]}…`)
    try {
      return await fn()
    } catch (error) {
      report.errors[key] = String((error as Error)?.stack ?? error)
      log(`scenario ${SCENARIOS[key]} FAILED: ${(error as Error)?.message ?? error}`)
      return undefined
    } finally {
      report.seconds[key] = (Date.now() - t) / 1000
      const checks = (report[key] as { checks?: Check[] } | undefined)?.checks ?? []
      for (const c of checks) log(`  ${c.ok ? "ok  " : "FAIL"} ${c.what}: ${c.measured} (bound ${c.bound})`)
    }
  }
  try {
    const token = await adminToken(baseUrl, exec)
    const churn = await scenario("churn", async () => {
      const r = await sessionChurn({
        baseUrl,
        seed,
        sandbox,
        log,
        carts: CONFIG.trafficChurnCarts,
        replacements: CONFIG.trafficChurnReplacements,
        concurrency: CONFIG.trafficChurnConcurrency,
      })
      const { final: _final, ...rest } = r
      report.churn = rest
      return r
    })
    await scenario("flood", async () => {
      report.flood = await postbackFlood({
        baseUrl,
        sandbox,
        sql,
        adminToken: token,
        log,
        carts: churn?.final ?? [],
        flood: CONFIG.trafficFlood,
        floodSeconds: CONFIG.trafficFloodSeconds,
        concurrency: CONFIG.trafficFloodConcurrency,
        genuineIdle: CONFIG.trafficGenuineIdle,
        genuineFlood: CONFIG.trafficGenuineFlood,
      })
    })
    await scenario("polling", async () => {
      report.polling = await statusPolling({
        baseUrl,
        seed,
        sandbox,
        exec,
        log,
        sessions: CONFIG.trafficPollSessions,
        perSecond: CONFIG.trafficPollRate,
        seconds: CONFIG.trafficPollSeconds,
        maxInFlight: CONFIG.trafficPollInFlight,
      })
    })
    await scenario("wallets", async () => {
      report.wallets = await walletsUnderSlowService({
        baseUrl,
        seed,
        sandbox,
        sql,
        adminToken: token,
        log,
        requests: CONFIG.trafficWalletRequests,
        latencyMs: CONFIG.trafficWalletLatencyMs,
        hourlyBudget: CONFIG.trafficWalletHourlyBudget,
      })
    })
    await scenario("churnedRows", async () => {
      report.churnedRows = await churnedRowsVsMoney({ baseUrl, seed, sandbox, sql, exec, log, rows: CONFIG.trafficChurnedRows })
    })
    return report
  } finally {
    sandbox.clearFaults()
    // Nothing left open for part 4's jobs.
    await settleEverything(sql).catch(() => undefined)
    await sql.close().catch(() => undefined)
    await exec.ask("bench:quit").catch(() => undefined)
    await Promise.all([app.stop(), exec.stop()])
  }
}
