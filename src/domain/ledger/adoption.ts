/**
 * A paid invoice of an order's payment collection whose session is gone gets a session again.
 *
 * On an order's collection anyone who knows the order id can open a session, and Medusa deletes
 * the collection's earlier sessions when they do (order-collection.ts). The customer may already
 * be paying the invoice they were given: when that money arrives, the plugin opens a new session
 * on the collection *for that invoice* and captures it, so the payment lands on the order once.
 *
 * The new session is made through Medusa's payment module, which calls the provider's
 * initiatePayment: inside `withinAdoption` the provider binds the named invoice to the new session
 * instead of creating one. The scope lives in this process's async context only — no request,
 * session data or storefront value can open it — and the binding is one conditional UPDATE that
 * holds only while the invoice has no live holder, so two instances adopting at once bind it once.
 */
import { AsyncLocalStorage } from "node:async_hooks"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE, type LedgerRow } from "./columns"
import { FORMER_SESSIONS_SQL, holderExistsSql } from "./holder"
import { rowOfProjectSql, type LedgerProject } from "./projects"

const adoption = new AsyncLocalStorage<{ uuid: string }>()

/** Run `create` (a payment module createPaymentSession) so that its provider adopts `uuid`. */
export function withinAdoption<T>(uuid: string, create: () => Promise<T>): Promise<T> {
  return adoption.run({ uuid }, create)
}

/** The invoice the session being created must adopt, or null for an ordinary session. */
export function invoiceToAdopt(): string | null {
  return adoption.getStore()?.uuid ?? null
}

/**
 * Bind the invoice to the new session of its own collection; null when it cannot be (another
 * session holds it now, or the session is on another collection). `released_at` moves, as after a
 * takeover, so a reconciliation pass leaves the row alone while Medusa stores the new session's data.
 */
export async function adoptInvoice(
  pg: Knex,
  uuid: string,
  sessionId: string,
  collectionId: string | null,
  now = new Date(),
  project?: LedgerProject
): Promise<LedgerRow | null> {
  if (!collectionId) return null
  // Only a provider of the invoice's own project adopts it: it reads (and captures) with that key.
  const ofProject = project ? ` AND ${rowOfProjectSql()}` : ""
  const { rows } = await pg.raw<{ rows: LedgerRow[] }>(
    `UPDATE ${LEDGER_TABLE} SET session_id = :session, session_live = true, released_at = :now, updated_at = :now,
       former_session_ids = ${FORMER_SESSIONS_SQL()}
     WHERE uuid = :uuid AND deleted_at IS NULL AND payment_collection_id = :collection AND NOT ${holderExistsSql()}${ofProject}
     RETURNING *`,
    {
      uuid,
      session: sessionId,
      collection: collectionId,
      now: now.toISOString(),
      ...(project ? { shop: project.shopId, unassigned: project.ownsUnassigned } : {}),
    }
  )
  return rows[0] ?? null
}
