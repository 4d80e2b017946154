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
import { ContainerRegistrationKeys, InjectTransactionManager, MedusaContext, MedusaError, MedusaService } from "@medusajs/framework/utils"
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import type { CryptoCloudOptions } from "../../domain/options"
import { resolveProjects } from "../../domain/projects"
import { providerRegistrationsFromConfig } from "../../domain/project-registrations"
import { ProjectDirectory } from "./project-directory"
import {
  EMPTY_SETTINGS,
  mergeInvoiceSettings,
  settingsRowId,
  settingsFromRow,
  settingsToRow,
  type EffectiveSettings,
  type PersistedSettings,
} from "../../domain/settings"
import { createSettingsReader, type SettingsReader } from "../../domain/settings-store"
import { mergeNoticeSettings, type NoticeSettings } from "../../domain/notices/notice-settings"
import { pruneBuckets } from "../../domain/budgets/sql-buckets"
import type { AttentionDraft, AttentionResolution } from "../../domain/attention"
import { attentionFacts, type FactsSubject } from "../../domain/ledger/attention-facts"
import { claimRefundAddress, updateRefundIf } from "../../domain/refunds/store"
import type { RefundWrite } from "../../domain/refunds/address-request"
import { openReturnOnce, returnDraft, type ReturnableItem } from "../../domain/refunds/returns"
import { WithdrawalLog } from "./withdrawal-log"
import { Payouts } from "./payouts"
import { insertAttentionOnce, resolveAttentionOnce, type AttentionItemRow } from "./attention-store"
import { InvoiceLedger } from "./invoice-ledger"
import { AttentionItem, LedgerInvoice, PayLink, Postback, Refund, Setting, StaticWalletDeposit, Withdrawal } from "./models"
import { CustomerStaticWallet } from "./models/customer-static-wallet"
import { findWalletByIdentify, recordDepositRead, StaticWalletDeposits } from "./static-wallet-store"
import { StaticWalletClaims } from "./static-wallet-claims"
import { PostbackLogQueries } from "./postback-log-queries"
import { PayLinks } from "./pay-links"
import { StaffAlertOutbox } from "./staff-alert-outbox"
import type { DepositDraft } from "../../domain/static-wallets"

type InjectedDependencies = {
  logger: Logger
  [ContainerRegistrationKeys.PG_CONNECTION]: Knex
  [ContainerRegistrationKeys.CONFIG_MODULE]?: { modules?: Record<string, unknown> }
}

/** Medusa's config, when the container holds it (it does in every app; a unit test's may not). */
function configOf(container: InjectedDependencies): InjectedDependencies[typeof ContainerRegistrationKeys.CONFIG_MODULE] {
  try {
    return container[ContainerRegistrationKeys.CONFIG_MODULE]
  } catch {
    return undefined
  }
}

/** How an action settled an item: its resolution, and the payout or order it made. */
export interface AttentionSettlement {
  resolution: AttentionResolution
  withdrawal_id?: string
  order_id?: string
}

export type SettingsPatch = Partial<Omit<PersistedSettings, "updatedAt" | "updatedBy">>

/** Advisory-lock key (hashed by Postgres): one settings writer at a time across every instance. */
const SETTINGS_LOCK = "cryptocloud:settings"

export default class CryptoCloudModuleService extends MedusaService({
  Setting,
  Withdrawal,
  StaticWalletDeposit,
  LedgerInvoice,
  AttentionItem,
  Refund,
  Postback,
  CustomerStaticWallet,
  PayLink,
}) {
  protected readonly logger_: Logger
  protected readonly pg_: Knex
  protected readonly projects_: ProjectDirectory | null
  protected readonly problems_: string[]
  protected readonly settings_: SettingsReader
  /** The invoice ledger (every invoice this store created, and what `info` said of it). */
  readonly ledger: InvoiceLedger
  /** Batch reads of static-wallet deposits for the reconciliation pass. */
  readonly deposits: StaticWalletDeposits
  /** Customers' static wallets: claims, fills, and the wallets customers see. */
  readonly staticWallets: StaticWalletClaims
  /** Every payout request that leaves the store, and the refunds they pay (the log's rows). */
  readonly withdrawals: WithdrawalLog
  /** Sending payouts and settling them: `prepare`, `send`, `resolve`, `abandonStale`… */
  readonly payouts: Payouts
  /** The staff alerts' outbox (domain/notices/staff-alerts.ts). */
  readonly staffAlerts: StaffAlertOutbox
  /** The postback log's reads and retention (the provider writes it). */
  readonly postbackLog: PostbackLogQueries
  /** Customers' pay links for what an order owes (token hashes, never tokens). */
  readonly payLinks: PayLinks

  constructor(container: InjectedDependencies, options?: Record<string, unknown>) {
    super(container, options)
    this.logger_ = container.logger
    this.pg_ = container[ContainerRegistrationKeys.PG_CONNECTION]
    this.ledger = new InvoiceLedger(this.pg_)
    this.deposits = new StaticWalletDeposits(this.pg_)
    this.staticWallets = new StaticWalletClaims(this.pg_)
    this.postbackLog = new PostbackLogQueries(this.pg_)
    this.staffAlerts = new StaffAlertOutbox(this.pg_)
    this.payLinks = new PayLinks(this.pg_)
    this.withdrawals = new WithdrawalLog(this.pg_)
    this.payouts = new Payouts(this.withdrawals, () => this.projects)
    const resolved = resolveProjects(options ?? {})
    this.projects_ = resolved.ok ? new ProjectDirectory(resolved.projects, providerRegistrationsFromConfig(configOf(container)), this.logger_) : null
    this.problems_ = resolved.ok ? [] : resolved.problems
    if (!resolved.ok) {
      this.logger_.warn(
        `CryptoCloud plugin options are incomplete (${this.problems_.join("; ")}); admin and store routes of the plugin will answer with an error until they are set.`
      )
    }
    if (this.projects_?.options().litecoinLegacyP2sh) {
      this.logger_.warn(
        "CryptoCloud: Litecoin payouts accept legacy P2SH addresses (3…), which Bitcoin uses too (option litecoinLegacyP2sh): check such an address is the customer's Litecoin address before paying."
      )
    }
    // The same reader the provider uses, so both see the same values; saves here invalidate it.
    this.settings_ = createSettingsReader(container[ContainerRegistrationKeys.PG_CONNECTION], {
      onError: (error) => this.logger_.warn(`CryptoCloud: could not re-read the admin settings, using the previous ones: ${String(error)}`),
    })
  }

  /**
   * The store's projects (domain/projects.ts); throws a clear error when the plugin was
   * registered without usable options.
   */
  get projects(): ProjectDirectory {
    if (!this.projects_) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `The CryptoCloud plugin is not configured: ${this.problems_.join("; ")}. Pass the same options to the plugin and to the payment provider in medusa-config.ts.`
      )
    }
    return this.projects_
  }

  /**
   * A project's options (the shared ones with its keys); without a shop id, the first project's.
   * An unknown shop id is a 404 naming it.
   */
  getOptions(shopId?: string | null): CryptoCloudOptions {
    return this.projects.options(shopId)
  }

  /** The API client of a project (its key, its shop id); without a shop id, the first project's. */
  getClient(shopId?: string | null): CryptoCloudClient {
    return this.projects.client(shopId)
  }

  /**
   * A client (and connection pool) of its own for customers' static-wallet creation: those calls
   * can hang for the whole request timeout, and customers can start up to the hourly budget of
   * them at once; on the shared client they would queue the admin's and the reconciliation's
   * calls behind them (measured: a balance read waited 19 s behind 20 held creations).
   */
  getStaticWalletClient(shopId?: string | null): CryptoCloudClient {
    return this.projects.walletClient(shopId)
  }

  // ── settings ───────────────────────────────────────────────────────────────

  /** A project's stored overrides (null fields = not overridden); without a shop id, the first project's. */
  async getPersistedSettings(shopId?: string | null): Promise<PersistedSettings> {
    return (await this.settings_.read(this.projects.get(shopId).shopId)) ?? EMPTY_SETTINGS
  }

  /** Settings for a project's next invoice: its admin overrides over the config options. */
  async getInvoiceSettings(shopId?: string | null): Promise<EffectiveSettings> {
    const project = this.projects.get(shopId)
    return mergeInvoiceSettings(project.options, await this.settings_.read(project.shopId))
  }

  /** Who on the staff is told what, for a project: its admin overrides over the options (design.md, "Telling the merchant"). */
  async getNoticeSettings(shopId?: string | null): Promise<NoticeSettings> {
    const project = this.projects.get(shopId)
    return mergeNoticeSettings(project.options, await this.settings_.read(project.shopId))
  }

  /**
   * Store overrides. Only the keys present in `patch` change; `null` resets a field to its
   * config value. Values must already be validated (the admin route does it).
   */
  async saveSettings(patch: SettingsPatch, adminUserId: string | null, shopId?: string | null): Promise<PersistedSettings> {
    const project = this.projects.get(shopId)
    await this.saveSettings_(patch, adminUserId, project.shopId)
    // After the commit, so no concurrent read can cache the old row again.
    this.settings_.invalidate()
    return this.getPersistedSettings(project.shopId)
  }

  @InjectTransactionManager()
  protected async saveSettings_(
    patch: SettingsPatch,
    adminUserId: string | null,
    shopId: string,
    @MedusaContext() sharedContext: Context<SqlEntityManager> = {}
  ): Promise<void> {
    // Serialises the read-modify-write, including two first saves racing to insert the row.
    await sharedContext.transactionManager!.execute("SELECT pg_advisory_xact_lock(hashtext(?))", [`${SETTINGS_LOCK}:${shopId}`])
    const id = settingsRowId(shopId)
    const [existing] = await this.listSettings({ id }, {}, sharedContext)
    const current = existing ? settingsFromRow(existing) : EMPTY_SETTINGS
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as SettingsPatch
    const row = { id, ...settingsToRow({ ...current, ...defined }), updated_by: adminUserId }
    if (existing) await this.updateSettings(row, sharedContext)
    else await this.createSettings(row, sharedContext)
  }

  /** Budget buckets that are full again (domain/budgets/sql-buckets.ts): the hourly prune job. */
  pruneBudgetBuckets(): Promise<number> {
    return pruneBuckets(this.pg_)
  }

  // ── attention queue ────────────────────────────────────────────────────────

  /** Raise items; returns only those created now (an item already raised is not repeated). */
  raiseAttention(drafts: AttentionDraft[]): Promise<AttentionItemRow[]> {
    return insertAttentionOnce(this.pg_, drafts)
  }

  /**
   * Mark an item resolved with the admin's note and how it was settled (default `noted`; an
   * action names its payout or order in `settled`); a resolved item is left as it was.
   */
  async resolveAttention(id: string, note: string, adminUserId: string | null, settled: AttentionSettlement = { resolution: "noted" }) {
    // Only while open, in one statement (attention-store.ts): one resolution per item, whoever races.
    const resolved = await resolveAttentionOnce(this.pg_, id, { note, resolved_by: adminUserId, ...settled })
    if (resolved) return resolved
    const item = await this.retrieveAttentionItem(id)
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Attention item ${id} was already resolved on ${new Date(item.resolved_at!).toISOString()}.`)
  }

  /** What each item's actions depend on, for a page of items in three queries (domain/ledger/attention-facts.ts). */
  attentionFacts(items: FactsSubject[]) {
    return attentionFacts(this.pg_, items)
  }

  // ── refunds ────────────────────────────────────────────────────────────────

  /** The customer's address for a refund, accepted once per link (see domain/refunds/store.ts). */
  claimRefundAddress(refundId: string, nonce: string, address: string): Promise<boolean> {
    return claimRefundAddress(this.pg_, refundId, nonce, address)
  }

  /** The item's return (a refund row of the item, domain/refunds/returns.ts), made once whoever asks first. */
  async openReturn(item: ReturnableItem) {
    const invoice = item.invoice_uuid ? await this.ledger.find(item.invoice_uuid) : null
    return openReturnOnce(this.pg_, returnDraft(item, invoice))
  }

  /** `write.set` only while the refund is still in `write.expected` (a compare-and-set); null when it changed. */
  updateRefundIf(refundId: string, write: RefundWrite) {
    return updateRefundIf(this.pg_, refundId, write.expected, write.set)
  }

  // ── static wallets (created through `staticWallets` claims; deposits in static-wallet-store.ts) ──

  /** The customer wallet a deposit's `order_id` names; null when it is none of this store's. */
  findStaticWalletByIdentify(identify: string) {
    return findWalletByIdentify(this.pg_, identify)
  }

  /**
   * One read of a deposit: recorded once per invoice, raised when a later read shows more; what
   * it did (`created` / `updated`), or null when the read changed nothing.
   */
  recordStaticWalletDeposit(draft: DepositDraft) {
    return recordDepositRead(this.pg_, draft)
  }
}
