/**
 * Leases (leases.ts) in the budget table every server instance shares (sql-buckets.ts), so a
 * limit on concurrent work is one figure for the store however many instances run.
 *
 * A lease is a bucket of one token whose window is the lease's time: taking the token holds the
 * slot (`tokens` 0), and it is free again when it is given back (`tokens` 1) or when the window
 * has passed since the last renewal (`refilled_at`) — a holder that died lets go by itself, and
 * the hourly prune job deletes such rows like any full bucket. Each statement is one upsert or
 * update under the row's lock, so two instances after the same free slot queue on the row and
 * only one gets it. Time is the database's, one clock for all instances.
 *
 * The holder's token is the time of its last take or renewal, to the microsecond: a holder whose
 * lease expired and was taken by another cannot renew or release the other's.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { isUndefinedTable } from "../ledger/store"
import { BUDGET_BUCKET_TABLE } from "./sql-buckets"
import { MemoryLeaseStore, type Lease, type LeaseStore } from "./leases"

const TOKEN = "(extract(epoch from refilled_at) * 1000000)::bigint::text"
const EXPIRED = "b.refilled_at + b.window_ms * interval '1 millisecond' <= clock_timestamp()"

/** Take `key` for `ttlMs` when it is free; the new token, or null when it is held. */
async function take(pg: Knex, key: string, ttlMs: number): Promise<string | null> {
  const { rows } = await pg.raw<{ rows: Array<{ token: string }> }>(
    `INSERT INTO ${BUDGET_BUCKET_TABLE} AS b (id, capacity, window_ms, tokens, granted, refilled_at)
    VALUES (?, 1, ?, 0, true, clock_timestamp())
    ON CONFLICT (id) DO UPDATE SET tokens = 0, granted = true, capacity = 1, window_ms = excluded.window_ms,
      refilled_at = clock_timestamp(), updated_at = now()
    WHERE b.tokens >= 1 OR ${EXPIRED}
    RETURNING ${TOKEN} AS token`,
    [key, Math.max(1, Math.round(ttlMs))]
  )
  return rows[0]?.token ?? null
}

export async function acquireLease(pg: Knex, keys: readonly string[], ttlMs: number): Promise<Lease | null> {
  for (const key of keys) {
    const token = await take(pg, key, ttlMs)
    if (token !== null) return { key, token }
  }
  return null
}

export async function renewLease(pg: Knex, lease: Lease, ttlMs: number): Promise<Lease | null> {
  const { rows } = await pg.raw<{ rows: Array<{ token: string }> }>(
    `UPDATE ${BUDGET_BUCKET_TABLE} SET refilled_at = clock_timestamp(), window_ms = ?, updated_at = now()
    WHERE id = ? AND tokens < 1 AND ${TOKEN} = ?
    RETURNING ${TOKEN} AS token`,
    [Math.max(1, Math.round(ttlMs)), lease.key, lease.token]
  )
  return rows[0] ? { key: lease.key, token: rows[0].token } : null
}

export async function releaseLease(pg: Knex, lease: Lease): Promise<void> {
  await pg.raw(`UPDATE ${BUDGET_BUCKET_TABLE} SET tokens = 1, updated_at = now() WHERE id = ? AND tokens < 1 AND ${TOKEN} = ?`, [lease.key, lease.token])
}

/**
 * The leases of the database. Until the plugin's migrations have run (no table) it counts in
 * this process's memory and says so once: the limit then holds per server instance.
 */
export class SqlLeaseStore implements LeaseStore {
  private fallback: MemoryLeaseStore | null = null

  constructor(
    private readonly pg: Knex,
    private readonly warn: (message: string) => void = () => {}
  ) {}

  acquire(keys: readonly string[], ttlMs: number): Promise<Lease | null> {
    return this.run(
      () => acquireLease(this.pg, keys, ttlMs),
      (memory) => memory.acquire(keys, ttlMs)
    )
  }

  renew(lease: Lease, ttlMs: number): Promise<Lease | null> {
    return this.run(
      () => renewLease(this.pg, lease, ttlMs),
      (memory) => memory.renew(lease, ttlMs)
    )
  }

  release(lease: Lease): Promise<void> {
    return this.run(
      () => releaseLease(this.pg, lease),
      (memory) => memory.release(lease)
    )
  }

  private async run<T>(sql: () => Promise<T>, memory: (store: MemoryLeaseStore) => Promise<T>): Promise<T> {
    if (this.fallback) return memory(this.fallback)
    try {
      return await sql()
    } catch (error) {
      if (!isUndefinedTable(error)) throw error
      this.warn(
        "CryptoCloud: the budget table is missing; run `npx medusa db:migrate` to create the plugin's tables. Until then the limit on concurrent report downloads is counted per server instance."
      )
      this.fallback = new MemoryLeaseStore()
      return memory(this.fallback)
    }
  }
}
