/**
 * The markdown of part 8 (a million rows): one summary row, a finding and the section, from one
 * run's RowsReport. Called by report.ts.
 */
import { ms } from "./lib/stats"
import type { RowsReport } from "./parts/million-rows"
import type { SideFacts } from "./parts/rows/side"
import { mb, n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

const outcomes = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} × ${n0(v)}`)
    .join(", ")

/** Each plan as a block: the operation, the statement the code sent (shortened), the plan. */
function planBlocks(report: RowsReport): string[] {
  const out: string[] = []
  for (const p of report.plans) {
    const sql = p.sql.replace(/\s+/g, " ").trim()
    out.push(`**${p.operation}** — \`${sql.length > 240 ? `${sql.slice(0, 240)} …` : sql}\``, "", "```text", ...p.plan, "```", "")
  }
  return out
}

function sideRow(s: SideFacts): Row {
  return [
    n0(s.counts.ledger),
    n0(s.counts.open),
    `${n0(s.counts.attentionOpen)} / ${n0(s.counts.attentionResolved)}`,
    n0(s.counts.postbacks),
    `${mb(s.bytes.cryptocloud_invoice ?? 0)} / ${mb(s.bytes.cryptocloud_attention_item ?? 0)} / ${mb(s.bytes.cryptocloud_postback ?? 0)}`,
    n1(s.fillSeconds),
    n1(s.vacuumSeconds),
  ]
}

export function renderRows(report: RowsReport | undefined, failure: string | undefined): PartReport {
  if (!report) return notMeasured(failure)
  const [small, large] = report.sides
  const ok = (r: number) => r <= report.target
  const worst = [...report.ops].sort((a, b) => b.ratio.value - a.ratio.value)[0]
  const allMet = report.ops.every((op) => ok(op.ratio.value))
  const summary: Row[] = [
    [
      `8. a million rows: median cost at ${n0(large.counts.ledger)} vs ${n0(small.counts.ledger)} ledger rows, ${report.ops.length} operations (status route, order card, attention queue, reconciliation pass, postback prune)`,
      `worst ratio ${ms(worst.ratio.value)} (${worst.label.replace(/ \(.*$/, "")}); ${report.ops.filter((op) => ok(op.ratio.value)).length} of ${report.ops.length} ≤ ${report.target}`,
      `≤ ${report.target} each`,
      yes(allMet),
    ],
  ]

  const section: string[] = [
    `Two databases cloned from the seeded store, each with its own \`medusa start\` app (reconciliation job off) and \`medusa exec bench/in-process.ts\` process, on one PostgreSQL. Both hold the same open rows — ${n0(report.shared.moneyRows)} unpaid invoices with pending payment sessions (sandbox invoices: the rows every pass reads), ${n0(report.shared.churned)} rows the plugin cancelled after a session churn (checked a moment ago: not due), one paid invoice whose session was replaced (\`former_session_ids\`), ${n0(report.shared.openAttention)} open attention items, one real checkout paid and completed through the store API (the order the order card shows) — and differ only in their closed history, written in bulk with \`INSERT … SELECT generate_series\` (bench/parts/rows/data.ts): 62 % paid and captured, 28 % expired unpaid, 6 % cancelled after a churn, 2 % part-paid, 1 % overpaid, 1 % paid late; one row in 50 taken over from a replaced session; one checkout every ~31.5 s (a million a year); one resolved attention item per 100 rows; one postback log line per row within the 30 days kept, a fifth of them counted lines of rejected postbacks. Then \`VACUUM ANALYZE\` (what autovacuum does to a table that grew). Medusa's own tables (payment sessions, carts, orders) are the seeded store's on both sides: what is measured is the plugin's tables growing.`,
    "",
    table(
      [
        "side",
        "ledger rows",
        "open",
        "attention open / resolved",
        "postback lines",
        "MB: ledger / attention / postbacks (with indexes)",
        "history written, s",
        "vacuum analyze, s",
      ],
      report.sides.map((s) => [s.key === "small" ? "small" : "large", ...sideRow(s)])
    ),
    "",
    `Each operation ran on both sides in one loop, alternating (small, large), (large, small), …: ${n0(report.samples.http)} samples per side for each route, ${n0(report.samples.pass)} for the pass, ${n0(report.samples.prune)} for each prune, after a warm-up. Routes are timed by the bench's HTTP client (the whole request); the pass and the prune inside the exec process. Each prune run takes its cutoff one slice further into a band of ${n0(report.shared.band)} lines just past the 30 days, so every run deletes the same number of lines on both sides. The spread in brackets is the ratio's lowest and highest over ${report.samples.rounds} consecutive rounds of the samples.`,
    "",
    table(
      [
        "operation",
        "timed",
        `${n0(small.counts.ledger)} rows: median ms (p95)`,
        `${n0(large.counts.ledger)} rows: median ms (p95)`,
        "ratio of medians (rounds)",
        "outcomes (small | large)",
        `≤ ${report.target}`,
      ],
      report.ops.map((op) => [
        op.label,
        op.where,
        `${ms(op.small.median)} (${ms(op.small.p95)})`,
        `${ms(op.large.median)} (${ms(op.large.p95)})`,
        `**${ms(op.ratio.value)}** (${ms(op.ratio.min)}–${ms(op.ratio.max)})`,
        `${outcomes(op.small.outcomes)} \\| ${outcomes(op.large.outcomes)}`,
        yes(ok(op.ratio.value)),
      ])
    ),
    "",
    `What this part found (Migration20261127070000, ${where("src/domain/postback-log.ts", /export async function prunePostbackLog/)}): the postback prune read the whole log on every hourly run — its \`id IN (SELECT … LIMIT n)\` could be planned as a hash join over a sequential scan, and its subquery could not use the \`received_at\` index, which was partial (\`deleted_at IS NULL\`) — so its cost grew with the log, not with the lines due; it now collects the batch's ids by a plain \`received_at\` index and deletes them by primary key. The reconciliation's index now holds only open rows and the \`former_session_ids\` GIN only rows that have any (sizes below); the other operations already read by indexes whose range is what they need, and the plans below show it.`,
    "",
    `Index sizes on both sides (the partial ones hold only what their queries read: open rows, rows with former sessions):`,
    "",
    table(
      ["index", `${n0(small.counts.ledger)} rows, kB`, `${n0(large.counts.ledger)} rows, kB`],
      Object.keys(large.indexBytes).map((name) => [`\`${name}\``, n0((small.indexBytes[name] ?? 0) / 1024), n0(large.indexBytes[name] / 1024)])
    ),
    "",
    `### Plans at ${n0(large.counts.ledger)} rows`,
    "",
    "Captured from the plugin's own functions as they ran on the large side (the SQL they sent), then `EXPLAIN (ANALYZE, BUFFERS)` of that SQL in a transaction rolled back (bench/in-process-rows.ts).",
    "",
    ...planBlocks(report),
    `Part 8 took ${n0(report.seconds.boot + report.seconds.fill + report.seconds.measure + report.seconds.explain)} s: boot and history ${n0(report.seconds.boot)} s, shared rows and checkouts ${n0(report.seconds.fill)} s, measurements ${n0(report.seconds.measure)} s, plans ${n0(report.seconds.explain)} s.`,
  ]

  const findings: string[] = [
    `**A million ledger rows cost what a thousand do: ${report.ops.filter((op) => ok(op.ratio.value)).length} of ${report.ops.length} operations within ${report.target}× (worst ${ms(worst.ratio.value)}, ${worst.label.replace(/ \(.*$/, "")}).** ` +
      `Every hot query reads by an index whose range is what the operation needs: the session's row (\`session_id\`), the replaced session's (the GIN of \`former_session_ids\`, now only over rows that have any), the order's (\`payment_collection_id\`, \`session_id\`), the open attention items (\`status, detected_at\`), the open ledger rows (a partial index on \`settled_at IS NULL\`: ${n0((large.indexBytes.IDX_cryptocloud_invoice_open_last_checked_at ?? 0) / 1024)} kB at ${n0(large.counts.ledger)} rows, ${where("src/domain/ledger/store.ts", /export async function rowsToCheck/)}). ` +
      `The postback prune did not: its subquery had no \`deleted_at IS NULL\`, so the partial \`received_at\` index was of no use and every hourly run read the whole log; the index is now a plain one (${where("src/domain/postback-log.ts", /export async function prunePostbackLog/)}, Migration20261127070000).`,
  ]
  return { summary, findings, section }
}
