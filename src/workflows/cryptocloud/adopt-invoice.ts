/**
 * Money on an invoice of an order's payment collection whose session was replaced (anyone who
 * knows the order id can replace it): the invoice is given a session of the plugin's on the same
 * collection and captured there, so the customer's payment lands on the order once
 * (domain/ledger/adoption.ts). The session's provider is one of the invoice's own project
 * (crypto-provider.ts): the provider reads the invoice with its key to capture it. Under the collection's capture lock, like every capture onto an
 * order's collection (capture-session.ts): only while the collection still takes a payment.
 *
 * No compensation: a session made here that could not be captured stays on the collection
 * holding the invoice, and the next application captures it as any held session.
 */
import type { IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { withinAdoption } from "../../domain/ledger/adoption"
import { projectOfRow } from "../../domain/ledger/projects"
import { isCryptoCloudProviderId } from "../../domain/constants"
import { captureNow, CAPTURED, collectionTakesPayment, underCollectionLock, type CaptureResult } from "./capture-session"
import type { OrderCollection } from "./collection-links"
import { cryptoProviderOf } from "./crypto-provider"
import { cryptocloudModule } from "./module-access"

const SETTLED = new Set<string>([PaymentSessionStatus.AUTHORIZED, PaymentSessionStatus.CAPTURED])

export async function adoptAndCapture(container: MedusaContainer, invoice: Invoice, collection: OrderCollection): Promise<CaptureResult> {
  return underCollectionLock(container, collection.id, async () => {
    const row = await cryptocloudModule(container).ledger.find(invoice.uuid)
    if (!row) return { kind: "failed", reason: `invoice ${invoice.uuid} is not on the plugin's ledger` }
    const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
    // Another path adopted it meanwhile, or a new session of the collection took it over: that
    // session is the one to capture.
    const [holder] = await payment.listPaymentSessions({ id: row.session_id }, { select: ["id", "status", "amount", "provider_id"] })
    if (holder && isCryptoCloudProviderId(holder.provider_id)) {
      if (SETTLED.has(holder.status)) return CAPTURED
      if (!(await collectionTakesPayment(container, collection.id))) return { kind: "paid_elsewhere" }
      return captureNow(container, holder)
    }
    if (!(await collectionTakesPayment(container, collection.id))) return { kind: "paid_elsewhere" }
    // The invoice's own project's provider: only its key reads (and so captures) the invoice.
    const cryptocloud = cryptocloudModule(container)
    const shopId = projectOfRow(row, cryptocloud.projects.shopIds())
    if (!shopId)
      return { kind: "failed", reason: `invoice ${invoice.uuid} belongs to CryptoCloud project ${row.shop_id}, which the plugin's options no longer list` }
    const providerId = await cryptoProviderOf(container, collection.regionId, { shopId })
    if (!providerId)
      return {
        kind: "failed",
        reason: `no payment provider serves CryptoCloud project ${shopId} any more, so no payment session could be made for the invoice`,
      }
    const session = await withinAdoption(invoice.uuid, () =>
      payment.createPaymentSession(collection.id, {
        provider_id: providerId,
        amount: row.fiat_amount,
        currency_code: row.fiat_currency.toLowerCase(),
        data: {},
      })
    )
    const result = await captureNow(container, { id: session.id, amount: row.fiat_amount })
    if (result.kind === "captured") {
      container
        .resolve("logger")
        .info(
          `CryptoCloud: invoice ${invoice.uuid} of order ${collection.orderId} was paid after its session had been replaced; captured through session ${session.id}`
        )
    }
    return result
  })
}
