/**
 * Public contract of the local CryptoCloud sandbox.
 *
 * Tests, benchmarks and the demo store drive the sandbox through this interface only. The sandbox
 * is the tests' oracle, so it never imports the API client's schemas, errors or helpers; it may
 * share nothing but the spec's plain code lists (`../lib/cryptocloud/codes`).
 */

export type SandboxInvoiceStatus = "created" | "paid" | "partial" | "overpaid" | "canceled"

export type PostbackFormat = "json" | "urlencoded"

export interface SandboxOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number
  /** Interface to bind; default "127.0.0.1". */
  host?: string
  /** Project API key expected as `Authorization: Token <apiKey>`; default "sandbox-api-key". */
  apiKey?: string
  /** Withdrawal key; default "sandbox-withdrawal-key". `null` = no withdrawal key accepted at all. */
  withdrawalApiKey?: string | null
  /** Shop id expected in create/static bodies; default "sandbox-shop". */
  shopId?: string
  /** Project secret that signs postback JWTs (HS256); default "sandbox-secret". */
  secret?: string
  /** Where postbacks go; null/undefined = postbacks are recorded but not sent. */
  postbackUrl?: string | null
  /** Postback body encoding; default "json". */
  postbackFormat?: PostbackFormat
  /** Send a postback when an invoice becomes `partial` (project setting); default true. */
  postbackOnPartial?: boolean
  /** Minimum interval between withdrawal requests; default 12000 ms. */
  withdrawalIntervalMs?: number
  /** Invoices carry `test_mode`; default true. */
  testMode?: boolean
  /** Base of invoice `link`s (the hosted pay page); default the server's own URL. */
  publicUrl?: string
  /** Project success/fail redirect addresses shown on the pay page and in `project`. */
  successUrl?: string
  failUrl?: string
  /** Clock, for tests that move time; default `() => new Date()`. */
  now?: () => Date
  /** Quirks of real responses to reproduce (see public-docs-notes.md). */
  quirks?: Partial<SandboxQuirks>
  /** Initial available balances per full currency code (e.g. { USDT_TRC20: "1500.5" }). */
  balances?: Record<string, string>
  /** Log sink for one-line human messages; default silent. */
  log?: (line: string) => void
}

export interface SandboxQuirks {
  /** Numbers in invoice bodies are sent as strings ("12.5"). */
  numbersAsStrings: boolean
  /** Small numbers use exponent notation (1.5e-06). Default true: the real service does it. */
  exponentFloats: boolean
  /** Missing values are the string "None" instead of null. Default true. */
  noneStrings: boolean
  /** Create responses name the service-fee payer `side_commission_service`. Default true. */
  sideCommissionService: boolean
  /** Withdrawal responses use the old `{ status, data: { invoice_id, status, currency, amount } }` envelope. */
  legacyWithdrawalEnvelope: boolean
  /** Static wallets report `enable` instead of `active`. */
  staticWalletEnableField: boolean
  /** Bad/malformed keys are answered with `{ "detail": "..." }` and HTTP 401 instead of the envelope. */
  detailAuthErrors: boolean
  /** Authorization failures use HTTP 400 instead of 401 (the docs show both). */
  authErrorsAs400: boolean
}

/** One HTTP request the sandbox received (API, pay page and control routes alike). */
export interface SandboxRequestLogEntry {
  seq: number
  at: string
  method: string
  /** Path without query string, e.g. "/v2/invoice/create". */
  path: string
  query: Record<string, string>
  /** Parsed JSON body, or null when absent/unparseable. Authorization values are never stored. */
  body: unknown
  /** Which key the request carried: "api", "withdrawal", "invalid" or "none". */
  auth: "api" | "withdrawal" | "invalid" | "none"
  /** HTTP status answered (0 if the connection was dropped by a fault). */
  status: number
  /** Id of the TCP connection that carried it (for keep-alive checks). */
  connectionId: number
  /** Fault that was applied, if any. */
  fault?: SandboxFaultKind
}

export type SandboxFaultKind = "latency" | "5xx" | "timeout" | "non-json" | "reset"

export interface SandboxFault {
  /** Which API path(s) it applies to, e.g. "/v2/invoice/create"; default every /v2 path. */
  path?: string | RegExp
  kind: SandboxFaultKind
  /** How many matching requests it hits before it is used up; default Infinity. */
  times?: number
  /** For "5xx": the status (default 502). */
  status?: number
  /** For "latency": delay before answering normally. For "timeout": how long to hold before
   * dropping the socket (default 60000, i.e. longer than any client timeout). */
  ms?: number
  /** For "5xx"/"non-json"/"reset": process the request first (state changes!) and then fail the
   * answer — the ambiguous failure that makes retrying a create unsafe. Default false. */
  afterProcessing?: boolean
}

export interface SandboxPostbackFaults {
  /** Drop the next n postbacks (recorded as dropped, never sent). */
  drop?: number
  /** Deliver each of the next n postbacks this many times in total (e.g. 5). */
  duplicate?: { next: number; copies: number }
  /** Hold postbacks back and deliver them in reverse order once `reorder.count` are queued. */
  reorder?: { count: number }
}

export interface SandboxPostbackDelivery {
  seq: number
  at: string
  invoiceUuid: string
  /** Body exactly as sent (token included, so tests can replay or tamper with it). */
  body: Record<string, unknown>
  format: PostbackFormat
  url: string | null
  /** "sent" (answered), "failed" (network error), "dropped" (fault), "recorded" (no URL). */
  outcome: "sent" | "failed" | "dropped" | "recorded"
  responseStatus?: number
}

/** Invoice as the sandbox keeps it; every amount is a decimal string. */
export interface SandboxInvoice {
  uuid: string // "INV-XXXXXXXX"
  status: SandboxInvoiceStatus
  created: Date
  expiryDate: Date
  dateFinished: Date | null
  orderId: string | null
  email: string | null
  fiatCurrency: string
  amountInFiat: string
  amountUsd: string
  /** Selected payment currency (null until chosen on the pay page or via add_fields.cryptocurrency). */
  cryptocurrency: string | null
  availableCurrencies: string[] | null
  /** Crypto amount due (in `cryptocurrency`), null until a currency is chosen. */
  amount: string | null
  amountPaid: string
  received: string
  txList: string[]
  address: string | null
  testMode: boolean
  locale: string | null
  // ── additions beyond the original contract ──
  /** The 8-character id without "INV-" (what postbacks carry as `invoice_id`). */
  shortId: string
  /** Hosted pay page, `<publicUrl>/pay/<shortId>`. */
  link: string
  /** Transfer fee and service fee in the payment currency (expected ones until paid). */
  fee: string
  serviceFee: string
  /** Why a canceled invoice is canceled: lifetime ran out ("expiry") or the merchant cancelled. */
  canceledBy: "expiry" | "merchant" | null
  /** Set when the invoice records a deposit to a static wallet. */
  staticWalletUuid: string | null
  /** Incoming transactions, in order. */
  payments: Array<{ amount: string; at: Date; tx: string }>
}

/** A withdrawal request as the sandbox keeps it (its id is "INV-" shaped, as the service's). */
export interface SandboxWithdrawal {
  uuid: string
  currency: string
  address: string
  amount: string
  at: Date
  source: "api" | "dashboard"
}

/** A static wallet as the sandbox keeps it. */
export interface SandboxStaticWallet {
  uuid: string // 32 hex chars, no prefix
  currency: string
  identify: string
  address: string
  created: Date
  active: boolean
}

export interface SandboxPayOptions {
  /** Payment currency when the invoice has none yet; default the first available (USDT_TRC20). */
  currency?: string
  /** For "partial": fraction of what is still due (default 0.5). For "overpay": factor (default 1.2). */
  fraction?: number
  /** Exact crypto amount to pay, overriding the kind's default. */
  amount?: string
  /** Send the postback (default true; it still obeys postback faults). */
  postback?: boolean
}

export interface Sandbox {
  /** Base URL, e.g. "http://127.0.0.1:4010" (use as the client's baseUrl). */
  readonly url: string
  readonly options: Readonly<Required<Pick<SandboxOptions, "apiKey" | "shopId" | "secret">>> & {
    withdrawalApiKey: string | null
  }
  close(): Promise<void>
  /** Clear invoices, wallets, withdrawals, logs, counters and faults; keep options. */
  reset(): void
  /**
   * Forget the invoices (deposits included) and withdrawal requests only; keep balances, wallets,
   * faults, postback settings and the clock. A test whose database starts afresh starts with a
   * service that knows nothing of earlier tests' payments either.
   */
  forgetInvoices(): void

  // ── state ────────────────────────────────────────────────────────────────
  getInvoice(uuid: string): SandboxInvoice | undefined
  listInvoices(): SandboxInvoice[]
  /** Balances per full currency code: crypto amount and what is available. */
  getBalances(): Record<string, { balance: string; available: string }>
  setBalance(currency: string, amount: string): void
  /** Withdrawal requests, oldest first: `api` ones sent with the withdrawal key, `dashboard` ones made by withdrawInDashboard. */
  listWithdrawals(): SandboxWithdrawal[]
  // additions: ---------------------------------------------------------------
  /** The sandbox clock (the `now` option plus every advanceTime). */
  now(): Date
  /** Create an invoice as POST /v2/invoice/create would (same validation; throws on a bad body). */
  createInvoice(body: Record<string, unknown>): SandboxInvoice
  listStaticWallets(): SandboxStaticWallet[]
  /** Money arrives on a static wallet (by uuid or identify): records a paid invoice, credits the
   * balance and sends a postback whose order_id is the wallet's identify. `due` (more than
   * `amount`) books it `partial` first; `pay(uuid, "exact")` then brings the rest. */
  depositToStaticWallet(wallet: string, amount: string, options?: { postback?: boolean; due?: string }): Promise<SandboxInvoice>
  /**
   * A withdrawal made in CryptoCloud's dashboard (or by its automatic withdrawal rules): it
   * leaves the balance like an API withdrawal, without the withdrawal key or the 12 s interval,
   * and the invoice list shows it as a `dw` entry. Throws on an unknown coin, a bad amount or
   * more than the available balance.
   */
  withdrawInDashboard(currency: string, address: string, amount: string): SandboxWithdrawal

  // ── payer actions (what the hosted pay page buttons do) ──────────────────
  pay(uuid: string, kind: "exact" | "partial" | "overpay", options?: SandboxPayOptions): Promise<SandboxInvoice>
  /** Let the invoice expire now (created → canceled). */
  expire(uuid: string): SandboxInvoice
  /** Move the sandbox clock forward; invoices past expiry become canceled. */
  advanceTime(ms: number): void
  /**
   * Test control: make the service's own record of an invoice differ from what was asked for
   * (a misbehaving service, or an invoice made by someone else), e.g. half the amount.
   */
  alterInvoice(uuid: string, changes: { amountInFiat?: string; fiatCurrency?: string; testMode?: boolean }): SandboxInvoice

  // ── postbacks ────────────────────────────────────────────────────────────
  /** (Re)send the postback for an invoice's current state; returns the delivery records. */
  sendPostback(uuid: string, options?: { format?: PostbackFormat; url?: string }): Promise<SandboxPostbackDelivery[]>
  /** Build a postback body without sending it (token signed with `secret` or a given one). */
  buildPostback(uuid: string, options?: { secret?: string; expiresInSeconds?: number }): Promise<Record<string, unknown>>
  setPostbackUrl(url: string | null, format?: PostbackFormat): void
  readonly postbacks: readonly SandboxPostbackDelivery[]
  /** Wait until all queued/in-flight postbacks are settled (held reorder queues excepted). */
  flushPostbacks(): Promise<void>

  // ── faults ───────────────────────────────────────────────────────────────
  injectFault(fault: SandboxFault): void
  setPostbackFaults(faults: SandboxPostbackFaults): void
  clearFaults(): void
  setQuirks(quirks: Partial<SandboxQuirks>): void

  // ── observation ──────────────────────────────────────────────────────────
  readonly requests: readonly SandboxRequestLogEntry[]
  /** Requests received per path ("/v2/invoice/create": 3, ...). */
  countRequests(path?: string | RegExp): number
  /** Number of distinct TCP connections accepted since start/reset. */
  readonly connectionCount: number
}
