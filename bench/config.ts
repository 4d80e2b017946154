/**
 * Counts of the bench and the environment variables that change them. The defaults keep
 * `npm run bench` under 33 minutes on a busy 2-core machine (parts 6 and 8 take about 6 each).
 */
const int = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}

export const CONFIG = {
  database: "medusa_bench",
  /**
   * Wall-clock budget of the whole run in seconds. Part 4 runs last and stops launching waves
   * when the next one would overrun it (the report then says how many checkouts it made).
   */
  budgetSeconds: int("BENCH_BUDGET_S", 32 * 60),
  /** Rounds each comparison is split into; the spread shown is the range of the per-round figure. */
  rounds: int("BENCH_ROUNDS", 5),
  /** Part 1: interleaved client/raw pairs per call kind (info for 100 ids: a fifth of it). */
  clientPairs: int("BENCH_CLIENT_PAIRS", 1000),
  /** Part 2: interleaved checkout pairs (after the warm-up), and profiled checkouts per provider. */
  checkoutPairs: int("BENCH_CHECKOUT_PAIRS", 30),
  checkoutWarmup: int("BENCH_CHECKOUT_WARMUP", 3),
  profileCheckouts: int("BENCH_PROFILE_CHECKOUTS", 6),
  /** Part 3: verified postbacks for throughput and memory; forged ones; concurrency. */
  postbacks: int("BENCH_POSTBACKS", 10_000),
  forgedPostbacks: int("BENCH_FORGED_POSTBACKS", 10_000),
  postbackSessions: int("BENCH_POSTBACK_SESSIONS", 50),
  postbackConcurrency: int("BENCH_POSTBACK_CONCURRENCY", 8),
  postbackLatencyPairs: int("BENCH_POSTBACK_LATENCY_PAIRS", 300),
  /** Part 7: checkouts timed from "paid" to the confirmed order, with the postback and with it lost (each). */
  confirmCheckouts: int("BENCH_CONFIRM_CHECKOUTS", 20),
  /** Part 4: checkouts over two instances, in waves of this many at once. */
  instanceCheckouts: int("BENCH_INSTANCE_CHECKOUTS", 200),
  instanceWave: int("BENCH_INSTANCE_WAVE", 10),
  /** Every n-th checkout of part 4 is paid but never completed by the storefront. */
  abandonEvery: int("BENCH_ABANDON_EVERY", 10),
  redisUrl: process.env.BENCH_REDIS_URL ?? "redis://localhost:6379/13",
  /** Part 5: open ledger rows, and how many of them are settled for the second pass. */
  ledgerRows: int("BENCH_LEDGER_ROWS", 10_000),
  ledgerSettled: int("BENCH_LEDGER_SETTLED", 9_500),
  /** Part 6 (anonymous traffic), scenario 1: forged postbacks sent over about this many seconds, at most this many at once; genuine ones idle and during the flood. */
  trafficFlood: int("BENCH_TRAFFIC_FLOOD", 10_000),
  trafficFloodSeconds: int("BENCH_TRAFFIC_FLOOD_S", 50),
  trafficFloodConcurrency: int("BENCH_TRAFFIC_FLOOD_CONCURRENCY", 32),
  trafficGenuineIdle: int("BENCH_TRAFFIC_GENUINE_IDLE", 20),
  trafficGenuineFlood: int("BENCH_TRAFFIC_GENUINE_FLOOD", 40),
  /** Scenario 2: sessions polled, polls per second in total, for how long, at most this many in flight. */
  trafficPollSessions: int("BENCH_TRAFFIC_POLL_SESSIONS", 1000),
  trafficPollRate: int("BENCH_TRAFFIC_POLL_RATE", 1000),
  trafficPollSeconds: int("BENCH_TRAFFIC_POLL_S", 30),
  trafficPollInFlight: int("BENCH_TRAFFIC_POLL_IN_FLIGHT", 200),
  /** Scenario 3: carts, session replacements over all of them, carts churned at once. */
  trafficChurnCarts: int("BENCH_TRAFFIC_CHURN_CARTS", 100),
  trafficChurnReplacements: int("BENCH_TRAFFIC_CHURN_REPLACEMENTS", 1000),
  trafficChurnConcurrency: int("BENCH_TRAFFIC_CHURN_CONCURRENCY", 10),
  /** Scenario 4: churned ledger rows next to one paid invoice whose postback was lost. */
  trafficChurnedRows: int("BENCH_TRAFFIC_CHURNED_ROWS", 30_000),
  /** Scenario 5: wallet requests at once, the sandbox's hold on static/create, the hourly wallet budget set for the run. */
  trafficWalletRequests: int("BENCH_TRAFFIC_WALLET_REQUESTS", 50),
  trafficWalletLatencyMs: int("BENCH_TRAFFIC_WALLET_LATENCY_MS", 10_000),
  trafficWalletHourlyBudget: int("BENCH_TRAFFIC_WALLET_BUDGET", 20),
  /** Part 8 (a million rows): ledger rows of the two sides; the open rows both share. */
  rowsSmall: int("BENCH_ROWS_SMALL", 1_000),
  rowsLarge: int("BENCH_ROWS_LARGE", 1_000_000),
  rowsMoney: int("BENCH_ROWS_MONEY", 100),
  rowsChurned: int("BENCH_ROWS_CHURNED", 100),
  rowsOpenAttention: int("BENCH_ROWS_OPEN_ATTENTION", 10),
  /** Interleaved samples per side: each route, reconciliation passes, prunes (each prune deletes rowsPrunePerSample lines). */
  rowsHttpSamples: int("BENCH_ROWS_HTTP_SAMPLES", 300),
  rowsPassSamples: int("BENCH_ROWS_PASS_SAMPLES", 30),
  rowsPruneSamples: int("BENCH_ROWS_PRUNE_SAMPLES", 30),
  rowsPrunePerSample: int("BENCH_ROWS_PRUNE_LINES", 100),
  /** A pass's limit: the job's default `maxSessionsPerRun`. */
  rowsMaxInvoices: int("BENCH_ROWS_MAX_INVOICES", 500),
  /** Part 9 (the merchant's books): ledger rows written, the smaller period's rows, timed downloads per size. */
  reportsLargeRows: int("BENCH_REPORTS_ROWS", 100_000),
  reportsSmallRows: int("BENCH_REPORTS_SMALL_ROWS", 10_000),
  reportsSamples: int("BENCH_REPORTS_SAMPLES", 5),
  /**
   * Part 10 (found money): invoices listed in the lookback window, how many are paid, how many of
   * those the ledger does not know; the list-call budget of the first walk (the second uses the
   * default, 5); steady-state passes timed once nothing is unknown.
   */
  foundInvoices: int("BENCH_FOUND_INVOICES", 10_000),
  foundPaid: int("BENCH_FOUND_PAID", 40),
  foundUnknown: int("BENCH_FOUND_UNKNOWN", 5),
  foundListCalls: int("BENCH_FOUND_LIST_CALLS", 10),
  foundSteadySamples: int("BENCH_FOUND_STEADY_SAMPLES", 10),
}

export const KEYS = {
  apiKey: "bench-api-key",
  shopId: "bench-shop",
  secret: "bench-secret-key",
  withdrawalApiKey: "bench-withdrawal-key",
}
