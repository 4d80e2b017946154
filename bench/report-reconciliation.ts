/**
 * The markdown of part 5 (the reconciliation job at scale): summary rows, findings and the section,
 * from one run's JobReport. Called by report.ts.
 */
import { ms } from "./lib/stats"
import type { JobReport } from "./parts/in-process"
import { areasTable, framesTable, n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

export function renderReconciliation(job: JobReport | undefined, failure: string | undefined): PartReport {
  if (!job) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  for (const p of job.passes.filter((p) => !p.label.includes("profiled"))) {
    const expected = Math.ceil(p.open / 100)
    summary.push([
      `5. reconciliation pass, ${p.label}: \`info\` calls`,
      `${n0(p.infoCalls)} (pass ${n1(p.ms / 1000)} s)`,
      `${expected}`,
      yes(p.infoCalls === expected),
    ])
  }
  section.push(
    table(
      ["pass", "open rows", "`info` calls", "wall s", "ms per open row", "checked", "outcomes", "SQL statements", "per open row"],
      job.passes.map((p) => [
        p.label,
        n0(p.open),
        n0(p.infoCalls),
        n1(p.ms / 1000),
        ms(p.ms / Math.max(1, p.open)),
        n0(p.report.checked),
        Object.entries(p.report.outcomes)
          .filter(([, x]) => x)
          .map(([k, x]) => `${k} ${x}`)
          .join(", "),
        n0(p.sql.statements),
        n1(p.sql.statements / Math.max(1, p.open)),
      ])
    ),
    "",
    `${n0(job.rows)} ledger rows and as many pending payment sessions were inserted in bulk (${n1(job.seedMs / 1000)} s) for invoices created at the sandbox; each pass is \`reconcileCryptoCloudInvoices(container, { maxInvoices: ${n0(job.rows)} })\` in a \`medusa exec\` process, and the \`info\` calls are counted at the sandbox.`
  )
  if (job.profile) {
    const open = job.passes.find((p) => p.label.includes("profiled"))?.open ?? 1
    section.push(
      "",
      `CPU of the profiled pass by code area (self time per open row, ${n0(open)} rows):`,
      "",
      areasTable([{ label: "pass", p: job.profile, per: open, unit: "row" }]),
      "",
      "Top frames (self time):",
      "",
      framesTable(job.profile, open, "row", "topSelf", 8),
      "",
      "The plugin's own frames (inclusive time):",
      "",
      framesTable(job.profile, open, "row", "topPlugin", 8)
    )
  }
  const big = job.passes[0]
  const small = job.passes.find((p) => !p.label.includes("profiled") && p !== big)
  if (big) {
    findings.push(
      `**Reconciliation at scale: ${n0(big.infoCalls)} \`info\` calls for ${n0(big.open)} open rows${small ? `, ${n0(small.infoCalls)} for ${n0(small.open)}` : ""}; the pass over ${n0(big.open)} rows took ${n1(big.ms / 1000)} s (${ms(big.ms / big.open, 2)} ms per row, ${n0(big.sql.statements)} SQL statements in all; outcomes: ${
        Object.entries(big.report.outcomes)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} ${n0(v)}`)
          .join(", ") || "none"
      }).** ` +
        `${n0(big.report.outcomes.quiet ?? 0)} of these ${n0(big.open)} reads were quiet (${where("src/domain/ledger/quiet-read.ts", /export function isQuietRead/)}): \`info\` said what the ledger holds and the decision — the same \`decideInvoiceOutcome\` the workflow takes, on a batch's rows and sessions read with one query each (${where("src/workflows/cryptocloud/quiet-invoices.ts", /export async function setAsideQuietInvoices/)}) — calls for nothing, so only \`last_checked_at\` moves, one UPDATE per 1,000 rows. The whole \`cryptocloud-apply-invoice\` workflow (a row-locking ledger transaction, the session, the cart/order links and seven steps of engine bookkeeping: about 17 ms and 11 statements per row when every read ran it) now runs only for invoices whose read changed something. The first pass of a process backfills sessions older than the ledger with one ledger query for the lot (${where("src/workflows/cryptocloud/steps/select-ledger-rows.ts", /async function backfillOpenSessions/)}). ` +
        (job.profile
          ? (() => {
              const open = job.passes.find((p) => p.label.includes("profiled"))?.open ?? 1
              const top = Object.entries(job.profile.areas)
                .sort((x, y) => y[1] - x[1])
                .slice(0, 3)
              return `Per row that is ${ms(job.profile.busyMs / open, 2)} ms of CPU, mostly ${top.map(([a, v]) => `${a} ${ms(v / open, 2)} ms`).join(", ")}; the plugin's own code is ${ms((job.profile.areas["plugin (src/)"] ?? 0) / open, 2)} ms. `
            })()
          : "") +
        "With the default `maxSessionsPerRun` (500) a pass on this machine takes about " +
        n1((500 * (small ?? big).ms) / (small ?? big).open / 1000) +
        " s of every minute's tick."
    )
  }
  return { summary, findings, section }
}
