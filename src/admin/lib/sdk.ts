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

const BACKEND_URL: string = import.meta.env.VITE_BACKEND_URL || "/"

export const sdk = new Medusa({
  baseUrl: BACKEND_URL,
  auth: { type: "session" },
})

/** A non-2xx answer of an admin route: Medusa's `{ type, code, message }` body and more. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>
  ) {
    super(message)
    this.name = "ApiError"
  }

  /** 429 from the withdrawal route: how long to wait, in ms (null when not said). */
  get retryAfterMs(): number | null {
    const value = this.body.retry_after_ms
    return typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : null
  }
}

type Query = Record<string, string | number | undefined | null>

function url(path: string, query?: Query): string {
  const base = BACKEND_URL.replace(/\/+$/, "")
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value))
  }
  const qs = search.toString()
  return `${base}${path}${qs ? `?${qs}` : ""}`
}

/** JSON request to an admin route of the plugin; throws ApiError on a non-2xx answer. */
export async function request<T>(
  path: string,
  init: { method?: "GET" | "POST"; query?: Query; body?: unknown } = {}
): Promise<T> {
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
    throw new ApiError(`The Medusa server could not be reached (${error instanceof Error ? error.message : String(error)})`, 0, {})
  }
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok) {
    const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {}
    const message =
      typeof fields.message === "string" && fields.message
        ? fields.message
        : `The server answered ${response.status} ${response.statusText}`.trim()
    throw new ApiError(message, response.status, fields)
  }
  return body as T
}

/** A readable sentence for any error a query or mutation may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return "Something went wrong. Try again."
}
