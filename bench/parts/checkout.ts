/**
 * Part 2 — checkout overhead: the same store-API checkout in one Medusa app with this provider
 * and with Medusa's `pp_system_default`, interleaved (A B, B A, …), then a profiled window of
 * each: SQL statements per checkout by table (bench/probe.js), sandbox calls per checkout, and
 * a CPU profile of each provider's checkouts.
 */
import path from "node:path"
import type { Sandbox } from "../../src/sandbox"
import { summarizeProfile, type ProfileSummary } from "../lib/cpuprofile"
import type { Child } from "../lib/processes"
import { median, p95, ratioSpread, roundOf, spread, type Spread } from "../lib/stats"
import { checkout, CRYPTO, STEPS, SYSTEM, type BenchSeed, type CheckoutResult, type Step } from "../lib/storefront"

export interface ProbeStats {
  statements: number
  ms: number
  begins: number
  tables: Record<string, { statements: number; ms: number }>
}

export interface CheckoutOverheadReport {
  pairs: number
  rounds: number
  warmup: number
  total: { system: Spread; crypto: Spread; systemP95: Spread; cryptoP95: Spread; ratio: Spread; ratioP95: number }
  /** Median of the per-pair ratios (the two checkouts of a pair run back to back). */
  pairedRatio: Spread
  /** Ratio of medians over the steps the provider takes part in (payment session + complete). */
  paymentStepsRatio: Spread
  steps: Array<{ step: Step; system: number; crypto: number; delta: number }>
  perCheckout: {
    sandbox: { system: Record<string, number>; crypto: Record<string, number> }
    sql: { system: ProbeStats; crypto: ProbeStats }
    /** SQL statements per step (profiled window), per provider. */
    sqlPerStep: Array<{
      step: Step
      system: number
      crypto: number
      cryptoPlugin: number
      systemTables: Record<string, number>
      cryptoTables: Record<string, number>
    }>
  }
  profiles: { system: ProfileSummary; crypto: ProfileSummary; checkouts: number } | null
  errors: string[]
}

const SANDBOX_PATHS = ["/v2/invoice/create", "/v2/invoice/merchant/info", "/v2/invoice/merchant/canceled", "/v2/invoice/merchant/list"]

function divide(stats: ProbeStats, n: number): ProbeStats {
  const tables: ProbeStats["tables"] = {}
  for (const [k, v] of Object.entries(stats.tables)) tables[k] = { statements: v.statements / n, ms: v.ms / n }
  return { statements: stats.statements / n, ms: stats.ms / n, begins: stats.begins / n, tables }
}

export async function checkoutOverhead(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  app: Child
  pairs: number
  rounds: number
  warmup: number
  profileCheckouts: number
  profileDir: string
  log: (line: string) => void
}): Promise<CheckoutOverheadReport> {
  const { baseUrl, seed, sandbox, app, pairs, rounds, log } = options
  const pay = async (uuid: string) => void (await sandbox.pay(uuid, "exact", { postback: false }))
  const run = (provider: string) => checkout([baseUrl], seed, provider, { pay })
  const errors: string[] = []

  log(`warm-up: ${options.warmup} checkout pairs`)
  for (let i = 0; i < options.warmup; i++) {
    await run(SYSTEM)
    await run(CRYPTO)
  }

  const samples: Record<string, CheckoutResult[][]> = { [SYSTEM]: [], [CRYPTO]: [] }
  for (let r = 0; r < rounds; r++) {
    samples[SYSTEM].push([])
    samples[CRYPTO].push([])
  }
  log(`${pairs} interleaved pairs in ${rounds} rounds`)
  const pairRatios: number[][] = Array.from({ length: rounds }, () => [])
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? [SYSTEM, CRYPTO] : [CRYPTO, SYSTEM]
    const pair: Record<string, CheckoutResult> = {}
    for (const provider of order) {
      try {
        pair[provider] = await run(provider)
        samples[provider][roundOf(i, pairs, rounds)].push(pair[provider])
      } catch (error) {
        errors.push(`${provider}: ${(error as Error).message}`)
      }
    }
    if (pair[SYSTEM] && pair[CRYPTO]) pairRatios[roundOf(i, pairs, rounds)].push(pair[CRYPTO].total / pair[SYSTEM].total)
    if ((i + 1) % 10 === 0) log(`  ${i + 1}/${pairs} pairs`)
  }
  const totals = (provider: string) => samples[provider].map((round) => round.map((c) => c.total))
  const paymentSteps = (provider: string) => samples[provider].map((round) => round.map((c) => c.steps["payment session"] + c.steps.complete))
  const stepMedian = (provider: string, step: Step) => median(samples[provider].flat().map((c) => c.steps[step]))

  // Profiled window: what one checkout costs in SQL statements, sandbox calls and CPU.
  const windowOf = async (provider: string, n: number) => {
    const before = Object.fromEntries(SANDBOX_PATHS.map((p) => [p, sandbox.countRequests(p)]))
    await app.ask("probe:reset")
    await app.ask("probe:profile-start")
    for (let i = 0; i < n; i++) await run(provider)
    const file = path.join(options.profileDir, `checkout-${provider}.cpuprofile`)
    await app.ask("probe:profile-stop", { file })
    const sql = divide((await app.ask("probe:stats")) as ProbeStats, n)
    const calls = Object.fromEntries(SANDBOX_PATHS.map((p) => [p, (sandbox.countRequests(p) - before[p]) / n]))
    // SQL per step: a few more checkouts, reading the counters around every step.
    const perStep: Record<string, { all: number; plugin: number; tables: Record<string, number> }> = {}
    const m = 2
    for (let i = 0; i < m; i++) {
      await checkout([baseUrl], seed, provider, {
        pay,
        before: async () => void (await app.ask("probe:reset")),
        after: async (step) => {
          const s = (await app.ask("probe:stats")) as ProbeStats
          const plugin = Object.entries(s.tables)
            .filter(([k]) => k.startsWith("cryptocloud_"))
            .reduce((sum, [, v]) => sum + v.statements, 0)
          const e = (perStep[step] ??= { all: 0, plugin: 0, tables: {} })
          e.all += s.statements / m
          e.plugin += plugin / m
          for (const [table, v] of Object.entries(s.tables)) e.tables[table] = (e.tables[table] ?? 0) + v.statements / m
        },
      })
    }
    return { sql, calls, perStep, profile: summarizeProfile(file) }
  }
  const n = options.profileCheckouts
  log(`profiled window: ${n} checkouts per provider`)
  const sys = await windowOf(SYSTEM, n)
  const cc = await windowOf(CRYPTO, n)

  return {
    pairs,
    rounds,
    warmup: options.warmup,
    total: {
      system: spread(totals(SYSTEM), median),
      crypto: spread(totals(CRYPTO), median),
      systemP95: spread(totals(SYSTEM), p95),
      cryptoP95: spread(totals(CRYPTO), p95),
      ratio: ratioSpread(totals(SYSTEM), totals(CRYPTO)),
      ratioP95: p95(totals(CRYPTO).flat()) / p95(totals(SYSTEM).flat()),
    },
    pairedRatio: spread(pairRatios, median),
    paymentStepsRatio: ratioSpread(paymentSteps(SYSTEM), paymentSteps(CRYPTO)),
    steps: STEPS.map((step) => ({
      step,
      system: stepMedian(SYSTEM, step),
      crypto: stepMedian(CRYPTO, step),
      delta: stepMedian(CRYPTO, step) - stepMedian(SYSTEM, step),
    })),
    perCheckout: {
      sandbox: { system: sys.calls, crypto: cc.calls },
      sql: { system: sys.sql, crypto: cc.sql },
      sqlPerStep: STEPS.map((step) => ({
        step,
        system: sys.perStep[step]?.all ?? NaN,
        crypto: cc.perStep[step]?.all ?? NaN,
        cryptoPlugin: cc.perStep[step]?.plugin ?? NaN,
        systemTables: sys.perStep[step]?.tables ?? {},
        cryptoTables: cc.perStep[step]?.tables ?? {},
      })),
    },
    profiles: { system: sys.profile, crypto: cc.profile, checkouts: n },
    errors,
  }
}
