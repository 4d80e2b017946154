/**
 * Token buckets in the plugin's table `cryptocloud_budget_bucket`, over the connection every
 * module container shares (`__pg_connection__`): the provider takes from them (it cannot
 * resolve the plugin module), the store routes check them. Every server instance reads and
 * writes the same rows, so a budget is one figure for the store however many instances run.
 *
 * A take is ONE statement: an upsert per bucket whose conflict branch refills the row by the
 * time elapsed since its last refill and takes a token when there is one, under the row lock
 * the upsert holds. Two instances after the last token therefore queue on the row; the second
 * sees the first's write and is refused. Time is the database's (`now()`), one clock for all
 * instances. Rows are locked in key order, so two takes of the same buckets cannot deadlock.
 *
 * All or nothing over several buckets (a cart's and the store's): the statement takes from
 * each bucket that has a token; when one of them had none, the tokens it did take are given
 * back with a second statement. That happens only when a take races the route's check
 * (a spent budget is refused by the check, before anything is taken).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { isUndefinedTable } from "../ledger/store"
import { MemoryBucketStore, refilledTokens, verdictOf, type BucketSpec, type BucketStore, type BucketVerdict } from "./token-bucket"

export const BUDGET_BUCKET_TABLE = "cryptocloud_budget_bucket"

/** The row's tokens refilled up to now(), at the capacity and window asked for now. */
const REFILLED = `least(excluded.capacity, b.tokens::float8
  + greatest(0, extract(epoch from now() - b.refilled_at))::float8 * 1000 * excluded.capacity / excluded.window_ms)`

const TAKE_TAIL = `ON CONFLICT (id) DO UPDATE SET
    tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END,
    granted = ${REFILLED} >= 1,
    capacity = excluded.capacity,
    window_ms = excluded.window_ms,
    refilled_at = greatest(b.refilled_at, now()),
    updated_at = now()
  RETURNING id, granted, tokens`

/** Specs in key order (the lock order), one per key. */
function ordered(specs: BucketSpec[]): BucketSpec[] {
  const byKey = new Map(specs.map((spec) => [spec.key, { ...spec, windowMs: Math.max(1, Math.round(spec.windowMs)) }]))
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

export async function takeBuckets(pg: Knex, specs: BucketSpec[]): Promise<BucketVerdict> {
  const wanted = ordered(specs)
  if (!wanted.length) return { ok: true }
  const values = wanted.map(() => "(?, ?, ?, ?, true, now())").join(", ")
  const bindings = wanted.flatMap((spec) => [spec.key, spec.capacity, spec.windowMs, spec.capacity - 1])
  const { rows } = await pg.raw<{ rows: Array<{ id: string; granted: boolean; tokens: number }> }>(
    `INSERT INTO ${BUDGET_BUCKET_TABLE} AS b (id, capacity, window_ms, tokens, granted, refilled_at) VALUES ${values} ${TAKE_TAIL}`,
    bindings
  )
  const refused = rows.filter((row) => !row.granted)
  if (!refused.length) return { ok: true }
  const taken = rows.filter((row) => row.granted).map((row) => row.id)
  if (taken.length) {
    await pg.raw(`UPDATE ${BUDGET_BUCKET_TABLE} SET tokens = least(capacity, tokens + 1), updated_at = now() WHERE id = ANY(?)`, [taken])
  }
  const specOf = new Map(wanted.map((spec) => [spec.key, spec]))
  return verdictOf(refused.map((row) => ({ spec: specOf.get(row.id)!, tokens: Number(row.tokens) })))
}

export async function checkBuckets(pg: Knex, specs: BucketSpec[]): Promise<BucketVerdict> {
  const wanted = ordered(specs)
  if (!wanted.length) return { ok: true }
  const { rows } = await pg.raw<{ rows: Array<{ id: string; tokens: number; elapsed_ms: string | number }> }>(
    `SELECT id, tokens, extract(epoch from now() - refilled_at) * 1000 AS elapsed_ms FROM ${BUDGET_BUCKET_TABLE} WHERE id = ANY(?)`,
    [wanted.map((spec) => spec.key)]
  )
  const rowOf = new Map(rows.map((row) => [row.id, row]))
  return verdictOf(
    wanted.map((spec) => {
      const row = rowOf.get(spec.key)
      return { spec, tokens: row ? refilledTokens(spec, Number(row.tokens), Number(row.elapsed_ms)) : spec.capacity }
    })
  )
}

/**
 * Rows that are full again (their window has passed since the last refill): the same as no
 * row, so they go. Run by the hourly prune job; a take racing the delete either finds the row
 * (the delete re-checks it under the lock) or inserts a full one.
 */
export async function pruneBuckets(pg: Knex): Promise<number> {
  try {
    const result = await pg.raw<{ rowCount: number }>(`DELETE FROM ${BUDGET_BUCKET_TABLE} WHERE refilled_at + window_ms * interval '1 millisecond' <= now()`)
    return result.rowCount ?? 0
  } catch (error) {
    if (isUndefinedTable(error)) return 0
    throw error
  }
}

/**
 * The buckets of the database. Until the plugin's migrations have run (no table) it counts in
 * this process's memory and says so once: checkouts keep working, bounded per instance.
 */
export class SqlBucketStore implements BucketStore {
  private fallback: MemoryBucketStore | null = null

  constructor(
    private readonly pg: Knex,
    private readonly warn: (message: string) => void = () => {}
  ) {}

  check(specs: BucketSpec[]): Promise<BucketVerdict> {
    return this.run(specs, checkBuckets, (memory) => memory.check(specs))
  }

  take(specs: BucketSpec[]): Promise<BucketVerdict> {
    return this.run(specs, takeBuckets, (memory) => memory.take(specs))
  }

  private async run(
    specs: BucketSpec[],
    sql: (pg: Knex, specs: BucketSpec[]) => Promise<BucketVerdict>,
    memory: (store: MemoryBucketStore) => Promise<BucketVerdict>
  ): Promise<BucketVerdict> {
    if (this.fallback) return memory(this.fallback)
    try {
      return await sql(this.pg, specs)
    } catch (error) {
      if (!isUndefinedTable(error)) throw error
      this.warn(
        "CryptoCloud: the budget table is missing; run `npx medusa db:migrate` to create the plugin's tables. Until then the invoice and status-read budgets are counted per server instance."
      )
      this.fallback = new MemoryBucketStore()
      return memory(this.fallback)
    }
  }
}
