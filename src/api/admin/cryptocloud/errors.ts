/**
 * The API client's typed errors → HTTP answers of the admin routes.
 *
 * Medusa's own error handler knows only MedusaError types, and its UNAUTHORIZED means "the
 * admin is not logged in" (401) — which would make the admin UI log the merchant out when it
 * is really the CryptoCloud key that is wrong. So service errors are answered here:
 *   our or the service's rejection of the input → 400; wrong key → 502 naming the key to check;
 *   too early (withdrawal interval) → 429 with retry_after_ms; timeout → 504; other transport
 *   trouble or a 5xx → 502.
 * Bodies have Medusa's shape ({ type, code, message }) and the client's messages, which never
 * contain a key, a token or a stack.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  CryptoCloudValidationError,
  isCryptoCloudError,
} from "../../../lib/cryptocloud"

export interface ServiceErrorAnswer {
  status: number
  body: { type: string; code: string; message: string; retry_after_ms?: number }
}

/** The answer for a client error, or null when `error` is not one (then Medusa handles it). */
export function answerForServiceError(error: unknown, action: string): ServiceErrorAnswer | null {
  if (!isCryptoCloudError(error)) return null
  const what = `Could not ${action}`
  const answer = (status: number, type: string, message: string): ServiceErrorAnswer => ({
    status,
    body: { type, code: error.code, message },
  })
  if (error instanceof CryptoCloudValidationError) return answer(400, "invalid_data", `${what}: ${error.message}`)
  if (error instanceof CryptoCloudConfigError) return answer(400, "not_allowed", `${what}: ${error.message}`)
  if (error instanceof CryptoCloudRateLimitError) {
    const result = answer(429, "rate_limited", `${what}: ${error.message}`)
    result.body.retry_after_ms = Math.max(0, Math.ceil(error.retryAfterMs ?? 12_000))
    return result
  }
  if (error instanceof CryptoCloudAuthError) return answer(502, "cryptocloud_auth_error", `${what}: ${error.message}`)
  if (error instanceof CryptoCloudApiError) {
    return error.httpStatus >= 500
      ? answer(502, "cryptocloud_unavailable", `${what}: CryptoCloud answered with an error (HTTP ${error.httpStatus}). Try again in a moment.`)
      : answer(400, "cryptocloud_rejected", `${what}: ${error.message}`)
  }
  if (error instanceof CryptoCloudNetworkError) {
    if (error.kind === "timeout") {
      return answer(504, "cryptocloud_timeout", `${what}: CryptoCloud did not answer in time. Try again in a moment.`)
    }
    return answer(502, "cryptocloud_unavailable", `${what}: ${error.message}`)
  }
  return answer(502, "cryptocloud_error", `${what}: ${error.message}`)
}

export function sendServiceError(res: MedusaResponse, answer: ServiceErrorAnswer): void {
  if (answer.body.retry_after_ms !== undefined) {
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(answer.body.retry_after_ms / 1000))))
  }
  res.status(answer.status).json(answer.body)
}

/** Wrap a route handler: service errors are answered as above, anything else goes to Medusa. */
export function withServiceErrors<Req extends MedusaRequest>(
  action: string,
  handler: (req: Req, res: MedusaResponse) => Promise<void>
): (req: Req, res: MedusaResponse) => Promise<void> {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      const answer = answerForServiceError(error, action)
      if (!answer) throw error
      sendServiceError(res, answer)
    }
  }
}
