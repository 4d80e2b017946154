/**
 * In which order reconciliation reads the open ledger rows (store.ts `rowsToCheck`).
 *
 * Replacing a session can leave behind an invoice the plugin cancelled with nothing on it; each
 * such row stays open until 48 h after its expiry (a late payment could still land on it), and
 * anonymous traffic can make tens of thousands of them. Read least-recently-checked-first
 * together with everything else, they would stretch the cycle to over an hour before a paid
 * invoice whose postback was lost is read. So rows are split in two lanes:
 * - money rows — every open row that can hold money a customer is waiting on (unpaid, partly
 *   paid, paid but not yet held by an order, expired with a live session): read first, least
 *   recently checked first;
 * - churned rows — cancelled by the plugin with nothing received, and strangers' invoices on an
 *   order's collection that no live session holds, with nothing received, but the first of its
 *   collection (`opened_by_stranger`: a request that only knew the order id can make many, each
 *   replacing the last): read at most once every
 *   CHURNED_READ_INTERVAL_MS each, in what the money rows leave of a pass, plus a reserved tenth
 *   of the pass (rounded down) so they still close on a store that always has many money rows.
 * Bound: a money row is read within ceil(money rows / moneyShare(limit)) passes, however many
 * churned rows there are (while the service answers: a failed read leaves the rows in place).
 */

import { LEDGER_TABLE } from "./columns"

/** How often each churned row is read until it closes (a late payment on it is an unmatched payment, never a capture). */
export const CHURNED_READ_INTERVAL_MS = 30 * 60 * 1000

/** Rows of a pass reserved for due churned rows: a tenth, rounded down (none below 10). */
export function churnedShare(limit: number): number {
  return Math.floor(limit / 10)
}

/** Rows of a pass that go to money rows first, whatever the churned rows. */
export function moneyShare(limit: number): number {
  return limit - churnedShare(limit)
}

/**
 * An amount column that says "nothing": null, empty, or zero in any plain notation ("0",
 * "0.00000000"). No cast: an unreadable value must not break the whole query; it counts as
 * money (the safe side). No `?` in the pattern: knex would read it as a placeholder.
 */
export const ZERO_AMOUNT_PATTERN = "^[-+]{0,1}0*[.]{0,1}0*$"
const nothing = (column: string) => `(${column} IS NULL OR ${column} ~ '${ZERO_AMOUNT_PATTERN}')`

/**
 * SQL over the ledger row: cancelled by the plugin with nothing received. Either the plugin sent
 * the cancel of an invoice nobody held (`cancel_sent_at`), or no live session holds it and the
 * service says `canceled`, or a stranger opened it on an order's collection and a later session
 * replaced theirs (open or not: its postback still comes at once, only a lost one waits for the
 * slower read). A guest customer paying on the order's page cannot be told from a stranger, so
 * two of those stay money rows: the one a live session holds and the collection's first
 * (the customer has the order id first) — at most two per order's collection, however many
 * strangers add. In all cases no money was seen on it (still `created` or `canceled`, nothing paid
 * or received). Anything with money stays a money row. Over the ledger table unaliased (store.ts).
 */
export const CHURNED_ROW_SQL = `((cancel_sent_at IS NOT NULL OR (session_live = false AND (status = 'canceled' OR (opened_by_stranger = true
    AND EXISTS (SELECT 1 FROM ${LEDGER_TABLE} older WHERE older.payment_collection_id = ${LEDGER_TABLE}.payment_collection_id
      AND older.opened_by_stranger = true AND older.deleted_at IS NULL
      AND (older.created_at, older.id) < (${LEDGER_TABLE}.created_at, ${LEDGER_TABLE}.id))))))
  AND status IN ('created', 'canceled') AND ${nothing("amount_paid")} AND ${nothing("received")})`
