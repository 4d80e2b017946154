/**
 * Scenario 1 — postback flood: forged, replayed and empty postbacks to the hook route at a steady
 * rate, with genuine signed postbacks of paid invoices sent meanwhile (and, before, on an idle
 * server). Read back by SQL: the new rows of the postback log (rejected postbacks are counted per
 * outcome, reason and minute on one line), the sum of their counts, the verified lines.
 *
 * The forged bodies are forged-postbacks.ts, the figures and checks flood-report.ts; this file
 * sends and reads back.
 */
import type { Sandbox } from "../../../src/sandbox"
import { countedReasons } from "../../../src/domain/postback-reasons"
import { KEYS } from "../../config"
import { adminCall, countStatuses, distinctMinutes, paced, send, sleep, WEBHOOK_PATH, type Answer, type Sql } from "./common"
import type { ChurnCart } from "./churn"
import { floodChecks, genuineFigures, type FloodReport, type Genuine } from "./flood-report"
import { forgedBodies } from "./forged-postbacks"

export type { FloodReport } from "./flood-report"

export async function postbackFlood(options: {
  baseUrl: string
  sandbox: Sandbox
  sql: Sql
  adminToken: string
  carts: ChurnCart[]
  flood: number
  floodSeconds: number
  concurrency: number
  genuineIdle: number
  genuineFlood: number
  log: (line: string) => void
}): Promise<FloodReport> {
  const { baseUrl, sandbox, sql, log } = options
  const hook = `${baseUrl}${WEBHOOK_PATH}`
  const lastVerified = async () => (await adminCall(baseUrl, options.adminToken, "GET", "/admin/cryptocloud/settings")).postback?.last_received_at ?? null

  // Genuine: paid invoices of real carts (the service's postback is "lost": the bench sends it).
  const wanted = options.genuineIdle + options.genuineFlood
  if (options.carts.length < wanted) throw new Error(`only ${options.carts.length} carts with an invoice for ${wanted} genuine postbacks`)
  const carts = options.carts.slice(0, wanted)
  const bodies = new Map<string, string>()
  for (const c of carts) {
    await sandbox.pay(c.invoiceUuid, "exact", { postback: false })
    bodies.set(c.invoiceUuid, JSON.stringify(await sandbox.buildPostback(c.invoiceUuid, { expiresInSeconds: 3600 })))
  }
  const genuine: Genuine[] = []
  const sendGenuine = async (c: ChurnCart, phase: Genuine["phase"]) => {
    const sentAt = Date.now()
    const http = await send(hook, { method: "POST", headers: { "content-type": "application/json" }, body: bodies.get(c.invoiceUuid)! })
    genuine.push({ uuid: c.invoiceUuid, cartId: c.cartId, sentAt, http, phase })
  }
  const appliedAt = async (uuids: string[]) =>
    new Map(
      (
        await sql.query<{ invoice_id: string; at: Date }>(
          "select invoice_id, min(received_at) as at from cryptocloud_postback where outcome = 'applied' and invoice_id = any($1) and deleted_at is null group by invoice_id",
          [uuids]
        )
      ).map((r) => [r.invoice_id, new Date(r.at).getTime()])
    )
  const waitApplied = async (uuids: string[], timeoutMs: number) => {
    const until = Date.now() + timeoutMs
    for (;;) {
      const seen = await appliedAt(uuids)
      if (seen.size >= uuids.length || Date.now() > until) return seen
      await sleep(500)
    }
  }

  // Idle: one at a time, 250 ms apart.
  const idle = carts.slice(0, options.genuineIdle)
  log(`flood: ${idle.length} genuine postbacks on an idle server`)
  for (const c of idle) {
    await sendGenuine(c, "idle")
    await sleep(250)
  }
  await waitApplied(
    idle.map((c) => c.invoiceUuid),
    60_000
  )

  // The flood, genuine postbacks spread through it.
  const strangers = Array.from(
    { length: 8 },
    (_, i) => sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: `stranger-${i}` }).uuid
  )
  const forged = await forgedBodies(sandbox, strangers)
  const during = carts.slice(options.genuineIdle)
  const before = await lastVerified()
  const [{ now: dbStart }] = await sql.query<{ now: Date }>("select now()")
  const [{ sum: sumBefore }] = await sql.query<{ sum: string | null }>(
    "select sum(count) as sum from cryptocloud_postback where bucket is not null and deleted_at is null"
  )
  const floodStart = Date.now()
  const every = Math.max(1, Math.floor(options.flood / Math.max(1, during.length)))
  const genuineSends: Promise<void>[] = []
  const answers: Answer[] = []
  log(
    `flood: ${options.flood} forged postbacks over ~${options.floodSeconds} s (${options.concurrency} in flight at most), ${during.length} genuine among them`
  )
  const run = await paced({
    perSecond: options.flood / options.floodSeconds,
    total: options.flood,
    maxInFlight: options.concurrency,
    fire: async (i) => {
      const k = i / every
      if (i % every === 0 && k < during.length) genuineSends.push(sendGenuine(during[k], "flood"))
      const f = forged[i % forged.length]
      answers.push(await send(hook, { method: "POST", headers: { "content-type": f.contentType }, body: f.body }))
    },
  })
  await Promise.all(genuineSends)
  const accepted = answers.filter((a) => a.status === 200).length
  log(`  sent ${run.sent} in ${run.sendSeconds.toFixed(1)} s; waiting for Medusa's delayed processing and the counter's flushes`)

  // Processing starts ~5 s after each POST; the counter flushes about every second.
  const settleStart = Date.now()
  let countedSum = 0
  let lastChange = Date.now()
  for (;;) {
    const [{ sum }] = await sql.query<{ sum: string | null }>(
      "select sum(count) as sum from cryptocloud_postback where bucket is not null and deleted_at is null"
    )
    const now = Number(sum ?? 0) - Number(sumBefore ?? 0)
    if (now !== countedSum) lastChange = Date.now()
    countedSum = now
    if (countedSum >= accepted || Date.now() - lastChange > 15_000 || Date.now() - settleStart > 120_000) break
    await sleep(500)
  }
  const settleSeconds = (Date.now() - floodStart) / 1000 - run.sendSeconds
  const duringUuids = during.map((c) => c.invoiceUuid)
  const applied = await waitApplied(
    carts.map((c) => c.invoiceUuid),
    60_000
  )

  const rows = await sql.query<{ outcome: string; reason: string; bucket: string | null; count: number; received_at: Date; invoice_id: string | null }>(
    "select outcome, reason, bucket, count, received_at, invoice_id from cryptocloud_postback where created_at >= $1 and deleted_at is null",
    [dbStart]
  )
  const counted = rows.filter((r) => r.bucket !== null)
  const lastArrival = Math.max(floodStart, ...counted.map((r) => new Date(r.received_at).getTime()))
  const minutes = distinctMinutes(floodStart, lastArrival)
  const reasons = countedReasons().length
  const byReason = new Map<string, { outcome: string; reason: string; rows: number; count: number }>()
  for (const r of counted) {
    const key = `${r.outcome}|${r.reason}`
    const e = byReason.get(key) ?? { outcome: r.outcome, reason: r.reason, rows: 0, count: 0 }
    e.rows++
    e.count += Number(r.count)
    byReason.set(key, e)
  }
  const genuineSet = new Set(carts.map((c) => c.invoiceUuid))
  const verifiedStrangers = rows.filter(
    (r) => r.bucket === null && (r.outcome === "applied" || r.outcome === "duplicate") && !genuineSet.has(String(r.invoice_id))
  ).length
  const after = await lastVerified()
  const floodApplied = duringUuids.map((u) => applied.get(u)).filter((t): t is number => t !== undefined)
  const expected = floodApplied.length ? new Date(Math.max(...floodApplied)).toISOString() : before

  // Every genuine postback's cart becomes an order (processPaymentWorkflow after the applied line).
  const cartIds = carts.map((c) => c.cartId)
  let orders = 0
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(1000)) {
    const [{ n }] = await sql.query<{ n: string }>("select count(distinct cart_id) as n from order_cart where cart_id = any($1) and deleted_at is null", [
      cartIds,
    ])
    orders = Number(n)
    if (orders >= cartIds.length) break
  }

  const idleF = genuineFigures(genuine, applied, "idle")
  const floodF = genuineFigures(genuine, applied, "flood")
  const bound = reasons * minutes
  const checks = floodChecks({
    countedRows: counted.length,
    reasons,
    minutes,
    countedSum,
    accepted,
    verifiedStrangers,
    after,
    expected,
    idleF,
    floodF,
    orders,
    carts: cartIds.length,
  })
  return {
    flood: {
      planned: options.flood,
      sent: run.sent,
      sendSeconds: run.sendSeconds,
      perSecond: run.sent / run.sendSeconds,
      concurrency: options.concurrency,
      statuses: countStatuses(answers),
      kinds: [...new Set(forged.map((f) => f.kind))],
    },
    log: {
      newRows: rows.length,
      newCountedRows: counted.length,
      reasons,
      minutes,
      bound,
      countedSum,
      byReason: [...byReason.values()].sort((a, b) => b.count - a.count),
      verifiedLinesNotGenuine: verifiedStrangers,
      settleSeconds,
    },
    lastVerified: { before, after, expected },
    genuine: { idle: idleF, flood: floodF, httpRatio: floodF.httpP50 / idleF.httpP50, appliedRatio: floodF.appliedP50 / idleF.appliedP50, orders },
    checks,
  }
}
