/**
 * Which payment session holds which invoice: the ledger's `session_id`, never session `data`.
 *
 * Session data is public and storefront-controlled: Medusa stores the storefront's raw `data`
 * on the session row before it calls initiatePayment, and hands that raw data to deletePayment
 * when the session is deleted (a replacement, or a create that failed). A shopper can therefore
 * put another customer's invoice id (it is in that customer's pay-page URL) into a session of
 * their own. So everything that releases, hands over, cancels or shows an invoice asks here:
 * the invoice a session holds is the ledger row naming it, and an invoice is released only once
 * the session the ledger names is gone from Medusa's table.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE, type LedgerRow } from "./columns"
import { isUndefinedTable } from "./store"

/** SQL: the session the ledger row `alias` names still exists (Medusa hard-deletes sessions; soft-deleted counts as gone). */
export function holderExistsSql(alias: string = LEDGER_TABLE): string {
  return `EXISTS (SELECT 1 FROM payment_session ps WHERE ps.id = ${alias}.session_id AND ps.deleted_at IS NULL)`
}

/**
 * The invoice this session holds now, or null (a session whose create is still in flight, or
 * that never had one). When updatePayment replaced a session's invoice, the replaced row keeps
 * the session id with `session_live = false`: the live one, then the newest, wins.
 * Plan: Index Scan on IDX_cryptocloud_invoice_session_id, then a sort of the session's few rows
 * (one, or one per replaced invoice): the same at a thousand rows and at a million.
 */
export async function invoiceHeldBy(pg: Knex, sessionId: string): Promise<LedgerRow | null> {
  if (!sessionId) return null
  try {
    const { rows } = await pg.raw<{ rows: LedgerRow[] }>(
      `SELECT * FROM ${LEDGER_TABLE} WHERE session_id = :sessionId AND deleted_at IS NULL
       ORDER BY session_live DESC, created_at DESC, id DESC LIMIT 1`,
      { sessionId }
    )
    return rows[0] ?? null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}

/** SQL for an UPDATE that gives row `alias` a new holder: the current one joins the former ones. */
export function FORMER_SESSIONS_SQL(alias: string = LEDGER_TABLE): string {
  return `array_append(COALESCE(${alias}.former_session_ids, '{}'::text[]), ${alias}.session_id)`
}

/**
 * The invoice a session holds or held: a session Medusa deleted (a stranger's session replaced
 * it on an order's collection, say) still names the invoice its customer was given, also once a
 * newer session took it over or the plugin adopted it (adoption.ts). Null when none.
 * Plan: BitmapOr of IDX_cryptocloud_invoice_session_id and the GIN index of `former_session_ids`
 * (partial: only rows that have any; `@>` implies NOT NULL, so the planner may use it), a few
 * rows sorted. Not the LIMIT 1 trap (a backward walk of `created_at` hoping to meet a match):
 * both conditions are estimated at a row or so, as ids are unique (BENCHMARKS.md part 8).
 */
export async function invoiceHeldOrFormerlyHeldBy(pg: Knex, sessionId: string): Promise<LedgerRow | null> {
  if (!sessionId) return null
  try {
    const { rows } = await pg.raw<{ rows: LedgerRow[] }>(
      `SELECT * FROM ${LEDGER_TABLE} WHERE deleted_at IS NULL AND (session_id = :sessionId OR former_session_ids @> ARRAY[CAST(:sessionId AS text)])
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      { sessionId }
    )
    return rows[0] ?? null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}

/**
 * Whether the session the ledger names for this invoice still exists: null when the ledger does
 * not know the invoice (nothing to release or cancel), else the holder's id and whether it lives.
 */
export async function holderOf(pg: Knex, uuid: string): Promise<{ sessionId: string; exists: boolean } | null> {
  try {
    const { rows } = await pg.raw<{ rows: Array<{ session_id: string; exists: boolean }> }>(
      `SELECT session_id, ${holderExistsSql()} AS exists FROM ${LEDGER_TABLE} WHERE uuid = :uuid AND deleted_at IS NULL LIMIT 1`,
      { uuid }
    )
    return rows[0] ? { sessionId: rows[0].session_id, exists: rows[0].exists } : null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}
