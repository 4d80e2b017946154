/**
 * The markdown of part 3 (postbacks on one instance: throughput, rejection, memory): summary rows,
 * findings and the section, from one run's PostbackReport. Called by report.ts.
 */
import type { CONFIG as ConfigType } from "./config"
import { fmtSpread, ms } from "./lib/stats"
import type { PostbackReport } from "./parts/in-process"
import { areasTable, framesTable, mb, n0, n1, notMeasured, sqlTables, table, where, yes, type PartReport, type Row } from "./report-format"

/** Heap growth (after forced GC) below this many MB is the noise of the measurement, not a leak. */
const MEMORY_NOISE_MB = 5

export function renderPostbacks(postbacks: PostbackReport | undefined, failure: string | undefined, c: typeof ConfigType): PartReport {
  if (!postbacks) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  const v = postbacks.verified
  const f = postbacks.forged
  const mem = postbacks.memory
  const growth = (mem.afterVerified.heapUsed - mem.before.heapUsed) / 2 ** 20
  const growthForged = (mem.afterForged.heapUsed - mem.afterVerified.heapUsed) / 2 ** 20
  summary.push([
    "3. verified postbacks per second (one instance)",
    `${n0(v.perSecond)}/s at ${v.concurrency} concurrent`,
    "≥ 600/s (issue [J]; 298/s before it)",
    yes(v.perSecond >= 600),
  ])
  summary.push([
    "3. forged postbacks rejected per second, SQL statements each",
    `${n0(f.perSecond)}/s, ${n1(f.sql.statements)}`,
    "≥ 5,000/s with no row per request (1,890/s before)",
    yes(f.perSecond >= 5000 && f.sql.statements < 0.01),
  ])
  summary.push([
    "3. forged vs verified postback latency",
    `ratio of medians ${fmtSpread(postbacks.latency.ratio)}`,
    "≤ 1 (rejection at least as cheap)",
    yes(postbacks.latency.ratio.value <= 1),
  ])
  summary.push([
    `3. heap growth over ${n0(v.n)} verified postbacks`,
    `${growth.toFixed(1)} MB`,
    `< ${MEMORY_NOISE_MB} MB after forced GC`,
    yes(Math.abs(growth) < MEMORY_NOISE_MB),
  ])
  section.push(
    table(
      ["kind", "deliveries", "concurrency", "per second", "`info` calls", "SQL statements each", "transactions each", "actions returned", "exceptions"],
      [
        [
          "verified",
          n0(v.n),
          v.concurrency,
          n0(v.perSecond),
          n0(v.infoCalls),
          n1(v.sql.statements),
          n1(v.sql.begins),
          Object.entries(v.actions)
            .map(([k, x]) => `${k}: ${x}`)
            .join(", "),
          v.failed,
        ],
        [
          "forged (wrong secret)",
          n0(f.n),
          f.concurrency,
          n0(f.perSecond),
          n0(f.infoCalls),
          n1(f.sql.statements),
          n1(f.sql.begins),
          Object.entries(f.actions)
            .map(([k, x]) => `${k}: ${x}`)
            .join(", "),
          f.failed,
        ],
      ]
    ),
    "",
    `SQL per verified postback by table: ${sqlTables(v.sql)}. Per forged postback: ${sqlTables(f.sql) || "none"}.`,
    "",
    "This is the provider's part, which Medusa's webhook subscriber calls. In a running app every delivery also reaches the plugin's own `cryptocloud-postback-outcomes` subscriber, which shares the provider's `info` read of the same delivery and runs the apply workflow only when the read changes something (see part 4).",
    "",
    `Latency, one at a time, ${postbacks.latency.pairs} interleaved pairs: verified median ${fmtSpread(postbacks.latency.verified)} ms (p95 ${ms(postbacks.latency.verifiedP95)}), forged median ${fmtSpread(postbacks.latency.forged)} ms (p95 ${ms(postbacks.latency.forgedP95)}); forged/verified ${fmtSpread(postbacks.latency.ratio)}.`,
    "",
    table(
      ["memory (after forced GC)", "heap used MB", "RSS MB"],
      [
        ["before", mb(mem.before.heapUsed), mb(mem.before.rss)],
        [`after ${n0(v.n)} verified`, mb(mem.afterVerified.heapUsed), mb(mem.afterVerified.rss)],
        [`after ${n0(f.n)} forged more`, mb(mem.afterForged.heapUsed), mb(mem.afterForged.rss)],
      ]
    ),
    "",
    `Heap growth: ${growth.toFixed(1)} MB over the verified run, ${growthForged.toFixed(1)} MB over the forged run (noise threshold ${MEMORY_NOISE_MB} MB).`
  )
  if (postbacks.profiles) {
    const pr = postbacks.profiles
    section.push(
      "",
      `CPU by code area (self time per postback, ${pr.n} of each kind under the profiler, ${c.postbackConcurrency} at a time):`,
      "",
      areasTable([
        { label: "verified", p: pr.verified, per: pr.n, unit: "postback" },
        { label: "forged", p: pr.forged, per: pr.n, unit: "postback" },
      ]),
      "",
      "Top frames, verified postbacks (self time):",
      "",
      framesTable(pr.verified, pr.n, "postback", "topSelf"),
      "",
      "The plugin's own frames, verified postbacks (inclusive time):",
      "",
      framesTable(pr.verified, pr.n, "postback", "topPlugin", 8),
      "",
      "Top frames, forged postbacks (self time):",
      "",
      framesTable(pr.forged, pr.n, "postback", "topSelf", 6)
    )
  }
  findings.push(
    `**Postbacks: ${n0(v.perSecond)} verified/s on one instance, ${n0(f.perSecond)} forged/s.** Each verified postback makes exactly one \`info\` call (${n0(v.infoCalls)} for ${n0(v.n)}) and ${n1(v.sql.statements)} SQL statements: the ledger update, one UPDATE that also returns the payment session the row names (${n1(v.sql.tables.cryptocloud_invoice?.statements ?? 0)} per postback, no transaction, ${where("src/domain/ledger/store.ts", /export async function observeInvoiceWithHolder/)}), and the postback log line, which tells a repeat apart in the same INSERT (${where("src/domain/postback-log.ts", /export async function recordPostback/)}); a forged one writes no row (it is counted in memory, ${where("src/domain/postback-log-writer.ts", /export class PostbackLogWriter/)}). ` +
      (postbacks.profiles
        ? `The process is CPU-bound: under the profiler, with ${c.postbackConcurrency} at a time, it was busy ${n0((100 * postbacks.profiles.verified.busyMs) / postbacks.profiles.verified.wallMs)}% of the wall time, ${ms(postbacks.profiles.verified.busyMs / postbacks.profiles.n)} ms of CPU per postback (the profiler adds some). Of that CPU, the plugin's own code is ${ms((postbacks.profiles.verified.areas["plugin (src/)"] ?? 0) / postbacks.profiles.n)} ms, zod ${ms((postbacks.profiles.verified.areas["zod"] ?? 0) / postbacks.profiles.n)} ms, JWT verification ${ms((postbacks.profiles.verified.areas["jose"] ?? 0) / postbacks.profiles.n, 3)} ms; most of the rest is building, sending and reading those SQL statements (MikroORM/knex ${ms((postbacks.profiles.verified.areas["MikroORM/knex"] ?? 0) / postbacks.profiles.n)} ms, pg ${ms((postbacks.profiles.verified.areas["pg driver"] ?? 0) / postbacks.profiles.n)} ms, socket writes and GC). The \`info\` call and its exact (lossless) parse, and the two statements' round trips, are what is left. `
        : "") +
      `Rejection is cheaper, as it must be: no \`info\` call, ${n1(f.sql.statements)} statement(s) per postback (counted in memory; one line per reason and minute is written about once a second) and at most one warning per reason and minute. ` +
      (Math.abs(growth) < MEMORY_NOISE_MB
        ? "No memory growth beyond noise."
        : `**The heap grew by ${growth.toFixed(1)} MB** — look for a cache or log kept in memory per postback.`)
  )
  return { summary, findings, section }
}
