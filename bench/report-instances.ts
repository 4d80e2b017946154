/**
 * The markdown of part 4 (two instances behind Redis): summary rows, findings and the section, from
 * one run's InstancesReport. Called by report.ts.
 */
import type { CONFIG as ConfigType } from "./config"
import type { ProfileSummary } from "./lib/cpuprofile"
import { ms } from "./lib/stats"
import type { CheckoutOverheadReport } from "./parts/checkout"
import type { InstancesReport } from "./parts/two-instances"
import { areasTable, framesTable, n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

/** `checkout` is part 2's report: its finding compares the CPU per checkout with one instance's. */
export function renderInstances(
  instances: InstancesReport | undefined,
  failure: string | undefined,
  c: typeof ConfigType,
  checkout: CheckoutOverheadReport | undefined
): PartReport {
  if (!instances) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  if (instances.skipped) {
    section.push(`**Not measured:** ${instances.skipped}. Start Redis on localhost:6379 (or set BENCH_REDIS_URL) and run again.`)
    summary.push(["4. two instances (Redis)", "skipped", "errors 0, duplicate captures 0, orders = paid carts", instances.skipped])
  } else {
    const i = instances
    const errors = i.errors.checkouts + i.errors.errorLogLines + i.postbacks.forwardFailures
    const ok = errors === 0 && i.duplicateCaptures === 0 && i.orders === i.paidCarts && i.cartsWithoutOrder === 0 && i.sessionsWithSeveralPayments === 0
    summary.push([
      "4. two instances: errors / duplicate captures / orders vs paid carts",
      `${errors} / ${i.duplicateCaptures} / ${i.orders} of ${i.paidCarts}`,
      "0 / 0 / equal",
      yes(ok),
    ])
    summary.push([
      "4. two instances: checkout latency p50 / p95",
      `${n0(i.latency.p50)} / ${n0(i.latency.p95)} ms (${c.instanceWave} at once)`,
      "(figure)",
      "—",
    ])
    section.push(
      table(
        ["", "value"],
        [
          ["checkouts (planned)", `${i.checkouts} (${i.planned})${i.checkouts < i.planned ? " — stopped early by the time budget" : ""}`],
          ["waves × concurrent", `${i.waves} × ${c.instanceWave}; cart made on one instance, completed on the other`],
          ["paid but never completed by the storefront", `${i.abandoned} (every ${c.abandonEvery}th: the postback must make the order)`],
          [
            "postbacks sent by the sandbox (each twice) → deliveries to the instances",
            `${i.postbacks.sentBySandbox} → ${i.postbacks.forwarded} (failed forwards: ${i.postbacks.forwardFailures}; postback log rows: ${i.postbacks.logged ?? "n/a"})`,
          ],
          [
            "`info` calls at the sandbox (authorize, postbacks, job)",
            `${i.infoCalls} — about ${n1((i.infoCalls - i.latency.n) / Math.max(1, i.postbacks.forwarded))} per postback delivery`,
          ],
          ["failed storefront requests", i.errors.checkouts],
          ["error lines in the two servers' logs", i.errors.errorLogLines],
          ["paid carts / orders", `${i.paidCarts} / ${i.orders}`],
          ["carts without an order / with more than one", `${i.cartsWithoutOrder} / ${i.cartsWithSeveralOrders}`],
          ["payments with more than one capture (extra captures)", i.duplicateCaptures],
          ["sessions with more than one payment", i.sessionsWithSeveralPayments],
          ["checkout latency p50 / p95 (storefront-completed)", `${n0(i.latency.p50)} / ${n0(i.latency.p95)} ms (n = ${i.latency.n})`],
          ["checkouts per second (both instances)", ms(i.throughputPerSecond)],
          ["Redis", i.redisUrl],
        ]
      ),
      ...(i.errors.samples.length ? ["", "First errors:", "", ...i.errors.samples.map((s) => `- \`${s.replace(/`/g, "'")}\``)] : [])
    )
    const pw = i.profiledWave
    if (pw && pw.checkouts > 0) {
      const both: ProfileSummary = {
        file: "",
        wallMs: pw.wallMs,
        busyMs: pw.profiles.reduce((sum, p) => sum + p.busyMs, 0),
        areas: pw.profiles.reduce(
          (acc, p) => {
            for (const [k, v] of Object.entries(p.areas)) acc[k] = (acc[k] ?? 0) + v
            return acc
          },
          {} as Record<string, number>
        ),
        topSelf: [],
        topPlugin: [],
      }
      const tables: Record<string, number> = {}
      for (const st of pw.sql) for (const [t, v] of Object.entries(st.tables)) tables[t] = (tables[t] ?? 0) + v.statements
      const sqlTotal = pw.sql.reduce((sum, st) => sum + st.statements, 0)
      section.push(
        "",
        `Both instances under the profiler during one wave (${pw.checkouts} checkouts in ${n1(pw.wallMs / 1000)} s; the postbacks of the waves before it are processed meanwhile, so this is the steady state). CPU of both processes together, per checkout:`,
        "",
        areasTable([{ label: "both instances", p: both, per: pw.checkouts, unit: "checkout" }]),
        "",
        `SQL statements per checkout, both instances: ${n0(sqlTotal / pw.checkouts)} — by first table named: ${Object.entries(tables)
          .sort((x, y) => y[1] - x[1])
          .slice(0, 14)
          .map(([t, v]) => `${t} ${n1(v / pw.checkouts)}`)
          .join(", ")}.`,
        "",
        `Top frames of ${"instance A"} during that wave (self time, ms per checkout of the wave):`,
        "",
        framesTable(pw.profiles[0], pw.checkouts, "checkout", "topSelf", 10),
        "",
        "The plugin's own frames on instance A (inclusive):",
        "",
        framesTable(pw.profiles[0], pw.checkouts, "checkout", "topPlugin", 8)
      )
      const cpuPer = both.busyMs / pw.checkouts
      const single = checkout?.profiles ? checkout.profiles.crypto.busyMs / checkout.profiles.checkouts : NaN
      findings.push(
        `**Two instances: correct under races (${errors} errors, ${i.duplicateCaptures} duplicate captures, ${i.orders} orders for ${i.paidCarts} paid carts), but slow on this machine: ${ms(i.throughputPerSecond)} checkouts/s, p50 ${n1(i.latency.p50 / 1000)} s with ${c.instanceWave} at once.** ` +
          `The two processes spend ${n0(cpuPer)} ms of CPU per checkout` +
          (Number.isFinite(single) ? ` against ${n0(single)} ms for the same checkout on one instance without Redis or postbacks (part 2)` : "") +
          ` and ${n0(sqlTotal / pw.checkouts)} SQL statements; with 2 cores shared with PostgreSQL, Redis and the bench, CPU is the limit and the latency is queueing. ` +
          `The extra is the postback path times four deliveries (two copies × two instances): each delivery runs Medusa's \`getWebhookActionAndData\` (JWT, the \`info\` call, ledger transaction, session lookup, log) and \`processPaymentWorkflow\`, and the plugin's \`cryptocloud-postback-outcomes\` subscriber, which shares the provider's read of the same delivery (${where("src/domain/postback-reads.ts", /export function readInvoiceForPostback/)}) and runs the \`cryptocloud-apply-invoice\` workflow only when the read is not quiet (${where("src/subscribers/cryptocloud-postback-outcomes.ts", /setAsideQuietInvoices\(container/)}) — measured here as about ${n1((i.infoCalls - i.latency.n) / Math.max(1, i.postbacks.forwarded))} \`info\` calls per delivery (a copy delivered to the other instance reads on its own: the read is shared within a process); plus the Redis workflow engine's persistence of every step.`
      )
    }
  }
  return { summary, findings, section }
}
