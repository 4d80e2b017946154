/**
 * The markdown of part 6 (what anonymous traffic can cost the merchant): summary rows, findings
 * and the section, from one run's TrafficReport. Called by report.ts.
 */
import type { CONFIG as ConfigType } from "./config"
import { ms } from "./lib/stats"
import { allChecks, SCENARIOS, type ScenarioKey, type TrafficReport } from "./parts/anonymous-traffic"
import { n0, n1, notMeasured, table, where, yes, type PartReport, type Row } from "./report-format"

const n2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "n/a")
const FAST_ENOUGH_MS = 5_000
const codes = (m: Record<string, number>) =>
  Object.entries(m)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k}: ${n0(v)}`)
    .join(", ") || "none"

export function renderTraffic(t: TrafficReport | undefined, failure: string | undefined, c: typeof ConfigType): PartReport {
  if (!t) return notMeasured(failure)
  const summary: Row[] = []
  const findings: string[] = []
  const section: string[] = []
  const checks = allChecks(t)
  for (const key of Object.keys(SCENARIOS) as ScenarioKey[]) {
    const mine = checks.filter((x) => x.scenario === key)
    if (t.errors[key]) summary.push([`6.${SCENARIOS[key]}`, "failed to run", "—", "**not measured**"])
    else if (mine.length) {
      const main = mine[0]
      const met = mine.filter((x) => x.ok).length
      summary.push([
        `6.${SCENARIOS[key]}: ${main.what}`,
        `${main.measured}${mine.length > 1 ? ` (${met} of ${mine.length} checks met)` : ""}`,
        main.bound,
        yes(mine.every((x) => x.ok)),
      ])
    }
    const failed = mine.filter((x) => !x.ok)
    if (failed.length)
      findings.push(
        `**Anonymous traffic, ${SCENARIOS[key]}: ${failed.length} bound(s) not met** — ${failed.map((x) => `${x.what}: ${x.measured} (bound ${x.bound})`).join("; ")}.`
      )
    if (t.errors[key])
      findings.push(`**Anonymous traffic, ${SCENARIOS[key]}: did not run to the end** — \`${t.errors[key]!.split("\n")[0].replace(/`/g, "'")}\`.`)
  }
  if (checks.length && checks.every((x) => x.ok) && !Object.keys(t.errors).length) {
    findings.push(
      `**Anonymous traffic is bounded: all ${checks.length} checks of part 6 met** (flood, polling, churn, churned rows, static wallets; see section 6).`
    )
  }

  section.push(
    `One \`medusa start\` app (the reconciliation job off; \`${Object.entries(t.appEnv)
      .map(([k, v]) => `${k}=${v}`)
      .join(
        "`, `"
      )}\`: the request timeout is above the wallet scenario's ${n0(c.trafficWalletLatencyMs / 1000)} s hold, so the slow service is waited for, not cut at the default 5 s), plus \`medusa exec bench/in-process.ts\` for the admin user, the bulk seeds and the reconciliation passes. Service calls are counted at the sandbox; the database is read by SQL. Scenarios ran in the order 3, 1, 2, 5, 4 (3's carts carry 1's genuine postbacks; 4 closes every other open ledger row first). Time per scenario: ${(
      Object.keys(SCENARIOS) as ScenarioKey[]
    )
      .filter((k) => t.seconds[k] !== undefined)
      .map((k) => `${k} ${n0(t.seconds[k]!)} s`)
      .join(", ")}.`,
    "",
    table(
      ["scenario", "check", "measured", "bound", "verdict"],
      checks.map((x) => [SCENARIOS[x.scenario], x.what, x.measured, x.bound, yes(x.ok)])
    ),
    ""
  )
  for (const [key, error] of Object.entries(t.errors))
    section.push(`**${SCENARIOS[key as ScenarioKey]} failed to run:**`, "", "```", error!.split("\n").slice(0, 8).join("\n"), "```", "")

  const f = t.flood
  if (f) {
    section.push(
      "### 1. Postback flood",
      "",
      `${n0(f.flood.sent)} forged postbacks (${f.flood.kinds.join("; ")}) to \`POST /hooks/payment/cryptocloud_cryptocloud\` in ${n1(f.flood.sendSeconds)} s (${n0(f.flood.perSecond)}/s, at most ${f.flood.concurrency} in flight); answers: ${codes(f.flood.statuses)}. Medusa's route answers at once and processes ~5 s later through the event bus; the log had taken all of them ${n1(f.log.settleSeconds)} s after the last was sent.`,
      "",
      table(
        ["postback log", "value"],
        [
          ["new rows (all outcomes)", n0(f.log.newRows)],
          [
            "new counted rows (rejected/ignored lines)",
            `${n0(f.log.newCountedRows)} — bound ${f.log.reasons} reasons × ${f.log.minutes} minute(s) = ${n0(f.log.bound)}`,
          ],
          ["sum of their `count`", `${n0(f.log.countedSum)} (flood postbacks answered 200: ${n0(f.flood.statuses["200"] ?? 0)})`],
          ["verified lines for invoices the bench did not pay", n0(f.log.verifiedLinesNotGenuine)],
          [
            "last verified postback (admin settings): before the flood → after",
            `${f.lastVerified.before ?? "none"} → ${f.lastVerified.after ?? "none"} (the last genuine one applied during the flood: ${f.lastVerified.expected ?? "none"})`,
          ],
        ]
      ),
      "",
      "Counted lines by reason: " + (f.log.byReason.map((r) => `${r.outcome} “${r.reason}” ${n0(r.count)} on ${r.rows} row(s)`).join("; ") || "none") + ".",
      "",
      `Genuine signed postbacks of paid invoices of real carts (each cart's invoice paid at the sandbox with its postback withheld; the bench sends it): ${f.genuine.idle.sent} on an idle server, one every 250 ms, then ${f.genuine.flood.sent} spread through the flood. *HTTP* is the hook route's answer time; *applied* is from the POST to the \`received_at\` of its \`applied\` line in the postback log (written by the provider after its \`info\` read; includes Medusa's fixed 5 s delay). Afterwards ${f.genuine.orders} of ${f.genuine.idle.sent + f.genuine.flood.sent} carts were orders.`,
      "",
      table(
        ["genuine postbacks", "sent", "answers", "applied", "HTTP p50 / p95 ms", "applied p50 / p95 ms"],
        [
          [
            "idle",
            f.genuine.idle.sent,
            codes(f.genuine.idle.statuses),
            f.genuine.idle.applied,
            `${ms(f.genuine.idle.httpP50, 1)} / ${ms(f.genuine.idle.httpP95, 1)}`,
            `${n0(f.genuine.idle.appliedP50)} / ${n0(f.genuine.idle.appliedP95)}`,
          ],
          [
            "during the flood",
            f.genuine.flood.sent,
            codes(f.genuine.flood.statuses),
            f.genuine.flood.applied,
            `${ms(f.genuine.flood.httpP50, 1)} / ${ms(f.genuine.flood.httpP95, 1)}`,
            `${n0(f.genuine.flood.appliedP50)} / ${n0(f.genuine.flood.appliedP95)}`,
          ],
          ["**ratio of p50s (flood / idle)**", "", "", "", `**${n2(f.genuine.httpRatio)}**`, `**${n2(f.genuine.appliedRatio)}**`],
        ]
      ),
      ""
    )
  }

  const p = t.polling
  if (p) {
    section.push(
      "### 2. Status polling",
      "",
      `${n0(p.sessions)} real payment sessions (\`payment_session\` rows whose \`data.uuid\` is a sandbox invoice, with their ledger rows; inserted in bulk in ${n1(p.seedSeconds)} s) polled with \`GET /store/cryptocloud/payment-sessions/:id\` and the publishable key, round robin, aiming at ${n0(p.targetPerSecond)} polls/s for ${p.targetSeconds} s with at most ${p.maxInFlight} in flight: ${n0(p.sent)} polls sent in ${n1(p.sendSeconds)} s (**${n0(p.achievedPerSecond)}/s achieved** — the bench and the app share the machine's cores). Answers: ${codes(p.statuses)}; latency p50 ${ms(p.p50, 1)} ms, p95 ${ms(p.p95, 1)} ms.`,
      "",
      `\`info\` calls at the sandbox from the first poll to ${n0(2)} s after the last answer (${n1(p.countedSeconds)} s): **${p.infoCalls}** (${n2(p.infoCalls / p.countedSeconds)}/s); bound \`storeReads.callsPerSecond\` (default ${p.callsPerSecond}) × seconds + 1 = ${p.bound}.` +
        (p.firstError ? ` First answer other than 200: \`${p.firstError.replace(/`/g, "'")}\`.` : ""),
      ""
    )
  }

  const ch = t.churn
  if (ch) {
    const calls = (x: { create: number; cancel: number; info: number }) => `create ${x.create}, cancel ${x.cancel}, info ${x.info}`
    section.push(
      "### 3. Session churn",
      "",
      `${ch.carts} carts made through the store API up to their payment collection (${n1(ch.setupSeconds)} s); each got a first crypto session (${calls(ch.initial.calls)}; answers ${codes(ch.initial.statuses)}), then ${n0(ch.replacements)} replacements in all (\`POST /store/payment-collections/:id/payment-sessions\` with \`provider_id: "pp_cryptocloud_cryptocloud"\`, same total; one cart's in sequence, ${c.trafficChurnConcurrency} carts at once) in ${n1(ch.churn.seconds)} s, p50 ${n0(ch.churn.p50)} ms, p95 ${n0(ch.churn.p95)} ms; answers ${codes(ch.churn.statuses)}. The count ran on for ${n1(ch.churn.graceSeconds)} s after the last replacement (the handover grace and the cancel of anything nobody took).`,
      "",
      `Service calls during the replacements and the grace: ${calls(ch.churn.calls)} — ${n2(ch.perReplacementChurnOnly)} per replacement; with the first sessions' calls: **${n2(ch.perReplacement)} per replacement** (bound 1.1). Distinct invoices a cart's sessions showed: ${n2(ch.invoicesPerCart.mean)} on average, ${ch.invoicesPerCart.max} at most.` +
        (ch.firstError ? ` First answer other than 200: \`${ch.firstError.replace(/`/g, "'")}\`.` : ""),
      ""
    )
  }

  const r = t.churnedRows
  if (r) {
    section.push(
      "### 4. Churned rows vs money",
      "",
      `Every other open ledger row closed first; then one real checkout (store API) whose invoice was paid at the sandbox with its postback withheld and whose cart was not completed, and ${n0(r.churnedRows)} ledger rows the plugin cancelled with nothing received (invoices created and expired at the sandbox; \`cancel_sent_at\` set, \`session_live = false\`, half \`created\` and half \`canceled\` on the ledger, last checked 2 h ago; inserted in ${n1(r.seedSeconds)} s). Each pass is \`reconcileCryptoCloudInvoices(container, { maxInvoices: ${r.maxInvoices} })\` in the exec process, as the job runs it with the default \`maxSessionsPerRun\`.`,
      "",
      table(
        ["pass", "duration s", "rows checked", "`info` calls", "outcomes", "paid cart is an order", "captures on its payment", "its session"],
        r.passes.map((x) => [
          x.pass,
          n1(x.ms / 1000),
          n0(x.checked),
          x.infoCalls,
          Object.entries(x.outcomes)
            .filter(([, v]) => v)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ") || "—",
          x.orderAfter ? "yes" : "no",
          x.captures,
          x.sessionStatus ?? "?",
        ])
      ),
      "",
      `The paid cart was an order with its payment captured after pass **${r.capturedAfterPass ?? "— not within the passes run"}**.`,
      ""
    )
  }
  const w = t.wallets
  if (w) {
    section.push(
      "### 5. Static wallets under a slow service",
      "",
      `${w.customers} customers signed up through the store auth API; the hourly wallet budget was set to ${w.hourlyBudget} through the admin settings for the scenario (restored after), the per-customer cap left at its default ${w.customerCap}. The sandbox held every \`/v2/invoice/static/create\` for ${n0(w.latencyMs / 1000)} s (a latency fault on that path only). ${w.requests} \`POST /store/cryptocloud/static-wallets\` left at once (most customers asking for more currencies than the cap, the others twice for one); all answered after ${n1(w.wallSeconds)} s: ${codes(w.statuses)} — by code: ${Object.entries(
        w.codes
      )
        .sort((x, y) => y[1].n - x[1].n)
        .map(([k, v]) => `${k} ${v.n} (answered in ${n1(v.p50 / 1000)} s median, ${n1(v.max / 1000)} s at most)`)
        .join(
          "; "
        )}. \`static/create\` calls: ${w.serviceCalls}. Rows: ${w.rows.ready} ready, ${w.rows.claimed} still claimed, at most ${w.rows.maxReadyPerCustomer} ready per customer.`,
      "",
      `One second into the hold, a whole checkout took ${n0(w.during.checkoutMs)} ms of store requests and was done ${n1(w.during.endedAfterMs / 1000)} s after the wallet requests left (the same checkout idle, before: ${n0(w.idleCheckoutMs)} ms); then a cart read ${n0(w.during.cartReadMs)} ms and the session status read ${n0(w.during.statusReadMs)} ms (HTTP ${w.during.statuses.join(", ")}).` +
        (w.firstError ? ` First problem: \`${w.firstError.replace(/`/g, "'")}\`.` : ""),
      "",
      `The plugin module's client (one undici pool per process) also serves the admin routes and the reconciliation's reads: \`GET /admin/cryptocloud/balance\` (its call is not slowed), sent with the checkout, took ${n1(w.adminRead.ms / 1000)} s (HTTP ${w.adminRead.status}). ${w.lateArrivals} of the ${w.serviceCalls} \`static/create\` calls reached the sandbox half a hold or more after the first one: they waited for a free connection of that pool.`,
      ""
    )
    if (w.lateArrivals > 0 || w.adminRead.ms > FAST_ENOUGH_MS) {
      findings.push(
        `**Static wallets: a burst of creations against a slow service queues in the plugin module's HTTP client pool** (${where("src/lib/cryptocloud/http.ts", /connections: options\.connections \?\? 10/)}: 10 connections per process). With ${w.serviceCalls} creations held ${n0(w.latencyMs / 1000)} s each, ${w.lateArrivals} reached the service only after an earlier one returned (201s answered in ${n1((w.codes["201 static_wallet"]?.max ?? NaN) / 1000)} s at most), and an admin read through the same client (balance) took ${n1(w.adminRead.ms / 1000)} s. The database pool was not the limit (checkout ${n0(w.during.checkoutMs)} ms meanwhile); the reconciliation's \`info\` reads and the admin routes share that client, and the time queued for a connection is not counted in \`requestTimeoutMs\`.`
      )
    }
  }

  return { summary, findings, section }
}
