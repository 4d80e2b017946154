/**
 * Retries with exponential backoff and FULL jitter (a random delay between 0 and the capped
 * exponential step), which spreads retries of many clients instead of synchronising them.
 *
 * Only idempotent READS go through here. Creating an invoice, a static wallet or a withdrawal
 * and cancelling are never retried automatically: a timeout or 5xx may hide a request the
 * service already processed, and repeating it could create a duplicate (see isAmbiguousFailure).
 */

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number
  minDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 2, minDelayMs: 200, maxDelayMs: 2000 }

export interface RetryHooks {
  shouldRetry: (err: unknown) => boolean
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  /** Called before each wait (logging, metrics). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Delay before retry number `attempt` (1-based): uniform in [0, min(max, min·2^(attempt-1))]. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** Math.max(0, attempt - 1))
  return Math.floor(random() * ceiling)
}

export async function withRetry<T>(fn: (attempt: number) => Promise<T>, policy: RetryPolicy, hooks: RetryHooks): Promise<T> {
  const wait = hooks.sleep ?? sleep
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt)
    } catch (error) {
      if (attempt >= policy.retries || !hooks.shouldRetry(error)) throw error
      const delayMs = backoffDelay(attempt + 1, policy, hooks.random)
      hooks.onRetry?.({ attempt: attempt + 1, delayMs, error })
      await wait(delayMs)
    }
  }
}
