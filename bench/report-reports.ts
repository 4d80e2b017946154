/**
 * The markdown of part 9 (the merchant's books): one summary row, a finding and the section, from
 * one run's ReportsBenchReport. Called by report.ts.
 */
import { median, ms } from "./lib/stats"
import type { ReportsBenchReport } from "./parts/reports"
import { n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

export function renderReports(report: ReportsBenchReport | undefined, failure: string | undefined): PartReport {
  if (!report) return notMeasured(failure)
  const t = report.targets
  const [small, large] = report.sizes
  const firstByteOk = report.sizes.every((s) => s.samples.every((x) => x.firstByteMs < t.firstByteMs))
  const growthOk = report.sizes.every((s) => s.maxRssGrowthMb < t.growthMb)
  const flat = large.maxRssGrowthMb - small.maxRssGrowthMb
  const flatOk = flat <= t.flatMb
  const summary: Row[] = [
    [
      `9. the merchant's books: a CSV report of ${n0(large.rows)} ledger rows (and of ${n0(small.rows)}), streamed by the app`,
      `first byte ${ms(large.median.firstByteMs, 1)} ms (first row ${ms(large.median.firstRowMs, 1)} ms), last byte ${n0(large.median.lastByteMs)} ms; RSS growth ≤ ${n1(large.maxRssGrowthMb)} MB at ${n0(large.rows)} rows vs ≤ ${n1(small.maxRssGrowthMb)} MB at ${n0(small.rows)}`,
      `first byte < ${n0(t.firstByteMs)} ms; growth < ${t.growthMb} MB, flat (≤ +${t.flatMb} MB for 10× the rows)`,
      yes(firstByteOk && growthOk && flatOk),
    ],
  ]
  const section: string[] = [
    `A database cloned from the seeded store, with ${n0(report.ledgerRows)} paid ledger rows written in bulk (bench/parts/reports.ts: one every 86.4 s over ${n0(report.ledgerRows / 1000)} days, each with its fees, network, a transaction hash and an order of its own in Medusa's \`order\` table; ${n1(report.fillSeconds)} s with \`VACUUM ANALYZE\`), and one \`medusa start\` app on it (\`NODE_ENV=production\`, reconciliation off, \`--expose-gc\`). The bench downloads \`GET /admin/cryptocloud/reports/payments?format=csv\` for a period of ${n0(small.rows)} rows (${small.period.start} … ${small.period.end}) and of ${n0(large.rows)} rows (${large.period.start} … ${large.period.end}), ${report.sizes[0].samples.length} times each, interleaved, after one untimed download of each. Before each download the app's memory is taken after a forced GC (the baseline: ${n1(report.baselineRssMb)} MB RSS after the warm-up); while it streams, its \`process.memoryUsage()\` is sampled every 25 ms over IPC without GC (bench/probe.js \`probe:usage\`). Growth = the highest sample minus the baseline. Times are the bench's HTTP client's (undici), from sending the request: the first byte (the answer starts with the header row and the first batch of rows, once the first batch's query is back), the first data row, the last byte.`,
    "",
    table(
      [
        "period",
        "rows",
        "CSV size, MB",
        "first byte, ms (median)",
        "first row, ms (median)",
        "last byte, ms (median)",
        "rows/s",
        "RSS growth, MB (each download)",
        "heap growth, MB (each download)",
        "memory samples per download",
      ],
      report.sizes.map((s) => [
        `${s.period.start} … ${s.period.end}`,
        n0(s.rows),
        n1(s.bytes / 2 ** 20),
        ms(s.median.firstByteMs, 1),
        ms(s.median.firstRowMs, 1),
        n0(s.median.lastByteMs),
        n0(s.median.rowsPerSecond),
        s.samples.map((x) => n1(x.rssGrowthMb)).join(", "),
        s.samples.map((x) => n1(x.heapGrowthMb)).join(", "),
        n0(median(s.samples.map((x) => x.memorySamples))),
      ])
    ),
    "",
    `How it stays flat (${where("src/domain/reports/cursor.ts", /export async function forEachBatch/)}, ${where("src/api/admin/cryptocloud/reports/csv-response.ts", /export async function sendReportCsv/)}): batches of 1,000 rows, each one query in the report's order starting after the last row of the batch before (keyset pagination on time and id), its pooled connection given back before the rows are written; each batch is turned into CSV lines and written, and the next query is sent only once the response has drained (within the stall timeout, or the download is cut), so the process holds one batch of rows whatever the period and no connection while the client reads.`,
    "",
    `The first batch's plan for the ${n0(large.rows)}-row period, as PostgreSQL ran it (the route's own SQL, with \`auto_explain\` reporting the plan; bench/parts/reports.ts):`,
    "",
    "```text",
    ...report.plan,
    "```",
  ]
  const findings: string[] = [
    `**A report streams in flat memory: ${n0(large.rows)} rows took ${n0(large.median.lastByteMs)} ms to the last byte with the app's RSS at most ${n1(large.maxRssGrowthMb)} MB above its baseline, against ${n1(small.maxRssGrowthMb)} MB for ${n0(small.rows)} rows; the first byte came in ${ms(large.median.firstByteMs, 1)} ms and the first row in ${ms(large.median.firstRowMs, 1)} ms.** The CSV is read a thousand rows at a time, one query each, and written with backpressure (${where("src/domain/reports/cursor.ts", /export async function forEachBatch/)}).`,
  ]
  return { summary, findings, section }
}
