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
import { Setting, StaticWalletDeposit, Withdrawal } from "./models"
import { outcomeOfError, outcomeOfSuccess, type WithdrawalLogUpdate } from "./withdrawal-outcome"

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
}) {
  protected readonly logger_: Logger
  protected readonly options_: CryptoCloudOptions | null
  protected readonly problems_: string[]
  protected readonly settings_: SettingsReader
  protected client_: CryptoCloudClient | null = null

  constructor(container: InjectedDependencies, options?: Record<string, unknown>) {
    super(container, options)
    this.logger_ = container.logger
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

  // ── withdrawals ────────────────────────────────────────────────────────────

  /**
   * Send a withdrawal request and log it. At most one request per 12 s reaches the service:
   * - across instances and restarts: a slot is reserved in the withdrawal log under a
   *   Postgres advisory lock, measured from the newest `sent_at` of any instance;
   * - within this process the client's own guard is a second line.
   * Throws the client's typed errors (CryptoCloudRateLimitError with `retryAfterMs` when too
   * early); every attempt that got this far is in the log, refused ones included.
   */
  async createWithdrawal(input: CreateWithdrawalInput, adminUserId: string | null) {
    const client = this.getClient()
    const reservation = await this.reserveWithdrawal_(input, adminUserId)
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
      update = outcomeOfError(error)
    }
    const { reachedService, ...fields } = update
    const row = await this.updateWithdrawals({
      id: reservation.id,
      ...fields,
      // A request that provably never left does not hold the interval.
      ...(reachedService ? {} : { sent_at: null }),
    })
    if (failure) throw failure
    return row
  }

  /** Milliseconds until the next withdrawal request may be sent (0 = now), from the shared log. */
  async withdrawalRetryAfterMs(): Promise<number> {
    const [last] = await this.listWithdrawals(
      { sent_at: { $ne: null } },
      { select: ["id", "sent_at"], order: { sent_at: "DESC" }, take: 1 }
    )
    return last?.sent_at ? Math.max(0, new Date(last.sent_at).getTime() + WITHDRAWAL_MIN_INTERVAL_MS - Date.now()) : 0
  }

  @InjectTransactionManager()
  protected async reserveWithdrawal_(
    input: CreateWithdrawalInput,
    adminUserId: string | null,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {}
  ): Promise<Reservation> {
    // Held until this transaction commits: a concurrent request (any instance) waits here
    // and then sees our pending row.
    await sharedContext.transactionManager!.execute("SELECT pg_advisory_xact_lock(hashtext(?))", [WITHDRAWAL_LOCK])
    const [last] = await this.listWithdrawals(
      { sent_at: { $ne: null } },
      { select: ["id", "sent_at"], order: { sent_at: "DESC" }, take: 1 },
      sharedContext
    )
    const now = Date.now()
    const retryAfterMs = last?.sent_at ? new Date(last.sent_at).getTime() + WITHDRAWAL_MIN_INTERVAL_MS - now : 0
    const base = {
      admin_user_id: adminUserId,
      currency_code: input.currency_code,
      to_address: input.to_address,
      amount: input.amount,
    }
    if (retryAfterMs > 0) {
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
      return { id: refused.id, retryAfterMs }
    }
    const pending = await this.createWithdrawals({ ...base, status: "pending" as const, sent_at: new Date(now) }, sharedContext)
    return { id: pending.id, retryAfterMs: 0 }
  }
}
