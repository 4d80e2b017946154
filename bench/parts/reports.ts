/**
 * Part 9 — the merchant's books: a CSV report of 100,000 ledger rows, downloaded from a real
 * `medusa start` app (GET /admin/cryptocloud/reports/payments?format=csv). Measured per download:
 * the time to the first byte (the answer's head and the header row), to the first data row and to
 * the last byte; and the app process's memory while it streams — its RSS and V8 heap sampled every
 * 25 ms over IPC (bench/probe.js `probe:usage`, no GC), against a baseline taken after a forced GC
 * just before the request. The same download for a period of 10,000 rows and of 100,000 rows,
 * interleaved (small, large), (large, small), …: the growth must stay flat as the rows grow tenfold.
 *
 * The rows are written in bulk (`INSERT … SELECT generate_series`) into a database cloned from the
 * seeded store: paid invoices with their fees, network, a transaction hash and an order (a row of
 * Medusa's `order` table each, for the report's join), one every 86.4 s over 100 days (1,000 a
 * day), so the first 10 days hold 10,000.
 */
import { performance } from "node:perf_hooks"
import { request } from "undici"
import { reportBounds } from "../../src/domain/reports/period"
import { reportBatchSql } from "../../src/domain/reports/query"
import { REPORT_BATCH_SIZE } from "../../src/domain/reports/cursor"
import { CONFIG, KEYS } from "../config"
import { median } from "../lib/stats"
import type { Child } from "../lib/processes"
import { adminToken, sqlPool, type Sql } from "./traffic/common"

export const REPORTS_DATABASE = "medusa_reports"
export const REPORTS_TARGETS = { firstByteMs: 1000, growthMb: 50, flatMb: 10 }
const DAY_MS = 86_400_000
const SAMPLE_EVERY_MS = 25

export interface DownloadSample {
  rows: number
  firstByteMs: number
  firstRowMs: number
  lastByteMs: number
  bytes: number
  lines: number
  rssGrowthMb: number
  heapGrowthMb: number
  memorySamples: number
}

export interface ReportsBenchReport {
  targets: typeof REPORTS_TARGETS
  ledgerRows: number
  sizes: Array<{
    rows: number
    period: { start: string; end: string }
    samples: DownloadSample[]
    median: { firstByteMs: number; firstRowMs: number; lastByteMs: number; rowsPerSecond: number }
    /** The largest growth of any download of this size. */
    maxRssGrowthMb: number
    maxHeapGrowthMb: number
    bytes: number
  }>
  fillSeconds: number
  baselineRssMb: number
  /** The plan of the large period's first batch as PostgreSQL ran it (auto_explain). */
  plan: string[]
}

/**
 * The plan of the payments report's first batch for `period`, as PostgreSQL executes it: the
 * route's own SQL (domain/reports/query.ts, reportBatchSql: the first 1,000 rows in the report's
 * order; the next batches seek past the last row's key the same way), run once in a read-only
 * transaction with auto_explain sending the plan back as a notice.
 */
async function batchPlan(databaseUrl: string, period: { start: string; end: string }): Promise<string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg comes with Medusa, not a dependency of ours: loaded only when this part runs
  const { Client } = require("pg")
  const client = new Client({ connectionString: databaseUrl })
  const notices: string[] = []
  client.on("notice", (n: { message?: string }) => notices.push(String(n.message ?? "")))
  await client.connect()
  try {
    const query = reportBatchSql(
      { report: "payments", bounds: reportBounds(period.start, period.end), shopId: KEYS.shopId, ownsUnassigned: true },
      null,
      REPORT_BATCH_SIZE
    )
    let i = 0
    const text = query.sql.replace(/\?/g, () => `$${++i}`)
    await client.query("BEGIN READ ONLY")
    await client.query("LOAD 'auto_explain'")
    await client.query("SET LOCAL auto_explain.log_min_duration = 0")
    await client.query("SET LOCAL auto_explain.log_analyze = on")
    await client.query("SET LOCAL auto_explain.log_level = 'notice'")
    await client.query(text, query.bindings)
    await client.query("COMMIT")
  } finally {
    await client.end()
  }
  const plan = notices.find((n) => /Plan|Scan/.test(n)) ?? "(no plan reported)"
  return plan.split("\n")
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** `n` paid ledger rows of the bench project, one every 86.4 s from `startDay` 00:00:43Z. */
export function benchLedgerSql(n: number, startDay: string): string {
  return `
INSERT INTO cryptocloud_invoice (id, uuid, session_id, order_id, fiat_amount, fiat_currency, crypto_amount, crypto_currency,
  status, amount_paid, received, test_mode, tolerance_percent, expires_at, last_checked_at, session_live, link, address,
  history, outcome, settled_at, shop_id, received_at, received_usd, service_fee, network_fee, network, tx_hashes,
  created_at, updated_at)
SELECT 'ccinv_rep' || lpad(i::text, 8, '0'), 'REP' || lpad(i::text, 8, '0'), 'payses_rep' || lpad(i::text, 8, '0'),
  'order_rep' || lpad(i::text, 8, '0'), '25.00', 'EUR', '26.91', 'USDT_TRC20', 'paid', '26.91', '26.37871', false, 0,
  at + interval '1 hour', at, false, 'https://pay.cryptocloud.plus/REP' || lpad(i::text, 8, '0'), 'T' || substr(md5(i::text), 1, 33),
  jsonb_build_array(jsonb_build_object('status', 'created', 'at', at - interval '5 minutes'), jsonb_build_object('status', 'paid', 'at', at)),
  'captured', at, '${KEYS.shopId}', at, '26.38', '0.51129', '0.01', 'TRC20', jsonb_build_array(md5(i::text) || md5((i + 1)::text)),
  at - interval '5 minutes', at
FROM (SELECT i, timestamptz '${startDay}T00:00:43Z' + i * interval '86.4 seconds' AS at FROM generate_series(0, ${n - 1}) AS i) g`
}

/** The Medusa orders the rows name (the report joins each row's order by its id for its number and e-mail). */
export function benchOrdersSql(n: number): string {
  return `
INSERT INTO "order" (id, currency_code, email, status)
SELECT 'order_rep' || lpad(i::text, 8, '0'), 'eur', 'buyer' || i || '@example.com', 'completed'
FROM generate_series(0, ${n - 1}) AS i`
}

async function fill(sql: Sql, n: number, startDay: string): Promise<number> {
  const t = performance.now()
  await sql.query(benchOrdersSql(n))
  await sql.query(benchLedgerSql(n, startDay))
  await sql.query('VACUUM ANALYZE cryptocloud_invoice, "order"')
  return (performance.now() - t) / 1000
}

/** One download, the app's memory sampled while it streams. */
async function download(baseUrl: string, token: string, app: Child, period: { start: string; end: string }, rows: number): Promise<DownloadSample> {
  const base = await app.ask<NodeJS.MemoryUsage>("probe:memory")
  let peak = { rss: base.rss, heap: base.heapUsed, n: 0 }
  let streaming = true
  const sampler = (async () => {
    while (streaming) {
      const u = await app.ask<NodeJS.MemoryUsage>("probe:usage", {}, 10_000)
      peak = { rss: Math.max(peak.rss, u.rss), heap: Math.max(peak.heap, u.heapUsed), n: peak.n + 1 }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
    }
  })()
  const t = performance.now()
  const url = `${baseUrl}/admin/cryptocloud/reports/payments?format=csv&start=${period.start}&end=${period.end}`
  try {
    const res = await request(url, { headers: { authorization: `Bearer ${token}` } })
    if (res.statusCode !== 200) throw new Error(`${url} → HTTP ${res.statusCode}: ${(await res.body.text()).slice(0, 300)}`)
    let firstByteMs = NaN
    let firstRowMs = NaN
    let bytes = 0
    let lines = 0
    for await (const chunk of res.body) {
      const now = performance.now() - t
      if (Number.isNaN(firstByteMs)) firstByteMs = now
      bytes += chunk.length
      for (const byte of chunk as Buffer) if (byte === 10) lines++
      if (Number.isNaN(firstRowMs) && lines >= 2) firstRowMs = now
    }
    const lastByteMs = performance.now() - t
    if (lines !== rows + 1) throw new Error(`${url}: ${lines} lines, expected the header and ${rows} rows`)
    streaming = false
    await sampler
    return {
      rows,
      firstByteMs,
      firstRowMs,
      lastByteMs,
      bytes,
      lines,
      rssGrowthMb: (peak.rss - base.rss) / 2 ** 20,
      heapGrowthMb: (peak.heap - base.heapUsed) / 2 ** 20,
      memorySamples: peak.n,
    }
  } finally {
    streaming = false
    await sampler.catch(() => undefined)
  }
}

export async function reportsAtScale(options: {
  databaseUrl: string
  startApp: (name: string, env: NodeJS.ProcessEnv, nodeFlags?: string[]) => Promise<{ app: Child; baseUrl: string }>
  startExec: (name: string, env: NodeJS.ProcessEnv) => Promise<Child>
  log: (line: string) => void
}): Promise<ReportsBenchReport> {
  const { log } = options
  const n = CONFIG.reportsLargeRows
  const small = CONFIG.reportsSmallRows
  const perDay = 1000
  const days = Math.ceil(n / perDay)
  const startDay = isoDay(Date.now() - (days + 30) * DAY_MS)
  const periodOf = (rows: number) => ({ start: startDay, end: isoDay(Date.parse(startDay) + (Math.ceil(rows / perDay) - 1) * DAY_MS) })
  const sql = sqlPool(options.databaseUrl)
  const children: Child[] = []
  try {
    const env = { DATABASE_URL: options.databaseUrl, CRYPTOCLOUD_RECONCILIATION: "off" }
    log(`writing ${n.toLocaleString("en-US")} paid ledger rows (${perDay} a day from ${startDay}); booting an app and an exec process meanwhile`)
    const [fillSeconds, { app, baseUrl }, exec] = await Promise.all([
      fill(sql, n, startDay),
      options.startApp("app-reports", env, ["--expose-gc"]),
      options.startExec("in-process-reports", env),
    ])
    children.push(app, exec)
    const token = await adminToken(baseUrl, exec)
    await exec.ask("bench:quit", {}, 10_000).catch(() => undefined)
    await exec.stop()

    const sizes = [small, n].map((rows) => ({ rows, period: periodOf(rows), samples: [] as DownloadSample[] }))
    // Warm-up: the route's code paths and the plan, once each, untimed.
    for (const s of sizes) await download(baseUrl, token, app, s.period, s.rows)
    const baselineRssMb = (await app.ask<NodeJS.MemoryUsage>("probe:memory")).rss / 2 ** 20
    const plan = await batchPlan(options.databaseUrl, sizes[1].period)
    for (let i = 0; i < CONFIG.reportsSamples; i++) {
      const order = i % 2 === 0 ? sizes : [...sizes].reverse()
      for (const s of order) s.samples.push(await download(baseUrl, token, app, s.period, s.rows))
      log(
        `  round ${i + 1}/${CONFIG.reportsSamples}: ${sizes.map((s) => `${s.rows.toLocaleString("en-US")} rows ${s.samples.at(-1)!.lastByteMs.toFixed(0)} ms, +${s.samples.at(-1)!.rssGrowthMb.toFixed(1)} MB RSS`).join("; ")}`
      )
    }
    return {
      targets: REPORTS_TARGETS,
      ledgerRows: n,
      fillSeconds,
      baselineRssMb,
      plan,
      sizes: sizes.map((s) => {
        const m = (key: keyof DownloadSample) => median(s.samples.map((x) => x[key]))
        return {
          ...s,
          median: { firstByteMs: m("firstByteMs"), firstRowMs: m("firstRowMs"), lastByteMs: m("lastByteMs"), rowsPerSecond: s.rows / (m("lastByteMs") / 1000) },
          maxRssGrowthMb: Math.max(...s.samples.map((x) => x.rssGrowthMb)),
          maxHeapGrowthMb: Math.max(...s.samples.map((x) => x.heapGrowthMb)),
          bytes: s.samples[0]?.bytes ?? 0,
        }
      }),
    }
  } finally {
    for (const child of children) await child.stop()
    await sql.close().catch(() => undefined)
  }
}
