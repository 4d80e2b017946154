/**
 * Part 4 — two instances: two `medusa start` processes on one PostgreSQL with the Redis profile
 * (event bus, workflow engine, locking), checkouts in waves spread over both (cart made on one,
 * completed on the other), every postback delivered to both instances and duplicated, the
 * reconciliation job enabled on both. Then: failed requests, error lines in the servers' logs,
 * payments with more than one capture, orders per paid cart.
 *
 * The Redis check is lib/redis.ts, the postback fan-out instances/fan-out.ts, the read-back of
 * orders, captures and error lines instances/outcome.ts; this file runs the waves.
 */
import fs from "node:fs"
import path from "node:path"
import type { Sandbox } from "../../src/sandbox"
import { CONFIG } from "../config"
import { summarizeProfile, type ProfileSummary } from "../lib/cpuprofile"
import { LOG_DIR, type Child } from "../lib/processes"
import { redisReachable } from "../lib/redis"
import { median, p95 } from "../lib/stats"
import { checkout, CRYPTO, type BenchSeed, type CheckoutResult } from "../lib/storefront"
import type { ProbeStats } from "./checkout"
import { fanOut } from "./instances/fan-out"
import { errorLines, ordersAndCaptures, sql } from "./instances/outcome"

export interface InstancesReport {
  skipped?: string
  redisUrl: string
  /** Checkouts asked for, and made (fewer when the time budget ended the waves early). */
  planned: number
  checkouts: number
  waves: number
  abandoned: number
  wallSeconds: number
  latency: { p50: number; p95: number; n: number }
  throughputPerSecond: number
  postbacks: { sentBySandbox: number; forwarded: number; forwardFailures: number; logged: number | null }
  /** `info` calls at the sandbox during the part (authorize, postbacks, jobs). */
  infoCalls: number
  errors: { checkouts: number; errorLogLines: number; samples: string[] }
  paidCarts: number
  orders: number
  cartsWithoutOrder: number
  cartsWithSeveralOrders: number
  duplicateCaptures: number
  sessionsWithSeveralPayments: number
  /** Both instances under the profiler during one wave (steady state: earlier waves' postbacks included). */
  profiledWave: { checkouts: number; wallMs: number; profiles: ProfileSummary[]; sql: ProbeStats[] } | null
}

export async function twoInstances(options: {
  seed: BenchSeed
  sandbox: Sandbox
  databaseUrl: string
  startApp: (name: string, env: NodeJS.ProcessEnv) => Promise<{ app: Child; baseUrl: string }>
  log: (line: string) => void
  checkouts?: number
  /** Epoch ms after which no new wave starts (the drain and checks still run). */
  deadline?: number
}): Promise<InstancesReport> {
  const { seed, sandbox, databaseUrl, log } = options
  const redisUrl = CONFIG.redisUrl
  const total = options.checkouts ?? CONFIG.instanceCheckouts
  const empty = (skipped: string): InstancesReport => ({
    skipped,
    redisUrl,
    planned: total,
    checkouts: 0,
    waves: 0,
    abandoned: 0,
    wallSeconds: 0,
    latency: { p50: NaN, p95: NaN, n: 0 },
    throughputPerSecond: NaN,
    postbacks: { sentBySandbox: 0, forwarded: 0, forwardFailures: 0, logged: null },
    infoCalls: 0,
    errors: { checkouts: 0, errorLogLines: 0, samples: [] },
    paidCarts: 0,
    orders: 0,
    cartsWithoutOrder: 0,
    cartsWithSeveralOrders: 0,
    duplicateCaptures: 0,
    sessionsWithSeveralPayments: 0,
    profiledWave: null,
  })
  const unreachable = await redisReachable(redisUrl)
  if (unreachable) {
    log(`skipped: ${unreachable}`)
    return empty(unreachable)
  }

  log(`starting two instances with REDIS_URL=${redisUrl}`)
  const [a, b] = await Promise.all([options.startApp("instance-a", { REDIS_URL: redisUrl }), options.startApp("instance-b", { REDIS_URL: redisUrl })])
  const fan = await fanOut([a.baseUrl, b.baseUrl])
  const logStart = [a, b].map(({ app }) => fs.statSync(app.logFile).size)
  sandbox.setPostbackUrl(fan.url)
  sandbox.setPostbackFaults({ duplicate: { next: 1_000_000, copies: 2 } })
  const sentBefore = sandbox.postbacks.length
  const infoBefore = sandbox.countRequests("/v2/invoice/merchant/info")
  try {
    const urls = [a.baseUrl, b.baseUrl]
    const results: Array<CheckoutResult & { abandoned: boolean }> = []
    const failures: string[] = []
    const pay = async (uuid: string) => void (await sandbox.pay(uuid, "exact")) // postback sent (to both, twice)
    const waves = Math.ceil(total / CONFIG.instanceWave)
    const began = Date.now()
    let wavesRun = 0
    let lastWaveMs = 0
    let profiledWave: InstancesReport["profiledWave"] = null
    const PROFILED_WAVE = 2
    for (let w = 0; w < waves; w++) {
      if (options.deadline && Date.now() + lastWaveMs > options.deadline) {
        log(`  time budget: stopping after ${w} of ${waves} waves`)
        break
      }
      const waveStart = Date.now()
      const profiled = w === PROFILED_WAVE
      if (profiled) await Promise.all([a, b].map(async ({ app }) => (await app.ask("probe:reset"), await app.ask("probe:profile-start"))))
      const before = results.length + failures.length
      const jobs = []
      for (let k = 0; k < CONFIG.instanceWave && w * CONFIG.instanceWave + k < total; k++) {
        const i = w * CONFIG.instanceWave + k
        const abandoned = i % CONFIG.abandonEvery === CONFIG.abandonEvery - 1
        const pair: [string, string] = [urls[i % 2], urls[(i + 1) % 2]]
        jobs.push(
          checkout(pair, seed, CRYPTO, { pay, complete: !abandoned }).then(
            (r) => void results.push({ ...r, abandoned }),
            (e) => void failures.push(String((e as Error).message))
          )
        )
      }
      await Promise.all(jobs)
      wavesRun++
      lastWaveMs = Date.now() - waveStart
      if (profiled) {
        const files = [a, b].map(({ app }) => path.join(LOG_DIR, "profiles", `${app.name}-wave.cpuprofile`))
        await Promise.all([a, b].map(({ app }, i) => app.ask("probe:profile-stop", { file: files[i] })))
        const sql = await Promise.all([a, b].map(({ app }) => app.ask<ProbeStats>("probe:stats")))
        profiledWave = { checkouts: results.length + failures.length - before, wallMs: lastWaveMs, profiles: files.map((f) => summarizeProfile(f)), sql }
      }
      log(`  wave ${w + 1}/${waves}: ${results.length} checkouts, ${failures.length} failed`)
    }
    const wallSeconds = (Date.now() - began) / 1000

    // Every postback out of the sandbox and through the fan-out; then Medusa's 5 s webhook delay.
    await sandbox.flushPostbacks()
    await Promise.all([...fan.stats.pending])
    const carts = results.map((r) => r.cartId)
    const sessions = results.map((r) => r.sessionId)
    const invoices = results.map((r) => r.invoiceUuid)
    const deliveries = fan.stats.forwarded
    let logged: number | null = null
    const deadline = Date.now() + 60_000
    log("waiting for the postbacks to be processed and every paid cart to have its order")
    for (;;) {
      const [{ n }] = await sql<{ n: string }>(
        databaseUrl,
        "select count(distinct cart_id) as n from order_cart where cart_id = any($1) and deleted_at is null",
        [carts]
      )
      logged = await sql<{ n: string }>(databaseUrl, "select count(*) as n from cryptocloud_postback where invoice_id = any($1)", [invoices]).then(
        ([row]) => Number(row.n),
        () => null
      )
      const ordersDone = Number(n) >= carts.length
      const postbacksDone = logged === null ? Date.now() > deadline - 50_000 : logged >= deliveries
      if ((ordersDone && postbacksDone) || Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    // A last moment for the plugin's own postback subscriber and the captures it may attempt.
    await new Promise((resolve) => setTimeout(resolve, 5000))

    const outcome = await ordersAndCaptures(databaseUrl, carts, sessions)
    const errorLog = [a, b].flatMap(({ app }, i) => errorLines(app.logFile, logStart[i]).map((line) => `${app.name}: ${line.slice(0, 300)}`))
    const completed = results.filter((r) => !r.abandoned)

    return {
      redisUrl,
      planned: total,
      checkouts: results.length + failures.length,
      waves: wavesRun,
      abandoned: results.filter((r) => r.abandoned).length,
      wallSeconds,
      latency: { p50: median(completed.map((r) => r.total)), p95: p95(completed.map((r) => r.total)), n: completed.length },
      throughputPerSecond: results.length / wallSeconds,
      postbacks: { sentBySandbox: sandbox.postbacks.length - sentBefore, forwarded: deliveries, forwardFailures: fan.stats.failures, logged },
      infoCalls: sandbox.countRequests("/v2/invoice/merchant/info") - infoBefore,
      errors: { checkouts: failures.length, errorLogLines: errorLog.length, samples: [...failures.slice(0, 3), ...errorLog.slice(0, 5)] },
      paidCarts: carts.length,
      ...outcome,
      profiledWave,
    }
  } finally {
    sandbox.setPostbackUrl(null)
    sandbox.clearFaults()
    await Promise.all([a.app.stop(), b.app.stop()])
    await fan.close()
    await redisReachable(redisUrl) // flushes the bench's database number again
  }
}
