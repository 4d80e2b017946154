/**
 * Every verified postback is applied through the plugin's own workflow, whatever the invoice
 * says — not only what Medusa's webhook subscriber acts on (`captured`): canceled and partial
 * states, which Medusa ignores, payments on invoices no live session holds (unmatched), late
 * payments, overpayments. It trusts what the provider trusts: a verified token, then the
 * invoice read with `info`; everything else in the body is noise.
 *
 * A capture here and Medusa's own (from the provider's `captured` action) may race: both go
 * through processPaymentWorkflow's cart lock, which makes one order and one capture. A payment
 * collection of an order's own has no cart (an edit's difference, a draft order): its paid
 * postback is not handed to Medusa's handler, and this subscriber captures it alone, under the
 * plugin's lock (workflows/cryptocloud/capture-session.ts).
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { PaymentWebhookEvents } from "@medusajs/framework/utils"
import { readPostbackBody, verifyPostback } from "../lib/cryptocloud"
import { isCryptoCloudProviderId } from "../domain/constants"
import { applyCryptoCloudInvoiceWorkflow } from "../workflows/cryptocloud/apply-invoice"
import { cryptocloudModule } from "../workflows/cryptocloud/module-access"
import { isStaticWalletIdentify } from "../domain/static-wallets"
import { recordStaticWalletDepositWorkflow } from "../workflows/cryptocloud/record-static-wallet-deposit"
import { setAsideQuietInvoices } from "../workflows/cryptocloud/quiet-invoices"
import { readInvoiceForPostback } from "../domain/postback-reads"

type WebhookEvent = { provider: string; payload: { data?: Record<string, unknown>; rawData?: unknown } }

/** Through the Redis event bus the raw body arrives as a serialised Buffer. */
function rawBody(raw: unknown): unknown {
  const serialised = raw as { type?: string; data?: number[] } | undefined
  return serialised?.type === "Buffer" && Array.isArray(serialised.data) ? Buffer.from(serialised.data) : raw
}

export default async function cryptoCloudPostbackOutcomes({ event, container }: SubscriberArgs<WebhookEvent>) {
  if (!isCryptoCloudProviderId(event.data?.provider)) return
  const cryptocloud = cryptocloudModule(container)
  // The project whose hook it arrived at: its secret verifies it, its key reads the invoice.
  const project = cryptocloud.projects.ofProvider(event.data.provider)
  if (!project) return

  const body = readPostbackBody(event.data.payload?.data, rawBody(event.data.payload?.rawData))
  const verification = await verifyPostback(body, { secret: project.options.secretKey })
  if (!verification.ok) return // the provider already logged why
  // The provider read this invoice for the same delivery a moment ago: the read is shared.
  const invoice = await readInvoiceForPostback(body, verification.invoiceId, (id) => cryptocloud.getClient(project.shopId).getInvoice(id), {
    shopId: project.shopId,
  })
  if (!invoice) return
  // Another project's invoice is decided at its own hook only (the provider logged it).
  if (await cryptocloud.ledger.belongsToOtherProject(invoice.uuid, project.shopId)) return
  // A deposit to a customer's static wallet is no checkout: recorded once, never a session's, as
  // the money of the project whose hook it came to.
  if (isStaticWalletIdentify(invoice.order_id)) {
    await recordStaticWalletDepositWorkflow(container).run({ input: { invoice, shopId: project.shopId } })
    return
  }
  // A repeated postback (the service retries, load balancers duplicate) usually changes
  // nothing: then only the ledger's check time moves, and no workflow runs.
  const { changed } = await setAsideQuietInvoices(container, [invoice])
  if (!changed.length) return
  await applyCryptoCloudInvoiceWorkflow(container).run({ input: { invoice, shopId: project.shopId } })
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "cryptocloud-postback-outcomes" },
}
