/**
 * Client-side enforcement of the spec's minimum interval between withdrawal requests (12 s).
 *
 * Refusing locally is better than letting the service refuse: its answer to an early request
 * is undocumented, and a refused-but-ambiguous withdrawal is the worst case to reconcile.
 * The slot is taken synchronously when a request is about to be SENT, so two concurrent calls
 * cannot both pass, and it counts even if the request then fails ambiguously (the service may
 * have seen it). It is given back only when the request provably never left.
 */
import { CryptoCloudRateLimitError } from "./errors"

export const WITHDRAWAL_MIN_INTERVAL_MS = 12_000

export class WithdrawalIntervalGuard {
  private lastSentAt: number | null = null

  constructor(
    readonly intervalMs: number = WITHDRAWAL_MIN_INTERVAL_MS,
    private readonly now: () => number = Date.now
  ) {}

  /** Milliseconds until the next withdrawal may be sent (0 = now). */
  retryAfterMs(): number {
    if (this.lastSentAt === null) return 0
    return Math.max(0, this.lastSentAt + this.intervalMs - this.now())
  }

  /** Take the slot or throw `CryptoCloudRateLimitError`; returns a release function. */
  acquire(): () => void {
    const wait = this.retryAfterMs()
    if (wait > 0) {
      throw new CryptoCloudRateLimitError(
        wait,
        "client",
        `Withdrawal refused locally: CryptoCloud allows one withdrawal request every ${Math.round(
          this.intervalMs / 1000
        )} s; retry in ${Math.ceil(wait / 1000)} s`
      )
    }
    const previous = this.lastSentAt
    const taken = this.now()
    this.lastSentAt = taken
    return () => {
      // Only undo our own slot (a later acquire may have happened meanwhile).
      if (this.lastSentAt === taken) this.lastSentAt = previous
    }
  }

  /** Record a withdrawal sent by other means (e.g. restored from a log at start-up). */
  recordSent(at: number = this.now()): void {
    if (this.lastSentAt === null || at > this.lastSentAt) this.lastSentAt = at
  }
}
