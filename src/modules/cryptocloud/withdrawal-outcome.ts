/**
 * What a withdrawal attempt's result means for the log row: its status, whether the request
 * counts for the 12-second interval, and the service's answer to keep. Pure, so the rules can
 * be read (and tested) in one place.
 */
import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  CryptoCloudValidationError,
  type Withdrawal as ServiceWithdrawal,
} from "../../lib/cryptocloud"
import type { WithdrawalStatus } from "./models/withdrawal"

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
 * The request failed. Messages come from the client's typed errors, which never contain keys.
 * A request the service may have seen keeps counting for the interval even when refused: the
 * service's own counting rule is undocumented, and waiting 12 s too long costs nothing.
 */
export function outcomeOfError(error: unknown): WithdrawalLogUpdate {
  const message = error instanceof Error ? error.message : String(error)
  const code = error instanceof CryptoCloudError ? error.code : "UNEXPECTED_ERROR"
  const base = { error_code: code, error_message: message.slice(0, 2000) }

  if (error instanceof CryptoCloudValidationError || error instanceof CryptoCloudConfigError) {
    return { ...base, status: "refused", reachedService: false, error_area: "request" }
  }
  if (error instanceof CryptoCloudRateLimitError) {
    return { ...base, status: "refused", reachedService: error.source === "service", error_area: "rate_limit" }
  }
  if (error instanceof CryptoCloudAuthError) {
    return { ...base, status: "refused", reachedService: true, error_area: "authorization" }
  }
  if (error instanceof CryptoCloudApiError) {
    // A 5xx may have been processed before the error: unknown outcome.
    const status: WithdrawalStatus = error.httpStatus >= 500 ? "failed" : "refused"
    return { ...base, status, reachedService: true, error_area: error.area, error_message: error.serviceMessage || message }
  }
  if (error instanceof CryptoCloudNetworkError) {
    return {
      ...base,
      status: error.mayHaveReachedService ? "failed" : "refused",
      reachedService: error.mayHaveReachedService,
      error_area: error.kind,
    }
  }
  // Anything else happened in our own code around the call: assume the worst.
  return { ...base, status: "failed", reachedService: true, error_area: "unexpected" }
}
