/**
 * Scenario 4 — churned rows vs money: a ledger holding tens of thousands of invoices the plugin
 * cancelled with nothing on them (what replaced sessions leave behind), plus ONE real checkout
 * whose invoice is paid at the sandbox and whose postback is lost. The reconciliation pass, run as
 * the job runs it (default `maxSessionsPerRun`), must capture the paid one within two passes.
 */
import type { Sandbox } from "../../../src/sandbox"
import { DEFAULT_MAX_INVOICES_PER_RUN } from "../../../src/workflows/cryptocloud/reconcile-invoices"
import { KEYS } from "../../config"
import type { Child } from "../../lib/processes"
import { checkout, CRYPTO, type BenchSeed } from "../../lib/storefront"
import { INFO, sleep, type Check, type Sql } from "./common"

export interface ChurnedPass {
  pass: number
  ms: number
  checked: number
  infoCalls: number
  outcomes: Record<string, number>
  orderAfter: boolean
  /** Captures recorded on the paid session's payment. */
  captures: number
  sessionStatus: string | null
  ledgerStatus: string | null
}

export interface ChurnedRowsReport {
  churnedRows: number
  seedSeconds: number
  maxInvoices: number
  passes: ChurnedPass[]
  /** The pass after which the paid cart was an order; null if it was not within the passes run. */
  capturedAfterPass: number | null
  checks: Check[]
}

const MAX_PASSES = 2

/** Everything open is closed: the scenario measures exactly the churned rows and the one paid invoice. */
export async function settleEverything(sql: Sql): Promise<void> {
  await sql.query("update cryptocloud_invoice set settled_at = now() where settled_at is null and deleted_at is null")
  await sql.query(
    "update payment_session set status = 'canceled' where provider_id = $1 and status in ('pending', 'requires_more', 'pending_authorization') and deleted_at is null",
    [CRYPTO]
  )
}

export async function churnedRowsVsMoney(options: {
  baseUrl: string
  seed: BenchSeed
  sandbox: Sandbox
  sql: Sql
  exec: Child
  rows: number
  log: (line: string) => void
}): Promise<ChurnedRowsReport> {
  const { baseUrl, seed, sandbox, sql, exec, log } = options
  await settleEverything(sql)

  log("churned rows: one real checkout, paid at the sandbox, its postback lost")
  const paid = await checkout([baseUrl], seed, CRYPTO, { pay: async (uuid) => void (await sandbox.pay(uuid, "exact", { postback: false })), complete: false })

  const t0 = Date.now()
  log(`churned rows: ${options.rows} invoices cancelled by the plugin with nothing received (sandbox + ledger, bulk)`)
  const uuids: string[] = []
  const statuses: string[] = []
  for (let i = 0; i < options.rows; i++) {
    const invoice = sandbox.createInvoice({ shop_id: KEYS.shopId, amount: "25", currency: "EUR", order_id: `payses_churn${process.pid}_${i}` })
    sandbox.expire(invoice.uuid)
    uuids.push(invoice.uuid)
    // Half still `created` on the ledger (the cancel was sent without a read), half `canceled` (read since).
    statuses.push(i % 2 === 0 ? "created" : "canceled")
  }
  for (let i = 0; i < uuids.length; i += 5000) {
    const chunk = uuids.slice(i, i + 5000)
    await sql.query(
      `insert into cryptocloud_invoice (id, uuid, session_id, payment_collection_id, fiat_amount, fiat_currency, status, test_mode, tolerance_percent,
         expires_at, last_checked_at, session_live, link, history, released_at, cancel_sent_at, created_at, updated_at)
       select 'ccinv_churn' || $1 || '_' || t.n, t.u, 'payses_churn' || $1 || '_' || t.n, 'pay_col_churn' || $1 || '_' || (t.n / 10), '25', 'EUR', t.s, true, 0,
         now() - interval '1 hour', now() - interval '2 hours' + make_interval(secs => t.n / 1000.0), false, $2 || t.u,
         case when t.s = 'canceled'
           then jsonb_build_array(jsonb_build_object('status', 'created', 'at', now() - interval '3 hours'), jsonb_build_object('status', 'canceled', 'at', now() - interval '1 hour'))
           else jsonb_build_array(jsonb_build_object('status', 'created', 'at', now() - interval '3 hours')) end,
         now() - interval '2 hours', now() - interval '2 hours', now() - interval '3 hours', now() - interval '2 hours'
       from unnest($3::text[], $4::text[], $5::int[]) as t(u, s, n)`,
      [String(process.pid), `${sandbox.url}/pay/`, chunk, statuses.slice(i, i + 5000), chunk.map((_, j) => i + j)]
    )
  }
  const seedSeconds = (Date.now() - t0) / 1000

  const state = async () => {
    const [{ n }] = await sql.query<{ n: string }>("select count(*) as n from order_cart where cart_id = $1 and deleted_at is null", [paid.cartId])
    const [session] = await sql.query<{ status: string }>("select status from payment_session where id = $1", [paid.sessionId])
    const [row] = await sql.query<{ status: string }>("select status from cryptocloud_invoice where uuid = $1 and deleted_at is null", [paid.invoiceUuid])
    const [{ captures }] = await sql.query<{ captures: string }>(
      "select count(c.id) as captures from payment p join capture c on c.payment_id = p.id and c.deleted_at is null where p.payment_session_id = $1 and p.deleted_at is null",
      [paid.sessionId]
    )
    return { order: Number(n) > 0, captures: Number(captures), sessionStatus: session?.status ?? null, ledgerStatus: row?.status ?? null }
  }
  const passes: ChurnedPass[] = []
  let capturedAfterPass: number | null = null
  for (let p = 1; p <= MAX_PASSES; p++) {
    const infoBefore = sandbox.countRequests(INFO)
    const result = await exec.ask<{ ms: number; report: { checked: number; outcomes: Record<string, number> } }>(
      "job:pass",
      { maxInvoices: DEFAULT_MAX_INVOICES_PER_RUN },
      10 * 60_000
    )
    // The capture completes the cart inside the pass; a moment for anything it queued.
    let s = await state()
    for (let k = 0; k < 10 && !(s.order && s.captures > 0); k++) {
      await sleep(500)
      s = await state()
    }
    passes.push({
      pass: p,
      ms: result.ms,
      checked: result.report.checked,
      infoCalls: sandbox.countRequests(INFO) - infoBefore,
      outcomes: result.report.outcomes,
      orderAfter: s.order,
      captures: s.captures,
      sessionStatus: s.sessionStatus,
      ledgerStatus: s.ledgerStatus,
    })
    log(
      `  pass ${p}: ${(result.ms / 1000).toFixed(1)} s, checked ${result.report.checked}; paid cart ${s.order ? "is an order" : "has no order yet"} (session ${s.sessionStatus}, ${s.captures} capture(s))`
    )
    if (s.order && s.captures > 0 && capturedAfterPass === null) capturedAfterPass = p
  }
  const checks: Check[] = [
    {
      what: `passes (maxSessionsPerRun ${DEFAULT_MAX_INVOICES_PER_RUN}) until the paid invoice with a lost postback is captured, among ${options.rows.toLocaleString("en-US")} churned rows`,
      measured: capturedAfterPass === null ? `not within ${MAX_PASSES}` : String(capturedAfterPass),
      bound: `≤ ${MAX_PASSES}`,
      ok: capturedAfterPass !== null && capturedAfterPass <= MAX_PASSES,
    },
  ]
  return { churnedRows: options.rows, seedSeconds, maxInvoices: DEFAULT_MAX_INVOICES_PER_RUN, passes, capturedAfterPass, checks }
}
