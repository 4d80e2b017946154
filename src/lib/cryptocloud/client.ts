/**
 * CryptoCloud merchant API v2 client: one method per endpoint.
 *
 * Every call follows the same path: validate the input (nothing is sent when it is wrong) →
 * POST through the pooled transport → check the response against a lenient schema → return
 * normalised values, telling `onWarning` about informational fields that had to be left out.
 * Reads are retried with backoff; writes never are (see retry.ts).
 */
import type { z } from "zod"

import { getInvoicesBatched, getInvoicesBatchedEach, iterateInvoices, type BatchOptions, type IterateOptions } from "./batch"
import { CryptoCloudConfigError, CryptoCloudNetworkError, CryptoCloudRateLimitError, formatIssues, isRetryableFailure } from "./errors"
import { HttpTransport, type PostOptions, type SuccessEnvelope } from "./http"
import { resolveClientOptions, type CryptoCloudClientOptions, type ResolvedClientOptions } from "./options"
import { warnAboutRecords } from "./read-warnings"
import { checkResponse } from "./response"
import { withRetry } from "./retry"
import {
  balanceArraySchema,
  extractStaticWalletList,
  staticWalletArraySchema,
  staticWalletSchema,
  statisticsSchema,
  withdrawalPayloadSchema,
} from "./schemas/account"
import { tryNormalizeInvoiceId } from "./ids"
import { invoiceArraySchema, invoiceListSchema, invoiceSchema, rawArraySchema } from "./schemas/invoice"
import {
  createInvoiceRequestSchema,
  createStaticWalletRequestSchema,
  createWithdrawalRequestSchema,
  invoiceIdRequestSchema,
  invoiceIdsRequestSchema,
  listInvoicesRequestSchema,
  listStaticWalletsRequestSchema,
  localeSchema,
  statisticsRequestSchema,
  toIssues,
  validateRequest,
} from "./schemas/requests"
import type {
  Balance,
  CreateInvoiceInput,
  CreateStaticWalletInput,
  CreateWithdrawalInput,
  Invoice,
  InvoiceReadResult,
  ListInvoicesResult,
  ListStaticWalletsResult,
  StaticWallet,
  Statistics,
  PageInput,
  PeriodInput,
  Withdrawal,
} from "./types"
import { WithdrawalIntervalGuard } from "./withdrawal-guard"

export type { CryptoCloudClientOptions }

export const ENDPOINTS = {
  createInvoice: "/v2/invoice/create",
  listInvoices: "/v2/invoice/merchant/list",
  getInvoices: "/v2/invoice/merchant/info",
  getStatistics: "/v2/invoice/merchant/statistics",
  cancelInvoice: "/v2/invoice/merchant/canceled",
  getBalances: "/v2/merchant/wallet/balance/all",
  createStaticWallet: "/v2/invoice/static/create",
  listStaticWallets: "/v2/invoice/static/list",
  createWithdrawal: "/v2/invoice/api/out/create",
} as const

export class CryptoCloudClient {
  private readonly options: ResolvedClientOptions
  private readonly transport: HttpTransport
  private closed = false
  /** Per client instance, as the service's interval is per account key. */
  readonly withdrawalGuard: WithdrawalIntervalGuard

  constructor(options: CryptoCloudClientOptions) {
    this.options = resolveClientOptions(options)
    this.transport = new HttpTransport({
      baseUrl: this.options.baseUrl,
      timeoutMs: this.options.timeoutMs,
      userAgent: this.options.userAgent,
      dispatcher: this.options.dispatcher,
    })
    this.withdrawalGuard = new WithdrawalIntervalGuard(this.options.withdrawalIntervalMs)
  }

  get baseUrl(): string {
    return this.options.baseUrl
  }

  get withdrawalsEnabled(): boolean {
    return this.options.withdrawalApiKey !== null
  }

  // ── invoices ───────────────────────────────────────────────────────────────

  /** POST /v2/invoice/create. Never retried: on an ambiguous failure look the invoice up first. */
  async createInvoice(input: CreateInvoiceInput, opts: { locale?: string } = {}): Promise<Invoice> {
    const op = "createInvoice"
    const body = validateRequest(op, createInvoiceRequestSchema, input)
    const locale = opts.locale ?? this.options.locale
    if (opts.locale !== undefined) validateRequest(op, localeSchema, opts.locale, "locale")
    const env = await this.write({
      path: ENDPOINTS.createInvoice,
      body: { shop_id: this.options.shopId, ...body },
      query: locale ? { locale } : undefined,
    })
    return this.parse(op, invoiceSchema, env.payload, env)
  }

  /** POST /v2/invoice/merchant/list: one page of invoices of a period. */
  async listInvoices(input: PageInput): Promise<ListInvoicesResult> {
    const op = "listInvoices"
    const body = validateRequest(op, listInvoicesRequestSchema, input)
    const env = await this.read({ path: ENDPOINTS.listInvoices, body })
    const list = { invoices: env.payload, all_count: env.body.all_count }
    const parsed = this.parse(op, invoiceListSchema, list, env, (out) => out.invoices)
    return {
      invoices: parsed.invoices,
      // all_count is documented; if it is ever missing, what we have seen is a lower bound.
      allCount: parsed.all_count ?? (body.offset ?? 0) + parsed.invoices.length,
    }
  }

  /** POST /v2/invoice/merchant/info for 1..100 ids (with or without `INV-`). Unknown ids are absent. */
  async getInvoices(uuids: readonly string[]): Promise<Invoice[]> {
    const op = "getInvoices"
    const ids = validateRequest(op, invoiceIdsRequestSchema, uuids, "uuids")
    const env = await this.read({ path: ENDPOINTS.getInvoices, body: { uuids: ids } })
    return this.parse(op, invoiceArraySchema, env.payload, env)
  }

  /**
   * `info` for 1..100 ids, parsed invoice by invoice: one malformed entry is reported in
   * `rejected` (with its id when readable) and the others are returned. The answer as a whole
   * must still be an array, otherwise it is a bad_response like any other.
   */
  async getInvoicesEach(uuids: readonly string[]): Promise<InvoiceReadResult> {
    const op = "getInvoices"
    const ids = validateRequest(op, invoiceIdsRequestSchema, uuids, "uuids")
    const env = await this.read({ path: ENDPOINTS.getInvoices, body: { uuids: ids } })
    const entries = this.parse(op, rawArraySchema, env.payload, env)
    const result: InvoiceReadResult = { invoices: [], rejected: [] }
    for (const entry of entries) {
      const parsed = invoiceSchema.safeParse(entry)
      if (parsed.success) {
        result.invoices.push(parsed.data)
      } else {
        const raw = (entry as { uuid?: unknown } | null)?.uuid
        result.rejected.push({
          uuid: typeof raw === "string" ? tryNormalizeInvoiceId(raw) : null,
          problem: formatIssues(toIssues(parsed.error).slice(0, 3)),
        })
      }
    }
    warnAboutRecords(this.options.onWarning, op, result.invoices)
    return result
  }

  /** One invoice by id, or null when the service does not know it. */
  async getInvoice(uuid: string): Promise<Invoice | null> {
    const id = validateRequest("getInvoice", invoiceIdRequestSchema, uuid, "uuid")
    const invoices = await this.getInvoices([id])
    return invoices.find((invoice) => invoice.uuid === id) ?? null
  }

  /** Any number of ids: chunks of 100, bounded concurrency, order of first appearance. */
  getInvoicesMany(uuids: readonly string[], options?: BatchOptions): Promise<Invoice[]> {
    return getInvoicesBatched(this, uuids, options)
  }

  /** Any number of ids, parsed invoice by invoice (see getInvoicesEach). */
  getInvoicesManyEach(uuids: readonly string[], options?: BatchOptions): Promise<InvoiceReadResult> {
    return getInvoicesBatchedEach(this, uuids, options)
  }

  /** Every invoice of a period, page by page. */
  iterateInvoices(options: IterateOptions): AsyncGenerator<Invoice, void, undefined> {
    return iterateInvoices(this, options)
  }

  /** POST /v2/invoice/merchant/statistics: counts and USD totals per status. */
  async getStatistics(input: PeriodInput): Promise<Statistics> {
    const op = "getStatistics"
    const body = validateRequest(op, statisticsRequestSchema, input)
    const env = await this.read({ path: ENDPOINTS.getStatistics, body })
    return this.parse(op, statisticsSchema, env.payload, env)
  }

  /** POST /v2/invoice/merchant/canceled: only an invoice in state `created` can be cancelled. */
  async cancelInvoice(uuid: string): Promise<void> {
    const id = validateRequest("cancelInvoice", invoiceIdRequestSchema, uuid, "uuid")
    await this.write({ path: ENDPOINTS.cancelInvoice, body: { uuid: id } })
  }

  // ── account ────────────────────────────────────────────────────────────────

  /** POST /v2/merchant/wallet/balance/all (no body). */
  async getBalances(): Promise<Balance[]> {
    const env = await this.read({ path: ENDPOINTS.getBalances })
    return this.parse("getBalances", balanceArraySchema, env.payload, env)
  }

  /** POST /v2/invoice/static/create (TON network currencies are not supported). */
  async createStaticWallet(input: CreateStaticWalletInput): Promise<StaticWallet> {
    const op = "createStaticWallet"
    const body = validateRequest(op, createStaticWalletRequestSchema, input)
    const env = await this.write({ path: ENDPOINTS.createStaticWallet, body: { shop_id: this.options.shopId, ...body } })
    return this.parse(op, staticWalletSchema, env.payload, env)
  }

  /** POST /v2/invoice/static/list. The answer's shape is undocumented: parsed leniently. */
  async listStaticWallets(input: PageInput): Promise<ListStaticWalletsResult> {
    const op = "listStaticWallets"
    const body = validateRequest(op, listStaticWalletsRequestSchema, input)
    const env = await this.read({ path: ENDPOINTS.listStaticWallets, body: { shop_id: this.options.shopId, ...body } })
    const { items, allCount } = extractStaticWalletList(env.body, env.payload)
    return { wallets: this.parse(op, staticWalletArraySchema, items, env), allCount }
  }

  /**
   * POST /v2/invoice/api/out/create with the separate withdrawal key. Refused locally (nothing
   * sent) without a withdrawal key, on bad input, or within the minimum interval since the last
   * withdrawal request of this client. Never retried.
   */
  async createWithdrawal(input: CreateWithdrawalInput): Promise<Withdrawal> {
    const op = "createWithdrawal"
    const key = this.options.withdrawalApiKey
    if (key === null) {
      throw new CryptoCloudConfigError("withdrawals are disabled: set withdrawalApiKey / CRYPTOCLOUD_WITHDRAWAL_API_KEY")
    }
    const body = validateRequest(op, createWithdrawalRequestSchema, input)
    const release = this.withdrawalGuard.acquire()
    let env: SuccessEnvelope
    try {
      env = await this.send({ path: ENDPOINTS.createWithdrawal, body, key, keyKind: "withdrawal" })
    } catch (err) {
      if (err instanceof CryptoCloudNetworkError && !err.mayHaveReachedService) release()
      if (err instanceof CryptoCloudRateLimitError && err.retryAfterMs === null) {
        throw new CryptoCloudRateLimitError(this.withdrawalGuard.intervalMs, "service", err.message, err.httpStatus)
      }
      throw err
    }
    const raw = env.payload !== null && typeof env.payload === "object" && !Array.isArray(env.payload) ? (env.payload as Record<string, unknown>) : {}
    const parsed = this.parse(op, withdrawalPayloadSchema, env.payload, env)
    return { ...parsed, envelope: env.envelopeKey, raw }
  }

  /** Close the connection pool. Later calls fail with CryptoCloudConfigError. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.transport.close()
  }

  // ── plumbing ───────────────────────────────────────────────────────────────

  private send(call: PostOptions): Promise<SuccessEnvelope> {
    if (this.closed) return Promise.reject(new CryptoCloudConfigError("the CryptoCloud client is closed"))
    return this.transport.post(call)
  }

  private write(call: Omit<PostOptions, "key" | "keyKind">): Promise<SuccessEnvelope> {
    return this.send({ ...call, key: this.options.apiKey, keyKind: "api" })
  }

  private read(call: Omit<PostOptions, "key" | "keyKind">): Promise<SuccessEnvelope> {
    return withRetry(() => this.write(call), this.options.retry, { shouldRetry: isRetryableFailure })
  }

  /** Schema check of a success payload, and the warning about what it left out (response.ts). */
  private parse<S extends z.ZodType>(
    op: string,
    schema: S,
    payload: unknown,
    env: SuccessEnvelope,
    records?: (out: z.output<S>) => readonly unknown[]
  ): z.output<S> {
    return checkResponse(op, schema, payload, env.httpStatus, this.options.onWarning, records)
  }
}
