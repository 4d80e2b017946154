/**
 * A report's CSV file — the one producer of its bytes (design.md, "Reports"): the header row of
 * the report's columns, then the period's rows a batch at a time (cursor.ts), each line written by
 * csv.ts. The download route streams the chunks to its client as they come
 * (api/admin/cryptocloud/reports/csv-response.ts); the books by e-mail join them into an
 * attachment (`reportCsvFile`). Both therefore hand out the same bytes for the same period,
 * project and masking.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_COLUMNS, type ReportName, type ReportRow } from "../../contracts/admin-reports"
import { csvLine } from "./csv"
import { forEachBatch } from "./cursor"
import type { ReportScope } from "./query"

/** The header row: the report's column names, CRLF included. */
export function csvHeader(report: ReportName): string {
  return csvLine(REPORT_COLUMNS[report])
}

/** Rows as CSV lines, a cell per column in the report's order (a column a row lacks is empty). */
export function csvRows(report: ReportName, rows: ReadonlyArray<Record<string, string | null | undefined>>): string {
  const columns = REPORT_COLUMNS[report] as readonly string[]
  return rows.map((row) => csvLine(columns.map((column) => row[column] ?? null))).join("")
}

/**
 * The report's file a chunk at a time. The first chunk starts with the header row; each chunk is
 * one batch's lines, and `onChunk` gets the batch's rows with it. A period with nothing in it is
 * one chunk, the header alone, with no rows. `onChunk` returns false to stop early (a client that
 * went away); a chunk is produced only once the one before it was taken. Resolves with the rows read.
 */
export async function forEachCsvChunk(
  pg: Knex,
  scope: ReportScope,
  onChunk: (chunk: string, rows: ReportRow[]) => Promise<boolean>,
  batchSize?: number
): Promise<number> {
  let started = false
  const read = await forEachBatch<ReportRow>(
    pg,
    scope,
    (rows) => {
      const head = started ? "" : csvHeader(scope.report)
      started = true
      return onChunk(head + csvRows(scope.report, rows as ReadonlyArray<Record<string, string | null>>), rows)
    },
    batchSize
  )
  if (!started) await onChunk(csvHeader(scope.report), [])
  return read
}

export interface CsvFile {
  /** The file's text (UTF-8 once encoded), as the download serves it. */
  text: string
  /** Its rows (the header not counted). */
  rows: number
  /** Its size in bytes, UTF-8. */
  bytes: number
  /** False when it grew past `maxBytes`: `text` is then empty (`rows` and `bytes` still count the whole file). */
  complete: boolean
}

/**
 * The whole file in memory (an e-mail's attachment), at most `maxBytes` of it: past that the text
 * is let go (`complete` false) and the reading goes on only to count, so a period too big to
 * mail costs no more memory than the limit and one batch. `onRows` sees every batch's rows (the
 * e-mail's totals).
 */
export async function reportCsvFile(pg: Knex, scope: ReportScope, options: { maxBytes?: number; onRows?: (rows: ReportRow[]) => void } = {}): Promise<CsvFile> {
  const chunks: string[] = []
  let bytes = 0
  let rows = 0
  let complete = true
  await forEachCsvChunk(pg, scope, async (chunk, batch) => {
    bytes += Buffer.byteLength(chunk, "utf8")
    rows += batch.length
    options.onRows?.(batch)
    if (options.maxBytes !== undefined && bytes > options.maxBytes) complete = false
    if (complete) chunks.push(chunk)
    else chunks.length = 0
    return true
  })
  return { text: complete ? chunks.join("") : "", rows, bytes, complete }
}
