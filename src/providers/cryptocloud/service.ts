/**
 * CryptoCloud payment provider for Medusa v2: one invoice per payment session.
 *
 * Crypto is final once paid, so a paid invoice is reported as `captured` straight from
 * authorization (Medusa then skips capturePayment). Every decision re-reads the invoice with
 * `info` and records the read on the invoice ledger; session `data` only names the invoice
 * and is shown to the customer.
 *
 * The class keeps Medusa's AbstractPaymentProvider methods and the provider's collaborators;
 * the work is in modules of functions by what it does: session-lifecycle.ts (initiate, update,
 * delete, cancel), money-moves.ts (authorize, capture, refund), invoice-reads.ts (retrieve,
 * status) and webhook.ts (postbacks).
 */
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { AbstractPaymentProvider, ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CryptoCloudClient, Invoice } from "../../lib/cryptocloud"
import { PROVIDER_IDENTIFIER } from "../../domain/constants"
import type { LedgerRow } from "../../domain/ledger/columns"
import { ledgerProjectOf } from "../../domain/ledger/projects"
import { readSessionCart, type SessionCart } from "../../domain/session-cart"
import { configureInvoiceCreationBudget } from "../../domain/invoice-creation-budget"
import { SqlBucketStore } from "../../domain/budgets/sql-buckets"
import { clientFromOptions, validateOptions, type CryptoCloudOptions } from "../../domain/options"
import { providerOptionsFor } from "../../domain/projects"
import { pluginOptionsFromConfig } from "../../domain/project-registrations"
import { mergeInvoiceSettings, type EffectiveSettings } from "../../domain/settings"
import { createSettingsReader, type SettingsReader } from "../../domain/settings-store"
import type { SessionInvoiceRequest } from "./invoice-factory"
import { createSessionInvoice } from "./session-invoice"
import { paymentInvoiceId } from "./session-invoice-id"
import { readInvoice, readSessionInvoice, type InvoiceRead, type InvoiceReadsDeps } from "./invoice-reads"
import { InvoiceHandover } from "./invoice-handover"
import { ProviderLedger } from "./ledger-access"
import { authorize, capture, refund } from "./money-moves"
import { optional, sessionFinder } from "./payment-module-access"
import type { ProviderParts } from "./provider-parts"
import { cancelPayment, initiateSession, releaseSession, updateSession } from "./session-lifecycle"
import { assertInvoiceSettles } from "./settlement-check"
import { webhookActionFromPostback } from "./webhook"
import { toleranceOfRow, type Tolerance } from "../../domain/tolerance-amount"

type Container = { logger: Logger; paymentSessionService?: unknown } & Record<string, unknown>

export class CryptoCloudProviderService extends AbstractPaymentProvider<CryptoCloudOptions> {
  static override identifier = PROVIDER_IDENTIFIER

  protected readonly options_: CryptoCloudOptions
  protected readonly logger_: Logger
  protected readonly client_: CryptoCloudClient
  protected readonly settings_: SettingsReader | null
  protected readonly ledger_: ProviderLedger
  protected readonly pg_: Knex | null
  protected readonly handover_: InvoiceHandover

  static override validateOptions(options: Record<string, unknown>): void {
    validateOptions(options)
  }

  /**
   * Admin settings and the invoice ledger live in the plugin module's tables, which this
   * provider cannot reach through the module (module isolation). Every module container holds
   * the shared database connection, so the provider reads the settings row (cached for a few
   * seconds; see settings-store.ts) and writes ledger rows through it.
   */
  constructor(container: Container, options: CryptoCloudOptions) {
    super(container, options)
    // A registration of one of several projects gets only that project's keys; the shared
    // options (time to pay, currencies, budgets…) are the plugin's (domain/projects.ts).
    const configModule = optional(container, ContainerRegistrationKeys.CONFIG_MODULE) as { modules?: Record<string, unknown> } | undefined
    this.options_ = validateOptions(providerOptionsFor(options as unknown as Record<string, unknown>, pluginOptionsFromConfig(configModule)))
    this.logger_ = container.logger
    this.client_ = this.createClient(this.options_)
    const pg = (optional(container, ContainerRegistrationKeys.PG_CONNECTION) as Knex | undefined) ?? null
    this.settings_ = pg
      ? createSettingsReader(pg, {
          onError: (error) => this.logger_.warn(`CryptoCloud: could not read admin settings, using the last ones read: ${(error as Error).message}`),
        })
      : null
    this.ledger_ = new ProviderLedger(pg, this.logger_, this.options_.shopId)
    this.pg_ = pg
    this.handover_ = new InvoiceHandover(pg, this.client_, this.logger_, ledgerProjectOf(this.options_.shopId, pluginOptionsFromConfig(configModule)))
    // The budgets' buckets are rows every instance shares (domain/budgets/sql-buckets.ts).
    configureInvoiceCreationBudget(this.options_.invoiceCreationBudget, pg ? new SqlBucketStore(pg, (m) => this.logger_.warn(m)) : undefined, (m) =>
      this.logger_.warn(m)
    )
  }

  /** The API client for these options; unit tests pass a stub here. */
  protected createClient(options: CryptoCloudOptions): CryptoCloudClient {
    return clientFromOptions(options, this.logger_)
  }

  /** Settings in force for the next invoice: config options with the admin's overrides. */
  protected async settings(): Promise<EffectiveSettings> {
    return mergeInvoiceSettings(this.options_, this.settings_ ? await this.settings_.read(this.options_.shopId) : null)
  }

  /** The tolerance an invoice was created under (frozen on its ledger row), else today's. */
  protected async toleranceFor(row: LedgerRow | null): Promise<Tolerance> {
    if (row) return toleranceOfRow(row)
    const settings = await this.settings()
    return { percent: settings.underpaidTolerancePercent, amount: settings.underpaidToleranceAmount }
  }

  /** The provider's invoice reads (invoice-reads.ts), with its client, ledger and tolerance. */
  protected get reads(): InvoiceReadsDeps {
    return { client: () => this.client_, ledger: this.ledger_, pg: this.pg_, logger: this.logger_, toleranceFor: (row) => this.toleranceFor(row) }
  }

  protected readInvoice(uuid: string | null, action: string): Promise<InvoiceRead> {
    return readInvoice(this.reads, uuid, action)
  }

  protected readSessionInvoice(sessionId: string, data: Record<string, unknown> | undefined, action: string): Promise<InvoiceRead | null> {
    return readSessionInvoice(this.reads, sessionId, data, action)
  }

  /** Refuses an invoice that may not settle this session (settlement-check.ts). */
  protected assertInvoiceSettles(invoice: Invoice, row: LedgerRow | null, sessionId: string | undefined) {
    return assertInvoiceSettles(invoice, row, sessionId, { findSession: sessionFinder(this.container, this.logger_), logger: this.logger_ })
  }

  protected async createInvoice(request: Omit<SessionInvoiceRequest, "settings" | "logger">, known?: { cart: SessionCart; settings: EffectiveSettings }) {
    return createSessionInvoice({ client: this.client_, ledger: this.ledger_, logger: this.logger_, secretKey: this.options_.secretKey }, request, {
      cart: known?.cart ?? (await readSessionCart(this.pg_, request.sessionId)),
      settings: known?.settings ?? (await this.settings()),
    })
  }

  /** The provider as its modules of functions see it (provider-parts.ts), calling through `this`. */
  protected get parts(): ProviderParts {
    return {
      logger: this.logger_,
      client: this.client_,
      ledger: this.ledger_,
      pg: this.pg_,
      handover: this.handover_,
      settings: () => this.settings(),
      readInvoice: (uuid, action) => this.readInvoice(uuid, action),
      readSessionInvoice: (sessionId, data, action) => this.readSessionInvoice(sessionId, data, action),
      assertInvoiceSettles: (invoice, row, sessionId) => this.assertInvoiceSettles(invoice, row, sessionId),
      createInvoice: (request, known) => this.createInvoice(request, known),
    }
  }

  // Session lifecycle (session-lifecycle.ts): the invoice made, kept or replaced, released, cancelled.

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return initiateSession(this.parts, input)
  }

  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return updateSession(this.parts, input)
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return Promise.resolve(releaseSession(this.parts, input))
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return cancelPayment(this.parts, input)
  }

  // Money moves (money-moves.ts): paid in full by this session, captured, refunds owed.

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return authorize(this.parts, input)
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return capture(this.parts, input)
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return refund(this.parts, input)
  }

  // Reads: the invoice's state, fresh from the service and recorded (invoice-reads.ts).

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const { data } = await this.readInvoice(paymentInvoiceId(input.data), "read the crypto invoice")
    return { data: { ...data } }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const { status, data } = await this.readInvoice(paymentInvoiceId(input.data), "read the crypto payment status")
    return { status, data: { ...data } }
  }

  // Postbacks (webhook.ts): verified, re-read, matched to the session that holds the invoice.

  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const { action, data } = await webhookActionFromPostback(payload, {
      client: this.client_,
      secretKey: this.options_.secretKey,
      shopId: this.options_.shopId,
      logger: this.logger_,
      ledger: this.ledger_,
      currentTolerancePercent: async () => {
        const settings = await this.settings()
        return { percent: settings.underpaidTolerancePercent, amount: settings.underpaidToleranceAmount }
      },
      findSession: sessionFinder(this.container, this.logger_),
    })
    return data ? { action, data } : { action }
  }
}

export default CryptoCloudProviderService
