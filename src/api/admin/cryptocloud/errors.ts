/**
 * The API client's typed errors → HTTP answers of the admin routes, from the client's one
 * classification (lib/cryptocloud/failure-kind.ts; the provider reads the same one).
 *
 * Medusa's own error handler knows only MedusaError types, and its UNAUTHORIZED means "the
 * admin is not logged in" (401) — which would make the admin UI log the merchant out when it
 * is really the CryptoCloud key that is wrong. So service errors are answered here:
 *   the caller's fault → 400; not found → 404; wrong key → 502 naming the key to check;
 *   too early (withdrawal interval) → 429 with retry_after_ms; timeout → 504; other
 *   retryable trouble → 502; a write whose answer was lost → 502 saying it may have happened.
 * Bodies have Medusa's shape ({ type, code, message }) and the client's messages, which never
 * contain a key, a token or a stack.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  classifyFailure,
  CryptoCloudApiError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  isCryptoCloudError,
  type CallKind,
} from "../../../lib/cryptocloud"

export interface ServiceErrorAnswer {
  status: number
  body: { type: string; code: string; message: string; retry_after_ms?: number }
}

/** The answer for a client error, or null when `error` is not one (then Medusa handles it). */
export function answerForServiceError(error: unknown, action: string, call: CallKind = "read"): ServiceErrorAnswer | null {
  if (!isCryptoCloudError(error)) return null
  const what = `Could not ${action}`
  const answer = (status: number, type: string, message: string): ServiceErrorAnswer => ({
    status,
    body: { type, code: error.code, message },
  })
  switch (classifyFailure(error, call)) {
    case "caller":
      if (error instanceof CryptoCloudConfigError) return answer(400, "not_allowed", `${what}: ${error.message}`)
      if (error instanceof CryptoCloudApiError) return answer(400, "cryptocloud_rejected", `${what}: ${error.message}`)
      return answer(400, "invalid_data", `${what}: ${error.message}`)
    case "not_found":
      return answer(404, "not_found", `${what}: ${error.message}`)
    case "authentication":
      return answer(502, "cryptocloud_auth_error", `${what}: ${error.message}`)
    case "unknown_outcome":
      return answer(
        502,
        "cryptocloud_unknown_outcome",
        `${what}: CryptoCloud's answer was lost (${error.message}); the request may have been carried out. Check the CryptoCloud dashboard before trying again.`
      )
    case "retryable":
      if (error instanceof CryptoCloudRateLimitError) {
        const result = answer(429, "rate_limited", `${what}: ${error.message}`)
        result.body.retry_after_ms = Math.max(0, Math.ceil(error.retryAfterMs ?? 12_000))
        return result
      }
      if (error instanceof CryptoCloudNetworkError && error.kind === "timeout") {
        return answer(504, "cryptocloud_timeout", `${what}: CryptoCloud did not answer in time. Try again in a moment.`)
      }
      if (error instanceof CryptoCloudApiError) {
        return answer(502, "cryptocloud_unavailable", `${what}: CryptoCloud answered with an error (HTTP ${error.httpStatus}). Try again in a moment.`)
      }
      return answer(502, "cryptocloud_unavailable", `${what}: ${error.message}`)
  }
}

export function sendServiceError(res: MedusaResponse, answer: ServiceErrorAnswer): void {
  if (answer.body.retry_after_ms !== undefined) {
    res.setHeader("Retry-After", String(Math.max(1, Math.ceil(answer.body.retry_after_ms / 1000))))
  }
  res.status(answer.status).json(answer.body)
}

/**
 * Wrap a route handler: service errors are answered as above, anything else goes to Medusa.
 * `call: "write"` for routes that change something at the service (a lost answer is unknown).
 */
export function withServiceErrors<Req extends MedusaRequest>(
  action: string,
  handler: (req: Req, res: MedusaResponse) => Promise<void>,
  { call = "read" }: { call?: CallKind } = {}
): (req: Req, res: MedusaResponse) => Promise<void> {
  return async (req, res) => {
    try {
      await handler(req, res)
    } catch (error) {
      const answer = answerForServiceError(error, action, call)
      if (!answer) throw error
      sendServiceError(res, answer)
    }
  }
}
