/**
 * Rows of a report a batch at a time, for a download of any size with flat memory: each batch is
 * ONE statement (query.ts, reportBatchSql) that takes a pooled connection for the time it runs
 * and gives it back before `onBatch` writes the rows to the client. Whatever the client does —
 * reads slowly, stops reading — no connection and no transaction waits on it.
 *
 * It used to be one read-only transaction with a server-side cursor (DECLARE / FETCH) for the
 * whole download: one snapshot, but also one pooled connection held for as long as the client
 * took, so a dozen clients that stopped reading held the pool and the store's checkout waited
 * for a connection.
 *
 * Why batches without a transaction are still a consistent file: the batches follow the report's
 * order, (time, id), and each starts strictly after the last row of the one before (keyset
 * pagination), so a record that exists for the whole download is in it exactly once, in order,
 * however the table changes meanwhile (an OFFSET would shift with every insert before it). A
 * record written during the download is in it when its place is after the batch being read
 * (as if the download had started a moment later) and not when it is before; a record whose
 * time changes mid-download (a payment arriving on an invoice) is in it at most once. Every
 * cell is the record as its batch read it, as one statement's snapshot.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_KEY_ID, REPORT_KEY_TIME, reportBatchSql, type ReportKey, type ReportScope } from "./query"

export const REPORT_BATCH_SIZE = 1000

type KeyedRow = Record<string, unknown>

/** A row without the key's columns, as the report has it. */
function withoutKey<Row>(row: KeyedRow): Row {
  const { [REPORT_KEY_TIME]: _time, [REPORT_KEY_ID]: _id, ...rest } = row
  return rest as Row
}

/** `onBatch` returns false to stop early (the client went away). Resolves with the rows read. */
export async function forEachBatch<Row>(
  pg: Knex,
  scope: ReportScope,
  onBatch: (rows: Row[]) => Promise<boolean>,
  batchSize = REPORT_BATCH_SIZE
): Promise<number> {
  const size = Math.max(1, Math.floor(batchSize))
  let after: ReportKey | null = null
  let read = 0
  for (;;) {
    const query = reportBatchSql(scope, after, size)
    // A statement of its own: the connection goes back to the pool when it answers.
    const { rows } = await pg.raw<{ rows: KeyedRow[] }>(query.sql, query.bindings)
    read += rows.length
    if (!rows.length) break
    const last = rows[rows.length - 1]
    after = { time: String(last[REPORT_KEY_TIME]), id: String(last[REPORT_KEY_ID]) }
    if (!(await onBatch(rows.map((row) => withoutKey<Row>(row)))) || rows.length < size) break
  }
  return read
}
