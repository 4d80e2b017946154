/**
 * What the reports need of a read of an invoice (Migration20261127130000): when its money first
 * arrived, the USD value of what was credited, the service's and the network's fees, the network
 * and the transaction hashes — kept on the ledger row where `info` is recorded (store.ts), so a
 * report reads the ledger and never calls the service per row. A field the service did not give
 * (an informational field may be missing: the client reads it as null) changes nothing.
 */
import type { Invoice } from "../../lib/cryptocloud"
import { isFinalPaid } from "../status-map"
import { notOlderReadSql, type SqlPart } from "./merge-sql"

/** The fields of a read these facts come from (a create answer has some of them). */
export type MoneyRead = Pick<Invoice, "status"> &
  Partial<Pick<Invoice, "amount_paid" | "received" | "received_usd" | "fee" | "service_fee" | "tx_list" | "date_finished" | "currency">>

/** A decimal string with a non-zero digit: more than nothing (amounts are plain decimals here). */
const positive = (amount: string | null | undefined) => typeof amount === "string" && /[1-9]/.test(amount)

/** The read shows money on the invoice: a status with money, or an amount paid or received. */
export function readHasMoney(read: MoneyRead): boolean {
  return read.status === "partial" || isFinalPaid(read.status) || positive(read.amount_paid) || positive(read.received)
}

/**
 * When the money of a read arrived, for an invoice with none recorded yet: the service's
 * completion time when the read already says paid (the plugin may read it minutes later), else
 * the time of the read (a part payment has no completion time; its postback comes at once).
 */
export function moneyArrivedAt(read: MoneyRead, now: Date): Date | null {
  if (!readHasMoney(read)) return null
  const finished = isFinalPaid(read.status) && read.date_finished ? new Date(read.date_finished) : null
  return finished && !Number.isNaN(finished.getTime()) ? finished : now
}

const txJson = (read: MoneyRead) => (Array.isArray(read.tx_list) ? JSON.stringify(read.tx_list) : null)

/** The columns of a new row (recordCreatedInvoice). */
export function moneyFacts(read: MoneyRead, now: Date) {
  return {
    received_at: moneyArrivedAt(read, now),
    received_usd: read.received_usd ?? null,
    service_fee: read.service_fee ?? null,
    network_fee: read.fee ?? null,
    network: read.currency?.network?.code || null,
    tx_hashes: txJson(read),
  }
}

/**
 * The SET assignments of a read on an existing row (store.ts observe), one statement with the
 * rest of the read: `received_at` is set once, by the first read with money; the figures are the
 * latest read's unless it is older than what the row holds (merge-sql.ts notOlderReadSql).
 */
export function moneyFactsSql(read: MoneyRead, now: Date): SqlPart {
  const arrived = moneyArrivedAt(read, now)
  const fresh = () => notOlderReadSql("received", read.received)
  const figure = (column: string, value: string | null | undefined): SqlPart => {
    const f = fresh()
    return { sql: `${column} = CASE WHEN ${f.sql} THEN COALESCE(?, ${column}) ELSE ${column} END`, bindings: [...f.bindings, value ?? null] }
  }
  const tx = txJson(read)
  const txFresh = fresh()
  const parts: SqlPart[] = [
    { sql: "received_at = COALESCE(received_at, ?::timestamptz)", bindings: [arrived ? arrived.toISOString() : null] },
    figure("received_usd", read.received_usd),
    figure("service_fee", read.service_fee),
    figure("network_fee", read.fee),
    { sql: "network = COALESCE(NULLIF(?, ''), network)", bindings: [read.currency?.network?.code ?? null] },
    {
      sql: `tx_hashes = CASE WHEN ?::jsonb IS NOT NULL AND ${txFresh.sql} THEN ?::jsonb ELSE tx_hashes END`,
      bindings: [tx, ...txFresh.bindings, tx],
    },
  ]
  return { sql: parts.map((p) => p.sql).join(",\n       "), bindings: parts.flatMap((p) => p.bindings) }
}
