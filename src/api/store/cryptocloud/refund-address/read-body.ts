/**
 * The body of `POST /store/cryptocloud/refund-address/:token`, read by the route's own middleware.
 *
 * Medusa's body parsers are switched off for this route (src/api/middlewares.ts): when one of
 * them fails — malformed JSON, a body too large, a compressed body — Medusa's error handler
 * logs `Error 400 at <req.path>`, and the path holds the token. Read here, a bad body gets the
 * answer Medusa's handler gives body-parser errors (`{ type, message }`, same status) and no log
 * line. What those parsers accepted still is: JSON, urlencoded and plain text bodies (the zod
 * schema that follows decides), up to body-parser's default limit, which Medusa uses.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { mediaType, readRawBody } from "../../../refund-links/raw-body"

/** body-parser's default limit (100 kB), Medusa's for JSON bodies. */
export const BODY_LIMIT_BYTES = 100 * 1024

export type BodyRead = { ok: true; body: unknown } | { ok: false; status: number; type: string; message: string }

/** Medusa's error handler answers body-parser errors with these types (its mapStatusCodeToErrorType). */
const refused = (status: number, message: string): BodyRead => ({ ok: false, status, type: status === 400 ? "invalid_data" : "unknown_error", message })

export const TOO_LARGE: BodyRead = refused(413, "request entity too large")

/** The parsed body for a Content-Type, as Medusa's three parsers would leave `req.body`. Pure. */
export function parseBody(contentType: string | undefined, raw: Buffer): BodyRead {
  const type = mediaType(contentType)
  const text = raw.toString("utf8")
  if (type === "application/json" || type.endsWith("+json")) {
    if (!text.trim()) return { ok: true, body: {} }
    try {
      return { ok: true, body: JSON.parse(text) }
    } catch (error) {
      return refused(400, error instanceof Error ? error.message : "invalid JSON")
    }
  }
  if (type === "application/x-www-form-urlencoded") return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) }
  if (type === "text/plain") return { ok: true, body: text }
  // No parser for the type: Medusa's leave an empty object, and the schema says what is missing.
  return { ok: true, body: {} }
}

export async function readRefundAddressBody(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const encoding = String(req.headers["content-encoding"] ?? "identity").toLowerCase()
  if (encoding !== "identity") {
    return void res.status(415).json({ type: "unknown_error", message: `unsupported content encoding "${encoding}"` })
  }
  const raw = await readRawBody(req, BODY_LIMIT_BYTES)
  const read = raw ? parseBody(req.headers["content-type"], raw) : TOO_LARGE
  if (!read.ok) return void res.status(read.status).json({ type: read.type, message: read.message })
  req.body = read.body
  next()
}
