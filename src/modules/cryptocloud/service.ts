/**
 * Plugin module service: the store's and admin's access to the CryptoCloud API, plus the
 * plugin's own data (admin settings, withdrawal log, static-wallet deposits).
 *
 * The payment provider lives inside the payment module and cannot be resolved from routes, so
 * routes, jobs and subscribers use this module, which receives the same options (the plugin
 * options) and builds its own client from them. The provider, in turn, cannot resolve this
 * module; both read the admin settings through domain/settings-store.ts.
 */
import type { Context, Logger } from "@medusajs/framework/types"
import type { Knex, SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import {
  ContainerRegistrationKeys,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import {
  CryptoCloudRateLimitError,
  WITHDRAWAL_MIN_INTERVAL_MS,
  type CreateWithdrawalInput,
  type CryptoCloudClient,
} from "../../lib/cryptocloud"
import { clientFromOptions, optionsSchema, type CryptoCloudOptions } from "../../domain/options"
import {
  EMPTY_SETTINGS,
  mergeInvoiceSettings,
  SETTINGS_ROW_ID,
  settingsFromRow,
  settingsToRow,
  type EffectiveSettings,
  type PersistedSettings,
} from "../../domain/settings"
import { createSettingsReader, type SettingsReader } from "../../domain/settings-store"
import type { AttentionDraft } from "../../domain/attention"
import { claimRefundAddress } from "../../domain/refunds/store"
import { prunePostbackLog } from "../../domain/postback-log"
import {
  outcomeOfError,
  outcomeOfSuccess,
  intervalLeftMs,
  isStalePending,
  secretRedactor,
  withdrawalGate,
  WithdrawalBlockedError,
  type WithdrawalLogUpdate,
  type WithdrawalResolution,
} from "../../domain/withdrawals"
import type { Invoice } from "../../lib/cryptocloud"
import { insertAttentionOnce, type AttentionItemRow } from "./attention-store"
import { InvoiceLedger } from "./invoice-ledger"
import { AttentionItem, LedgerInvoice, Postback, Refund, Setting, StaticWalletDeposit, Withdrawal } from "./models"
import { CustomerStaticWallet } from "./models/customer-static-wallet"
import { ensureCustomerWallet, findWalletByIdentify, insertDepositOnce } from "./static-wallet-store"
import type { DepositDraft } from "../../domain/static-wallets"
import type { PaymentCurrencyCode } from "../../lib/cryptocloud"

type InjectedDependencies = {
  logger: Logger
  [ContainerRegistrationKeys.PG_CONNECTION]: Knex
}

export type SettingsPatch = Partial<Omit<PersistedSettings, "updatedAt" | "updatedBy">>

/** Advisory-lock keys (hashed by Postgres): one writer at a time across every instance. */
const WITHDRAWAL_LOCK = "cryptocloud:withdrawal"
const SETTINGS_LOCK = "cryptocloud:settings"

/** The log row of this attempt; retryAfterMs > 0 = refused because the interval has not passed. */
type Reservation = { id: string; retryAfterMs: number }

export default class CryptoCloudModuleService extends MedusaService({
  Setting,
  Withdrawal,
  StaticWalletDeposit,
  LedgerInvoice,
  AttentionItem,
  Refund,
  Postback,
  CustomerStaticWallet,
}) {
  protected readonly logger_: Logger
  protected readonly pg_: Knex
  protected readonly options_: CryptoCloudOptions | null
  protected readonly problems_: string[]
  protected readonly settings_: SettingsReader
  protected client_: CryptoCloudClient | null = null
  /** The invoice ledger (every invoice this store created, and what `info` said of it). */
  readonly ledger: InvoiceLedger

  constructor(container: InjectedDependencies, options?: Record<string, unknown>) {
    super(container, options)
    this.logger_ = container.logger
    this.pg_ = container[ContainerRegistrationKeys.PG_CONNECTION]
    this.ledger = new InvoiceLedger(this.pg_)
    const parsed = optionsSchema.safeParse(options ?? {})
    this.options_ = parsed.success ? (parsed.data as CryptoCloudOptions) : null
    this.problems_ = parsed.success ? [] : parsed.error.issues.map((i) => i.message)
    if (!parsed.success) {
      this.logger_.warn(
        `CryptoCloud plugin options are incomplete (${this.problems_.join("; ")}); admin and store routes of the plugin will answer with an error until they are set.`
      )
    }
    // The same reader the provider uses, so both see the same values; saves here invalidate it.
    this.settings_ = createSettingsReader(container[ContainerRegistrationKeys.PG_CONNECTION], {
      onError: (error) => this.logger_.warn(`CryptoCloud: could not re-read the admin settings, using the previous ones: ${String(error)}`),
    })
  }

  /** Options as configured; throws a clear error when the plugin was registered without them. */
  getOptions(): CryptoCloudOptions {
    if (!this.options_) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The CryptoCloud plugin is not configured: ${this.problems_.join("; ")}. Pass the same options to the plugin and to the payment provider in medusa-config.ts.`
      )
    }
    return this.options_
  }

  getClient(): CryptoCloudClient {
    if (!this.client_) {
      this.client_ = clientFromOptions(this.getOptions())
    }
    return this.client_
  }

  // ── settings ───────────────────────────────────────────────────────────────

  /** The admin's stored overrides (null fields = not overridden). */
  async getPersistedSettings(): Promise<PersistedSettings> {
    return (await this.settings_.read()) ?? EMPTY_SETTINGS
  }

  /** Settings for the next invoice: admin overrides over the config options. */
  async getInvoiceSettings(): Promise<EffectiveSettings> {
    return mergeInvoiceSettings(this.getOptions(), await this.settings_.read())
  }

  /**
   * Store overrides. Only the keys present in `patch` change; `null` resets a field to its
   * config value. Values must already be validated (the admin route does it).
   */
  async saveSettings(patch: SettingsPatch, adminUserId: string | null): Promise<PersistedSettings> {
    await this.saveSettings_(patch, adminUserId)
    // After the commit, so no concurrent read can cache the old row again.
    this.settings_.invalidate()
    return this.getPersistedSettings()
  }

  @InjectTransactionManager()
  protected async saveSettings_(
    patch: SettingsPatch,
    adminUserId: string | null,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {}
  ): Promise<void> {
    // Serialises the read-modify-write, including two first saves racing to insert the row.
    await sharedContext.transactionManager!.execute("SELECT pg_advisory_xact_lock(hashtext(?))", [SETTINGS_LOCK])
    const [existing] = await this.listSettings({ id: SETTINGS_ROW_ID }, {}, sharedContext)
    const current = existing ? settingsFromRow(existing) : EMPTY_SETTINGS
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as SettingsPatch
    const row = { id: SETTINGS_ROW_ID, ...settingsToRow({ ...current, ...defined }), updated_by: adminUserId }
    if (existing) await this.updateSettings(row, sharedContext)
    else await this.createSettings(row, sharedContext)
  }

  // ── attention queue ────────────────────────────────────────────────────────

  /** Raise items; returns only those created now (an item already raised is not repeated). */
  raiseAttention(drafts: AttentionDraft[]): Promise<AttentionItemRow[]> {
    return insertAttentionOnce(this.pg_, drafts)
  }

  /** Mark an item resolved with the admin's note; a resolved item is left as it was. */
  async resolveAttention(id: string, note: string, adminUserId: string | null) {
    const item = await this.retrieveAttentionItem(id)
    if (item.status === "resolved") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Attention item ${id} was already resolved on ${new Date(item.resolved_at!).toISOString()}.`)
    }
    return this.updateAttentionItems({ id, status: "resolved", note, resolved_by: adminUserId, resolved_at: new Date() })
  }

  // ── postback log (written by the provider: domain/postback-log.ts) ───────────

  /** When the last postback arrived (any outcome), or null: a wrong postback URL shows here. */
  async lastPostbackAt(): Promise<Date | null> {
    const [last] = await this.listPostbacks({}, { select: ["id", "received_at"], order: { received_at: "DESC" }, take: 1 })
    return last ? new Date(last.received_at) : null
  }

  /** Entries older than 30 days go (the reconciliation pass calls this). */
  prunePostbackLog(): Promise<number> {
    return prunePostbackLog(this.pg_)
  }

  // ── refunds ────────────────────────────────────────────────────────────────

  /** The customer's address for a refund, accepted once per link (see domain/refunds/store.ts). */
  claimRefundAddress(refundId: string, nonce: string, address: string): Promise<boolean> {
    return claimRefundAddress(this.pg_, refundId, nonce, address)
  }

  // ── withdrawals ────────────────────────────────────────────────────────────

  /**
   * Send a withdrawal request and log it. At most one request per 12 s reaches the service:
   * - across instances and restarts: a slot is reserved in the withdrawal log under a
   *   Postgres advisory lock, measured from the newest `sent_at` of any instance;
   * - within this process the client's own guard is a second line.
   * Throws the client's typed errors (CryptoCloudRateLimitError with `retryAfterMs` when too
   * early); every attempt that got this far is in the log, refused ones included.
   */
  async createWithdrawal(input: CreateWithdrawalInput, adminUserId: string | null, link: { refundId?: string } = {}) {
    const { row, failure } = await this.sendWithdrawal(input, adminUserId, link)
    if (failure) throw failure
    return row
  }

  /**
   * As createWithdrawal, but a request that was logged and then failed returns its log row with
   * the error instead of throwing, so the caller can act on an `unknown` outcome. Throws only
   * before anything was logged as sent: the 12 s interval, an identical unresolved request.
   */
  async sendWithdrawal(input: CreateWithdrawalInput, adminUserId: string | null, link: { refundId?: string } = {}) {
    const client = this.getClient()
    const reservation = await this.reserveWithdrawal_(input, adminUserId, link.refundId ?? null)
    if (reservation.retryAfterMs > 0) {
      const seconds = Math.ceil(reservation.retryAfterMs / 1000)
      throw new CryptoCloudRateLimitError(
        reservation.retryAfterMs,
        "client",
        `Withdrawal refused: CryptoCloud allows one withdrawal request every ${WITHDRAWAL_MIN_INTERVAL_MS / 1000} s; retry in ${seconds} s`
      )
    }
    let failure: unknown = null
    let update: WithdrawalLogUpdate
    try {
      update = outcomeOfSuccess(await client.createWithdrawal(input))
    } catch (error) {
      failure = error
      const options = this.getOptions()
      update = outcomeOfError(error, secretRedactor([options.apiKey, options.withdrawalApiKey, options.secretKey]))
    }
    const { reachedService, ...fields } = update
    const row = await this.updateWithdrawals({
      id: reservation.id,
      ...fields,
      // A request that provably never left does not hold the interval.
      ...(reachedService ? {} : { sent_at: null }),
    })
    return { row, failure }
  }

  /** Milliseconds until the next withdrawal request may be sent (0 = now), from the shared log. */
  async withdrawalRetryAfterMs(sharedContext: Context<SqlEntityManager> = {}): Promise<number> {
    return intervalLeftMs(await this.lastSentAt_(sharedContext))
  }

  /** When the newest request that reached (or may have reached) the service went, any instance. */
  protected async lastSentAt_(sharedContext: Context<SqlEntityManager>): Promise<Date | null> {
    const [last] = await this.listWithdrawals(
      { sent_at: { $ne: null } },
      { select: ["id", "sent_at"], order: { sent_at: "DESC" }, take: 1 },
      sharedContext
    )
    return last?.sent_at ?? null
  }

  /**
   * An admin's answer for a withdrawal whose outcome was unknown (after checking the CryptoCloud
   * dashboard): "sent" keeps it counted as paid out, "not_sent" frees an identical request.
   */
  async resolveWithdrawal(id: string, resolution: WithdrawalResolution, adminUserId: string | null) {
    const row = await this.retrieveWithdrawal(id)
    if (row.status !== "unknown" && !isStalePending(row)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Withdrawal ${id} is ${row.status}; only a withdrawal whose outcome is unknown can be resolved.`)
    }
    if (row.resolution) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Withdrawal ${id} was already resolved as ${row.resolution}.`)
    }
    return this.updateWithdrawals({ id, resolution, resolved_by: adminUserId, resolved_at: new Date() })
  }

  @InjectTransactionManager()
  protected async reserveWithdrawal_(
    input: CreateWithdrawalInput,
    adminUserId: string | null,
    refundId: string | null,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {}
  ): Promise<Reservation> {
    // Held until this transaction commits: a concurrent request (any instance) waits here
    // and then sees our pending row.
    await sharedContext.transactionManager!.execute("SELECT pg_advisory_xact_lock(hashtext(?))", [WITHDRAWAL_LOCK])
    const unresolved = await this.listWithdrawals(
      { status: ["unknown", "pending"], resolution: null, currency_code: input.currency_code, amount: input.amount },
      { select: ["id", "status", "created_at", "currency_code", "to_address", "amount"] },
      sharedContext
    )
    const gate = withdrawalGate(input, unresolved, await this.lastSentAt_(sharedContext))
    if (gate.kind === "blocked") throw new WithdrawalBlockedError(gate.withdrawalId)
    const base = { admin_user_id: adminUserId, refund_id: refundId, currency_code: input.currency_code, to_address: input.to_address, amount: input.amount }
    if (gate.kind === "too_early") {
      const refused = await this.createWithdrawals(
        {
          ...base,
          status: "refused" as const,
          error_code: "CRYPTOCLOUD_RATE_LIMITED",
          error_area: "rate_limit",
          error_message: `Refused locally: less than ${WITHDRAWAL_MIN_INTERVAL_MS / 1000} s since the previous withdrawal request`,
        },
        sharedContext
      )
      return { id: refused.id, retryAfterMs: gate.retryAfterMs }
    }
    const pending = await this.createWithdrawals({ ...base, status: "pending" as const, sent_at: new Date() }, sharedContext)
    return { id: pending.id, retryAfterMs: 0 }
  }

  // ── static wallets (SQL and locking in static-wallet-store.ts) ─────────────

  /**
   * A logged-in customer's wallet for `currency`: the stored one, or one created at the service
   * now (`created`). One per customer and currency, also when first requests race.
   */
  ensureCustomerStaticWallet(customerId: string, currency: PaymentCurrencyCode) {
    return ensureCustomerWallet(this.pg_, customerId, currency, (identify) => this.getClient().createStaticWallet({ currency, identify }))
  }

  /** The customer wallet a deposit's `order_id` names; null when it is none of this store's. */
  findStaticWalletByIdentify(identify: string) {
    return findWalletByIdentify(this.pg_, identify)
  }

  /** Record a deposit once per invoice: the row created now, or null when already recorded. */
  recordStaticWalletDeposit(draft: DepositDraft) {
    return insertDepositOnce(this.pg_, draft)
  }
}
