/**
 * A report's JSON answer as the admin reads it (src/contracts/admin-reports.ts): `{ columns,
 * rows, count, start, end }`, each row one record with one cell per column — text exactly as
 * the CSV holds it (amounts the service's decimal strings, times ISO 8601 UTC), null for an
 * empty cell. The admin reads rows by column name, whatever report they are of.
 */
import type { ReportResponse } from "../../../contracts"

/** A row of any report, by column name. */
export type ReportRow = Record<string, string | null>

/** The answer's rows, every column present (a cell the route left out is empty). */
export function rowsOf(answer: Pick<ReportResponse, "columns" | "rows">): ReportRow[] {
  return answer.rows.map((row) => {
    const cells = row as Record<string, string | null | undefined>
    const out: ReportRow = {}
    for (const column of answer.columns) out[column] = cells[column] ?? null
    return out
  })
}
