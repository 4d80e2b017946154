/**
 * A report's SQL for one project and period: the rows in time order (then id, so a page never
 * repeats or skips a row), a page of them, and their count. Bindings are positional and only
 * values (the project, the period, the page); everything else is the code's own SQL.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { RecordReportName, ReportRow } from "../../contracts/admin-reports"
import type { ReportBounds } from "./period"
import { REPORT_SOURCES, selectList } from "./sources"

export interface ReportScope {
  report: RecordReportName
  bounds: ReportBounds
  /** The project asked for. */
  shopId: string
  /** Records without a shop id (from before projects, until boot fills them) are the first project's. */
  ownsUnassigned: boolean
  /** The e-mail columns masked: an admin without `cryptocloud:export` (personal-columns.ts). */
  maskPersonal?: boolean
}

export interface ReportSql {
  sql: string
  bindings: Knex.RawBinding[]
}

/** WHERE of a report: live records of the project in the period, that the report holds. */
function where(scope: ReportScope): ReportSql {
  const s = REPORT_SOURCES[scope.report]
  const a = s.alias
  return {
    sql: `${a}.deleted_at IS NULL
    AND ${s.time} >= ?::timestamptz AND ${s.time} < ?::timestamptz
    AND (${a}.shop_id = ? OR (?::boolean AND ${a}.shop_id IS NULL))${s.filter ? `\n    AND ${s.filter}` : ""}`,
    bindings: [scope.bounds.since, scope.bounds.until, scope.shopId, scope.ownsUnassigned],
  }
}

/** The report's columns (bound first: the `shop_id` of records without one). */
function columnsSql(scope: ReportScope): string {
  const s = REPORT_SOURCES[scope.report]
  return selectList(scope.report, `COALESCE(${s.alias}.shop_id, ?)`, scope.maskPersonal)
}

/** Every row of the period, in order (the JSON's pages; the CSV reads it in batches: reportBatchSql). */
export function reportRowsSql(scope: ReportScope): ReportSql {
  const s = REPORT_SOURCES[scope.report]
  const w = where(scope)
  return {
    sql: `SELECT
  ${columnsSql(scope)}
FROM ${s.table} ${s.alias}
  ${s.joins}
WHERE ${w.sql}
ORDER BY ${s.time}, ${s.alias}.id`,
    bindings: [scope.shopId, ...w.bindings],
  }
}

/** Where a batch of the CSV ends: its last row's time (ISO 8601 UTC, to the microsecond) and id. */
export interface ReportKey {
  time: string
  id: string
}

/** The key's columns in a batch's rows (cursor.ts takes them off before the rows go on). */
export const REPORT_KEY_TIME = "__report_key_time"
export const REPORT_KEY_ID = "__report_key_id"

/**
 * The next `limit` rows of the period after `after` (null: from the first), in the same order
 * as reportRowsSql: keyset pagination on (time, id), the order's own columns, so each batch is
 * one short statement that starts where the last one ended (an index range, not an OFFSET).
 * The time goes out and comes back as text to the microsecond: a JavaScript Date would cut it
 * to the millisecond and repeat or skip rows of the same millisecond.
 */
export function reportBatchSql(scope: ReportScope, after: ReportKey | null, limit: number): ReportSql {
  const s = REPORT_SOURCES[scope.report]
  const w = where(scope)
  const seek = after ? `\n  AND (${s.time}, ${s.alias}.id) > (?::timestamptz, ?)` : ""
  return {
    sql: `SELECT
  ${columnsSql(scope)},
  to_char(${s.time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "${REPORT_KEY_TIME}",
  ${s.alias}.id AS "${REPORT_KEY_ID}"
FROM ${s.table} ${s.alias}
  ${s.joins}
WHERE ${w.sql}${seek}
ORDER BY ${s.time}, ${s.alias}.id
LIMIT ?`,
    bindings: [scope.shopId, ...w.bindings, ...(after ? [after.time, after.id] : []), Math.max(1, Math.floor(limit))],
  }
}

/** One page of the rows and the period's count (the JSON answer). */
export async function reportPage(pg: Knex, scope: ReportScope, page: { offset: number; limit: number }): Promise<{ rows: Array<ReportRow>; count: number }> {
  const s = REPORT_SOURCES[scope.report]
  const rows = reportRowsSql(scope)
  const w = where(scope)
  const [result, counted] = await Promise.all([
    pg.raw<{ rows: ReportRow[] }>(`${rows.sql}\nLIMIT ? OFFSET ?`, [...rows.bindings, page.limit, page.offset]),
    // The joins add no rows (one at most each), so the count needs the table alone.
    pg.raw<{ rows: Array<{ count: number }> }>(`SELECT count(*)::int AS count FROM ${s.table} ${s.alias} WHERE ${w.sql}`, w.bindings),
  ])
  return { rows: result.rows, count: counted.rows[0]?.count ?? 0 }
}
