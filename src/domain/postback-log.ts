/**
 * The postback log (design.md, "Postbacks"): every postback received, with what became of it
 * and why, in words and as a code of a closed set (postback-reasons.ts) — never the token or
 * the body. It makes a wrong postback URL or secret visible from the admin instead of only in
 * server logs. Written by the provider (which sees every delivery) over the shared connection;
 * kept 30 days (jobs/prune-cryptocloud-postback-log.ts).
 *
 * Verified postbacks (`applied`, `duplicate`) are one line each. Rejected and ignored ones, which
 * anyone can send, are counted per outcome, reason and minute (postback-counter.ts) and written
 * as one line with a `count` by writeCountedLines: the log grows at a bounded rate whatever the
 * traffic.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { PostbackReasonCode } from "../lib/cryptocloud/postback-reason-codes"
import type { Tally } from "./postback-counter"
import { insertWithTail } from "./sql"

export const POSTBACK_LOG_TABLE = "cryptocloud_postback"
export const POSTBACK_OUTCOMES = ["applied", "duplicate", "rejected", "ignored"] as const
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number]
export const POSTBACK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000
/** The outcomes of postbacks whose token verified: only these say CryptoCloud reaches the store. */
export const VERIFIED_OUTCOMES = ["applied", "duplicate"] as const satisfies readonly PostbackOutcome[]

export interface PostbackLogEntry {
  /** The invoice the postback named (verified or not); null when it named none. */
  invoice_id: string | null
  outcome: PostbackOutcome
  /** Why, in words (no token, no body). */
  reason: string
  /** The code of `reason` (postback-reasons.ts gives both together). */
  reason_code: PostbackReasonCode
  /** The invoice status the postback was applied with (for telling repeats apart). */
  status?: string | null
  /** The project whose hook it arrived at (its shop id). */
  shop_id?: string | null
}

/**
 * Write one entry. An "applied" postback for an invoice and status that an earlier postback
 * already brought is logged as a "duplicate" (the service re-delivers; a proxy repeats).
 */
export async function recordPostback(pg: Knex, entry: PostbackLogEntry, now = new Date()): Promise<PostbackOutcome> {
  const row = {
    id: generateEntityId(undefined, "ccpb"),
    received_at: now,
    invoice_id: entry.invoice_id?.slice(0, 64) ?? null,
    status: entry.status ?? null,
    reason: entry.reason.slice(0, 500),
    reason_code: entry.reason_code,
    shop_id: entry.shop_id ?? null,
  }
  if (entry.outcome !== "applied" || !row.invoice_id || !row.status) {
    await pg(POSTBACK_LOG_TABLE).insert({ ...row, outcome: entry.outcome })
    return entry.outcome
  }
  // Telling a repeat apart and writing the line in one statement, after a lock on the invoice and
  // status: a service re-delivering while the first delivery is still being written (or two
  // instances taking both) would otherwise both find no line and both log "applied". The lock is
  // taken in a statement of its own, so the insert's snapshot sees a line the other committed.
  const { rows } = await pg.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [`cryptocloud:postback-log:${row.invoice_id}:${row.status}`])
    return trx.raw<{ rows: Array<{ outcome: PostbackOutcome }> }>(
      `INSERT INTO ${POSTBACK_LOG_TABLE} (id, received_at, invoice_id, status, outcome, reason, reason_code, shop_id)
     SELECT :id, :received_at, :invoice_id, :status, seen.outcome,
            CASE WHEN seen.outcome = 'duplicate' THEN 'repeated: ' || :reason ELSE :reason END, :reason_code, :shop_id
     FROM (SELECT CASE WHEN EXISTS (
             SELECT 1 FROM ${POSTBACK_LOG_TABLE}
             WHERE deleted_at IS NULL AND invoice_id = :invoice_id AND status = :status AND outcome IN ('applied', 'duplicate')
           ) THEN 'duplicate' ELSE 'applied' END AS outcome) AS seen
     RETURNING outcome`,
      row
    )
  })
  return rows[0].outcome
}

/**
 * Counted lines: one row per bucket (`outcome|reason|minute`), added to by every instance (the
 * unique index on `bucket`). `received_at` is the latest arrival counted; `invoice_id` stays only
 * while every postback of the line named the same invoice (see Tally); `reason_code` goes with the
 * reason (a line begun by an instance that wrote no code gets it). One statement per flush.
 */
export async function writeCountedLines(pg: Knex, tallies: Tally[], shopId: string | null = null): Promise<void> {
  if (!tallies.length) return
  const rows = tallies.map((tally) => ({
    id: generateEntityId(undefined, "ccpb"),
    received_at: tally.lastAt,
    invoice_id: tally.invoiceId,
    status: null,
    outcome: tally.outcome,
    reason: tally.reason,
    reason_code: tally.reasonCode,
    count: tally.count,
    // Each project's hook counts its own lines (its log is its project's).
    bucket: shopId ? `${tally.bucket}|${shopId}` : tally.bucket,
    shop_id: shopId,
  }))
  await insertWithTail(
    pg,
    POSTBACK_LOG_TABLE,
    rows,
    `ON CONFLICT (bucket) WHERE bucket IS NOT NULL AND deleted_at IS NULL DO UPDATE SET
       count = ${POSTBACK_LOG_TABLE}.count + excluded.count,
       received_at = GREATEST(${POSTBACK_LOG_TABLE}.received_at, excluded.received_at),
       invoice_id = CASE WHEN ${POSTBACK_LOG_TABLE}.invoice_id = excluded.invoice_id THEN excluded.invoice_id END,
       reason_code = COALESCE(${POSTBACK_LOG_TABLE}.reason_code, excluded.reason_code),
       updated_at = now()`
  )
}

/**
 * One project's part of the log: the lines its hook wrote, and — for the first project, which an
 * upgrade gives every older record — lines of no project (written before projects existed).
 */
export interface PostbackLogScope {
  shopId: string
  withUnassigned: boolean
}

function inScope(query: Knex.QueryBuilder, scope: PostbackLogScope | undefined): Knex.QueryBuilder {
  if (!scope) return query
  return query.where((where) => {
    where.where("shop_id", scope.shopId)
    if (scope.withUnassigned) where.orWhereNull("shop_id")
  })
}

/** When the last verified postback (applied or duplicate) arrived, or null; of one project when scoped. */
export async function lastVerifiedPostbackAt(pg: Knex, scope?: PostbackLogScope): Promise<Date | null> {
  const row = (await inScope(pg(POSTBACK_LOG_TABLE), scope)
    .whereIn("outcome", [...VERIFIED_OUTCOMES])
    .whereNull("deleted_at")
    .orderBy("received_at", "desc")
    .first("received_at")) as { received_at: Date | string } | undefined
  return row ? new Date(row.received_at) : null
}

/** Rejected postbacks (sum of counts) received since `since`: a wrong secret key, or a flood; of one project when scoped. */
export async function countRejectedSince(pg: Knex, since: Date, scope?: PostbackLogScope): Promise<number> {
  const row = (await inScope(pg(POSTBACK_LOG_TABLE), scope)
    .where("outcome", "rejected")
    .where("received_at", ">=", since)
    .whereNull("deleted_at")
    .sum({ total: "count" })
    .first()) as { total: string | number | null } | undefined
  return Number(row?.total ?? 0)
}

/** Rows deleted per statement: a flood-filled table never makes one long DELETE. */
export const PRUNE_BATCH = 5_000
/** Statements per call: what is left goes at the next run. */
export const PRUNE_MAX_BATCHES = 200

/**
 * Drop entries older than the retention, PRUNE_BATCH rows per statement (each its own short
 * transaction), at most PRUNE_MAX_BATCHES statements per call; returns how many went.
 *
 * Plan: an InitPlan collects the batch's ids by IDX_cryptocloud_postback_received_at
 * (`received_at < cutoff`, up to a batch), then an Index Scan on the primary key deletes them
 * (`id = ANY($0)`): a run costs the lines it deletes, never the log (BENCHMARKS.md part 8). Both
 * halves were wrong before at a large log: `id IN (SELECT … LIMIT n)` let the planner hash the
 * subquery and seq-scan the whole table to join it (it plans for the LIMIT, not the few lines
 * actually due), and the `received_at` index was partial (`deleted_at IS NULL`), which this
 * subquery — every line older than the cutoff, deleted or not — cannot use; it is a plain one now.
 */
export async function prunePostbackLog(pg: Knex, now = Date.now(), { batch = PRUNE_BATCH, maxBatches = PRUNE_MAX_BATCHES } = {}): Promise<number> {
  const cutoff = new Date(now - POSTBACK_LOG_RETENTION_MS)
  let total = 0
  for (let i = 0; i < maxBatches; i++) {
    const { rowCount } = await pg.raw<{ rowCount: number | null }>(
      `DELETE FROM ${POSTBACK_LOG_TABLE}
       WHERE id = ANY(ARRAY(SELECT id FROM ${POSTBACK_LOG_TABLE} WHERE received_at < ? LIMIT ?))`,
      [cutoff, batch]
    )
    const deleted = rowCount ?? 0
    total += deleted
    if (deleted < batch) break
  }
  return total
}
