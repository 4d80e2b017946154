/**
 * Part 8 — a million rows: every checkout attempt makes an invoice, so a busy store holds a
 * million ledger rows within a year. The operations whose cost must not grow with them — the
 * status route, the order card, the attention queue, the reconciliation pass (its due rows), the
 * postback log prune — timed side by side on two databases that differ only in their closed
 * history: 1,000 ledger rows and 1,000,000 (rows/data.ts), each with its own `medusa start` app
 * and `medusa exec` process, samples interleaved (rows/measure.ts). Then the plans of the hot
 * queries on the large side, captured from the plugin's own calls (bench/in-process-rows.ts).
 */
import { performance } from "node:perf_hooks"
import { CryptoCloudClient } from "../../src/lib/cryptocloud"
import type { Sandbox } from "../../src/sandbox"
import type { QueryPlan } from "../in-process-rows"
import { CONFIG, KEYS } from "../config"
import type { Child } from "../lib/processes"
import type { BenchSeed } from "../lib/storefront"
import { sqlPool } from "./traffic/common"
import { explainPruneNow } from "./rows/data"
import { measure, ROWS_TARGET_RATIO, type RowsOp } from "./rows/measure"
import { describe, fillHistory, fillShared, sharedLedgerRows, vacuum, type SharedRows, type Side, type SideFacts } from "./rows/side"

export { ROWS_TARGET_RATIO }
export { cloneDatabase } from "./rows/side"

/** The databases of the two sides, cloned from the seeded store by bench/run.ts. */
export const ROWS_DATABASES = { small: "medusa_rows_small", large: "medusa_rows_large" } as const

export interface RowsReport {
  target: number
  shared: { moneyRows: number; churned: number; openAttention: number; band: number }
  sides: SideFacts[]
  samples: { http: number; pass: number; prune: number; maxInvoices: number; rounds: number }
  ops: RowsOp[]
  /** EXPLAIN (ANALYZE, BUFFERS) of the hot queries on the large side. */
  plans: QueryPlan[]
  seconds: { boot: number; fill: number; measure: number; explain: number }
}

const GONE_SESSION = "payses_rows_probe_gone"

export async function millionRows(options: {
  seed: BenchSeed
  sandbox: Sandbox
  databaseUrl: (database: string) => string
  startApp: (name: string, env: NodeJS.ProcessEnv) => Promise<{ app: Child; baseUrl: string }>
  startExec: (name: string, env: NodeJS.ProcessEnv) => Promise<Child>
  log: (line: string) => void
}): Promise<RowsReport> {
  const { seed, sandbox, log } = options
  const t0 = Date.now()
  const shared = await sharedRows(sandbox, t0)
  const specs = [
    { key: "small" as const, rows: CONFIG.rowsSmall, url: options.databaseUrl(ROWS_DATABASES.small) },
    { key: "large" as const, rows: CONFIG.rowsLarge, url: options.databaseUrl(ROWS_DATABASES.large) },
  ]
  const sqls = specs.map((s) => sqlPool(s.url))
  const children: Child[] = []
  try {
    // The apps and exec processes boot while PostgreSQL writes the closed history.
    let t = performance.now()
    log(
      `booting an app and an exec process per side; writing ${specs.map((s) => s.rows.toLocaleString("en-US")).join(" and ")} ledger rows' closed history meanwhile`
    )
    const bulk = (i: number) => Math.max(0, specs[i].rows - sharedLedgerRows(shared) - 1) // the checkout adds one
    const [processes, fills] = await Promise.all([
      Promise.all(
        specs.map(async (s) => {
          const env = { DATABASE_URL: s.url, CRYPTOCLOUD_RECONCILIATION: "off" }
          const [{ app, baseUrl }, exec] = await Promise.all([options.startApp(`app-rows-${s.key}`, env), options.startExec(`in-process-rows-${s.key}`, env)])
          children.push(app, exec)
          return { app, baseUrl, exec }
        })
      ),
      // One side after the other: two bulk inserts at once only compete for the same two cores.
      (async () => {
        const out: number[] = []
        for (let i = 0; i < specs.length; i++) out.push(await fillHistory(sqls[i], bulk(i), t0))
        return out
      })(),
    ])
    const boot = (performance.now() - t) / 1000
    log(`  booted and filled in ${boot.toFixed(0)} s (history: ${fills.map((s) => `${s.toFixed(1)} s`).join(", ")})`)

    t = performance.now()
    const sides: Side[] = []
    for (let i = 0; i < specs.length; i++) {
      const s = specs[i]
      const { app, baseUrl, exec } = processes[i]
      const { token, order } = await fillShared({ sql: sqls[i], exec, baseUrl }, shared, seed, sandbox)
      const vacuumSeconds = await vacuum(sqls[i])
      const facts = await describe(sqls[i])
      sides.push({
        key: s.key,
        rows: s.rows,
        ...facts,
        fillSeconds: fills[i],
        vacuumSeconds,
        databaseUrl: s.url,
        baseUrl,
        app,
        exec,
        sql: sqls[i],
        token,
        order,
      })
      log(
        `  ${s.key}: ${facts.counts.ledger.toLocaleString("en-US")} ledger rows (${facts.counts.open} open), ${facts.counts.postbacks.toLocaleString("en-US")} postback lines, order ${order.orderId}`
      )
    }
    const fill = (performance.now() - t) / 1000
    const [small, large] = sides

    t = performance.now()
    const ops = await measure({
      small,
      large,
      publishableKey: seed.publishableKey,
      goneSessionId: GONE_SESSION,
      t0,
      httpSamples: CONFIG.rowsHttpSamples,
      passSamples: CONFIG.rowsPassSamples,
      pruneSamples: CONFIG.rowsPruneSamples,
      band: shared.band,
      rounds: CONFIG.rounds,
      maxInvoices: CONFIG.rowsMaxInvoices,
      log,
    })
    const measured = (performance.now() - t) / 1000

    t = performance.now()
    log("plans of the hot queries on the large side")
    const { plans } = await large.exec.ask<{ plans: QueryPlan[] }>("rows:explain", {
      liveSessionId: large.order.sessionId,
      goneSessionId: GONE_SESSION,
      collectionIds: [large.order.collectionId],
      sessionIds: [large.order.sessionId],
      orderId: large.order.orderId,
      // The band is gone by now: a cutoff ten minutes into the kept lines (the DELETE is rolled back).
      pruneNow: explainPruneNow(t0),
    })
    const explain = (performance.now() - t) / 1000

    return {
      target: ROWS_TARGET_RATIO,
      shared: { moneyRows: shared.moneyRows.length, churned: shared.churned, openAttention: shared.openAttention, band: shared.band },
      sides: sides.map(({ key, rows, counts, bytes, indexBytes, fillSeconds, vacuumSeconds }) => ({
        key,
        rows,
        counts,
        bytes,
        indexBytes,
        fillSeconds,
        vacuumSeconds,
      })),
      samples: {
        http: CONFIG.rowsHttpSamples,
        pass: CONFIG.rowsPassSamples,
        prune: CONFIG.rowsPruneSamples,
        maxInvoices: CONFIG.rowsMaxInvoices,
        rounds: CONFIG.rounds,
      },
      ops,
      plans,
      seconds: { boot, fill, measure: measured, explain },
    }
  } finally {
    for (const child of children) await child.ask("bench:quit", {}, 10_000).catch(() => undefined)
    await Promise.all(children.map((child) => child.stop()))
    await Promise.all(sqls.map((sql) => sql.close().catch(() => undefined)))
  }
}

/** Sandbox invoices both sides' open rows name, with what the service says of them (so reads are quiet). */
async function sharedRows(sandbox: Sandbox, t0: number): Promise<SharedRows> {
  const moneyRows: SharedRows["moneyRows"] = []
  for (let i = 0; i < CONFIG.rowsMoney; i++) {
    const sessionId = `payses_rows_money${String(i).padStart(5, "0")}`
    const inv = sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: sessionId })
    moneyRows.push({
      sessionId,
      uuid: inv.uuid,
      expiresAt: new Date(inv.expiryDate ?? t0 + 86_400_000).toISOString(),
      link: `${sandbox.url}/pay/${inv.uuid}`,
      cryptoAmount: null,
      cryptoCurrency: null,
      address: null,
    })
  }
  const probe = sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: "payses_rows_probe_holder" })
  await sandbox.pay(probe.uuid, "exact", { postback: false })
  const reader = new CryptoCloudClient({ apiKey: KEYS.apiKey, shopId: KEYS.shopId, baseUrl: sandbox.url })
  const { invoices } = await reader.getInvoicesManyEach([...moneyRows.map((r) => r.uuid), probe.uuid])
  await reader.close()
  const facts = new Map(invoices.map((invoice) => [invoice.uuid, invoice]))
  for (const r of moneyRows) {
    const invoice = facts.get(r.uuid)
    r.cryptoAmount = invoice?.amount ?? null
    r.cryptoCurrency = invoice?.currency?.fullcode ?? null
    r.address = invoice?.address ?? null
  }
  const p = facts.get(probe.uuid)
  if (!p) throw new Error(`the sandbox does not know the probe invoice ${probe.uuid}`)
  return {
    t0,
    moneyRows,
    churned: CONFIG.rowsChurned,
    openAttention: CONFIG.rowsOpenAttention,
    band: CONFIG.rowsPruneSamples * CONFIG.rowsPrunePerSample,
    probe: {
      uuid: probe.uuid,
      goneSessionId: GONE_SESSION,
      facts: {
        amount: p.amount,
        currency: p.currency?.fullcode ?? null,
        status: p.status,
        amount_paid: p.amount_paid,
        received: p.received,
        test_mode: p.test_mode,
        expiry_date: p.expiry_date,
        link: p.link ?? p.pay_url ?? null,
        address: p.address,
      },
    },
  }
}
