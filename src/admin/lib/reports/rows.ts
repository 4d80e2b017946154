/**
 * A report's JSON answer as the admin reads it (src/contracts/admin-reports.ts): `{ columns,
 * rows, count, start, end }`, each row the CSV's row — one cell per column, in the columns'
 * order, text exactly as the CSV holds it (amounts the service's decimal strings, times ISO 8601
 * UTC), null for an empty cell. The admin reads rows by column name, whatever report they are of.
 */
import { reportRecords, type ReportResponse } from "../../../contracts"

/** A row of any report, by column name. */
export type ReportRow = Record<string, string | null>

/** The answer's rows by column name, every column present (a cell the route left out is empty). */
export function rowsOf(answer: Pick<ReportResponse, "columns" | "rows">): ReportRow[] {
  return reportRecords(answer) as ReportRow[]
}
