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
  let outcome = entry.outcome
  if (outcome === "applied" && entry.invoice_id && entry.status) {
    const earlier = await pg(POSTBACK_LOG_TABLE)
      .whereNull("deleted_at")
      .where({ invoice_id: entry.invoice_id, status: entry.status })
      .whereIn("outcome", ["applied", "duplicate"])
      .first("id")
    if (earlier) outcome = "duplicate"
  }
  await pg(POSTBACK_LOG_TABLE).insert({
    id: generateEntityId(undefined, "ccpb"),
    received_at: now,
    invoice_id: entry.invoice_id?.slice(0, 64) ?? null,
    outcome,
    status: entry.status ?? null,
    reason: outcome === "duplicate" ? `repeated: ${entry.reason}` : entry.reason.slice(0, 500),
  })
  return outcome
}

/** Drop entries older than the retention; returns how many went. */
export async function prunePostbackLog(pg: Knex, now = Date.now()): Promise<number> {
  return pg(POSTBACK_LOG_TABLE).where("received_at", "<", new Date(now - POSTBACK_LOG_RETENTION_MS)).del()
}
