/**
 * The ledger rows of one payment collection: every invoice made for a session of it (an order's
 * own collection may have had several — one expired, then paid again). The ledger records the
 * collection of each invoice's session when it creates the row (domain/session-cart.ts).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE, type LedgerRow } from "../ledger/columns"

/** More than a pay page ever shows; a bound, so a churned collection cannot make the read large. */
const MAX_ROWS = 50

/** Newest first. */
export async function invoicesOfCollection(pg: Knex, collectionId: string): Promise<LedgerRow[]> {
  if (!collectionId) return []
  return (await pg(LEDGER_TABLE)
    .whereNull("deleted_at")
    .where({ payment_collection_id: collectionId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(MAX_ROWS)) as LedgerRow[]
}
