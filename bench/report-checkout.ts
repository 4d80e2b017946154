/**
 * The markdown of part 2 (checkout overhead against `pp_system_default`): summary rows, findings and
 * the section, from one run's CheckoutOverheadReport. Called by report.ts.
 */
import { fmtSpread, ms } from "./lib/stats"
import type { CheckoutOverheadReport, ProbeStats } from "./parts/checkout"
import { areasTable, framesTable, n0, n1, notMeasured, sqlTables, table, TARGET_RATIO, where, yes, type PartReport, type Row } from "./report-format"

/** Statement counts that differ between two per-table maps, largest first. */
function tableDiff(a: Record<string, number>, b: Record<string, number>): Array<[string, number]> {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .map((t): [string, number] => [t, (b[t] ?? 0) - (a[t] ?? 0)])
    .filter(([, d]) => Math.abs(d) >= 0.5)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
}

const pluginStatements = (stats: ProbeStats) =>
  Object.entries(stats.tables)
    .filter(([t]) => t.startsWith("cryptocloud_"))
    .reduce((sum, [, v]) => sum + v.statements, 0)

export function renderCheckout(checkout: CheckoutOverheadReport | undefined, failure: string | undefined): PartReport {
  if (!checkout) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  const t = checkout.total
  summary.push([
    "2. checkout overhead (this provider vs `pp_system_default`)",
    `ratio of medians ${fmtSpread(t.ratio)}`,
    `≤ ${TARGET_RATIO}`,
    yes(t.ratio.value <= TARGET_RATIO),
  ])
  const sqlS = checkout.perCheckout.sql.system
  const sqlC = checkout.perCheckout.sql.crypto
  const calls = checkout.perCheckout.sandbox.crypto
  const profS = checkout.profiles?.system
  const profC = checkout.profiles?.crypto
  const per = checkout.profiles?.checkouts ?? 1
  section.push(
    table(
      ["provider", "median ms (rounds)", "p95 ms (rounds)"],
      [
        ["`pp_system_default`", fmtSpread(t.system, 0), fmtSpread(t.systemP95, 0)],
        ["`pp_cryptocloud_cryptocloud`", fmtSpread(t.crypto, 0), fmtSpread(t.cryptoP95, 0)],
        ["**ratio**", `**${fmtSpread(t.ratio)}**`, ms(t.ratioP95)],
      ]
    ),
    "",
    `Cross-checks of the same samples: the median of the per-pair ratios (the two checkouts of a pair run back to back, so slow phases of the machine cancel) is ${checkout.pairedRatio ? fmtSpread(checkout.pairedRatio) : "n/a"}; over only the steps the provider takes part in (payment session + complete) the ratio of medians is ${checkout.paymentStepsRatio ? fmtSpread(checkout.paymentStepsRatio) : "n/a"}. The steps before the payment run the same code and the same SQL for both providers; their Δ below is the machine's noise (${n0(checkout.steps.filter((x) => !["payment session", "complete"].includes(x.step)).reduce((sum, x) => sum + x.delta, 0))} ms in this run).`,
    "",
    `${checkout.pairs} interleaved pairs after ${checkout.warmup} warm-up pairs; the time is the sum of the store-API calls below (the sandbox payment between session and completion is not timed).${checkout.errors.length ? ` Failed checkouts: ${checkout.errors.length} (${checkout.errors.slice(0, 2).join("; ")}).` : ""}`,
    "",
    "Per step (median ms) and SQL statements per step (SQL from 2 extra checkouts per provider, counted around every step):",
    "",
    table(
      ["step", "system ms", "crypto ms", "Δ ms", "system SQL", "crypto SQL", "of which plugin tables"],
      checkout.steps.map((s) => {
        const q = checkout.perCheckout.sqlPerStep.find((x) => x.step === s.step)
        return [s.step, n0(s.system), n0(s.crypto), n0(s.delta), n1(q?.system ?? NaN), n1(q?.crypto ?? NaN), n1(q?.cryptoPlugin ?? NaN)]
      })
    ),
    "",
    (() => {
      const q = checkout.perCheckout.sqlPerStep.find((x) => x.step === "complete")
      if (!q) return ""
      const diff = tableDiff(q.systemTables, q.cryptoTables)
      return diff.length
        ? `Statements of \`complete\` that differ (crypto − system, by the first table a statement names): ${diff
            .slice(0, 12)
            .map(([t, d]) => `${t} ${d > 0 ? "+" : ""}${n1(d)}`)
            .join(", ")}.`
        : ""
    })(),
    "",
    "Work per checkout (profiled window):",
    "",
    table(
      ["", "`pp_system_default`", "`pp_cryptocloud_cryptocloud`"],
      [
        ["sandbox `create` calls", n1(checkout.perCheckout.sandbox.system["/v2/invoice/create"] ?? 0), n1(calls["/v2/invoice/create"] ?? 0)],
        ["sandbox `info` calls", n1(checkout.perCheckout.sandbox.system["/v2/invoice/merchant/info"] ?? 0), n1(calls["/v2/invoice/merchant/info"] ?? 0)],
        [
          "sandbox `cancel` / `list` calls",
          n1(
            (checkout.perCheckout.sandbox.system["/v2/invoice/merchant/canceled"] ?? 0) +
              (checkout.perCheckout.sandbox.system["/v2/invoice/merchant/list"] ?? 0)
          ),
          n1((calls["/v2/invoice/merchant/canceled"] ?? 0) + (calls["/v2/invoice/merchant/list"] ?? 0)),
        ],
        ["SQL statements (all)", n1(sqlS.statements), n1(sqlC.statements)],
        ["transactions begun", n1(sqlS.begins), n1(sqlC.begins)],
        [
          "SQL on the plugin's tables",
          sqlTables({ ...sqlS, tables: Object.fromEntries(Object.entries(sqlS.tables).filter(([k]) => k.startsWith("cryptocloud_"))) }) || "0",
          sqlTables({ ...sqlC, tables: Object.fromEntries(Object.entries(sqlC.tables).filter(([k]) => k.startsWith("cryptocloud_"))) }) || "0",
        ],
        ["CPU ms (profiled)", profS ? ms(profS.busyMs / per, 0) : "n/a", profC ? ms(profC.busyMs / per, 0) : "n/a"],
      ]
    )
  )
  if (profS && profC) {
    section.push(
      "",
      `CPU by code area (self time per checkout, ${per} checkouts each under the profiler):`,
      "",
      areasTable([
        { label: "system", p: profS, per, unit: "checkout" },
        { label: "crypto", p: profC, per, unit: "checkout" },
      ]),
      "",
      "Top frames of the crypto checkouts (self time):",
      "",
      framesTable(profC, per, "checkout", "topSelf"),
      "",
      "The plugin's own frames in the crypto checkouts (inclusive time):",
      "",
      framesTable(profC, per, "checkout", "topPlugin", 8)
    )
  }
  const complete = checkout.steps.find((s) => s.step === "complete")
  const session = checkout.steps.find((s) => s.step === "payment session")
  const completeSql = checkout.perCheckout.sqlPerStep.find((s) => s.step === "complete")
  const pluginCpu = profC ? (profC.areas["plugin (src/)"] ?? 0) / per : NaN
  const plugSql = pluginStatements(sqlC)
  const deltaAll = t.crypto.value - t.system.value
  findings.push(
    `**Checkout overhead: ratio of medians ${t.ratio.value.toFixed(2)} (${n0(deltaAll)} ms on a ${n0(t.system.value)} ms checkout${checkout.pairedRatio ? `; median per-pair ratio ${checkout.pairedRatio.value.toFixed(2)}` : ""}).** ` +
      `The plugin's own work per checkout is small and has no duplicates: ${n1(calls["/v2/invoice/create"] ?? 0)} \`create\` and ${n1(calls["/v2/invoice/merchant/info"] ?? 0)} \`info\` call(s) (authorize), ${n1(plugSql)} statements on its own tables (settings: ${n1(sqlC.tables.cryptocloud_setting?.statements ?? 0)} — the 5 s cache in ${where("src/domain/settings-store.ts", /export function createSettingsReader/)} works; ledger: ${n1(sqlC.tables.cryptocloud_invoice?.statements ?? 0)}, one of them in a row-locking transaction, ${where("src/domain/ledger/store.ts", /export async function observeInvoice/)}), and ${n1(pluginCpu)} ms of CPU in \`src/\` frames. ` +
      `Where the time goes: \`payment session\` Δ ${n0(session?.delta ?? NaN)} ms (the \`create\` call and the ledger insert before the session is returned) and \`complete\` Δ ${n0(complete?.delta ?? NaN)} ms` +
      (completeSql
        ? `, where ${n1(completeSql.crypto - completeSql.system)} more SQL statements run for the crypto cart (${n1(completeSql.crypto)} vs ${n1(completeSql.system)}): ${tableDiff(
            completeSql.systemTables,
            completeSql.cryptoTables
          )
            .slice(0, 8)
            .map(([t, d]) => `${t} ${d > 0 ? "+" : ""}${n1(d)}`)
            .join(", ")}`
        : "") +
      ". The plugin's share of that is the `info` call, the ledger's row-locked update (its statements plus BEGIN/COMMIT) and the session lookup of `assertInvoiceSettles` (" +
      where("src/providers/cryptocloud/settlement-check.ts", /export async function assertInvoiceSettles/) +
      "); the rest is Medusa's: `authorizePayment` answers `captured` for a paid invoice (" +
      where("src/providers/cryptocloud/service.ts", /async authorizePayment/) +
      "), so cart completion also records the capture (capture row, payment and collection updates, order transaction), which `pp_system_default` — authorized only — does not. " +
      "Differences in the steps before the payment (cart, address, shipping) are noise of the machine: the provider plays no part in them. " +
      (t.ratio.value > TARGET_RATIO
        ? "Nothing in the plugin's frames stands out in the profile; to get under 1.10 the plugin's share has to shrink (ledger insert and observe in one round trip each, no transaction for an unchanged status) and the comparison has to count Medusa's capture path, which the plugin cannot avoid without reporting `authorized` and capturing later."
        : "")
  )
  return { summary, findings, section }
}
