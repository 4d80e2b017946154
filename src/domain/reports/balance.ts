/**
 * The `balance` report (design.md, "Reports"): do the books match the balance? Per coin of one
 * project, what the plugin's records say arrived and left — invoices (the ledger's `received`,
 * net of fees, by when money first arrived, as the payments report counts it), static-wallet
 * deposits, refund payouts, the plugin's other payouts and the withdrawals made outside it — before
 * the period (`opening`) and in it, the `closing` they add up to, and beside it the service's
 * balance now when the period ends today. A non-zero `difference` is flagged, never hidden.
 *
 * The sums are Postgres `numeric` (exact) returned as text; the rest is MathBN: no amount is
 * ever a float. Test-mode invoices count like the payments report counts them.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MathBN } from "@medusajs/framework/utils"
import type { ReportRow } from "../../contracts/admin-reports"
import { coinDecimals, isPaymentCurrencyCode } from "../../lib/cryptocloud"
import type { ReportBounds } from "./period"
import { WITHDRAWAL_SENT } from "./sources"

export interface BalanceScope {
  bounds: ReportBounds
  shopId: string
  /** Records without a shop id are the first project's (query.ts). */
  ownsUnassigned: boolean
}

/** The service's balance per coin (`balance_crypto`), or null when the period does not end today. */
export type ServiceBalances = ReadonlyMap<string, string> | null

export interface BalanceReport {
  rows: Array<ReportRow<"balance">>
  /** Per row: the difference is not zero. */
  flagged: boolean[]
}

const MOVEMENTS = ["received", "deposits", "refunds_paid", "withdrawals", "external_withdrawals"] as const
type Movement = (typeof MOVEMENTS)[number]
const OUT: ReadonlySet<Movement> = new Set(["refunds_paid", "withdrawals", "external_withdrawals"])

/** A plain non-negative decimal (no `?` in SQL text: knex reads it as a binding). */
const DECIMAL_TEXT = "'^[0-9]+(\\.[0-9]+){0,1}$'"

/** Money as it entered or left, one row per record: (currency, kind, amount, time). `?` = the project's shop id and the unassigned flag, per part. */
const project = (alias: string) => `(${alias}.shop_id = ? OR (?::boolean AND ${alias}.shop_id IS NULL)) AND ${alias}.deleted_at IS NULL`
const MOVEMENTS_SQL = `
  SELECT l.crypto_currency AS currency, 'received' AS kind, l.received::numeric AS amount, l.received_at AS at
    FROM cryptocloud_invoice l
    WHERE ${project("l")} AND l.received_at IS NOT NULL AND l.crypto_currency IS NOT NULL AND l.received ~ ${DECIMAL_TEXT}
  UNION ALL
  SELECT d.currency, 'deposits', d.received::numeric, d.received_at
    FROM cryptocloud_static_wallet_deposit d
    WHERE ${project("d")} AND d.currency IS NOT NULL AND d.received ~ ${DECIMAL_TEXT}
  UNION ALL
  SELECT w.currency_code,
      CASE WHEN w.status = 'external' THEN 'external_withdrawals' WHEN w.refund_id IS NOT NULL THEN 'refunds_paid' ELSE 'withdrawals' END,
      w.amount::numeric, COALESCE(w.sent_at, w.created_at)
    FROM cryptocloud_withdrawal w
    WHERE ${project("w")} AND (w.status = 'external' OR ${WITHDRAWAL_SENT}) AND w.amount ~ ${DECIMAL_TEXT}`

/** Per coin: the movements before the period (signed) and each kind's total in it, as exact text. */
export function balanceSql(scope: BalanceScope): { sql: string; bindings: Knex.RawBinding[] } {
  const signed = `CASE WHEN m.kind IN (${[...OUT].map((k) => `'${k}'`).join(", ")}) THEN -m.amount ELSE m.amount END`
  const inPeriod = (kind: Movement) => `COALESCE(sum(m.amount) FILTER (WHERE m.at >= ?::timestamptz AND m.kind = '${kind}'), 0)::text AS "${kind}"`
  const part = [scope.shopId, scope.ownsUnassigned]
  return {
    sql: `SELECT m.currency,
  COALESCE(sum(${signed}) FILTER (WHERE m.at < ?::timestamptz), 0)::text AS opening,
  ${MOVEMENTS.map(inPeriod).join(",\n  ")}
FROM (${MOVEMENTS_SQL}) m
WHERE m.at < ?::timestamptz
GROUP BY m.currency
ORDER BY m.currency`,
    bindings: [scope.bounds.since, ...MOVEMENTS.map(() => scope.bounds.since), ...part, ...part, ...part, scope.bounds.until],
  }
}

type Sums = { currency: string; opening: string } & Record<Movement, string>

/** An amount at the coin's precision (a coin the spec does not list: as it is). */
function atPrecision(currency: string, value: string): string {
  return isPaymentCurrencyCode(currency) ? MathBN.convert(value).toFixed(coinDecimals(currency)) : MathBN.convert(value).toFixed()
}

/**
 * The report's rows from the sums, with the service's balance when known: one per coin with a
 * record until the period's end, and one per coin the service holds that the records never saw
 * (all of it is then the difference).
 */
export function balanceRows(shopId: string, sums: readonly Sums[], service: ServiceBalances): BalanceReport {
  const byCoin = new Map(sums.map((s) => [s.currency, s]))
  for (const [coin, amount] of service ?? []) {
    if (!byCoin.has(coin) && !MathBN.eq(amount, 0))
      byCoin.set(coin, { currency: coin, opening: "0", received: "0", deposits: "0", refunds_paid: "0", withdrawals: "0", external_withdrawals: "0" })
  }
  const rows: Array<ReportRow<"balance">> = []
  const flagged: boolean[] = []
  for (const coin of [...byCoin.keys()].sort()) {
    const s = byCoin.get(coin)!
    const closing = MOVEMENTS.reduce((sum, kind) => (OUT.has(kind) ? MathBN.sub(sum, s[kind]) : MathBN.add(sum, s[kind])), MathBN.convert(s.opening))
    const held = service ? (service.get(coin) ?? "0") : null
    const difference = held === null ? null : MathBN.sub(held, closing)
    const at = (value: ReturnType<typeof MathBN.convert> | string) => atPrecision(coin, MathBN.convert(value).toFixed())
    rows.push({
      shop_id: shopId,
      currency: coin,
      opening: at(s.opening),
      received: at(s.received),
      deposits: at(s.deposits),
      refunds_paid: at(s.refunds_paid),
      withdrawals: at(s.withdrawals),
      external_withdrawals: at(s.external_withdrawals),
      closing: at(closing),
      service_balance: held === null ? null : at(held),
      difference: difference === null ? null : at(difference),
    })
    flagged.push(difference !== null && !MathBN.eq(difference, 0))
  }
  return { rows, flagged }
}

/** The report of one project and period: the records' sums from the database, then balanceRows. */
export async function balanceReport(pg: Knex, scope: BalanceScope, service: ServiceBalances): Promise<BalanceReport> {
  const query = balanceSql(scope)
  const { rows } = await pg.raw<{ rows: Sums[] }>(query.sql, query.bindings)
  return balanceRows(scope.shopId, rows, service)
}
