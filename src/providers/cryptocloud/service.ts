/**
 * CryptoCloud payment provider for Medusa v2: one invoice per payment session.
 *
 * Crypto is final once paid, so a paid invoice is reported as `captured` straight from
 * authorization (Medusa then skips capturePayment). Every decision re-reads the invoice with
 * `info` and records the read on the invoice ledger; session `data` only names the invoice
 * and is shown to the customer.
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
import { AbstractPaymentProvider, ContainerRegistrationKeys, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { tryNormalizeInvoiceId, type CryptoCloudClient, type Invoice } from "../../lib/cryptocloud"
import { hasPendingAuthorization } from "../../domain/medusa-features"
import { PROVIDER_IDENTIFIER } from "../../domain/constants"
import { invoiceIsFor } from "../../domain/invoice-match"
import { invoiceToAdopt } from "../../domain/ledger/adoption"
import type { LedgerRow } from "../../domain/ledger/columns"
import { ledgerProjectOf } from "../../domain/ledger/projects"
import { FiatMoney } from "../../domain/money"
import { readSessionCart, type SessionCart } from "../../domain/session-cart"
import { configureInvoiceCreationBudget } from "../../domain/invoice-creation-budget"
import { SqlBucketStore } from "../../domain/budgets/sql-buckets"
import { clientFromOptions, validateOptions, type CryptoCloudOptions } from "../../domain/options"
import { providerOptionsFor } from "../../domain/projects"
import { pluginOptionsFromConfig } from "../../domain/project-registrations"
import { mergeInvoiceSettings, type EffectiveSettings } from "../../domain/settings"
import { createSettingsReader, type SettingsReader } from "../../domain/settings-store"
import { isFinalPaid } from "../../domain/status-map"
import { chosenCryptocurrency, type SessionInvoiceRequest } from "./invoice-factory"
import { createSessionInvoice } from "./session-invoice"
import { paymentInvoiceId } from "./session-invoice-id"
import { readInvoice, readSessionInvoice, type InvoiceRead, type InvoiceReadsDeps } from "./invoice-reads"
import { InvoiceHandover } from "./invoice-handover"
import { ProviderLedger } from "./ledger-access"
import { optional, sessionFinder } from "./payment-module-access"
import { recordOwedRefund } from "./refund-recording"
import { notPaidYet, onlyPartlyPaid } from "./refusals"
import { assertInvoiceSettles } from "./settlement-check"
import { sessionDataFromRow, withStorefrontKeysRemoved } from "./session-data"
import { webhookActionFromPostback } from "./webhook"

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
  protected async toleranceFor(row: LedgerRow | null): Promise<number> {
    return row ? row.tolerance_percent : (await this.settings()).underpaidTolerancePercent
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
    return createSessionInvoice({ client: this.client_, ledger: this.ledger_, logger: this.logger_ }, request, {
      cart: known?.cart ?? (await readSessionCart(this.pg_, request.sessionId)),
      settings: known?.settings ?? (await this.settings()),
    })
  }

  /**
   * A new session of a cart whose previous session released an open invoice for the same amount
   * and currency takes that invoice over (invoice-handover.ts): no call to the service. Otherwise
   * a new invoice is created.
   */
  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const sessionId = String(input.data?.session_id ?? input.context?.idempotency_key ?? "")
    const money = FiatMoney.of(input.amount, input.currency_code)
    money.invoiceCurrency() // a currency the service cannot price is refused before anything else
    const [cart, settings] = await Promise.all([readSessionCart(this.pg_, sessionId), this.settings()])
    // The plugin's own session for a paid invoice whose session was replaced on an order's
    // collection (domain/ledger/adoption.ts): the invoice is bound to it, nothing is created.
    const adopt = invoiceToAdopt()
    if (adopt) {
      const row = await this.handover_.adopt(adopt, sessionId, cart.collectionId)
      return { id: row.uuid, status: PaymentSessionStatus.PENDING, data: { ...sessionDataFromRow(row) } }
    }
    const reused = cart.collectionId
      ? await this.handover_.takeOver({ collectionId: cart.collectionId, sessionId, money, cryptocurrency: chosenCryptocurrency(input.data, settings) })
      : null
    if (reused) {
      return { id: reused.uuid, status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(sessionDataFromRow(reused), input.data) }
    }
    const { invoice, data } = await this.createInvoice(
      { sessionId, amount: input.amount, currencyCode: input.currency_code, storefrontData: input.data, customerEmail: input.context?.customer?.email },
      { cart, settings }
    )
    // The cart's earlier session released an invoice this one could not take (another coin, or
    // none chosen then): it is cancelled now, so the checkout has one open invoice.
    this.handover_.cancelSuperseded(cart.collectionId)
    return { id: invoice.uuid, status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(data, input.data) }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    // Medusa passes the session's id as the idempotency key (payment module, authorizePaymentSession).
    const sessionId = String(input.context?.idempotency_key ?? "")
    const read = await this.readSessionInvoice(sessionId, input.data, "authorize the crypto payment")
    const { invoice, row, data, status } = read ?? (await this.readInvoice(null, "authorize the crypto payment"))
    await this.assertInvoiceSettles(invoice, row, sessionId)
    // A before_payment saved while the store ran a newer Medusa stays inert on one without
    // `pending_authorization` (< 2.18): the session then waits for the money as after_payment.
    const orderFirst = (await this.settings()).orderFlow === "before_payment" && hasPendingAuthorization()
    switch (status) {
      case PaymentSessionStatus.CAPTURED:
      case PaymentSessionStatus.CANCELED:
        return { status, data: { ...data } }
      case PaymentSessionStatus.REQUIRES_MORE:
        if (orderFirst) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
        throw onlyPartlyPaid(invoice, data)
      default:
        if (orderFirst) return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
        throw notPaidYet(invoice, data)
    }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const { invoice, row, data, status } = await this.readInvoice(paymentInvoiceId(input.data), "capture the crypto payment")
    if (status !== PaymentSessionStatus.CAPTURED) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Cannot capture: CryptoCloud invoice ${invoice.uuid} is "${invoice.status}", not paid. Crypto payments are captured when they are paid in full.`
      )
    }
    await this.assertInvoiceSettles(invoice, row, undefined)
    // Nothing to call: a paid invoice is already money on the merchant's balance.
    return { data: { ...input.data, ...data } }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: await this.cancelInvoice(paymentInvoiceId(input.data), input.data, "cancel the crypto invoice") }
  }

  /**
   * Medusa deletes a session whenever the cart changes or a new session replaces it: its invoice
   * is released (no call now) for a new session of the cart to take over, and cancelled with one
   * call if nobody does within the grace (invoice-handover.ts).
   */
  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    // The data is the storefront's as much as ours (see release()): a hint where to look only.
    const hint = tryNormalizeInvoiceId(input.data?.uuid)
    if (hint) this.handover_.release(hint)
    return { data: input.data }
  }

  /**
   * Cancel a `created` invoice; an invoice that is already paid or cancelled is left as it is
   * (its state is recorded), because Medusa calls this for replaced sessions and order
   * cancellations alike, and a paid invoice cannot be taken back. A cancel that fails is left
   * to the reconciliation, which cancels invoices no session holds.
   */
  protected async cancelInvoice(uuid: string | null, data: Record<string, unknown> | undefined, action: string) {
    let read = await this.readInvoice(uuid, action)
    if (read.invoice.status === "created") {
      try {
        await this.client_.cancelInvoice(read.invoice.uuid)
      } catch (error) {
        this.logger_.warn(`CryptoCloud: ${action} ${read.invoice.uuid} failed: ${(error as Error).message}`)
      }
      read = await this.readInvoice(read.invoice.uuid, action)
    }
    if (isFinalPaid(read.invoice.status)) {
      this.logger_.warn(
        `CryptoCloud: invoice ${read.invoice.uuid} is ${read.invoice.status}; it was not cancelled. Return the money with a withdrawal if needed.`
      )
    }
    return { ...data, ...read.data }
  }

  /**
   * There is no refund call: the refund is recorded as owed (refund-recording.ts), the customer
   * is asked for an address, and an admin pays it out with a withdrawal.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const { invoice, row } = await this.readInvoice(paymentInvoiceId(input.data), "refund the crypto payment")
    const entry = await recordOwedRefund(
      { invoice, row, amount: input.amount, medusaRefundId: input.context?.idempotency_key ?? null },
      this.ledger_,
      this.logger_
    )
    const previous = Array.isArray(input.data?.refunds) ? (input.data.refunds as unknown[]) : []
    return { data: { ...input.data, refunds: [...previous, entry] } }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const { data } = await this.readInvoice(paymentInvoiceId(input.data), "read the crypto invoice")
    return { data: { ...data } }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const { status, data } = await this.readInvoice(paymentInvoiceId(input.data), "read the crypto payment status")
    return { status, data: { ...data } }
  }

  /**
   * Same amount and currency: the invoice stays; its current state is read and recorded (this
   * is how the reconciliation records `canceled`/`requires_more` through Medusa's
   * updatePaymentSession). Changed amount or currency: the old invoice is cancelled and a new
   * one created — never for a paid invoice. The session is named by the caller's context
   * (`idempotency_key`, as Medusa names it for authorize); its invoice is the ledger's.
   */
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const money = FiatMoney.of(input.amount, input.currency_code)
    money.invoiceCurrency() // a currency the service cannot price is refused before anything changes
    const sessionId = typeof input.context?.idempotency_key === "string" ? input.context.idempotency_key : ""
    if (!sessionId) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        "Could not update the crypto payment session: pass the session id as context.idempotency_key to updatePaymentSession."
      )
    }
    const current = await this.readSessionInvoice(sessionId, input.data, "update the crypto invoice")
    if (current && invoiceIsFor(current.invoice, money)) {
      return { status: current.status, data: { ...current.data } }
    }
    if (current && isFinalPaid(current.invoice.status)) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Invoice ${current.invoice.uuid} is already paid; a paid crypto payment cannot be changed.`)
    }
    if (current) {
      await this.ledger_.sessionGone(current.invoice.uuid)
      await this.cancelInvoice(current.invoice.uuid, input.data, "cancel the outdated crypto invoice")
    }
    const { data } = await this.createInvoice({
      sessionId,
      amount: input.amount,
      currencyCode: input.currency_code,
      storefrontData: input.data,
      customerEmail: input.context?.customer?.email,
    })
    return { status: PaymentSessionStatus.PENDING, data: withStorefrontKeysRemoved(data, input.data) }
  }

  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const { action, data } = await webhookActionFromPostback(payload, {
      client: this.client_,
      secretKey: this.options_.secretKey,
      shopId: this.options_.shopId,
      logger: this.logger_,
      ledger: this.ledger_,
      currentTolerancePercent: async () => (await this.settings()).underpaidTolerancePercent,
      findSession: sessionFinder(this.container, this.logger_),
    })
    return data ? { action, data } : { action }
  }
}

export default CryptoCloudProviderService
