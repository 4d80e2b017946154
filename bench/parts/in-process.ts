/**
 * Parts 3 and 5, driven from the bench process against `medusa exec bench/in-process.ts`
 * (which has the container); the sandbox is here, so its request counts are exact.
 */
import path from "node:path"
import { CryptoCloudClient } from "../../src/lib/cryptocloud"
import type { Sandbox } from "../../src/sandbox"
import { CONFIG, KEYS } from "../config"
import { summarizeProfile, type ProfileSummary } from "../lib/cpuprofile"
import { LOG_DIR, type Child } from "../lib/processes"
import { median, p95, roundOf, type Spread } from "../lib/stats"
import type { ProbeStats } from "./checkout"

const INFO = "/v2/invoice/merchant/info"

interface Throughput {
  n: number
  concurrency: number
  ms: number
  perSecond: number
  actions: Record<string, number>
  failed: number
  firstError: string | null
}

interface Memory {
  heapUsed: number
  rss: number
  external: number
}

export interface PostbackReport {
  sessions: number
  verified: Throughput & { infoCalls: number; sql: ProbeStats }
  forged: Throughput & { infoCalls: number; sql: ProbeStats }
  memory: { before: Memory; afterVerified: Memory; afterForged: Memory }
  latency: { pairs: number; verified: Spread; forged: Spread; verifiedP95: number; forgedP95: number; ratio: Spread }
  profiles: { verified: ProfileSummary; forged: ProfileSummary; n: number } | null
}

function perItem(stats: ProbeStats, n: number): ProbeStats {
  const tables: ProbeStats["tables"] = {}
  for (const [k, v] of Object.entries(stats.tables)) tables[k] = { statements: v.statements / n, ms: v.ms / n }
  return { statements: stats.statements / n, ms: stats.ms / n, begins: stats.begins / n, tables }
}

const memoryOf = (m: NodeJS.MemoryUsage): Memory => ({ heapUsed: m.heapUsed, rss: m.rss, external: m.external })

export async function postbacks({ exec, sandbox, log }: { exec: Child; sandbox: Sandbox; log: (line: string) => void }): Promise<PostbackReport> {
  const { sessions } = await exec.ask<{ sessions: Array<{ id: string; uuid: string }> }>("postbacks:setup", { count: CONFIG.postbackSessions })
  log(`${sessions.length} payment sessions with invoices; paying them at the sandbox (no postback sent)`)
  const valid: Record<string, unknown>[] = []
  const forged: Record<string, unknown>[] = []
  for (const s of sessions) {
    await sandbox.pay(s.uuid, "exact", { postback: false })
    // An hour of validity: the whole part runs on the same tokens.
    valid.push(await sandbox.buildPostback(s.uuid, { expiresInSeconds: 3600 }))
    forged.push(await sandbox.buildPostback(s.uuid, { expiresInSeconds: 3600, secret: `${KEYS.secret}-forged` }))
  }
  const C = CONFIG.postbackConcurrency

  log("warm-up: 300 verified + 300 forged deliveries")
  await exec.ask("postbacks:throughput", { bodies: valid, n: 300, concurrency: C })
  await exec.ask("postbacks:throughput", { bodies: forged, n: 300, concurrency: C })

  const run = async (bodies: Record<string, unknown>[], n: number) => {
    const before = sandbox.countRequests(INFO)
    await exec.ask("probe:reset")
    const result = await exec.ask<Throughput>("postbacks:throughput", { bodies, n, concurrency: C })
    const sql = perItem(await exec.ask<ProbeStats>("probe:stats"), n)
    return { ...result, infoCalls: sandbox.countRequests(INFO) - before, sql }
  }
  const memBefore = memoryOf(await exec.ask("probe:memory"))
  log(`${CONFIG.postbacks} verified deliveries, ${C} at a time`)
  const verified = await run(valid, CONFIG.postbacks)
  log(`  ${verified.perSecond.toFixed(0)}/s; ${verified.infoCalls} info calls`)
  const memVerified = memoryOf(await exec.ask("probe:memory"))
  log(`${CONFIG.forgedPostbacks} forged deliveries, ${C} at a time`)
  const forgedRun = await run(forged, CONFIG.forgedPostbacks)
  log(`  ${forgedRun.perSecond.toFixed(0)}/s; ${forgedRun.infoCalls} info calls`)
  const memForged = memoryOf(await exec.ask("probe:memory"))

  const pairs = CONFIG.postbackLatencyPairs
  log(`latency: ${pairs} interleaved pairs, one at a time`)
  const lat = await exec.ask<{ valid: number[]; forged: number[] }>("postbacks:latency", { valid, forged, pairs })
  const rounds = (xs: number[]) => {
    const out: number[][] = Array.from({ length: CONFIG.rounds }, () => [])
    xs.forEach((x, i) => out[roundOf(i, xs.length, CONFIG.rounds)].push(x))
    return out
  }
  const rv = rounds(lat.valid)
  const rf = rounds(lat.forged)
  const perRoundRatio = rv.map((r, i) => median(rf[i]) / median(r))
  const fig = (rs: number[][]): Spread => ({ value: median(rs.flat()), min: Math.min(...rs.map(median)), max: Math.max(...rs.map(median)) })

  // Profiles of each kind, in a window of their own (the profiler slows what it watches).
  const n = 600
  const profileOf = async (kind: string, bodies: Record<string, unknown>[]) => {
    const file = path.join(LOG_DIR, "profiles", `postbacks-${kind}.cpuprofile`)
    await exec.ask("probe:profile-start")
    await exec.ask("postbacks:throughput", { bodies, n, concurrency: C })
    await exec.ask("probe:profile-stop", { file })
    return summarizeProfile(file)
  }
  log(`profiled window: ${n} verified, ${n} forged`)
  const profiles: PostbackReport["profiles"] = { verified: await profileOf("verified", valid), forged: await profileOf("forged", forged), n }

  return {
    sessions: sessions.length,
    verified,
    forged: forgedRun,
    memory: { before: memBefore, afterVerified: memVerified, afterForged: memForged },
    latency: {
      pairs,
      verified: fig(rv),
      forged: fig(rf),
      verifiedP95: p95(lat.valid),
      forgedP95: p95(lat.forged),
      ratio: { value: median(lat.forged) / median(lat.valid), min: Math.min(...perRoundRatio), max: Math.max(...perRoundRatio) },
    },
    profiles,
  }
}

export interface JobPass {
  label: string
  open: number
  infoCalls: number
  ms: number
  report: { ran: boolean; checked: number; outcomes: Record<string, number> }
  sql: ProbeStats
}

export interface JobReport {
  rows: number
  seedMs: number
  passes: JobPass[]
  profile: ProfileSummary | null
}

export async function jobAtScale({
  exec,
  sandbox,
  log,
}: {
  exec: Child
  sandbox: Sandbox
  databaseUrl: string
  log: (line: string) => void
}): Promise<JobReport> {
  // Nothing else open: only the bench's rows are in the passes.
  await exec.ask("db:raw", { sql: "update cryptocloud_invoice set settled_at = now() where settled_at is null and deleted_at is null" })
  const N = CONFIG.ledgerRows
  log(`creating ${N} invoices at the sandbox (in process) for ${N} pending sessions`)
  // What the provider's ledger row holds after creating the invoice (crypto amount, coin, address
  // from the create answer), so that reading an unchanged invoice is a read that changes nothing.
  const rows: Array<{
    sessionId: string
    uuid: string
    expiresAt: string
    link: string
    cryptoAmount: string | null
    cryptoCurrency: string | null
    address: string | null
  }> = []
  for (let i = 0; i < N; i++) {
    const sessionId = `payses_bench${String(i).padStart(8, "0")}`
    const inv = sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: sessionId })
    rows.push({
      sessionId,
      uuid: inv.uuid,
      expiresAt: new Date(inv.expiryDate ?? Date.now() + 86_400_000).toISOString(),
      link: `${sandbox.url}/pay/${inv.uuid}`,
      cryptoAmount: null,
      cryptoCurrency: null,
      address: null,
    })
  }
  // The coin and crypto amount the service shows for a fresh invoice, as the provider records
  // them from its first answer (read here, before the measured passes count any call).
  const reader = new CryptoCloudClient({ apiKey: KEYS.apiKey, shopId: KEYS.shopId, baseUrl: sandbox.url })
  const { invoices: fresh } = await reader.getInvoicesManyEach(rows.map((r) => r.uuid))
  await reader.close()
  const facts = new Map(fresh.map((invoice) => [invoice.uuid, invoice]))
  for (const r of rows) {
    const invoice = facts.get(r.uuid)
    r.cryptoAmount = invoice?.amount ?? null
    r.cryptoCurrency = invoice?.currency?.fullcode ?? null
    r.address = invoice?.address ?? null
  }
  const seeded = await exec.ask<{ ms: number }>("job:seed", { rows, amount: "25", currency: "EUR" })
  log(`  ledger rows and sessions inserted (${(seeded.ms / 1000).toFixed(1)} s)`)

  const pass = async (label: string, open: number, profile = false): Promise<JobPass & { profileFile?: string }> => {
    const before = sandbox.countRequests(INFO)
    await exec.ask("probe:reset")
    const file = path.join(LOG_DIR, "profiles", `job-${open}.cpuprofile`)
    if (profile) await exec.ask("probe:profile-start")
    const result = await exec.ask<{ ms: number; report: JobPass["report"] }>("job:pass", { maxInvoices: N }, 30 * 60_000)
    if (profile) await exec.ask("probe:profile-stop", { file })
    const sql = await exec.ask<ProbeStats>("probe:stats")
    const p = {
      label,
      open,
      infoCalls: sandbox.countRequests(INFO) - before,
      ms: result.ms,
      report: result.report,
      sql,
      ...(profile ? { profileFile: file } : {}),
    }
    log(`  ${label}: ${p.infoCalls} info calls, ${(p.ms / 1000).toFixed(1)} s, checked ${p.report.checked}`)
    return p
  }
  const passes: JobPass[] = []
  log(`pass over ${N} open rows (the first pass of this process)`)
  passes.push(await pass(`${N} open (first pass in the process)`, N))
  const settle = Math.min(CONFIG.ledgerSettled, N)
  await exec.ask("db:raw", {
    sql: "update cryptocloud_invoice set settled_at = now() where uuid = any(?)",
    bindings: [rows.slice(0, settle).map((r) => r.uuid)],
  })
  log(`pass with ${settle} settled and ${N - settle} open`)
  passes.push(await pass(`${settle} settled, ${N - settle} open`, N - settle))
  log("the same pass again, under the CPU profiler")
  const profiled = await pass(`${settle} settled, ${N - settle} open (profiled)`, N - settle, true)
  passes.push(profiled)

  // Leave nothing for part 4's jobs: the bench's sessions are closed, their rows settled.
  await exec.ask("db:raw", { sql: "update cryptocloud_invoice set settled_at = now() where settled_at is null" })
  await exec.ask("db:raw", {
    sql: "update payment_session set status = 'canceled' where provider_id = ? and status in ('pending', 'requires_more', 'pending_authorization')",
    bindings: ["pp_cryptocloud_cryptocloud"],
  })

  return { rows: N, seedMs: seeded.ms, passes, profile: profiled.profileFile ? summarizeProfile(profiled.profileFile) : null }
}
