/**
 * One classification of client errors that every caller reads: the payment provider turns it
 * into a MedusaError, the admin routes into an HTTP status. Two tables that each decide what
 * a 5xx or a bad key means drift apart; this is the single decision.
 *
 * - `retryable`: nothing was (or, for a read, could be) changed; trying again later is safe.
 * - `caller`: the request itself is wrong (our check or the service's 4xx); retrying won't help.
 * - `authentication`: the merchant's key was refused.
 * - `not_found`: the service does not know the thing asked for.
 * - `unknown_outcome`: a WRITE may have been carried out although the answer was lost
 *   (timeout after sending, reset, 5xx, unreadable answer): never repeat it blindly.
 */
import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  CryptoCloudValidationError,
  isCryptoCloudError,
} from "./errors"

export type FailureKind = "retryable" | "caller" | "authentication" | "not_found" | "unknown_outcome"

/** Reads change nothing, so a lost answer is merely retryable; a lost write answer is unknown. */
export type CallKind = "read" | "write"

export function classifyFailure(error: unknown, call: CallKind = "read"): FailureKind {
  if (error instanceof CryptoCloudValidationError || error instanceof CryptoCloudConfigError) return "caller"
  if (error instanceof CryptoCloudAuthError) return "authentication"
  if (error instanceof CryptoCloudRateLimitError) return "retryable"
  if (error instanceof CryptoCloudApiError) {
    if (error.httpStatus === 404) return "not_found"
    if (error.httpStatus >= 500) return call === "write" ? "unknown_outcome" : "retryable"
    return "caller"
  }
  if (error instanceof CryptoCloudNetworkError) {
    return call === "write" && error.mayHaveReachedService ? "unknown_outcome" : "retryable"
  }
  // Not the client's error: something failed around the call, in our own code.
  return call === "write" ? "unknown_outcome" : "retryable"
}

/**
 * True when a MUTATING request failed in a way that it may still have been processed: the
 * provider then looks the invoice up (by order_id) before creating it again, instead of risking
 * a duplicate. An error of our own code (not the client's) is not ambiguous: nothing was sent.
 */
export function isAmbiguousFailure(err: unknown): boolean {
  return isCryptoCloudError(err) && classifyFailure(err, "write") === "unknown_outcome"
}
