/**
 * The ledger rows of some payment collections: every invoice made for a session of theirs,
 * including sessions Medusa has since deleted (a replaced session, a changed cart) when the row
 * recorded its collection, and older rows (no collection recorded) through their live sessions.
 * How an order's crypto payments are listed (the order widget's route): from the ledger, never
 * from session data.
 *
 * Plan: BitmapOr of the `payment_collection_id` and `session_id` indexes, then a sort of the
 * order's few rows; no LIMIT, so no plan that walks `created_at` instead (BENCHMARKS.md part 8).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE, type LedgerRow } from "./columns"
import { isUndefinedTable } from "./store"

export async function ledgerRowsOfPayments(pg: Knex, { collectionIds, sessionIds }: { collectionIds: string[]; sessionIds: string[] }): Promise<LedgerRow[]> {
  if (!collectionIds.length && !sessionIds.length) return []
  try {
    return (await pg(LEDGER_TABLE)
      .whereNull("deleted_at")
      .where((where) => {
        if (collectionIds.length) where.orWhereIn("payment_collection_id", collectionIds)
        if (sessionIds.length) where.orWhereIn("session_id", sessionIds)
      })
      .orderBy([
        { column: "created_at", order: "asc" },
        { column: "id", order: "asc" },
      ])) as LedgerRow[]
  } catch (error) {
    if (isUndefinedTable(error)) return []
    throw error
  }
}
