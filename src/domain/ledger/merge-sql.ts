/**
 * The ledger's never-backwards rules as SQL expressions over a row's current values, so that
 * `observeInvoice` (store.ts) applies a read in one UPDATE: Postgres evaluates an UPDATE's SET
 * on the latest committed version of the row, under its row lock, so concurrent readers cannot
 * lose each other's updates without a separate locked SELECT and transaction.
 *
 * The status rule is not rewritten in SQL: the CASE is generated from `mergeStatus` itself (one
 * branch per status the row can hold), so status-map.ts stays the only place that decides it.
 */
import { INVOICE_STATUSES, type InvoiceStatus } from "../../lib/cryptocloud"
import { mergeStatus } from "../status-map"

export interface SqlPart {
  sql: string
  bindings: Array<string | null>
}

/**
 * `mergeStatus(<column>, next)`. A row without a status takes `next`; a status the plugin does
 * not know is kept (mergeStatus ranks it above nothing).
 */
export function mergedStatusSql(column: string, next: InvoiceStatus): SqlPart {
  const branches = INVOICE_STATUSES.map(() => "WHEN ? THEN ?").join(" ")
  return {
    sql: `(CASE ${column} ${branches} ELSE COALESCE(${column}, ?) END)`,
    bindings: [...INVOICE_STATUSES.flatMap((previous) => [previous, mergeStatus(previous, next)]), next],
  }
}

/** A finite decimal as the client reads amounts (and as Postgres' numeric parses it). */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/
// No "?" in SQL text: knex reads every one as a binding.
const DECIMAL_SQL = "'^[+-]{0,1}([0-9]+([.][0-9]*){0,1}|[.][0-9]+)([eE][+-]{0,1}[0-9]+){0,1}$'"

/**
 * `laterAmount(<column>, read)` of columns.ts: the larger of the recorded and the read amount,
 * compared as decimals (numeric), never floats. No read keeps the recorded one; no recorded one
 * takes the read; a value that is not a decimal never replaces one (as MathBN.gt says false).
 * The read is bound as text and, only when it is a decimal, as a numeric: Postgres may fold a
 * bound constant at planning time, so a cast that could fail is never written for it.
 */
export function laterAmountSql(column: string, read: string | null | undefined): SqlPart {
  if (read === undefined || read === null) return { sql: column, bindings: [] }
  const numeric = DECIMAL.test(read) ? read : null
  return {
    sql: `(CASE WHEN ${column} IS NULL THEN ?::text
      WHEN ?::numeric IS NULL OR ${column} !~ ${DECIMAL_SQL} THEN ${column}
      WHEN ?::numeric > ${column}::numeric THEN ?::text
      ELSE ${column} END)`,
    bindings: [read, numeric, numeric, read],
  }
}

/**
 * Whether a read is not older than what the row holds, as SQL (a boolean): its `received` is at
 * least the recorded one (money only grows; domain/ledger/columns.ts laterAmount), or either is
 * unknown. The figures that come with a read and may change with it (fees, the USD value, the
 * transaction list) are taken from such a read only, so a stale batch read applied after a
 * postback cannot put back the figures of before the payment. A CASE, so the column is cast only
 * once it is known to be a decimal.
 */
export function notOlderReadSql(column: string, read: string | null | undefined): SqlPart {
  const numeric = read !== undefined && read !== null && DECIMAL.test(read) ? read : null
  return {
    sql: `(CASE WHEN ${column} IS NULL OR ?::numeric IS NULL OR ${column} !~ ${DECIMAL_SQL} THEN true
      ELSE ?::numeric >= ${column}::numeric END)`,
    bindings: [numeric, numeric],
  }
}
