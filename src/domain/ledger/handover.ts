/**
 * Invoices are handed over between the sessions of one cart instead of being churned.
 *
 * Every `POST /store/payment-collections/:id/payment-sessions` deletes the cart's session and
 * makes a new one. Cancelling the old invoice and creating a new one for the same cart, amount and
 * currency cost the merchant four service calls per click (info, cancel, info, create), all
 * reachable with the public publishable key. So a deleted session only *releases* its invoice
 * (`session_live = false`, `released_at` = now); a new session of the same payment collection
 * (one per cart), amount and currency takes a released, unexpired, unpaid invoice over (the
 * ledger's `session_id` then names it: see invoice-match.ts holderSessionId); what nobody takes
 * within HANDOVER_GRACE_MS is cancelled with one call (no reads around it), or by the job.
 *
 * `released_at` keeps the time of the last release after a takeover too, so the reconciliation
 * leaves a just-handed-over invoice alone while Medusa stores it on the new session.
 * Every transition is one conditional UPDATE: a takeover and a cancel claim of the same row
 * serialise on its row lock, and Postgres re-checks the WHERE after the wait, so exactly one wins.
 *
 * Only within one project: a cart whose shopper switches to another project's provider (another
 * storefront brand, another region) gets that project's invoice; the released one is cancelled
 * with its own project's key, never taken over or cancelled by the other project's provider.
 *
 * None of the cancels applies on a payment collection of an order (order-collection.ts): its id
 * is public, so the session that replaced the customer's may be a stranger's, and the invoice the
 * customer was given stays payable until it expires at the service.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { FiatMoney } from "../money"
import { LEDGER_TABLE, type LedgerRow } from "./columns"
import { FORMER_SESSIONS_SQL, holderExistsSql } from "./holder"
import { orderCollectionSql } from "./order-collection"
import { rowOfProjectSql, type LedgerProject } from "./projects"

/** How long a released invoice waits for a new session of its cart before it is cancelled. */
export const HANDOVER_GRACE_MS = 10_000
/**
 * How long a new session waits for a live sibling (same cart, amount, currency) to be released:
 * Medusa's createPaymentSessionsWorkflow creates the new session and deletes the old ones in
 * parallel, so the release may come a few milliseconds after the new session asks.
 */
export const SIBLING_RELEASE_WAIT_MS = 2_000
/**
 * An invoice is reused only while at least half of its lifetime is left: the customer must not be
 * handed a pay page that expires in a minute.
 */
export const REUSE_MIN_LIFETIME_FRACTION = 0.5
/** A cancel claim this old whose invoice the service still shows `created` was never sent. */
export const STALE_CANCEL_CLAIM_MS = 10 * 60 * 1000

export interface HandoverQuery {
  collectionId: string
  sessionId: string
  money: FiatMoney
  /**
   * The payment currency the storefront chose for the new session, if any: another one needs a
   * new invoice, and so does an invoice made without a coin (the service gives it its default
   * coin but no address: nothing a shopper who chose that coin could pay to).
   */
  cryptocurrency?: string | null
  /**
   * The project of the new session's provider: only its invoices are taken over (another
   * project's invoice is read, paid and cancelled with another key). Absent: any project's.
   */
  project?: LedgerProject
  /**
   * The new session is the customer's own path (not anonymous store traffic): an invoice a
   * stranger opened that it takes over is the customer's from now on (`opened_by_stranger` cleared).
   */
  ownPath?: boolean
  now?: Date
}

/** SQL and bindings of "the row is this project's" (projects.ts), or nothing without a project. */
function projectCondition(project: LedgerProject | undefined, alias?: string): { sql: string; bindings: Record<string, unknown> } {
  if (!project) return { sql: "", bindings: {} }
  return { sql: ` AND ${rowOfProjectSql(alias)}`, bindings: { shop: project.shopId, unassigned: project.ownsUnassigned } }
}

/** Conditions shared by "may be taken over" and "a sibling may release it soon". */
function sameCartUnpaid(query: HandoverQuery) {
  const now = query.now ?? new Date()
  const ofProject = projectCondition(query.project)
  // `status = 'created'`: nothing was paid on it (any money makes it partial/paid).
  const sql = `deleted_at IS NULL AND payment_collection_id = :collection AND fiat_amount = :amount
    AND fiat_currency = :currency AND status = 'created' AND settled_at IS NULL AND cancel_sent_at IS NULL
    AND expires_at IS NOT NULL
    AND expires_at > CAST(:now AS timestamptz) + (expires_at - created_at) * ${REUSE_MIN_LIFETIME_FRACTION}
    AND (CAST(:crypto AS text) IS NULL OR (crypto_currency = :crypto AND COALESCE(address, '') <> ''))
    AND session_id <> :session${ofProject.sql}`
  const bindings = {
    ...ofProject.bindings,
    collection: query.collectionId,
    amount: query.money.toDecimalString(),
    currency: query.money.currency,
    now: now.toISOString(),
    crypto: query.cryptocurrency ?? null,
    session: query.sessionId,
  }
  return { sql, bindings, now }
}

/**
 * Take a released invoice of this cart over for the new session, or null when there is none.
 * SKIP LOCKED: two new sessions of one cart racing never wait on each other; one gets it.
 */
export async function takeOverReleasedInvoice(pg: Knex, query: HandoverQuery): Promise<LedgerRow | null> {
  const { sql, bindings, now } = sameCartUnpaid(query)
  const { rows } = await pg.raw<{ rows: LedgerRow[] }>(
    `WITH candidate AS (
       SELECT id FROM ${LEDGER_TABLE}
       WHERE ${sql} AND session_live = false AND released_at IS NOT NULL AND NOT ${holderExistsSql()}
       ORDER BY released_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE ${LEDGER_TABLE} AS l SET session_id = :session, session_live = true, updated_at = :now,
       former_session_ids = ${FORMER_SESSIONS_SQL("l")}, opened_by_stranger = l.opened_by_stranger AND NOT CAST(:ownPath AS boolean)
     FROM candidate WHERE l.id = candidate.id
     RETURNING l.*`,
    { ...bindings, now: now.toISOString(), ownPath: query.ownPath ?? false }
  )
  return rows[0] ?? null
}

/**
 * Whether the cart has an invoice this session could take once it is released: held by a live
 * sibling, or released a moment ago (a release that committed between a failed takeover and
 * this look counts too: the caller then simply tries again).
 */
export async function hasCandidate(pg: Knex, query: HandoverQuery): Promise<boolean> {
  const { sql, bindings } = sameCartUnpaid(query)
  const { rows } = await pg.raw<{ rows: unknown[] }>(`SELECT 1 FROM ${LEDGER_TABLE} WHERE ${sql} LIMIT 1`, bindings)
  return rows.length > 0
}

/**
 * The session holding this invoice was deleted: it waits for a taker, then for its cancel. Only
 * for the holder the ledger names (`holderId`), and only once that session is gone from Medusa's
 * table: a deletePayment whose (storefront-written) data names someone else's invoice releases
 * nothing, because that invoice's holder is still there (ledger/holder.ts).
 */
export async function releaseInvoice(
  pg: Knex,
  uuid: string,
  holderId: string,
  now = new Date(),
  project?: LedgerProject
): Promise<Pick<LedgerRow, "status"> | null> {
  const ofProject = projectCondition(project)
  const { rows } = await pg.raw<{ rows: Array<Pick<LedgerRow, "status">> }>(
    `UPDATE ${LEDGER_TABLE} SET session_live = false, released_at = :now, updated_at = :now
     WHERE uuid = :uuid AND deleted_at IS NULL AND session_id = :holder AND NOT ${holderExistsSql()}${ofProject.sql}
     RETURNING status`,
    { ...ofProject.bindings, uuid, holder: holderId, now: now.toISOString() }
  )
  return rows[0] ?? null
}

/**
 * Claim the cancel of a released invoice nobody took (true: this caller sends it). The claim is
 * the marker the reconciliation reads too: `cancel_sent_at` rows with nothing received are read
 * at a slower cadence until they close.
 */
export async function claimCancel(pg: Knex, uuid: string, now = new Date(), project?: LedgerProject): Promise<boolean> {
  const ofProject = projectCondition(project)
  const { rows } = await pg.raw<{ rows: unknown[] }>(
    `UPDATE ${LEDGER_TABLE} SET cancel_sent_at = :now, updated_at = :now
     WHERE uuid = :uuid AND deleted_at IS NULL AND session_live = false AND released_at IS NOT NULL
       AND released_at <= CAST(:cutoff AS timestamptz) AND cancel_sent_at IS NULL AND status = 'created' AND settled_at IS NULL
       AND NOT ${holderExistsSql()} AND NOT ${orderCollectionSql(`${LEDGER_TABLE}.payment_collection_id`)}${ofProject.sql}
     RETURNING id`,
    { ...ofProject.bindings, uuid, now: now.toISOString(), cutoff: new Date(now.getTime() - HANDOVER_GRACE_MS).toISOString() }
  )
  return rows.length > 0
}

/**
 * The reconciliation's claim before it cancels an unpaid invoice no session holds: refused when a
 * new session took it over meanwhile (live after a release) or it was released within the grace,
 * so the job never cancels an invoice a customer was just handed — nor one of an order's
 * payment collection, whose holder may have been replaced by anyone who knows the order id.
 */
export async function claimOrphanCancel(pg: Knex, uuid: string, now = new Date()): Promise<boolean> {
  const { rows } = await pg.raw<{ rows: unknown[] }>(
    `UPDATE ${LEDGER_TABLE} SET cancel_sent_at = :now, updated_at = :now
     WHERE uuid = :uuid AND deleted_at IS NULL
       AND (cancel_sent_at IS NULL OR cancel_sent_at <= CAST(:stale AS timestamptz))
       AND NOT (session_live = true AND released_at IS NOT NULL)
       AND (released_at IS NULL OR released_at <= CAST(:cutoff AS timestamptz))
       AND NOT ${orderCollectionSql(`${LEDGER_TABLE}.payment_collection_id`)}
     RETURNING id`,
    {
      uuid,
      now: now.toISOString(),
      cutoff: new Date(now.getTime() - HANDOVER_GRACE_MS).toISOString(),
      // A cancel claimed by a process that died before its call: the invoice is still `created`.
      stale: new Date(now.getTime() - STALE_CANCEL_CLAIM_MS).toISOString(),
    }
  )
  return rows.length > 0
}

/** The cancel did not go through: the job cancels it (an orphan with no holder) on its next read. */
export async function unclaimCancel(pg: Knex, uuid: string): Promise<void> {
  await pg.raw(`UPDATE ${LEDGER_TABLE} SET cancel_sent_at = NULL, updated_at = now() WHERE uuid = :uuid AND deleted_at IS NULL`, { uuid })
}

/**
 * Released invoices of this payment collection that are no longer needed because a live session
 * of the collection already holds another invoice (Medusa keeps one session per collection: the
 * storefront chose a coin, so the session made without one got a new invoice). Claimed for a
 * cancel at once rather than after the grace, so the shopper has one open invoice, not two.
 * `only`: just this invoice (a release that finds a sibling already holding one).
 */
export async function claimSupersededCancels(
  pg: Knex,
  collectionId: string | null,
  only: string | null,
  now = new Date(),
  project?: LedgerProject
): Promise<string[]> {
  const ofProject = projectCondition(project, "l")
  const { rows } = await pg.raw<{ rows: Array<{ uuid: string }> }>(
    `UPDATE ${LEDGER_TABLE} AS l SET cancel_sent_at = :now, updated_at = :now
     WHERE l.deleted_at IS NULL AND l.session_live = false AND l.released_at IS NOT NULL AND l.cancel_sent_at IS NULL
       AND l.status = 'created' AND l.settled_at IS NULL
       AND (CAST(:only AS text) IS NULL OR l.uuid = :only)
       AND (CAST(:collection AS text) IS NULL OR l.payment_collection_id = :collection)
       AND NOT ${holderExistsSql("l")} AND NOT ${orderCollectionSql("l.payment_collection_id")}${ofProject.sql}
       AND EXISTS (
         SELECT 1 FROM ${LEDGER_TABLE} AS kept
         WHERE kept.deleted_at IS NULL AND kept.payment_collection_id = l.payment_collection_id AND kept.uuid <> l.uuid
           AND kept.session_live = true AND ${holderExistsSql("kept")}
       )
     RETURNING l.uuid`,
    { ...ofProject.bindings, now: now.toISOString(), only, collection: collectionId }
  )
  return rows.map((row) => row.uuid)
}
