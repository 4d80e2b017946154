/**
 * Transport: one undici connection pool per client, per-request deadline, envelope parsing and
 * mapping of every failure to a typed error.
 *
 * Why a pool of our own: the service is a single origin and a busy store makes many small
 * calls (status polling, reconciliation). Keep-alive reuse avoids a TCP+TLS handshake per call;
 * the bound on connections keeps a burst from opening hundreds of sockets.
 */
import { Pool, type Dispatcher } from "undici"

import { CryptoCloudApiError, CryptoCloudAuthError, CryptoCloudNetworkError, CryptoCloudRateLimitError } from "./errors"
import { parseResponseJson } from "./json-exact"

export interface TransportOptions {
  baseUrl: string
  timeoutMs: number
  userAgent: string
  /** Injected dispatcher (tests, proxies). Not closed by `close()`: the caller owns it. */
  dispatcher?: Dispatcher
  /** Upper bound of simultaneous connections of our own pool. */
  connections?: number
}

export interface PostOptions {
  path: string
  /** Key for the Authorization header. Only ever written to the header, never to messages. */
  key: string
  keyKind: "api" | "withdrawal"
  body?: unknown
  query?: Record<string, string>
}

/**
 * A successful envelope: `status: "success"` plus its payload. Every JSON number in it is a
 * string holding the number's source text (json-exact.ts).
 */
export interface SuccessEnvelope {
  /** `result`, or `data` for the legacy envelope. */
  payload: unknown
  envelopeKey: "result" | "data"
  /** The whole JSON body (top-level extras such as `all_count`). */
  body: Record<string, unknown>
  httpStatus: number
}

// Errors that prove the request never left this machine: safe to treat as "not sent".
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
  "ERR_INVALID_URL",
])
const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT", "ETIMEDOUT"])

function errorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.code ?? e?.cause?.code
  return typeof code === "string" ? code : undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}

/** Service messages come as strings, lists of strings (DRF style) or objects. */
function messageText(value: unknown): string {
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.map(messageText).join("; ")
  if (value === null || value === undefined) return ""
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

function retryAfterMs(headers: Dispatcher.ResponseData["headers"]): number | null {
  const raw = headers["retry-after"]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}

export class HttpTransport {
  private readonly origin: string
  private readonly basePath: string
  private readonly dispatcher: Dispatcher
  private readonly ownsDispatcher: boolean

  constructor(private readonly options: TransportOptions) {
    const url = new URL(options.baseUrl)
    this.origin = url.origin
    this.basePath = url.pathname.replace(/\/+$/, "")
    this.ownsDispatcher = !options.dispatcher
    this.dispatcher =
      options.dispatcher ??
      new Pool(this.origin, {
        connections: options.connections ?? 10,
        // Idle sockets stay open a while for the next call; undici shortens this to the
        // server's own `Keep-Alive: timeout=` hint so we never write to a socket being closed.
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        connect: { timeout: Math.min(options.timeoutMs, 10_000) },
      })
  }

  /** POST `body` as JSON to `path`; resolve the success envelope or throw a typed error. */
  async post(call: PostOptions): Promise<SuccessEnvelope> {
    const query = call.query && Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : ""
    const headers: Record<string, string> = {
      authorization: `Token ${call.key}`,
      accept: "application/json",
      "user-agent": this.options.userAgent,
    }
    let payload: string | undefined
    if (call.body !== undefined) {
      payload = JSON.stringify(call.body)
      headers["content-type"] = "application/json"
    }

    // One deadline for the whole exchange (connect, headers AND body): a server that sends
    // headers and then stalls must not hang us past timeoutMs either. Until the headers,
    // undici's own connect and headers timeouts keep it; the body gets what is left of it. No
    // AbortController per request: its EventTarget listeners were the biggest part of the
    // transport's own cost on a fast link (BENCHMARKS.md, part 1). Not counted: time queued for
    // a free connection of the pool, which only a burst beyond `connections` ever waits.
    const started = Date.now()
    let timedOut = false
    let statusCode: number
    let responseHeaders: Dispatcher.ResponseData["headers"]
    let text: string
    try {
      const res = await this.dispatcher.request({
        origin: this.origin,
        path: this.basePath + call.path + query,
        method: "POST",
        headers,
        body: payload,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      })
      statusCode = res.statusCode
      responseHeaders = res.headers
      const timer = setTimeout(
        () => {
          timedOut = true
          res.body.destroy(new Error("deadline passed while reading the answer"))
        },
        Math.max(0, this.options.timeoutMs - (Date.now() - started))
      )
      try {
        // Always read the body to its end: an unread body pins the socket and defeats keep-alive.
        text = await res.body.text()
      } finally {
        clearTimeout(timer)
      }
    } catch (err) {
      throw this.toNetworkError(err, call.path, timedOut)
    }

    return this.parseEnvelope(call, statusCode, responseHeaders, text)
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close()
  }

  private toNetworkError(err: unknown, path: string, timedOut: boolean): CryptoCloudNetworkError {
    const code = errorCode(err)
    if (timedOut || (code && TIMEOUT_CODES.has(code))) {
      return new CryptoCloudNetworkError("timeout", `CryptoCloud did not answer ${path} within ${this.options.timeoutMs} ms`, {
        mayHaveReachedService: code !== "UND_ERR_CONNECT_TIMEOUT",
        cause: err,
      })
    }
    const reason = err instanceof Error ? err.message : String(err)
    return new CryptoCloudNetworkError("network", `Network error calling CryptoCloud ${path}: ${code ? `${code} ` : ""}${reason}`, {
      mayHaveReachedService: !(code && NOT_SENT_CODES.has(code)),
      cause: err,
    })
  }

  private parseEnvelope(call: PostOptions, httpStatus: number, headers: Dispatcher.ResponseData["headers"], text: string): SuccessEnvelope {
    let json: unknown
    try {
      // Numbers stay their source text (json-exact.ts): amounts must never pass through a float.
      json = parseResponseJson(text)
    } catch {
      json = undefined
    }
    if (!isPlainObject(json)) {
      if (httpStatus === 429) {
        throw new CryptoCloudRateLimitError(retryAfterMs(headers), "service", `CryptoCloud rate-limited ${call.path} (HTTP 429)`, httpStatus)
      }
      const type = messageText(headers["content-type"]) || "no content type"
      throw new CryptoCloudNetworkError(
        "bad_response",
        `CryptoCloud answered ${call.path} with HTTP ${httpStatus} and a body that is not a JSON object (${type})`,
        { httpStatus }
      )
    }

    const ok = httpStatus >= 200 && httpStatus < 300
    const status = typeof json.status === "string" ? json.status.toLowerCase() : undefined
    // Lenient: a 2xx with a payload but no `status` is still a success.
    if (ok && (status === "success" || (status === undefined && ("result" in json || "data" in json)))) {
      const envelopeKey = "result" in json || !("data" in json) ? "result" : "data"
      return { payload: json[envelopeKey], envelopeKey, body: json, httpStatus }
    }

    // Everything else is an error: collect `{area: message}` pairs from the usual places.
    const details: Record<string, string> = {}
    const source = json.result ?? json.data ?? json.errors
    if (isPlainObject(source)) {
      for (const [area, value] of Object.entries(source)) details[area] = this.redact(messageText(value), call)
    } else if (source !== undefined && source !== null) {
      details.error = this.redact(messageText(source), call)
    }
    if ("detail" in json) details.detail = this.redact(messageText(json.detail), call)
    if (Object.keys(details).length === 0 && typeof json.message === "string") {
      details.error = this.redact(json.message, call)
    }
    const areas = Object.keys(details)
    const lowerAreas = areas.map((a) => a.toLowerCase())

    const authLike =
      httpStatus === 401 ||
      httpStatus === 403 ||
      lowerAreas.includes("authorization") ||
      // `{detail}` without an envelope comes from the auth layer for malformed keys.
      (status === undefined && "detail" in json && /token|auth|credential|key/i.test(details.detail ?? ""))
    if (authLike) {
      const message = details.authorization ?? details.detail ?? Object.values(details)[0] ?? ""
      throw new CryptoCloudAuthError(httpStatus, call.keyKind, message)
    }

    if (httpStatus === 429 || lowerAreas.includes("rate_limit")) {
      const message = details.rate_limit ?? Object.values(details)[0] ?? "too many requests"
      throw new CryptoCloudRateLimitError(retryAfterMs(headers), "service", `CryptoCloud rate-limited ${call.path}: ${message}`, httpStatus)
    }

    if (areas.length === 0) {
      if (!ok) {
        throw new CryptoCloudApiError(httpStatus, "http_error", `HTTP ${httpStatus} without an error message`, {})
      }
      throw new CryptoCloudNetworkError("bad_response", `CryptoCloud answered ${call.path} with JSON that is neither a success nor an error envelope`, {
        httpStatus,
        issues: [{ path: "status", message: `unexpected value ${JSON.stringify(json.status)}` }],
      })
    }
    const area = areas[0]
    throw new CryptoCloudApiError(httpStatus, area, details[area], details)
  }

  /** Belt and braces: never let a key echoed by the service reach a message or a log. */
  private redact(message: string, call: PostOptions): string {
    return call.key.length >= 4 ? message.split(call.key).join("[redacted]") : message
  }
}
