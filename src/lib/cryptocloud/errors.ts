/**
 * Typed errors of the CryptoCloud client.
 *
 * Every error extends `CryptoCloudError` and carries a stable `code`, so callers (the Medusa
 * provider, admin routes) can branch without parsing messages. Messages are written for a
 * merchant reading a log line and NEVER contain an API key, withdrawal key or token: the
 * constructors only ever receive field names, service messages and HTTP statuses.
 */

export type CryptoCloudErrorCode =
  | "CRYPTOCLOUD_API_ERROR"
  | "CRYPTOCLOUD_AUTH_ERROR"
  | "CRYPTOCLOUD_VALIDATION_ERROR"
  | "CRYPTOCLOUD_NETWORK_ERROR"
  | "CRYPTOCLOUD_RATE_LIMITED"
  | "CRYPTOCLOUD_CONFIG_ERROR"

export abstract class CryptoCloudError extends Error {
  abstract readonly code: CryptoCloudErrorCode
  /** The underlying error, when there is one (declared here: the ES2021 typings lack it). */
  declare readonly cause?: unknown

  constructor(message: string, options?: { cause?: unknown }) {
    super(message)
    // Set by hand: the ES2021 lib typings of Error have no `options` parameter.
    if (options && "cause" in options) {
      Object.defineProperty(this, "cause", { value: options.cause, enumerable: false, writable: true, configurable: true })
    }
    // Keep `instanceof` and the class name right after transpilation to ES5-ish targets.
    Object.setPrototypeOf(this, new.target.prototype)
    this.name = new.target.name
  }
}

/** One problem found in a request (client side) or in a response (schema mismatch). */
export interface CryptoCloudIssue {
  /** Dotted path of the field, e.g. "add_fields.time_to_pay.hours"; "" for the whole value. */
  path: string
  message: string
}

/** The service answered with an error envelope (`{status:"error", result:{<area>: <msg>}}`). */
export class CryptoCloudApiError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_API_ERROR" as const
  constructor(
    /** HTTP status of the answer (the service also sends errors with 200 now and then). */
    readonly httpStatus: number,
    /** The error key naming the problem area: "amount", "validate_error", "currency", ... */
    readonly area: string,
    /** The service's own message, verbatim. */
    readonly serviceMessage: string,
    /** Every `{area: message}` pair of the envelope (there may be several). */
    readonly details: Record<string, string> = { [area]: serviceMessage }
  ) {
    super(`CryptoCloud rejected the request (${area}): ${serviceMessage}`)
  }
}

/** Wrong, missing or malformed key (401, or 400 with the `authorization` area, or `{detail}`). */
export class CryptoCloudAuthError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_AUTH_ERROR" as const
  constructor(
    readonly httpStatus: number,
    /** Which key was used: the project API key or the separate withdrawal key. */
    readonly keyKind: "api" | "withdrawal",
    readonly serviceMessage: string
  ) {
    const which =
      keyKind === "withdrawal"
        ? "the withdrawal API key (withdrawalApiKey / CRYPTOCLOUD_WITHDRAWAL_API_KEY, generated in the security section of the CryptoCloud account settings)"
        : "the project API key (apiKey / CRYPTOCLOUD_API_KEY) and shop id in the CryptoCloud dashboard"
    super(`CryptoCloud refused the credentials (HTTP ${httpStatus}): ${serviceMessage || "unauthorized"}. Check ${which}.`)
  }
}

/** Our own check of a request failed: nothing was sent. */
export class CryptoCloudValidationError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_VALIDATION_ERROR" as const
  constructor(
    /** Which call was being prepared, e.g. "createInvoice". */
    readonly operation: string,
    readonly issues: CryptoCloudIssue[]
  ) {
    super(`Invalid ${operation} request: ${formatIssues(issues)}`)
  }
}

export type CryptoCloudNetworkErrorKind = "timeout" | "network" | "bad_response"

/**
 * The exchange itself failed: timeout, connection error, or an answer we cannot read
 * (non-JSON body such as a proxy's HTML page, unexpected JSON shape).
 */
export class CryptoCloudNetworkError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_NETWORK_ERROR" as const
  constructor(
    readonly kind: CryptoCloudNetworkErrorKind,
    message: string,
    readonly details: {
      /** HTTP status when an answer arrived (bad_response). */
      httpStatus?: number
      /** False only when the request provably never left (connection refused, DNS failure). */
      mayHaveReachedService?: boolean
      /** Schema problems of an unexpected JSON answer. */
      issues?: CryptoCloudIssue[]
      cause?: unknown
    } = {}
  ) {
    super(message, { cause: details.cause })
  }

  get httpStatus(): number | undefined {
    return this.details.httpStatus
  }

  get mayHaveReachedService(): boolean {
    return this.details.mayHaveReachedService ?? true
  }

  get issues(): CryptoCloudIssue[] {
    return this.details.issues ?? []
  }
}

/**
 * Too many requests. `source: "client"` = refused locally before sending (the 12-second
 * withdrawal interval); `source: "service"` = the service answered with a rate limit.
 */
export class CryptoCloudRateLimitError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_RATE_LIMITED" as const
  constructor(
    /** How long to wait before trying again; null when the service did not say. */
    readonly retryAfterMs: number | null,
    readonly source: "client" | "service",
    message: string,
    readonly httpStatus?: number
  ) {
    super(message)
  }
}

/** The client is not configured for the call (bad options, no withdrawal key). */
export class CryptoCloudConfigError extends CryptoCloudError {
  readonly code = "CRYPTOCLOUD_CONFIG_ERROR" as const
  constructor(
    message: string,
    readonly issues: CryptoCloudIssue[] = []
  ) {
    super(message)
  }
}

export function isCryptoCloudError(err: unknown): err is CryptoCloudError {
  return err instanceof CryptoCloudError
}

/** Worth retrying a READ: transient transport trouble or a 5xx. */
export function isRetryableFailure(err: unknown): boolean {
  if (err instanceof CryptoCloudNetworkError) {
    if (err.kind === "bad_response") {
      // A schema mismatch is deterministic; a proxy's HTML 502 is not.
      return err.issues.length === 0 && (err.httpStatus ?? 0) >= 500
    }
    return true
  }
  if (err instanceof CryptoCloudApiError) return err.httpStatus >= 500
  return false
}

export function formatIssues(issues: CryptoCloudIssue[]): string {
  if (issues.length === 0) return "invalid value"
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ")
}
