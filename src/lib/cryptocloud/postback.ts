/**
 * Postback (webhook) verification, framework-free.
 *
 * Only the `token` of a postback is signed, the rest of the body is not. So the trustworthy
 * pattern (public-docs-notes.md) is: verify the JWT — HS256 only, the project's secret key,
 * not expired, and bound to the body's `invoice_id` — and afterwards re-read the invoice with
 * `info`. A caller must treat everything in the body except the verified invoice id as noise.
 */
import { tryNormalizeInvoiceId } from "./ids"
import { loadJose } from "./jose"
import { createSecretKey, type KeyObject } from "node:crypto"

export type PostbackRejection =
  "no_body" | "no_token" | "no_invoice_id" | "bad_token" | "bad_algorithm" | "bad_signature" | "expired" | "no_expiry" | "invoice_mismatch"

export type PostbackVerification = { ok: true; invoiceId: string; orderId: string | null } | { ok: false; reason: PostbackRejection }

/**
 * Some server stacks deliver the token as a Python bytes literal (`b"eyJ..."`, `b'eyJ...'`) or
 * wrapped in quotes; unwrap those, nothing else.
 */
export function cleanPostbackToken(raw: unknown): string | null {
  if (typeof raw !== "string") return null
  let token = raw.trim()
  const bytesLiteral = /^b(["'])(.*)\1$/s.exec(token)
  if (bytesLiteral) token = bytesLiteral[2]
  const quoted = /^(["'])(.*)\1$/s.exec(token)
  if (quoted) token = quoted[2]
  token = token.trim()
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token) ? token : null
}

/**
 * The body as an object whatever the project's postback format: the framework usually parsed
 * JSON or urlencoded already; when it did not (unusual content type), parse the raw bytes.
 */
export function readPostbackBody(data: unknown, rawData?: unknown): Record<string, unknown> | null {
  if (data && typeof data === "object" && !Array.isArray(data) && Object.keys(data).length > 0) {
    return data as Record<string, unknown>
  }
  const raw = typeof rawData === "string" ? rawData : Buffer.isBuffer(rawData) ? rawData.toString("utf8") : typeof data === "string" ? data : null
  if (!raw || !raw.trim()) return null
  const text = raw.trim()
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      const parsed = JSON.parse(text)
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null
    } catch {
      return null
    }
  }
  if (!text.includes("=")) return null
  const params = new URLSearchParams(text)
  const body: Record<string, unknown> = {}
  for (const [key, value] of params) body[key] = value
  return Object.keys(body).length ? body : null
}

/** The invoice id a token carries; `id` is what the service sends, the others are tolerated. */
function tokenInvoiceId(claims: Record<string, unknown>): string | null {
  for (const key of ["id", "invoice_id", "uuid"]) {
    const id = tryNormalizeInvoiceId(claims[key])
    if (id) return id
  }
  return null
}

export interface VerifyPostbackOptions {
  secret: string
  /** Accepted clock skew in seconds for `exp`; default 30. */
  clockToleranceSeconds?: number
  /** Current time, for tests. */
  now?: Date
}

/**
 * The secret as a key object, made once per secret: jose would otherwise import the raw bytes
 * on every call, which is most of what rejecting a forged postback costs (BENCHMARKS.md, part 3).
 */
const keys = new Map<string, KeyObject>()
function secretKeyOf(secret: string): KeyObject {
  let key = keys.get(secret)
  if (!key) {
    if (keys.size >= 8) keys.clear() // a rotated secret: never grow without bound
    key = createSecretKey(Buffer.from(secret, "utf8"))
    keys.set(secret, key)
  }
  return key
}

export async function verifyPostback(body: Record<string, unknown> | null, options: VerifyPostbackOptions): Promise<PostbackVerification> {
  if (!body) return { ok: false, reason: "no_body" }
  const token = cleanPostbackToken(body.token)
  if (!token) return { ok: false, reason: body.token == null ? "no_token" : "bad_token" }
  const invoiceId = tryNormalizeInvoiceId(body.invoice_id)
  if (!invoiceId) return { ok: false, reason: "no_invoice_id" }

  const jose = await loadJose()
  let header: { alg?: string }
  try {
    header = jose.decodeProtectedHeader(token)
  } catch {
    return { ok: false, reason: "bad_token" }
  }
  // Checked before verifying so that `alg: none`, HS512 or RS256 tokens get a precise reason;
  // jwtVerify below would refuse them too.
  if (header.alg !== "HS256") return { ok: false, reason: "bad_algorithm" }

  try {
    const { payload } = await jose.jwtVerify(token, secretKeyOf(options.secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp"],
      clockTolerance: options.clockToleranceSeconds ?? 30,
      currentDate: options.now,
    })
    if (tokenInvoiceId(payload as Record<string, unknown>) !== invoiceId) {
      return { ok: false, reason: "invoice_mismatch" }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === "ERR_JWT_EXPIRED") return { ok: false, reason: "expired" }
    if (code === "ERR_JWT_CLAIM_VALIDATION_FAILED") return { ok: false, reason: "no_expiry" }
    if (code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED") return { ok: false, reason: "bad_signature" }
    return { ok: false, reason: "bad_token" }
  }

  const orderId = typeof body.order_id === "string" && body.order_id !== "None" ? body.order_id : null
  return { ok: true, invoiceId, orderId }
}
