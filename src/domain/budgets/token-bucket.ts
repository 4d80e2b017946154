/**
 * Token buckets: the arithmetic every budget of the plugin shares, and the store interface the
 * budgets take from. A bucket holds up to `capacity` tokens and gets `capacity` back per
 * `windowMs`, continuously; an action takes one token, and is refused while there is less than
 * one. A bucket nobody took from is full.
 *
 * The store of record is the database (sql-buckets.ts): every server instance takes from the
 * same rows, so a budget is one figure for the store however many instances run. The memory
 * store here is what a provider without a database connection (unit tests) counts with, and
 * the fallback while the plugin's migrations have not run.
 */

export interface BucketSpec {
  /** The bucket's name, e.g. `invoices:cart:<payment collection id>`. */
  key: string
  /** Tokens when full (≥ 1). */
  capacity: number
  /** The time a bucket takes to refill from empty, in ms. */
  windowMs: number
}

/**
 * A bucket's verdict: allowed (a take took its tokens), or refused with the wait until every
 * bucket asked has a token again and the key of the bucket that waits longest.
 */
export type BucketVerdict = { ok: true } | { ok: false; waitMs: number; key: string }

export interface BucketStore {
  /** Whether a take of every bucket would be allowed now; takes nothing. */
  check(specs: BucketSpec[]): Promise<BucketVerdict>
  /** One token from every bucket, or from none (all or nothing). */
  take(specs: BucketSpec[]): Promise<BucketVerdict>
}

/** Tokens of a bucket that had `tokens` `elapsedMs` ago (null: no such bucket, so full). */
export function refilledTokens(spec: BucketSpec, tokens: number | null, elapsedMs: number): number {
  if (tokens === null) return spec.capacity
  return Math.min(spec.capacity, tokens + (Math.max(0, elapsedMs) * spec.capacity) / spec.windowMs)
}

/** Milliseconds until a bucket holding `tokens` has one (0: it has one now). */
export function waitForToken(spec: BucketSpec, tokens: number): number {
  return tokens >= 1 ? 0 : Math.max(1, Math.ceil(((1 - tokens) * spec.windowMs) / spec.capacity))
}

/** The verdict over several buckets' current tokens: the longest wait decides. */
export function verdictOf(buckets: Array<{ spec: BucketSpec; tokens: number }>): BucketVerdict {
  let worst: { key: string; waitMs: number } | null = null
  for (const { spec, tokens } of buckets) {
    const waitMs = waitForToken(spec, tokens)
    if (waitMs > 0 && (!worst || waitMs > worst.waitMs)) worst = { key: spec.key, waitMs }
  }
  return worst ? { ok: false, ...worst } : { ok: true }
}

/** Buckets remembered at once by a memory store; the least recently used goes first beyond it. */
const MAX_MEMORY_BUCKETS = 20_000

/**
 * Buckets in this process's memory. Forgetting a bucket hands it a full budget again; the
 * store-wide bucket still bounds what a flood of new keys could gain from that.
 */
export class MemoryBucketStore implements BucketStore {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(private readonly clock: () => number = Date.now) {}

  private tokensOf(spec: BucketSpec, now: number): number {
    const bucket = this.buckets.get(spec.key)
    return refilledTokens(spec, bucket?.tokens ?? null, bucket ? now - bucket.at : 0)
  }

  async check(specs: BucketSpec[]): Promise<BucketVerdict> {
    const now = this.clock()
    return verdictOf(specs.map((spec) => ({ spec, tokens: this.tokensOf(spec, now) })))
  }

  async take(specs: BucketSpec[]): Promise<BucketVerdict> {
    const now = this.clock()
    const current = specs.map((spec) => ({ spec, tokens: this.tokensOf(spec, now) }))
    const verdict = verdictOf(current)
    if (!verdict.ok) return verdict
    for (const { spec, tokens } of current) {
      this.buckets.delete(spec.key) // re-inserted last: the map's order is least recently used first
      if (this.buckets.size >= MAX_MEMORY_BUCKETS) this.buckets.delete(this.buckets.keys().next().value as string)
      this.buckets.set(spec.key, { tokens: tokens - 1, at: now })
    }
    return verdict
  }
}
