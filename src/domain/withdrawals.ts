/**
 * Withdrawal log statuses and what a request's result means (design.md, "Ledger and attention
 * queue"). An answer that did not arrive is not a "no": an outcome that cannot be proven is
 * `unknown`, and an identical request is refused until an admin says what happened.
 */
import {
  WITHDRAWAL_MIN_INTERVAL_MS,
  classifyFailure,
  CryptoCloudApiError,
  CryptoCloudError,
  CryptoCloudRateLimitError,
  type Withdrawal as ServiceWithdrawal,
} from "../lib/cryptocloud"

export const WITHDRAWAL_STATUSES = ["pending", "sent", "failed", "refused", "unknown", "external"] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** How an admin resolves an `unknown` withdrawal after checking the CryptoCloud dashboard. */
export const WITHDRAWAL_RESOLUTIONS = ["sent", "not_sent"] as const
export type WithdrawalResolution = (typeof WITHDRAWAL_RESOLUTIONS)[number]

/**
 * A `pending` row older than the client's deadline plus this margin was left by a process that
 * stopped mid-request (deploy, OOM, kill -9): no live process can still be waiting for its
 * answer, so its outcome is as unknown as a timeout's. The margin covers clock skew between
 * instances and the time between writing the row and sending the request.
 */
export const STALE_PENDING_MARGIN_MS = 60_000

/** When a `pending` row is surely abandoned, for a client whose deadline is `timeoutMs`. */
export function stalePendingAfterMs(timeoutMs: number): number {
  return timeoutMs + STALE_PENDING_MARGIN_MS
}

export interface WithdrawalLogUpdate {
  status: WithdrawalStatus
  /** False when the request provably never reached the service: it then frees the interval. */
  reachedService: boolean
  withdrawal_id?: string | null
  service_status?: string | null
  error_code?: string | null
  error_area?: string | null
  error_message?: string | null
  response?: Record<string, unknown> | null
}

/** The service accepted the request. */
export function outcomeOfSuccess(withdrawal: ServiceWithdrawal): WithdrawalLogUpdate {
  const { raw: _raw, envelope: _envelope, ...answer } = withdrawal
  return {
    status: "sent",
    reachedService: true,
    withdrawal_id: withdrawal.uuid,
    service_status: withdrawal.status,
    response: { ...answer },
  }
}

/**
 * The request failed. Messages come from the client's typed errors, which never contain keys;
 * `redact` removes any configured secret from what is kept all the same (defence in depth).
 * A request the service may have seen keeps counting for the 12 s interval.
 */
export function outcomeOfError(error: unknown, redact: (text: string) => string = (t) => t): WithdrawalLogUpdate {
  const message = redact(error instanceof Error ? error.message : String(error)).slice(0, 2000)
  const code = error instanceof CryptoCloudError ? error.code : "UNEXPECTED_ERROR"
  const base = { error_code: code, error_message: message }
  const kind = classifyFailure(error, "write")
  const answer = error instanceof CryptoCloudApiError ? { http_status: error.httpStatus, area: error.area, details: redactRecord(error.details, redact) } : null

  if (kind === "unknown_outcome") {
    return {
      ...base,
      status: "unknown",
      reachedService: true,
      error_area: error instanceof CryptoCloudApiError ? error.area : "lost_answer",
      response: { lost_answer: true, ...(answer ?? {}) },
    }
  }
  if (error instanceof CryptoCloudApiError) {
    return { ...base, status: "failed", reachedService: true, error_area: error.area, error_message: redact(error.serviceMessage || message), response: answer }
  }
  if (error instanceof CryptoCloudRateLimitError) {
    const fromService = error.source === "service"
    return { ...base, status: fromService ? "failed" : "refused", reachedService: fromService, error_area: "rate_limit" }
  }
  if (kind === "authentication") return { ...base, status: "failed", reachedService: true, error_area: "authorization" }
  if (kind === "caller") return { ...base, status: "refused", reachedService: false, error_area: "request" }
  // retryable without having reached the service: the connection never opened.
  return { ...base, status: "failed", reachedService: false, error_area: "network" }
}

function redactRecord(record: Record<string, string>, redact: (text: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, redact(String(v))]))
}

/** Replaces every configured secret that occurs in a text (keys are never meant to be there). */
export function secretRedactor(secrets: Array<string | null | undefined>): (text: string) => string {
  const present = secrets.filter((s): s is string => typeof s === "string" && s.length >= 4)
  return (text) => present.reduce((out, secret) => out.split(secret).join("[redacted]"), text)
}

/** A pending row its process left behind: as unknown as a timeout. */
export function isStalePending(row: { status: string; created_at: Date | string }, staleAfterMs: number, now = Date.now()): boolean {
  return row.status === "pending" && now - new Date(row.created_at).getTime() > staleAfterMs
}

/** Milliseconds until the 12 s interval since the newest request that (may have) reached the service is over. */
export function intervalLeftMs(lastSentAt: Date | string | null | undefined, now = Date.now()): number {
  return lastSentAt ? Math.max(0, new Date(lastSentAt).getTime() + WITHDRAWAL_MIN_INTERVAL_MS - now) : 0
}

export type WithdrawalGate = { kind: "blocked"; withdrawalId: string } | { kind: "too_early"; retryAfterMs: number } | { kind: "go" }

/**
 * May this request be sent now? Never while an identical one (same payout key) is `pending` or
 * `unknown` and unresolved, whatever its age: a request still waiting for a slow answer may yet
 * be carried out, and so may one whose answer was lost. Never inside the 12 s interval of any
 * instance. `identical` holds the unresolved rows with the same payout key.
 */
export function withdrawalGate(
  identical: Array<{ id: string; status: string }>,
  lastSentAt: Date | string | null | undefined,
  now = Date.now()
): WithdrawalGate {
  const blocking = identical.find((row) => row.status === "unknown" || row.status === "pending")
  if (blocking) return { kind: "blocked", withdrawalId: blocking.id }
  const retryAfterMs = intervalLeftMs(lastSentAt, now)
  return retryAfterMs > 0 ? { kind: "too_early", retryAfterMs } : { kind: "go" }
}

/**
 * An identical request (currency, address, amount) while an earlier one may have gone out:
 * refused (409) until the earlier one is answered, or an admin resolves it as sent or not sent.
 */
export class WithdrawalBlockedError extends Error {
  constructor(
    readonly withdrawalId: string,
    status: string
  ) {
    super(
      status === "pending"
        ? `An identical withdrawal (${withdrawalId}) is on its way to CryptoCloud and has not been answered yet. Wait for its outcome in the withdrawal history; if it stays pending, it becomes unknown and can be resolved as sent or not sent.`
        : `An identical withdrawal (${withdrawalId}) may already have been sent: CryptoCloud's answer to it was lost. Check the CryptoCloud dashboard, then resolve ${withdrawalId} as sent or not sent before trying again.`
    )
    this.name = "WithdrawalBlockedError"
  }
}
