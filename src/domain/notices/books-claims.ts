/**
 * Claims of the books by e-mail (table `cryptocloud_books_mail`, one row per project, period kind,
 * period and address): the plugin's own "once", taken before anything is sent — Medusa's
 * notification `idempotency_key` is checked without a lock, so two instances at once would both
 * send. The row's id is the notification's idempotency key (`cryptocloud-books:<id>`).
 *
 * States:
 * - `claimed`: an instance inserted the row (a unique insert: one instance wins per address and
 *   period) or took it over for another attempt, and is sending;
 * - `sent`: Medusa's notification went out — final, never sent again;
 * - `failed`: the send threw; `next_attempt_at` says when a run tries again (backing off, up to
 *   BOOKS_MAX_ATTEMPTS; null: given up).
 * A `claimed` row older than BOOKS_CLAIM_STALE_MS is an instance that died mid-send: a run takes
 * it over like a failed one. Taking over is a compare-and-set on `attempts`, so one instance wins
 * it; a finish (`sent`/`failed`) counts only for the attempt that holds the row.
 *
 * Times are the caller's clock (`now`), one clock per run, so a test can run "a month later".
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { BooksPeriod } from "./notice-settings"
import type { BooksPeriodRange } from "./books-periods"

export const BOOKS_MAIL_TABLE = "cryptocloud_books_mail"
/** A send takes seconds; a claim this old belongs to an instance that stopped. */
export const BOOKS_CLAIM_STALE_MS = 30 * 60 * 1000
/** Attempts per address and period, the first included (with the backoff: about three days). */
export const BOOKS_MAX_ATTEMPTS = 8
/** Claims taken over per project and run, at most. */
const RETRIES_PER_RUN = 31

export type BooksClaimState = "claimed" | "sent" | "failed"

export interface BooksClaim {
  id: string
  shop_id: string
  every: BooksPeriod
  period_start: string
  period_end: string
  address: string
  state: BooksClaimState
  attempts: number
}

const COLUMNS = ["id", "shop_id", "every", "period_start", "period_end", "address", "state", "attempts"]

/** The notification's idempotency key: the claim's, the same on every attempt. */
export const booksIdempotencyKey = (claim: Pick<BooksClaim, "id">) => `cryptocloud-books:${claim.id}`

/**
 * When a failed attempt is tried again: an hour after the first, then 2, 4, 8, 16 and 24 hours
 * (a few minutes early, so the hourly run at the same minute takes it); null after the last.
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= BOOKS_MAX_ATTEMPTS) return null
  const hours = Math.min(2 ** Math.max(0, attempts - 1), 24)
  return new Date(now.getTime() + hours * 3_600_000 - 5 * 60_000)
}

/** The start of the latest period claimed for the project and kind (any address, any state). */
export async function lastClaimedStart(pg: Knex, shopId: string, every: BooksPeriod): Promise<string | null> {
  const row = (await pg(BOOKS_MAIL_TABLE).where({ shop_id: shopId, every }).whereNull("deleted_at").max({ start: "period_start" }).first()) as
    { start: string | null } | undefined
  return row?.start ?? null
}

/** Claim each address for the period; returns the claims this call won (an address already claimed is left out). */
export async function claimPeriod(pg: Knex, shopId: string, period: BooksPeriodRange, addresses: string[], now: Date): Promise<BooksClaim[]> {
  if (!addresses.length) return []
  const rows = addresses.map((address) => ({
    id: generateEntityId(undefined, "ccbm"),
    shop_id: shopId,
    every: period.every,
    period_start: period.start,
    period_end: period.end,
    address,
    state: "claimed",
    attempts: 1,
    claimed_at: now,
    created_at: now,
    updated_at: now,
  }))
  // The unique (shop_id, every, period_start, address): one winner per address, whoever runs.
  return (await pg(BOOKS_MAIL_TABLE).insert(rows).onConflict().ignore().returning(COLUMNS)) as BooksClaim[]
}

/** Where a claim may be taken over at `now`: failed and due, or claimed by an instance that stopped. */
function reclaimable(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
  return query.whereRaw(`((state = 'failed' AND next_attempt_at <= ?) OR (state = 'claimed' AND claimed_at < ?))`, [
    now,
    new Date(now.getTime() - BOOKS_CLAIM_STALE_MS),
  ])
}

/**
 * Take over the project's failed (due) and stale claims for `addresses` (an address no longer in
 * the setting is not retried), oldest period first; returns those this call won.
 */
export async function reclaimDue(pg: Knex, shopId: string, every: BooksPeriod, addresses: string[], now: Date): Promise<BooksClaim[]> {
  if (!addresses.length) return []
  const candidates = (await reclaimable(pg(BOOKS_MAIL_TABLE).where({ shop_id: shopId, every }).whereIn("address", addresses).whereNull("deleted_at"), now)
    .orderBy([{ column: "period_start" }, { column: "address" }])
    .limit(RETRIES_PER_RUN)
    .select("id", "attempts")) as Array<{ id: string; attempts: number }>
  const won: BooksClaim[] = []
  for (const candidate of candidates) {
    // Compare-and-set on the attempt: of two instances taking it over, one updates the row.
    const [claim] = (await reclaimable(pg(BOOKS_MAIL_TABLE).where({ id: candidate.id, attempts: candidate.attempts }), now).update(
      { state: "claimed", attempts: candidate.attempts + 1, claimed_at: now, next_attempt_at: null, updated_at: now },
      COLUMNS
    )) as BooksClaim[]
    if (claim) won.push(claim)
  }
  return won
}

/** The attempt went out. False when another attempt holds the row now (it was taken over as stale). */
export async function markSent(pg: Knex, claim: BooksClaim, now: Date): Promise<boolean> {
  const updated = await pg(BOOKS_MAIL_TABLE)
    .where({ id: claim.id, attempts: claim.attempts, state: "claimed" })
    .update({ state: "sent", sent_at: now, error: null, next_attempt_at: null, updated_at: now })
  return updated > 0
}

/** The attempt failed: `failed`, with when to try again (null: given up). Returns that time. */
export async function markFailed(pg: Knex, claim: BooksClaim, error: string, now: Date): Promise<Date | null> {
  const next = nextAttemptAt(claim.attempts, now)
  await pg(BOOKS_MAIL_TABLE)
    .where({ id: claim.id, attempts: claim.attempts, state: "claimed" })
    .update({ state: "failed", error: error.slice(0, 2000), next_attempt_at: next, updated_at: now })
  return next
}
