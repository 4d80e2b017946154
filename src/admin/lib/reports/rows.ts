/**
 * A report's JSON answer as the admin reads it (GET /admin/cryptocloud/reports/:report,
 * design.md "Reports"): `{ columns, rows, count, start, end }`, each row one record with one
 * cell per column. Cells are shown as the file holds them — amounts stay the exact decimal
 * strings the service wrote — so a row becomes column → text (null for an empty cell).
 */

/** A cell as JSON may carry it. */
export type ReportCell = string | number | boolean | null

export interface ReportAnswer {
  columns: string[]
  /** One row per record: cells in column order, or keyed by column name. */
  rows: Array<ReportCell[] | Record<string, ReportCell | undefined>>
  count: number
  start: string
  end: string
}

/** A row of a report, by column name. */
export type ReportRow = Record<string, string | null>

function cellText(cell: ReportCell | undefined): string | null {
  if (cell === null || cell === undefined) return null
  // Amounts come as strings; a number or boolean (test_mode) is written as JSON writes it.
  return typeof cell === "string" ? cell : String(cell)
}

/** The answer's rows by column name, whichever of the two row shapes the route sends. */
export function rowsOf(answer: Pick<ReportAnswer, "columns" | "rows">): ReportRow[] {
  return answer.rows.map((row) => {
    const out: ReportRow = {}
    answer.columns.forEach((column, i) => {
      out[column] = cellText(Array.isArray(row) ? row[i] : row[column])
    })
    return out
  })
}
