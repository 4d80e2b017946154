/**
 * Postback → Medusa webhook action.
 *
 * Medusa's hook route answers 200 before the provider sees anything, so a forged or broken
 * postback cannot be refused to its sender; it must simply change nothing. Order of trust:
 * 1. the JWT must verify (lib/cryptocloud/postback.ts) — otherwise `not_supported`;
 * 2. the invoice is re-read with `info`: its status, amount and `order_id` are the truth;
 * 3. `order_id` must be a payment session of this store, of this provider, that still points
 *    at this invoice, for the same amount — then, and only then, a `session_id` is returned.
 */
import type { BigNumberValue, Logger, WebhookActionResult } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"
import { readPostbackBody, verifyPostback, type CryptoCloudClient, type Invoice } from "../../lib/cryptocloud"
import { currencyDigits } from "./amount"
import { mapInvoiceStatus } from "./status-map"

export interface WebhookSession {
  id: string
  provider_id: string
  amount: BigNumberValue
  currency_code: string
  data: Record<string, unknown> | null
}

export interface WebhookDeps {
  client: Pick<CryptoCloudClient, "getInvoice">
  secretKey: string
  logger: Logger
  underpaidTolerancePercent: number
  /** Provider ids this instance answers for (e.g. "pp_cryptocloud_cryptocloud"). */
  isOwnProvider: (providerId: string) => boolean
  /** Looks a payment session up by id in this store; null when there is none. */
  findSession: (sessionId: string) => Promise<WebhookSession | null>
}

export interface WebhookPayload {
  data?: Record<string, unknown>
  rawData?: unknown
  headers?: Record<string, unknown>
}

const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/**
 * Why an invoice must not settle a session, or null when it may: it has to be the session's
 * current invoice, for the session's amount and currency. Shared by postbacks and the
 * reconciliation job so both trust exactly the same things.
 */
export function invoiceMismatch(
  invoice: Invoice,
  session: Pick<WebhookSession, "id" | "amount" | "currency_code" | "data">
): string | null {
  if (invoice.order_id !== session.id) return `invoice belongs to another session than ${session.id}`
  if (session.data?.uuid !== invoice.uuid) {
    return `session ${session.id} now uses another invoice; needs the merchant's attention`
  }
  const digits = currencyDigits(session.currency_code)
  const sameCurrency = invoice.fiat_currency?.toUpperCase() === session.currency_code.toUpperCase()
  const sameAmount =
    invoice.amount_in_fiat != null &&
    MathBN.eq(MathBN.convert(invoice.amount_in_fiat, digits), MathBN.convert(session.amount, digits))
  return sameCurrency && sameAmount ? null : `invoice amount does not match session ${session.id}`
}

export async function webhookActionFromPostback(
  payload: WebhookPayload,
  deps: WebhookDeps
): Promise<WebhookActionResult & { invoice?: Invoice }> {
  const ignore = (reason: string, invoiceId?: string) => {
    // One line, no body, no token: enough to debug a misconfigured secret or URL.
    deps.logger.warn(
      `CryptoCloud postback ignored: ${reason}${invoiceId ? ` (invoice ${invoiceId})` : ""}`
    )
    return NOT_SUPPORTED
  }

  const body = readPostbackBody(payload?.data, payload?.rawData)
  const verification = await verifyPostback(body, { secret: deps.secretKey })
  if (!verification.ok) return ignore(`token check failed (${verification.reason})`)
  const { invoiceId } = verification

  let invoice: Invoice | null
  try {
    invoice = await deps.client.getInvoice(invoiceId)
  } catch (error) {
    // The reconciliation job re-checks open invoices, so a service outage loses nothing here.
    return ignore(`could not read the invoice (${(error as Error).message})`, invoiceId)
  }
  if (!invoice) return ignore("unknown invoice", invoiceId)

  const sessionId = invoice.order_id
  if (!sessionId || !sessionId.startsWith("payses_")) {
    return ignore("order_id is not a payment session of this store", invoiceId)
  }
  const session = await deps.findSession(sessionId)
  if (!session || !deps.isOwnProvider(session.provider_id)) {
    return ignore("no payment session of this provider matches the invoice", invoiceId)
  }
  const mismatch = invoiceMismatch(invoice, session)
  if (mismatch) return ignore(mismatch, invoiceId)

  const { webhookAction } = mapInvoiceStatus(invoice, deps.underpaidTolerancePercent)
  // Captured at the session amount, never the received crypto: Medusa records the order
  // transaction with this amount, and it must equal the cart total.
  return { action: webhookAction, data: { session_id: session.id, amount: session.amount }, invoice }
}
