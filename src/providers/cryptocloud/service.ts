/**
 * CryptoCloud payment provider for Medusa v2: one invoice per payment session.
 *
 * Crypto is final once paid, so a paid invoice is reported as `captured` straight from
 * authorization (Medusa then skips capturePayment). Every decision re-reads the invoice with
 * `info`; session `data` only names the invoice and is shown to the customer.
 */
import type {
  AuthorizePaymentInput, AuthorizePaymentOutput, CancelPaymentInput, CancelPaymentOutput,
  CapturePaymentInput, CapturePaymentOutput, DeletePaymentInput, DeletePaymentOutput,
  GetPaymentStatusInput, GetPaymentStatusOutput, InitiatePaymentInput, InitiatePaymentOutput,
  Logger, ProviderWebhookPayload, RefundPaymentInput, RefundPaymentOutput,
  RetrievePaymentInput, RetrievePaymentOutput, UpdatePaymentInput, UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, ContainerRegistrationKeys, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { CryptoCloudClient, Invoice } from "../../lib/cryptocloud"
import { PROVIDER_IDENTIFIER } from "../../domain/constants"
import { invoiceIsFor } from "../../domain/invoice-match"
import { toMedusaError } from "../../domain/medusa-errors"
import { FiatMoney } from "../../domain/money"
import { clientFromOptions, validateOptions, type CryptoCloudOptions } from "../../domain/options"
import { mergeInvoiceSettings, type EffectiveSettings } from "../../domain/settings"
import { createSettingsReader, type SettingsReader } from "../../domain/settings-store"
import { isFinalPaid, isWithinTolerance, mapInvoiceStatus } from "../../domain/status-map"
import { createInvoiceForSession } from "./invoice-factory"
import { recordRefund } from "./refunds"
import { type CryptoCloudSessionData, sessionDataFromInvoice, withStorefrontKeysRemoved } from "./session-data"
import { optional, sessionFinder } from "./payment-module-access"
import { webhookActionFromPostback } from "./webhook"

type Container = { logger: Logger; paymentSessionService?: unknown } & Record<string, unknown>

export class CryptoCloudProviderService extends AbstractPaymentProvider<CryptoCloudOptions> {
  static override identifier = PROVIDER_IDENTIFIER

  protected readonly options_: CryptoCloudOptions
  protected readonly logger_: Logger
  protected readonly client_: CryptoCloudClient
  protected readonly settings_: SettingsReader | null

  static override validateOptions(options: Record<string, unknown>): void {
    validateOptions(options)
  }

  constructor(container: Container, options: CryptoCloudOptions) {
    super(container, options)
    this.options_ = validateOptions(options)
    this.logger_ = container.logger
    this.client_ = this.createClient(this.options_)
    this.settings_ = this.createSettingsReader(container)
  }

  /** The API client for these options; unit tests pass a stub here. */
  protected createClient(options: CryptoCloudOptions): CryptoCloudClient {
    return clientFromOptions(options)
  }

  /**
   * Admin settings live in the plugin module's table, which this provider cannot reach through
   * the module (module isolation). Every module container holds the shared database
   * connection, so the provider reads that one row itself, cached for a few seconds: a change
   * made on any instance is in force everywhere without a restart (see settings-store.ts).
   */
  protected createSettingsReader(container: Container): SettingsReader | null {
    const pg = optional(container, ContainerRegistrationKeys.PG_CONNECTION)
    if (!pg) return null
    return createSettingsReader(pg as Parameters<typeof createSettingsReader>[0], {
      onError: (error) => this.logger_.warn(`CryptoCloud: could not read admin settings, using the last ones read: ${(error as Error).message}`),
    })
  }

  /** Settings in force for the next decision: config options with the admin's overrides. */
  protected async settings(): Promise<EffectiveSettings> {
    return mergeInvoiceSettings(this.options_, this.settings_ ? await this.settings_.read() : null)
  }

  /** Medusa status and session data for an invoice as read now, history carried over. */
  protected async statusOf(invoice: Invoice, previous: Record<string, unknown> | undefined) {
    const settings = await this.settings()
    const status = mapInvoiceStatus(invoice, settings.underpaidTolerancePercent)
    const data = sessionDataFromInvoice(invoice, previous as Partial<CryptoCloudSessionData>, {
      acceptedUnderpayment: isWithinTolerance(invoice, settings.underpaidTolerancePercent),
    })
    return { status, data, settings }
  }

  /** The invoice a session points at, read fresh from the service. */
  protected async readInvoice(data: Record<string, unknown> | undefined, action: string): Promise<Invoice> {
    const uuid = typeof data?.uuid === "string" ? data.uuid : null
    if (!uuid) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Could not ${action}: the payment session has no CryptoCloud invoice. Create a new payment session.`
      )
    }
    let invoice: Invoice | null
    try {
      invoice = await this.client_.getInvoice(uuid)
    } catch (error) {
      throw toMedusaError(error, action, { logger: this.logger_ })
    }
    if (!invoice) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `Could not ${action}: CryptoCloud does not know invoice ${uuid}.`)
    }
    return invoice
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const sessionId = String(input.data?.session_id ?? input.context?.idempotency_key ?? "")
    const invoice = await createInvoiceForSession(this.client_, {
      sessionId,
      amount: input.amount,
      currencyCode: input.currency_code,
      storefrontData: input.data,
      customerEmail: input.context?.customer?.email,
      settings: await this.settings(),
      logger: this.logger_,
    })
    const data = sessionDataFromInvoice(invoice)
    return {
      id: invoice.uuid,
      status: PaymentSessionStatus.PENDING,
      data: withStorefrontKeysRemoved(data, input.data),
    }
  }

  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const invoice = await this.readInvoice(input.data, "authorize the crypto payment")
    const sessionId = input.context?.idempotency_key
    if (sessionId && invoice.order_id && invoice.order_id !== sessionId) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Invoice ${invoice.uuid} belongs to another payment session; create a new payment session.`
      )
    }
    const { status, data, settings } = await this.statusOf(invoice, input.data)
    const orderFlow = settings.orderFlow
    switch (status) {
      case PaymentSessionStatus.CAPTURED:
      case PaymentSessionStatus.CANCELED:
        return { status, data: { ...data } }
      case PaymentSessionStatus.REQUIRES_MORE:
        if (orderFlow === "before_payment") {
          return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
        }
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `Only part of the crypto payment has arrived for invoice ${invoice.uuid}` +
            (invoice.to_surcharge && data.currency ? ` (${invoice.to_surcharge} ${data.currency} still to pay)` : "") +
            `. Pay the rest on the payment page${data.link ? ` (${data.link})` : ""}; the order is placed once it is paid in full.`
        )
      default:
        if (orderFlow === "before_payment") {
          return { status: PaymentSessionStatus.PENDING_AUTHORIZATION, data: { ...data } }
        }
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `The crypto payment for invoice ${invoice.uuid} has not arrived yet. Pay on the payment page` +
            `${data.link ? ` (${data.link})` : ""}; the order is placed automatically once the payment is confirmed.`
        )
    }
  }

  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const invoice = await this.readInvoice(input.data, "capture the crypto payment")
    if (mapInvoiceStatus(invoice, (await this.settings()).underpaidTolerancePercent) !== PaymentSessionStatus.CAPTURED) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Cannot capture: CryptoCloud invoice ${invoice.uuid} is "${invoice.status}", not paid. Crypto payments are captured when they are paid in full.`
      )
    }
    // Nothing to call: a paid invoice is already money on the merchant's balance.
    const data = sessionDataFromInvoice(invoice, input.data as Partial<CryptoCloudSessionData>)
    return { data: { ...input.data, ...data } }
  }

  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: await this.cancelInvoice(input.data, "cancel the crypto invoice") }
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    if (typeof input.data?.uuid !== "string") return { data: input.data }
    return { data: await this.cancelInvoice(input.data, "cancel the crypto invoice of a replaced session") }
  }

  /**
   * Cancel a `created` invoice; an invoice that is already paid or cancelled is left as it is
   * (its state is recorded), because Medusa calls this for replaced sessions and order
   * cancellations alike, and a paid invoice cannot be taken back.
   */
  protected async cancelInvoice(data: Record<string, unknown> | undefined, action: string) {
    const previous = data as Partial<CryptoCloudSessionData>
    let invoice = await this.readInvoice(data, action)
    if (invoice.status === "created") {
      try {
        await this.client_.cancelInvoice(invoice.uuid)
      } catch (error) {
        this.logger_.warn(`CryptoCloud: ${action} ${invoice.uuid} failed: ${(error as Error).message}`)
      }
      invoice = await this.readInvoice(data, action)
    }
    if (isFinalPaid(invoice.status)) {
      this.logger_.warn(
        `CryptoCloud: invoice ${invoice.uuid} is ${invoice.status}; it was not cancelled. Return the money with a withdrawal if needed.`
      )
    }
    return { ...data, ...sessionDataFromInvoice(invoice, previous) }
  }

  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const { data, amount } = recordRefund(input.data, input.amount)
    this.logger_.info(
      `CryptoCloud: refund of ${amount} recorded for invoice ${String(input.data?.uuid)}; pay it out with a withdrawal (no money has moved).`
    )
    return { data }
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const invoice = await this.readInvoice(input.data, "read the crypto invoice")
    return { data: { ...input.data, ...sessionDataFromInvoice(invoice, input.data as Partial<CryptoCloudSessionData>) } }
  }

  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const invoice = await this.readInvoice(input.data, "read the crypto payment status")
    const { status, data } = await this.statusOf(invoice, input.data)
    return { status, data: { ...input.data, ...data } }
  }

  /**
   * Same amount and currency: the invoice stays; its current state is read and recorded (this
   * is how the reconciliation job records `canceled`/`requires_more` through Medusa's
   * updatePaymentSession). Changed amount or currency: the old invoice is cancelled and a new
   * one created — never for a paid invoice.
   */
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const current = typeof input.data?.uuid === "string" ? await this.readInvoice(input.data, "update the crypto invoice") : null
    const money = FiatMoney.of(input.amount, input.currency_code)
    money.invoiceCurrency() // a currency the service cannot price is refused before anything changes
    if (current && invoiceIsFor(current, money)) {
      const { status, data } = await this.statusOf(current, input.data)
      return { status, data: { ...input.data, ...data } }
    }
    if (current && isFinalPaid(current.status)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Invoice ${current.uuid} is already paid; a paid crypto payment cannot be changed.`
      )
    }
    if (current) await this.cancelInvoice(input.data, "cancel the outdated crypto invoice")
    const sessionId = current?.order_id ?? String(input.data?.session_id ?? input.context?.idempotency_key ?? "")
    const invoice = await createInvoiceForSession(this.client_, {
      sessionId,
      amount: input.amount,
      currencyCode: input.currency_code,
      storefrontData: input.data,
      customerEmail: input.context?.customer?.email,
      settings: await this.settings(),
      logger: this.logger_,
    })
    return {
      status: PaymentSessionStatus.PENDING,
      data: withStorefrontKeysRemoved(sessionDataFromInvoice(invoice), input.data),
    }
  }

  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const { action, data } = await webhookActionFromPostback(payload, {
      client: this.client_,
      secretKey: this.options_.secretKey,
      logger: this.logger_,
      underpaidTolerancePercent: (await this.settings()).underpaidTolerancePercent,
      findSession: sessionFinder(this.container, this.logger_),
    })
    return data ? { action, data } : { action }
  }
}

export default CryptoCloudProviderService
