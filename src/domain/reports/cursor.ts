/**
 * Rows of a query a batch at a time, through a server-side cursor, for a download of any size
 * with flat memory: the database keeps the result and hands over `batchSize` rows per FETCH; the
 * next FETCH is sent only once `onBatch` is done with the last (the route waits for the HTTP
 * response to drain before returning, so a slow client slows the reads and nothing piles up).
 *
 * One read-only transaction on one pooled connection for the whole download (a cursor lives in
 * its transaction): one consistent snapshot, released when the last batch is read, the caller
 * stops, or anything fails. Plain SQL (DECLARE / FETCH), so no streaming driver is needed.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { ReportSql } from "./query"

export const CURSOR_BATCH_SIZE = 1000
const CURSOR = "cryptocloud_report_rows"

/** `onBatch` returns false to stop early (the client went away). Resolves with the rows read. */
export async function forEachBatch<Row>(
  pg: Knex,
  query: ReportSql,
  onBatch: (rows: Row[]) => Promise<boolean>,
  batchSize = CURSOR_BATCH_SIZE
): Promise<number> {
  let read = 0
  await pg.transaction(async (trx) => {
    await trx.raw("SET TRANSACTION READ ONLY")
    await trx.raw(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${query.sql}`, query.bindings)
    for (;;) {
      const { rows } = await trx.raw<{ rows: Row[] }>(`FETCH FORWARD ${Math.max(1, Math.floor(batchSize))} FROM ${CURSOR}`)
      read += rows.length
      if (!rows.length || !(await onBatch(rows)) || rows.length < batchSize) break
    }
  })
  return read
}
