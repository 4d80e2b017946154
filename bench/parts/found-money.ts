/**
 * Part 10 — found money at scale: the reconciliation's lookback (findFoundMoney) over 10,000
 * listed invoices, driven from here against `medusa exec bench/in-process.ts`.
 *
 * The part has a sandbox of its own (in this process) and a database cloned from the seeded store:
 * the shared sandbox holds the other parts' invoices in the same window (part 5 alone makes
 * 10,000), so the list's length would depend on which parts ran before. Here the list is exactly
 * the part's invoices: 10,000 made today, a few dozen of them paid, and a ledger that knows all
 * but a handful of the paid ones (a restore that lost a few minutes of writes).
 *
 * Each walk starts from the top (restartLookback) with a list-call budget per pass and runs passes
 * until the pages it read cover the whole list, counted at the sandbox from the list requests'
 * offsets (the cursor itself lives in the exec process). It must find every unknown paid invoice
 * with no `info` call; otherwise the part fails. Then the steady state: passes over the same window
 * with nothing unknown left, at the default budget — what the lookback costs every minute.
 */
import type { Sandbox } from "../../src/sandbox"
import { startSandbox } from "../../src/sandbox"
import { DEFAULT_LOOKBACK_LIST_CALLS } from "../../src/domain/found-money"
import type { FoundMoneyReport } from "../../src/workflows/cryptocloud/found-money/find-found-money"
import type { FoundPass, FoundSeedRow } from "../in-process-found-money"
import { CONFIG, KEYS } from "../config"
import type { Child } from "../lib/processes"
import type { ProbeStats } from "./checkout"
import { listPageCost, type PageCost } from "./found-money-page"

export const FOUND_DATABASE = "medusa_found_money"
const LIST = "/v2/invoice/merchant/list"
const INFO = "/v2/invoice/merchant/info"
const PAGE = 100

export interface FoundPassFigures {
  pass: number
  ms: number
  listCalls: number
  infoCalls: number
  /** Offsets of the list pages this pass read, in order. */
  offsets: number[]
  found: number
  report: FoundMoneyReport
  sqlStatements: number
}

export interface FoundWalk {
  listCalls: number
  passes: FoundPassFigures[]
  /** Wall time of the walk's passes, summed (the job runs one pass a minute). */
  totalMs: number
  found: number
  infoCalls: number
}

export interface FoundMoneyBenchReport {
  invoices: number
  pages: number
  paid: number
  unknown: number
  ledgerRows: number
  seconds: { create: number; pay: number; seed: number }
  walks: FoundWalk[]
  /** Passes at the default budget over the same window once the ledger knows everything. */
  steady: { listCalls: number; passes: FoundPassFigures[] }
  /** One full list page, bare and through the client, against the same sandbox. */
  page: PageCost
  /** What was wrong (empty when every check held); the part fails when not empty. */
  problems: string[]
}

/** `count` indices spread evenly over [0, n): the first near the oldest invoice, the last near the newest. */
const spreadOver = (n: number, count: number) => Array.from({ length: count }, (_, k) => Math.floor(((k + 0.5) * n) / count))

const foundIn = (report: FoundMoneyReport) => Object.values(report.found).reduce((a, b) => a + (b ?? 0), 0)

export async function foundMoneyAtScale({
  startExec,
  log,
}: {
  startExec: (name: string, env: NodeJS.ProcessEnv) => Promise<Child>
  log: (line: string) => void
}): Promise<FoundMoneyBenchReport> {
  const N = CONFIG.foundInvoices
  const P = Math.min(CONFIG.foundPaid, N)
  const U = Math.min(CONFIG.foundUnknown, P)
  const sandbox: Sandbox = await startSandbox({ ...KEYS })
  let exec: Child | null = null
  try {
    log(`${N} invoices at the part's own sandbox; ${P} paid, ${U} of those unknown to the ledger`)
    let t = Date.now()
    const uuids: string[] = []
    for (let i = 0; i < N; i++) {
      uuids.push(sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: `BENCH-FM-${i}` }).uuid)
    }
    const create = (Date.now() - t) / 1000
    t = Date.now()
    const paid = spreadOver(N, P).map((i) => uuids[i])
    for (const uuid of paid) await sandbox.pay(uuid, "exact", { postback: false })
    const pay = (Date.now() - t) / 1000
    const unknown = spreadOver(P, U).map((k) => paid[k])
    const unknownSet = new Set(unknown)

    exec = await startExec("found-money", { CRYPTOCLOUD_BASE_URL: sandbox.url })
    const rows: FoundSeedRow[] = uuids
      .filter((uuid) => !unknownSet.has(uuid))
      .map((uuid) => {
        const inv = sandbox.getInvoice(uuid)!
        const hasMoney = inv.status !== "created" && inv.status !== "canceled"
        return {
          uuid,
          status: inv.status,
          fiatAmount: inv.amountInFiat,
          fiatCurrency: inv.fiatCurrency,
          cryptoAmount: inv.amount,
          cryptoCurrency: inv.cryptocurrency,
          amountPaid: hasMoney ? inv.amountPaid : null,
          received: hasMoney ? inv.received : null,
          testMode: inv.testMode,
          expiresAt: inv.expiryDate.toISOString(),
          link: inv.link,
          address: inv.address,
          receivedAt: hasMoney ? (inv.dateFinished ?? new Date()).toISOString() : null,
        }
      })
    const seeded = await exec.ask<{ ms: number }>("found:seed", { rows, shopId: KEYS.shopId })
    log(`  ${rows.length} ledger rows inserted (${(seeded.ms / 1000).toFixed(1)} s)`)

    const pages = Math.ceil(N / PAGE)
    const problems: string[] = []
    const runPass = async (pass: number, listCalls: number, restart: boolean): Promise<FoundPassFigures> => {
      const mark = sandbox.requests.length
      const infoBefore = sandbox.countRequests(INFO)
      await exec!.ask("probe:reset")
      const result = await exec!.ask<FoundPass>("found:pass", { listCalls, restart })
      const sql = await exec!.ask<ProbeStats>("probe:stats")
      const offsets = sandbox.requests
        .slice(mark)
        .filter((r) => r.path === LIST)
        .map((r) => Number((r.body as { offset?: unknown } | null)?.offset ?? 0))
      return {
        pass,
        ms: result.ms,
        listCalls: result.report.list_calls,
        infoCalls: sandbox.countRequests(INFO) - infoBefore,
        offsets,
        found: foundIn(result.report),
        report: result.report,
        sqlStatements: sql.statements,
      }
    }
    const check = (label: string, p: FoundPassFigures, budget: number) => {
      if (p.infoCalls) problems.push(`${label} pass ${p.pass}: ${p.infoCalls} info call(s)`)
      if (p.report.failed) problems.push(`${label} pass ${p.pass}: ${p.report.failed} failure(s) in the report`)
      if (p.report.outage) problems.push(`${label} pass ${p.pass}: a list call failed (outage)`)
      if (p.listCalls > budget) problems.push(`${label} pass ${p.pass}: ${p.listCalls} list calls, over the budget`)
    }

    const walks: FoundWalk[] = []
    for (const listCalls of [CONFIG.foundListCalls, DEFAULT_LOOKBACK_LIST_CALLS]) {
      // Every walk starts from the same ledger: the handful unknown again, nothing raised for them.
      await exec.ask("found:forget", { uuids: unknown })
      const read = new Set<number>()
      // One newest page and listCalls − 1 pages from the cursor per pass after the first: the
      // passes the walk needs, and two more before it counts as not covering the window.
      const expected = 1 + Math.ceil(Math.max(0, pages - listCalls) / Math.max(1, listCalls - 1))
      const passes: FoundPassFigures[] = []
      while (read.size < pages && passes.length < expected + 2) {
        const p = await runPass(passes.length + 1, listCalls, passes.length === 0)
        for (const offset of p.offsets) read.add(offset)
        check(`${listCalls} list calls a pass,`, p, listCalls)
        passes.push(p)
        log(`  ${listCalls} a pass, pass ${p.pass}: ${p.listCalls} list, ${p.infoCalls} info, found ${p.found}, ${p.ms.toFixed(0)} ms`)
      }
      const walk: FoundWalk = {
        listCalls,
        passes,
        totalMs: passes.reduce((a, p) => a + p.ms, 0),
        found: passes.reduce((a, p) => a + p.found, 0),
        infoCalls: passes.reduce((a, p) => a + p.infoCalls, 0),
      }
      if (read.size < pages) problems.push(`${listCalls} list calls a pass: ${read.size} of ${pages} pages read in ${passes.length} passes`)
      if (walk.found !== U) problems.push(`${listCalls} list calls a pass: found ${walk.found} of the ${U} unknown paid invoices`)
      log(`  walk at ${listCalls} a pass: ${passes.length} passes, ${(walk.totalMs / 1000).toFixed(1)} s, found ${walk.found} of ${U}`)
      walks.push(walk)
    }

    // The steady state: the walk goes on from its cursor, and the ledger knows every paid invoice.
    const steady: FoundPassFigures[] = []
    for (let i = 0; i < CONFIG.foundSteadySamples; i++) {
      const p = await runPass(i + 1, DEFAULT_LOOKBACK_LIST_CALLS, false)
      check("steady", p, DEFAULT_LOOKBACK_LIST_CALLS)
      if (p.found) problems.push(`steady pass ${p.pass}: found ${p.found} with nothing unknown`)
      steady.push(p)
    }
    log(`  steady state: ${steady.map((p) => p.ms.toFixed(0)).join(", ")} ms a pass`)
    const page = await listPageCost(sandbox.url, 30)
    log(`  one page of 100: bare ${page.bareMs.toFixed(1)} ms, through the client ${page.clientMs.toFixed(1)} ms`)

    const report: FoundMoneyBenchReport = {
      invoices: N,
      pages,
      paid: P,
      unknown: U,
      ledgerRows: rows.length,
      seconds: { create, pay, seed: seeded.ms / 1000 },
      walks,
      steady: { listCalls: DEFAULT_LOOKBACK_LIST_CALLS, passes: steady },
      page,
      problems,
    }
    // Loudly: a walk that calls `info` or misses money is not a result to report as measured.
    if (problems.length) {
      log(`  figures: ${JSON.stringify(report.walks.map((w) => ({ listCalls: w.listCalls, passes: w.passes.length, found: w.found, info: w.infoCalls })))}`)
      throw new Error(`found money at scale: ${problems.join("; ")}`)
    }
    return report
  } finally {
    if (exec) {
      await (exec as Child).ask("bench:quit").catch(() => undefined)
      await (exec as Child).stop()
    }
    await sandbox.close()
  }
}
