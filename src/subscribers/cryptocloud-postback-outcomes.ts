/**
 * Medusa's own webhook subscriber ignores the `canceled` and `requires_more` actions. For
 * CryptoCloud postbacks this subscriber applies those states right away instead of leaving
 * them to the next reconciliation run. It trusts the same things the provider does: a verified
 * token, then the invoice read with `info`, then applyInvoiceStatus' session checks.
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, PaymentWebhookEvents } from "@medusajs/framework/utils"
import { readPostbackBody, verifyPostback } from "../lib/cryptocloud"
import { isCryptoCloudProviderId } from "../domain/constants"
import { CRYPTOCLOUD_MODULE } from "../modules/cryptocloud"
import type CryptoCloudModuleService from "../modules/cryptocloud/service"
import { applyInvoiceStatus, type ReconcilableSession } from "../workflows/cryptocloud/apply-invoice-status"

type WebhookEvent = { provider: string; payload: { data?: Record<string, unknown>; rawData?: unknown } }

/** Through the Redis event bus the raw body arrives as a serialised Buffer. */
function rawBody(raw: unknown): unknown {
  const serialised = raw as { type?: string; data?: number[] } | undefined
  return serialised?.type === "Buffer" && Array.isArray(serialised.data) ? Buffer.from(serialised.data) : raw
}

export default async function cryptoCloudPostbackOutcomes({ event, container }: SubscriberArgs<WebhookEvent>) {
  const provider = event.data?.provider ?? ""
  if (!isCryptoCloudProviderId(provider)) return
  const cryptocloud = container.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)

  const body = readPostbackBody(event.data.payload?.data, rawBody(event.data.payload?.rawData))
  const verification = await verifyPostback(body, { secret: cryptocloud.getOptions().secretKey })
  if (!verification.ok) return // the provider already logged why
  const invoice = await cryptocloud.getClient().getInvoice(verification.invoiceId)
  if (!invoice || (invoice.status !== "canceled" && invoice.status !== "partial") || !invoice.order_id) return

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "amount", "currency_code", "data", "provider_id"],
    filters: { id: invoice.order_id },
  })
  if (!session || !isCryptoCloudProviderId(session.provider_id)) return
  const { underpaidTolerancePercent } = await cryptocloud.getInvoiceSettings()
  await applyInvoiceStatus(container, session as ReconcilableSession, invoice, underpaidTolerancePercent)
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "cryptocloud-postback-outcomes" },
}
