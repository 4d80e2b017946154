/**
 * Builds and sends the create-invoice request for a payment session.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { isPaymentCurrencyCode, type PaymentCurrencyCode } from "../../lib/cryptocloud/codes"
import type { CreateInvoiceInput, CryptoCloudClient, Invoice } from "../../lib/cryptocloud"
import { toInvoiceAmount, toInvoiceCurrency } from "./amount"
import { toMedusaError } from "./errors"

/** Non-secret invoice settings: provider options, possibly overridden from the admin. */
export interface InvoiceSettings {
  timeToPay?: { hours: number; minutes: number }
  availableCurrencies?: PaymentCurrencyCode[]
  sendCustomerEmail: boolean
  locale?: string
}

/** The invoice settings a set of provider options gives (before any admin override). */
export function invoiceSettingsFromOptions(options: {
  timeToPay?: InvoiceSettings["timeToPay"]
  availableCurrencies?: PaymentCurrencyCode[]
  sendCustomerEmail?: boolean
  locale?: string
}): InvoiceSettings {
  const { timeToPay, availableCurrencies, sendCustomerEmail, locale } = options
  return { timeToPay, availableCurrencies, sendCustomerEmail: sendCustomerEmail ?? false, locale }
}

export interface SessionInvoiceRequest {
  sessionId: string
  amount: BigNumberInput
  currencyCode: string
  /** Whatever the storefront sent with the session: only `cryptocurrency` is read, and only
   * when it is a valid code the merchant offers. */
  storefrontData?: Record<string, unknown>
  customerEmail?: string | null
  settings: InvoiceSettings
}

export function buildInvoiceInput(request: SessionInvoiceRequest): CreateInvoiceInput {
  const { settings, storefrontData } = request
  const chosen = storefrontData?.cryptocurrency
  const offered = settings.availableCurrencies
  const cryptocurrency =
    isPaymentCurrencyCode(chosen) && (!offered || offered.includes(chosen)) ? chosen : undefined
  const add_fields: NonNullable<CreateInvoiceInput["add_fields"]> = {}
  if (settings.timeToPay) add_fields.time_to_pay = settings.timeToPay
  if (offered?.length) add_fields.available_currencies = offered
  if (cryptocurrency) add_fields.cryptocurrency = cryptocurrency
  return {
    amount: toInvoiceAmount(request.amount, request.currencyCode),
    currency: toInvoiceCurrency(request.currencyCode),
    order_id: request.sessionId,
    ...(settings.sendCustomerEmail && request.customerEmail ? { email: request.customerEmail } : {}),
    ...(Object.keys(add_fields).length ? { add_fields } : {}),
  }
}

export async function createInvoiceForSession(
  client: Pick<CryptoCloudClient, "createInvoice">,
  request: SessionInvoiceRequest
): Promise<Invoice> {
  const input = buildInvoiceInput(request)
  try {
    return await client.createInvoice(input, { locale: request.settings.locale })
  } catch (error) {
    throw toMedusaError(error, "create the crypto invoice")
  }
}
