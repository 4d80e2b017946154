/**
 * Leases: a few named slots, each held by one holder at a time until it lets go or its lease
 * expires. Unlike a counter, a slot whose holder died (a process killed mid-download) comes
 * back by itself once its time is up; a live holder renews it while it works.
 *
 * The store of record is the database (sql-leases.ts: rows of the budget table every instance
 * shares, so a limit is one figure for the store). The memory store here is the fallback until
 * the plugin's migrations have run, and what the unit tests count with.
 */

/** A held slot: its key and the token that proves this holder still holds it. */
export interface Lease {
  key: string
  token: string
}

export interface LeaseStore {
  /** The first of `keys` that is free (never taken, let go, or expired), for `ttlMs`; null when all are held. */
  acquire(keys: readonly string[], ttlMs: number): Promise<Lease | null>
  /** Another `ttlMs` for a lease still held; null when it was lost (expired and taken by another). */
  renew(lease: Lease, ttlMs: number): Promise<Lease | null>
  /** Let go of a lease (nothing when it was lost meanwhile). */
  release(lease: Lease): Promise<void>
}

export class MemoryLeaseStore implements LeaseStore {
  private readonly held = new Map<string, { token: string; expiresAt: number }>()
  private counter = 0

  constructor(private readonly clock: () => number = Date.now) {}

  async acquire(keys: readonly string[], ttlMs: number): Promise<Lease | null> {
    const now = this.clock()
    const key = keys.find((candidate) => {
      const lease = this.held.get(candidate)
      return !lease || lease.expiresAt <= now
    })
    if (key === undefined) return null
    const token = `${now}:${++this.counter}`
    this.held.set(key, { token, expiresAt: now + ttlMs })
    return { key, token }
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | null> {
    const current = this.held.get(lease.key)
    if (current?.token !== lease.token) return null
    current.expiresAt = this.clock() + ttlMs
    return lease
  }

  async release(lease: Lease): Promise<void> {
    if (this.held.get(lease.key)?.token === lease.token) this.held.delete(lease.key)
  }
}
