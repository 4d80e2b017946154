/**
 * The postback log (design.md, "Postbacks"): every postback received, with what became of it
 * and why, in words — never the token or the body. It makes a wrong postback URL or secret
 * visible from the admin instead of only in server logs. Written by the provider (which sees
 * every delivery) over the shared connection; kept 30 days.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"

export const POSTBACK_LOG_TABLE = "cryptocloud_postback"
export const POSTBACK_OUTCOMES = ["applied", "duplicate", "rejected", "ignored"] as const
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number]
export const POSTBACK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

export interface PostbackLogEntry {
  /** The invoice the postback named (verified or not); null when it named none. */
  invoice_id: string | null
  outcome: PostbackOutcome
  /** Why, in words (no token, no body). */
  reason: string
  /** The invoice status the postback was applied with (for telling repeats apart). */
  status?: string | null
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
  }
  if (entry.outcome !== "applied" || !row.invoice_id || !row.status) {
    await pg(POSTBACK_LOG_TABLE).insert({ ...row, outcome: entry.outcome })
    return entry.outcome
  }
  // Telling a repeat apart and writing the line in one statement (one round trip per postback).
  const { rows } = await pg.raw<{ rows: Array<{ outcome: PostbackOutcome }> }>(
    `INSERT INTO ${POSTBACK_LOG_TABLE} (id, received_at, invoice_id, status, outcome, reason)
     SELECT :id, :received_at, :invoice_id, :status, seen.outcome,
            CASE WHEN seen.outcome = 'duplicate' THEN 'repeated: ' || :reason ELSE :reason END
     FROM (SELECT CASE WHEN EXISTS (
             SELECT 1 FROM ${POSTBACK_LOG_TABLE}
             WHERE deleted_at IS NULL AND invoice_id = :invoice_id AND status = :status AND outcome IN ('applied', 'duplicate')
           ) THEN 'duplicate' ELSE 'applied' END AS outcome) AS seen
     RETURNING outcome`,
    row
  )
  return rows[0].outcome
}

/** Drop entries older than the retention; returns how many went. */
export async function prunePostbackLog(pg: Knex, now = Date.now()): Promise<number> {
  return pg(POSTBACK_LOG_TABLE).where("received_at", "<", new Date(now - POSTBACK_LOG_RETENTION_MS)).del()
}
