/**
 * The per-instance budget of `info` calls made for store routes: a token bucket that holds ONE
 * token, refilled every ceil(1000 / callsPerSecond) ms. Why one token: a bucket of capacity C
 * allows a burst of C calls plus the refill within the same second (up to C + N), while the
 * docs/operations.md promises "at most N calls in any second". With one token, calls are at least
 * ceil(1000 / N) ms apart, so no window of 1000 ms can hold more than N of them. Batching
 * (batcher.ts) makes each call carry up to 100 invoices, so bursts are not needed.
 *
 * Integer milliseconds on purpose: with 1000/3 = 333.33… as a float, three intervals could add
 * up to just under 1000 ms and let a fourth call into the same second.
 */

/** Default calls per second per instance (option `storeReads.callsPerSecond`). */
export const DEFAULT_STORE_READS_PER_SECOND = 2
/** Bounds of the option: 0.1 = one call every 10 s; 20 is far above what polling ever needs. */
export const STORE_READS_MIN_PER_SECOND = 0.1
export const STORE_READS_MAX_PER_SECOND = 20
export const STORE_READS_RATE_ERROR = `\`storeReads.callsPerSecond\` must be a number from ${STORE_READS_MIN_PER_SECOND} to ${STORE_READS_MAX_PER_SECOND}`

export class ReadBudget {
  /** Milliseconds between two calls. */
  readonly intervalMs: number
  /** Earliest time of the next call (the token is there from then on). */
  private nextAt = Number.NEGATIVE_INFINITY

  constructor(callsPerSecond: number) {
    if (!(Number.isFinite(callsPerSecond) && callsPerSecond > 0)) {
      throw new RangeError(`callsPerSecond must be a positive number, got ${String(callsPerSecond)}`)
    }
    this.intervalMs = Math.ceil(1000 / callsPerSecond)
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
}
