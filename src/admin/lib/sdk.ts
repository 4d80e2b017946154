/**
 * The admin's HTTP access.
 *
 * `sdk` is Medusa's JS SDK with the dashboard's session cookie, used for Medusa's own routes
 * (the order widget reads the order through it).
 *
 * The plugin's routes go through `request()`: the SDK turns every non-2xx answer into a
 * FetchError that keeps only the message and status, but the admin needs the rest of the body
 * too — the withdrawal route's 429 says `retry_after_ms`, which drives the countdown. `request`
 * sends exactly what the SDK sends with session auth (JSON, the same cookie) and keeps it.
 */
import Medusa from "@medusajs/js-sdk"
import type { Translate } from "./use-format"

const BACKEND_URL: string = import.meta.env.VITE_BACKEND_URL || "/"

export const sdk = new Medusa({
  baseUrl: BACKEND_URL,
  auth: { type: "session" },
})

/**
 * A non-2xx answer of an admin route: Medusa's `{ type, code, message }` body and more.
 * `status` 0: the server was not reached (`message` is the browser's reason). The message is
 * the server's; `errorMessage()` says it in the admin language where the admin knows the case.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly statusText = ""
  ) {
    super(message)
    this.name = "ApiError"
  }

  /** The `type` of Medusa's error body ("rate_limited", "cryptocloud_timeout"…), if any. */
  get type(): string | null {
    return typeof this.body.type === "string" ? this.body.type : null
  }

  /** The `code` of the error body (a payout's 409 says why nothing was sent: "refund_not_owed"…). */
  get code(): string | null {
    return typeof this.body.code === "string" && this.body.code ? this.body.code : null
  }

  /** True when the body had no message of its own (only the HTTP status is known). */
  get bare(): boolean {
    return !(typeof this.body.message === "string" && this.body.message)
  }

  /** 409 from a withdrawal or payout: the identical withdrawal (log row id) still pending or unknown. */
  get withdrawalId(): string | null {
    const value = this.body.withdrawal_id
    return typeof value === "string" && value ? value : null
  }

  /** 429 from the withdrawal route: how long to wait, in ms (null when not said). */
  get retryAfterMs(): number | null {
    const value = this.body.retry_after_ms
    return typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : null
  }
}

export type Query = Record<string, string | number | undefined | null>

/** The URL of a route of the backend, with the query's non-empty values (shared with the report download). */
export function url(path: string, query?: Query): string {
  const base = BACKEND_URL.replace(/\/+$/, "")
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value))
  }
  const qs = search.toString()
  return `${base}${path}${qs ? `?${qs}` : ""}`
}

/** JSON request to an admin route of the plugin; throws ApiError on a non-2xx answer. */
export async function request<T>(path: string, init: { method?: "GET" | "POST"; query?: Query; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? "GET"
  let response: Response
  try {
    response = await fetch(url(path, init.query), {
      method,
      credentials: "include",
      headers: { accept: "application/json", ...(method === "POST" ? { "content-type": "application/json" } : {}) },
      body: method === "POST" ? JSON.stringify(init.body ?? {}) : undefined,
    })
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, {})
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {}
    const message = typeof fields.message === "string" && fields.message ? fields.message : `HTTP ${response.status}`
    throw new ApiError(message, response.status, fields, response.statusText)
  }
  return body as T
}

/**
 * A readable sentence, in the admin language, for any error a query or mutation may throw.
 * Cases the admin knows (unreachable server, bare HTTP status, CryptoCloud timeout or
 * rate limit, a lost answer to a write, a withdrawal blocked by an identical pending or unknown one) are translated; otherwise the server's message is shown as it came (the plugin's
 * routes answer in English, with details only the server knows).
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t("cryptocloud.errors.unreachable", { detail: error.message })
    if (error.type === "rate_limited") {
      const ms = error.retryAfterMs
      return ms === null ? t("cryptocloud.errors.rateLimited") : t("cryptocloud.errors.rateLimitedWait", { seconds: Math.max(1, Math.ceil(ms / 1000)) })
    }
    if (error.type === "cryptocloud_timeout") return t("cryptocloud.errors.timeout")
    if (error.type === "cryptocloud_unknown_outcome") return t("cryptocloud.errors.unknownOutcome")
    if (error.status === 409 && error.withdrawalId) return t("cryptocloud.errors.withdrawalConflict", { id: error.withdrawalId })
    if (error.bare) return t("cryptocloud.errors.httpStatus", { status: `${error.status} ${error.statusText}`.trim() })
    return error.message
  }
  if (error instanceof Error && error.message) return error.message
  return t("cryptocloud.errors.generic")
}
