/**
 * The budget of `info` calls made for store routes: a token bucket that holds ONE token,
 * refilled every ceil(1000 / callsPerSecond) ms. Why one token: a bucket of capacity C allows a
 * burst of C calls plus the refill within the same second (up to C + N), while the
 * docs/operations.md promises "at most N calls in any second". With one token, calls are at least
 * ceil(1000 / N) ms apart, so no window of 1000 ms can hold more than N of them. Batching
 * (batcher.ts) makes each call carry up to 100 invoices, so bursts are not needed.
 *
 * The store's budget (SharedReadBudget) is that bucket as a row every server instance takes from
 * (budgets/sql-buckets.ts): N calls a second for the store, however many instances poll — one
 * bucket per project (storeReadsBucketOf), since each project's calls spend its own key's quota. Each
 * instance keeps only a hint of when the token is back (from its last take), to plan its next
 * call; the row decides. ReadBudget is the same bucket in this process's memory (tests, and a
 * route without a database).
 *
 * Integer milliseconds on purpose: with 1000/3 = 333.33… as a float, three intervals could add
 * up to just under 1000 ms and let a fourth call into the same second.
 */
import type { BucketStore } from "../budgets/token-bucket"

/** Default calls per second for the store (option `storeReads.callsPerSecond`). */
export const DEFAULT_STORE_READS_PER_SECOND = 2
/** Bounds of the option: 0.1 = one call every 10 s; 20 is far above what polling ever needs. */
export const STORE_READS_MIN_PER_SECOND = 0.1
export const STORE_READS_MAX_PER_SECOND = 20
export const STORE_READS_RATE_ERROR = `\`storeReads.callsPerSecond\` must be a number from ${STORE_READS_MIN_PER_SECOND} to ${STORE_READS_MAX_PER_SECOND}`

/** A call's verdict: allowed (the token is spent), or the wait until the token is back. */
export type CallVerdict = { ok: true } | { ok: false; waitMs: number }

/** What the batcher spends its calls from. */
export interface CallBudget {
  /** Milliseconds between two calls. */
  readonly intervalMs: number
  /** Milliseconds until a call may be made, as far as this process knows (0: try now). */
  waitMs(now: number): number
  /** Spend the token if it is there. */
  take(now: number): Promise<CallVerdict>
}

const intervalOf = (callsPerSecond: number): number => {
  if (!(Number.isFinite(callsPerSecond) && callsPerSecond > 0)) {
    throw new RangeError(`callsPerSecond must be a positive number, got ${String(callsPerSecond)}`)
  }
  return Math.ceil(1000 / callsPerSecond)
}

export class ReadBudget implements CallBudget {
  /** Milliseconds between two calls. */
  readonly intervalMs: number
  /** Earliest time of the next call (the token is there from then on). */
  private nextAt = Number.NEGATIVE_INFINITY

  constructor(callsPerSecond: number) {
    this.intervalMs = intervalOf(callsPerSecond)
  }

  /** Milliseconds until a call may be made (0: now). */
  waitMs(now: number): number {
    return Math.max(0, this.nextAt - now)
  }

  /** Spend the token if it is there. */
  tryTake(now: number): boolean {
    if (now < this.nextAt) return false
    this.nextAt = now + this.intervalMs
    return true
  }

  async take(now: number): Promise<CallVerdict> {
    return this.tryTake(now) ? { ok: true } : { ok: false, waitMs: this.waitMs(now) }
  }
}

/** The prefix of the buckets of the status route's `info` calls. */
export const STORE_READS_BUCKET = "store-reads"

/**
 * One project's bucket: its calls are made with its key, from its own API quota, so each project
 * has `storeReads.callsPerSecond` for the store (all instances), whatever the other projects' traffic.
 */
export function storeReadsBucketOf(shopId: string): string {
  return `${STORE_READS_BUCKET}:${shopId}`
}

export class SharedReadBudget implements CallBudget {
  readonly intervalMs: number
  /** When this process expects the token back (its last take's answer): a plan, not a rule. */
  private nextAt = Number.NEGATIVE_INFINITY

  constructor(
    callsPerSecond: number,
    private readonly buckets: BucketStore,
    private readonly key = STORE_READS_BUCKET
  ) {
    this.intervalMs = intervalOf(callsPerSecond)
  }

  waitMs(now: number): number {
    return Math.max(0, this.nextAt - now)
  }

  async take(now: number): Promise<CallVerdict> {
    const verdict = await this.buckets.take([{ key: this.key, capacity: 1, windowMs: this.intervalMs }])
    this.nextAt = now + (verdict.ok ? this.intervalMs : verdict.waitMs)
    return verdict.ok ? verdict : { ok: false, waitMs: verdict.waitMs }
  }
}
