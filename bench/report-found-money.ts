/**
 * The markdown of part 10 (found money: the lookback over 10,000 listed invoices): summary rows,
 * findings and the section, from one run's FoundMoneyBenchReport. Called by report.ts. The part
 * is often run alone and spliced in, so its section names the machine it ran on.
 */
import type { machine } from "./lib/env"
import { median } from "./lib/stats"
import type { FoundMoneyBenchReport, FoundPassFigures } from "./parts/found-money"
import { n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

/** The pages a pass read, 1 = newest, runs shortened: "1, 11–19". */
function pagesRead(offsets: number[]): string {
  const pages = offsets.map((o) => Math.floor(o / 100) + 1)
  const runs: string[] = []
  for (let i = 0; i < pages.length;) {
    let j = i
    while (j + 1 < pages.length && pages[j + 1] === pages[j] + 1) j++
    runs.push(j > i ? `${pages[i]}–${pages[j]}` : `${pages[i]}`)
    i = j + 1
  }
  return runs.join(", ")
}

const foundText = (p: FoundPassFigures) =>
  Object.entries(p.report.found)
    .filter(([, x]) => x)
    .map(([as, x]) => `${as} ${x}`)
    .join(", ") || "—"

function passTable(passes: FoundPassFigures[]): string {
  return table(
    ["pass", "list calls", "pages read (1 = newest)", "`info` calls", "found", "wall ms", "SQL statements"],
    passes.map((p) => [p.pass, p.listCalls, pagesRead(p.offsets), p.infoCalls, foundText(p), n0(p.ms), n0(p.sqlStatements)])
  )
}

export function renderFoundMoney(r: FoundMoneyBenchReport | undefined, failure: string | undefined, m: ReturnType<typeof machine>): PartReport {
  if (!r) return notMeasured(failure)
  const summary: Row[] = []
  const section: string[] = []
  const all = [...r.walks.flatMap((w) => w.passes), ...r.steady.passes]
  const infos = all.reduce((a, p) => a + p.infoCalls, 0)
  const steadyMs = r.steady.passes.map((p) => p.ms)
  const steadySql = median(r.steady.passes.map((p) => p.sqlStatements))
  const steadyText = `median ${n0(median(steadyMs))} ms (${n0(Math.min(...steadyMs))}–${n0(Math.max(...steadyMs))}), ${r.steady.listCalls} list calls, ${n0(steadySql)} SQL statement${steadySql === 1 ? "" : "s"}`
  const withFinds = all.filter((p) => p.found > 0)
  const takingSql = withFinds.length ? median(withFinds.map((p) => (p.sqlStatements - steadySql) / p.found)) : NaN
  // Per page of 100 with nothing to take: the steady passes, whose cost is their pages.
  const perPage = median(r.steady.passes.map((p) => p.ms / Math.max(1, p.listCalls)))
  const pageText = `about ${n0(perPage)} ms per page of 100 in a pass with nothing to take, of which a bare request for a full page takes ${n1(r.page.bareMs)} ms here (the sandbox rendering and serialising it) and the same page through the plugin's client ${n1(r.page.clientMs)} ms (medians of ${r.page.samples} interleaved calls from the bench process; ${where("bench/parts/found-money-page.ts", /export async function listPageCost/)})`

  summary.push([
    `10. found money over ${n0(r.invoices)} listed invoices: \`info\` calls by the lookback`,
    `${n0(infos)} in ${all.length} passes`,
    "0 (list pages only)",
    yes(infos === 0),
  ])
  for (const w of r.walks) {
    summary.push([
      `10. found money: passes to cover ${n0(r.invoices)} listed invoices (${n0(r.pages)} pages), ${w.listCalls} list calls a pass`,
      `${w.passes.length} passes (${w.passes.length} min of job ticks), ${n1(w.totalMs / 1000)} s of work; found ${w.found} of ${r.unknown} unknown paid`,
      `all ${r.unknown} found, ≤ ${w.listCalls} list calls a pass`,
      yes(w.found === r.unknown && w.passes.every((p) => p.listCalls <= w.listCalls && p.infoCalls === 0)),
    ])
  }
  summary.push([`10. found money: a pass with nothing unknown (the lookback's cost every minute)`, steadyText, "(figure)", "—"])

  section.push(
    `On ${m.cpu}, ${m.memoryGiB} GiB, load average ${m.loadAverage} at the run's start. A sandbox of the part's own (so the list holds exactly its invoices, whatever other parts ran) with ${n0(r.invoices)} invoices made today (${n1(r.seconds.create)} s, in process), ${r.paid} of them paid, spread over the list (${n1(r.seconds.pay)} s, no postbacks); a database cloned from the seeded store, whose ledger got a row for every invoice but ${r.unknown} of the paid ones (${n0(r.ledgerRows)} rows in bulk, ${n1(r.seconds.seed)} s, the columns \`recordCreatedInvoice\` writes) — a restore that lost a few minutes of writes. In a \`medusa exec\` process on both, each pass is \`findFoundMoney(container, { listCalls })\` (${where("src/workflows/cryptocloud/found-money/find-found-money.ts", /export async function findFoundMoney/)}), the reconciliation pass's lookback step, timed alone; list and \`info\` calls are counted at the sandbox, SQL statements by the probe. A walk starts from the top (\`restartLookback()\`) and runs passes until the pages read cover the list — taken from the offsets of the list requests the sandbox received; the cursor is the exec process's. Before each walk the ledger forgets the ${r.unknown} again (their rows and items), so each walk finds them as after the restore. The unknown ones carry an \`order_id\` no checkout made, so each becomes an \`unmatched_payment\` item (\`outside\`).`,
    ""
  )
  for (const w of r.walks) {
    section.push(
      `**${w.listCalls} list calls a pass:** ${w.passes.length} passes, ${n1(w.totalMs / 1000)} s of work in all, ${w.found} of ${r.unknown} found, ${w.infoCalls} \`info\` calls.`,
      "",
      passTable(w.passes),
      ""
    )
  }
  section.push(
    `**Steady state** (the walk going on from its cursor at the default budget, every paid invoice known): ${steadyText}.`,
    "",
    passTable(r.steady.passes),
    "",
    `Where a page's time goes: ${pageText}; the rest is the exec process's share on a machine whose two cores it shares with the sandbox (the bench process) and PostgreSQL.`,
    "",
    `Why a walk takes that many passes: every pass reads the newest page first (money paid a minute ago is found in the next pass), then goes on from its cursor with the rest of its budget (${where("src/domain/static-wallet-deposits.ts", /export async function walkRecentInvoices/)}), so after the first pass each covers budget − 1 new pages. Only invoices with money that are not static-wallet deposits or withdrawals are looked up in the ledger — one query per project and pass for the lot (${where("src/domain/found-money.ts", /export function foundMoneyCandidates/)}) — so the ledger's size is not in the pass's cost; the list pages are.`
  )

  const first = r.walks[0]
  const findings: string[] = []
  if (first) {
    findings.push(
      `**Found money over ${n0(r.invoices)} listed invoices: ${r.walks.map((w) => `${w.passes.length} passes at ${w.listCalls} list calls a pass (${n1(w.totalMs / 1000)} s of work)`).join(", ")}; all ${r.unknown} unknown paid invoices found each time, ${n0(infos)} \`info\` calls.** ` +
        `A pass costs its list pages — ${pageText} — plus the taking of what it finds (a ledger row, an item and the invoice workflow per found invoice, about ${n0(takingSql)} SQL statements each). With nothing unknown a pass at the default budget takes ${steadyText} — the lookback's share of every minute's reconciliation tick. A window of ${n0(r.invoices)} invoices is covered in ${r.walks.map((w) => `${w.passes.length} minutes at ${w.listCalls}`).join(" or ")} list calls a pass; money paid minutes ago is found in the next pass whatever the window (the newest page is read every time).`
    )
  }
  return { summary, findings, section }
}
