/**
 * Scenario 2 — status polling: many return pages polling `GET /store/cryptocloud/payment-sessions/:id`
 * at a high total rate. The sessions are real `payment_session` rows whose `data.uuid` names a
 * real sandbox invoice, with their ledger rows (inserted in bulk, as part 5 does). `info` calls
 * are counted at the sandbox over the window and a short tail after it.
 */
import { CryptoCloudClient } from "../../../src/lib/cryptocloud"
import type { Sandbox } from "../../../src/sandbox"
import { DEFAULT_STORE_READS_PER_SECOND } from "../../../src/domain/store-reads/read-budget"
import { KEYS } from "../../config"
import type { Child } from "../../lib/processes"
import { median, p95 } from "../../lib/stats"
import type { BenchSeed } from "../../lib/storefront"
import { countStatuses, INFO, paced, send, sleep, type Answer, type Check } from "./common"

export interface PollingReport {
  sessions: number
  seedSeconds: number
  targetPerSecond: number
  targetSeconds: number
  maxInFlight: number
  sent: number
  sendSeconds: number
  achievedPerSecond: number
  statuses: Record<string, number>
  p50: number
  p95: number
  /** `info` calls at the sandbox from the first poll to the end of the tail. */
  infoCalls: number
  /** Seconds the calls were counted over: the window plus the tail after the last answer. */
  countedSeconds: number
  callsPerSecond: number
  bound: number
  firstError: string | null
  checks: Check[]
}

const TAIL_MS = 2_000

export async function statusPolling(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  exec: Child
  sessions: number
  perSecond: number
  seconds: number
  maxInFlight: number
  log: (line: string) => void
}): Promise<PollingReport> {
  const { baseUrl, seed, sandbox, exec, log } = options
  const t0 = Date.now()
  log(`polling: ${options.sessions} payment sessions with invoices and ledger rows (bulk)`)
  const rows: Array<{
    sessionId: string
    uuid: string
    expiresAt: string
    link: string
    cryptoAmount: string | null
    cryptoCurrency: string | null
    address: string | null
  }> = []
  for (let i = 0; i < options.sessions; i++) {
    const sessionId = `payses_poll${process.pid}${String(i).padStart(6, "0")}`
    const inv = sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: sessionId })
    rows.push({
      sessionId,
      uuid: inv.uuid,
      expiresAt: new Date(inv.expiryDate ?? Date.now() + 86_400_000).toISOString(),
      link: `${sandbox.url}/pay/${inv.uuid}`,
      cryptoAmount: null,
      cryptoCurrency: null,
      address: null,
    })
  }
  // What the provider records from the create answer, so that a poll's read changes nothing (read before the window).
  const reader = new CryptoCloudClient({ apiKey: KEYS.apiKey, shopId: KEYS.shopId, baseUrl: sandbox.url })
  const { invoices } = await reader.getInvoicesManyEach(rows.map((r) => r.uuid))
  await reader.close()
  const facts = new Map(invoices.map((invoice) => [invoice.uuid, invoice]))
  for (const r of rows) {
    const invoice = facts.get(r.uuid)
    r.cryptoAmount = invoice?.amount ?? null
    r.cryptoCurrency = invoice?.currency?.fullcode ?? null
    r.address = invoice?.address ?? null
  }
  await exec.ask("job:seed", { rows, amount: "25", currency: "EUR" })
  const seedSeconds = (Date.now() - t0) / 1000

  // A short warm-up (routes compiled, connections open); not counted.
  const headers = { "x-publishable-api-key": seed.publishableKey }
  const warm = await send(`${baseUrl}/store/cryptocloud/payment-sessions/${rows[0].sessionId}`, { headers })
  if (warm.status !== 200) log(`  warm-up poll → HTTP ${warm.status}: ${warm.body.slice(0, 200)}`)
  await sleep(6_000) // past the per-invoice interval of the warm-up's read

  log(`polling: ${options.perSecond} polls/s over ${rows.length} sessions for ${options.seconds} s (${options.maxInFlight} in flight at most)`)
  const infoBefore = sandbox.countRequests(INFO)
  const start = Date.now()
  const answers: Answer[] = []
  const run = await paced({
    perSecond: options.perSecond,
    seconds: options.seconds,
    maxInFlight: options.maxInFlight,
    fire: async (i) => {
      answers.push(await send(`${baseUrl}/store/cryptocloud/payment-sessions/${rows[i % rows.length].sessionId}`, { headers, timeoutMs: 30_000 }))
    },
  })
  await sleep(TAIL_MS)
  const infoCalls = sandbox.countRequests(INFO) - infoBefore
  const countedSeconds = (Date.now() - start) / 1000
  const cps = DEFAULT_STORE_READS_PER_SECOND
  const bound = Math.floor(cps * countedSeconds) + 1
  const ok = answers.filter((a) => a.status === 200)
  const statuses = countStatuses(answers)
  const firstBad = answers.find((a) => a.status !== 200)
  const checks: Check[] = [
    {
      what: "`info` calls at the sandbox during the polling window (one instance)",
      measured: `${infoCalls} in ${countedSeconds.toFixed(1)} s`,
      bound: `≤ ${cps}/s × ${countedSeconds.toFixed(1)} s + 1 = ${bound}`,
      ok: infoCalls <= bound,
    },
    {
      what: "polls answered 200",
      measured: `${ok.length} of ${answers.length}`,
      bound: "all",
      ok: ok.length === answers.length,
    },
  ]
  return {
    sessions: rows.length,
    seedSeconds,
    targetPerSecond: options.perSecond,
    targetSeconds: options.seconds,
    maxInFlight: options.maxInFlight,
    sent: run.sent,
    sendSeconds: run.sendSeconds,
    achievedPerSecond: run.sent / run.sendSeconds,
    statuses,
    p50: median(answers.map((a) => a.ms)),
    p95: p95(answers.map((a) => a.ms)),
    infoCalls,
    countedSeconds,
    callsPerSecond: cps,
    bound,
    firstError: firstBad ? `HTTP ${firstBad.status}: ${firstBad.body.slice(0, 300)}` : null,
    checks,
  }
}
