/**
 * Keeps a refund link's token out of what Medusa logs about a request (design.md: no refund
 * token ever appears in a log line of either refund route).
 *
 * Both refund routes carry the token in their path (`/store/cryptocloud/refund-address/:token`,
 * `/cryptocloud/refund/:token`). Medusa's HTTP access log (morgan, installed before any route,
 * writing at level "http") formats its line when the answer has been sent, from
 * `req.originalUrl` and the `Referer` header — a storefront page without a Referrer-Policy sends
 * its own URL, token and all. So the middleware below, first in each route's chain
 * (src/api/middlewares.ts), rewrites both before anything can answer: a validation error, the
 * route itself. `req.url` is left alone (Express matches routes and reads `req.params.token`
 * from it); the error handler's `Error 400 at <req.path>` line comes only from Medusa's body
 * parsers, which are switched off for these routes' POSTs (they read bodies themselves).
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

export const TOKEN_PLACEHOLDER = "…"

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * `text` (a URL, path or Referer) with `token` replaced by "…" wherever it appears, and any path
 * segment that decodes to it (a client may percent-encode characters Express then decodes into
 * `req.params.token`). Pure.
 */
export function redactToken(text: string, token: string): string {
  if (!token) return text
  const plain = text.split(token).join(TOKEN_PLACEHOLDER)
  const at = plain.search(/[?#]/)
  const path = at < 0 ? plain : plain.slice(0, at)
  const rest = at < 0 ? "" : plain.slice(at)
  return (
    path
      .split("/")
      .map((segment) => (decoded(segment) === token ? TOKEN_PLACEHOLDER : segment))
      .join("/") + rest
  )
}

/** Rewrites what the access log reads from this request (path and Referer) without the route's token. */
export function hideRefundToken(req: MedusaRequest): void {
  const token = req.params?.token
  if (!token) return
  req.originalUrl = redactToken(req.originalUrl, token)
  for (const header of ["referer", "referrer"] as const) {
    const value = req.headers[header]
    if (typeof value === "string") req.headers[header] = redactToken(value, token)
  }
}

/** The middleware form, registered first for every method of both refund routes. */
export function keepRefundTokenOutOfLogs(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  hideRefundToken(req)
  next()
}
