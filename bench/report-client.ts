/**
 * The markdown of part 1 (the client vs the wire): summary rows, findings and the section, from one
 * run's ClientReport. Called by report.ts.
 */
import { fmtSpread, ms } from "./lib/stats"
import type { ClientReport } from "./parts/client"
import { n0, notMeasured, table, TARGET_RATIO, where, yes, type PartReport, type Row } from "./report-format"

export function renderClient(client: ClientReport | undefined, failure: string | undefined): PartReport {
  if (!client) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  for (const r of client.rows)
    summary.push([`1. client vs the wire: ${r.call}`, `ratio of medians ${fmtSpread(r.ratio)}`, `≤ ${TARGET_RATIO}`, yes(r.ratio.value <= TARGET_RATIO)])
  section.push(
    table(
      [
        "call",
        "pairs",
        "client median ms (rounds)",
        "bare undici median ms (rounds)",
        "client p95",
        "bare p95",
        "ratio of medians (rounds)",
        "client's extra µs",
      ],
      client.rows.map((r) => [
        r.call,
        r.pairs,
        fmtSpread(r.client, 3),
        fmtSpread(r.raw, 3),
        ms(r.clientP95, 3),
        ms(r.rawP95, 3),
        fmtSpread(r.ratio),
        n0(r.overheadUs),
      ])
    ),
    "",
    `Both sides used one undici \`Pool\` (the client's own settings, passed as its \`dispatcher\`): ${client.connections} TCP connection(s) for all timed calls. The bare request sends the body and headers the client sends (checked against the sandbox's request log for: ${client.bodiesChecked.join(", ")}) and reads the answer as text; the client also validates the request, parses the JSON and checks it against its response schema.`,
    "",
    "Where the client's time goes, measured in place (500 more calls each, 100 for 100 ids, alternating with bare requests; the transport and the schema step timed where they run; medians in µs). *transport* is the request over the pool plus reading the envelope (JSON.parse, status check) and the per-request deadline timer, so *transport − bare* (median of the per-pair differences) is the transport's own work; *schema* is the zod response schema; *rest* is request validation, the retry wrapper and the client's own layers. For 100 ids the sandbox's own ~20 ms per answer varies more than these differences, so read that row's differences as rough:",
    "",
    table(
      ["call", "answer bytes", "bare request µs", "whole call µs", "client − bare µs", "transport − bare µs", "schema µs", "rest µs"],
      client.breakdown.map((b) => [
        b.call,
        n0(b.responseBytes),
        n0(b.bareUs),
        n0(b.totalUs),
        n0(b.extraUs),
        n0(b.transportExtraUs),
        n0(b.schemaUs),
        n0(b.restUs),
      ])
    )
  )
  const worst = [...client.rows].sort((a, b) => b.ratio.value - a.ratio.value)[0]
  if (client.rows.some((r) => r.ratio.value > TARGET_RATIO)) {
    const missed = client.rows
      .filter((r) => r.ratio.value > TARGET_RATIO)
      .map((r) => `${r.call} ${r.ratio.value.toFixed(2)}`)
      .join(", ")
    findings.push(
      `**Client vs the wire (target missed: ${missed}).** On loopback a bare request takes ${ms(worst.raw.value, 2)} ms (${worst.call}), and the client adds ${n0(worst.overheadUs)} µs to it. ` +
        `Taken apart in place, per call: ${client.breakdown
          .filter((b) => !b.call.includes("100"))
          .map((b) => `${b.call}: ${n0(b.extraUs)} µs in all — schema ${n0(b.schemaUs)}, transport's own work ${n0(b.transportExtraUs)}, rest ${n0(b.restUs)}`)
          .join("; ")}; for 100 ids the schema alone takes ${n0(client.breakdown.find((b) => b.call.includes("100"))?.schemaUs ?? NaN)} µs. ` +
        `What was done: response objects are read by plain field readers in one pass behind one zod transform (${where("src/lib/cryptocloud/schemas/record.ts", /export function record/)}, ${where("src/lib/cryptocloud/schemas/invoice.ts", /export const invoiceSchema/)}) instead of one zod pipe per field; amounts already in canonical form skip the BigNumber round trip (${where("src/lib/cryptocloud/amounts.ts", /CANONICAL_DECIMAL\.test/)}); the per-request AbortController is gone (${where("src/lib/cryptocloud/http.ts", /const timer = setTimeout/)}). ` +
        "What is left is fixed cost per call — request validation with zod, the retry wrapper, JSON.parse of the envelope and the schema boundary — a few tens of µs that are the whole difference on loopback and lost in the network against the real service (tens of ms away)."
    )
  }
  const hundred = client.rows.find((r) => r.call.includes("100"))
  if (hundred) {
    findings.push(
      `**Sandbox, not the plugin: \`info\` for 100 ids takes ${ms(hundred.raw.value, 1)} ms even for the bare request** — the sandbox renders and serialises 100 invoices per call (${where("src/sandbox/render.ts", /export function renderInvoice/)}, ${where("src/sandbox/json.ts", /export function toJson/)}). It dilutes the 100-id ratio and slows part 5's passes a little; it is a test tool, so only worth fixing if it gets in the tests' way.`
    )
  }
  return { summary, findings, section }
}
