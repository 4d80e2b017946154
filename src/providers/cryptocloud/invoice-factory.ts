/**
 * Builds and sends the create-invoice request for a payment session.
 */
import type { BigNumberInput, Logger } from "@medusajs/framework/types"
import { isAmbiguousFailure, isPaymentCurrencyCode, type CreateInvoiceInput, type CryptoCloudClient, type Invoice } from "../../lib/cryptocloud"
import { toMedusaError } from "../../domain/medusa-errors"
import { invoiceIsFor } from "../../domain/invoice-match"
import { FiatMoney } from "../../domain/money"
import type { InvoiceSettings } from "../../domain/settings"

export interface SessionInvoiceRequest {
  sessionId: string
  /** The invoice's `order_id`: the session id and its sealed checkout reference (checkout-reference.ts); default the session id. */
  orderId?: string
  amount: BigNumberInput
  currencyCode: string
  /** Whatever the storefront sent with the session: only `cryptocurrency` is read, and only
   * when it is a valid code the merchant offers. */
  storefrontData?: Record<string, unknown>
  customerEmail?: string | null
  settings: InvoiceSettings
  /** Receives the detail of a configuration problem (the shopper only hears "unavailable"). */
  logger?: Pick<Logger, "error">
}

/** The payment currency the storefront chose, when it is a valid code the merchant offers. */
export function chosenCryptocurrency(storefrontData: Record<string, unknown> | undefined, settings: Pick<InvoiceSettings, "availableCurrencies">) {
  const chosen = storefrontData?.cryptocurrency
  const offered = settings.availableCurrencies
  return isPaymentCurrencyCode(chosen) && (!offered || offered.includes(chosen)) ? chosen : undefined
}

export function buildInvoiceInput(request: SessionInvoiceRequest): CreateInvoiceInput {
  const { settings, storefrontData } = request
  const offered = settings.availableCurrencies
  const cryptocurrency = chosenCryptocurrency(storefrontData, settings)
  const money = FiatMoney.of(request.amount, request.currencyCode)
  const add_fields: NonNullable<CreateInvoiceInput["add_fields"]> = {}
  if (settings.timeToPay) add_fields.time_to_pay = settings.timeToPay
  if (offered?.length) add_fields.available_currencies = offered
  if (cryptocurrency) add_fields.cryptocurrency = cryptocurrency
  return {
    currency: money.invoiceCurrency(),
    amount: money.invoiceAmount(),
    order_id: request.orderId ?? request.sessionId,
    ...(settings.sendCustomerEmail && request.customerEmail ? { email: request.customerEmail } : {}),
    ...(Object.keys(add_fields).length ? { add_fields } : {}),
  }
}

/**
 * The session's own invoice among the recent ones — same session id, same amount and currency,
 * still payable — or null. The list is searched from yesterday on: the service files invoices
 * by day, and "today" may differ between time zones.
 */
async function findInvoiceForOrder(
  client: Pick<CryptoCloudClient, "iterateInvoices">,
  orderId: string,
  money: FiatMoney,
  now = new Date()
): Promise<Invoice | null> {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const start = day(new Date(now.getTime() - 24 * 60 * 60 * 1000))
  for await (const invoice of client.iterateInvoices({ start, end: day(now) })) {
    if (invoice.order_id === orderId && invoice.status !== "canceled" && invoiceIsFor(invoice, money)) return invoice
  }
  return null
}

/**
 * Create the session's invoice exactly once. A create is never retried blindly: when it fails
 * after the request may have reached the service (timeout, reset, 5xx), the invoice list is
 * searched for the session id first, and only if nothing is there is the create sent again.
 * If the list cannot be read either, the error is passed on rather than risking a duplicate.
 */
export async function createInvoiceForSession(
  client: Pick<CryptoCloudClient, "createInvoice" | "iterateInvoices">,
  request: SessionInvoiceRequest
): Promise<Invoice> {
  const input = buildInvoiceInput(request)
  const create = () => client.createInvoice(input, { locale: request.settings.locale })
  const fail = (error: unknown) => toMedusaError(error, "create the crypto invoice", { call: "write", logger: request.logger })
  try {
    return await create()
  } catch (error) {
    if (!isAmbiguousFailure(error) || !input.order_id) throw fail(error)
    let existing: Invoice | null
    try {
      existing = await findInvoiceForOrder(client, input.order_id, FiatMoney.of(request.amount, request.currencyCode))
    } catch {
      throw fail(error)
    }
    if (existing) return existing
    try {
      return await create()
    } catch (retryError) {
      throw fail(retryError)
    }
  }
}
