/**
 * Medusa's own webhook subscriber ignores the `canceled` and `requires_more` actions. For
 * CryptoCloud postbacks this subscriber reads the same (verified) result and applies those
 * states right away, instead of leaving them to the next reconciliation run.
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentWebhookEvents } from "@medusajs/framework/utils"
import { CRYPTOCLOUD_MODULE } from "../modules/cryptocloud"
import type CryptoCloudModuleService from "../modules/cryptocloud/service"
import { applyInvoiceStatus, type ReconcilableSession } from "../workflows/cryptocloud/apply-invoice-status"

type WebhookEvent = { provider: string; payload: { data: Record<string, unknown>; rawData: unknown; headers: Record<string, unknown> } }

export default async function cryptoCloudPostbackOutcomes({ event, container }: SubscriberArgs<WebhookEvent>) {
  const provider = event.data?.provider ?? ""
  if (!provider.replace(/^pp_/, "").startsWith("cryptocloud")) return
  const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const payload = event.data.payload
  // Through the Redis event bus the raw body arrives as a serialised Buffer.
  const rawData = (payload.rawData as { type?: string; data?: number[] })?.type === "Buffer"
    ? Buffer.from((payload.rawData as { data: number[] }).data)
    : payload.rawData
  const result = await payment.getWebhookActionAndData({ provider, payload: { ...payload, rawData } as never })
  if (!result.data?.session_id || (result.action !== "canceled" && result.action !== "requires_more")) return

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: [session] } = await query.graph({
    entity: "payment_session",
    fields: ["id", "status", "amount", "currency_code", "data"],
    filters: { id: result.data.session_id },
  })
  if (!session?.data?.uuid) return
  const cryptocloud = container.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
  const invoice = await cryptocloud.getClient().getInvoice(String(session.data.uuid))
  if (!invoice) return
  await applyInvoiceStatus(container, session as ReconcilableSession, invoice, cryptocloud.getOptions().underpaidTolerancePercent ?? 0)
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "cryptocloud-postback-outcomes" },
}
