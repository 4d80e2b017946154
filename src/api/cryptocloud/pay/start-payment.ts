/**
 * *Pay* on the pay page: a CryptoCloud payment session on the order's own payment collection,
 * with the coin the customer chose — Medusa's createPaymentSessionsWorkflow, exactly what a
 * storefront's payment-collection page does through the store API (it replaces the collection's
 * earlier sessions, whose invoices the provider then releases). The link is anonymous traffic
 * like that store route, so it spends the same invoice creation budget, keyed by the collection
 * (domain/invoice-creation-budget.ts). Which invoice the new session holds, and its hosted page,
 * come from the ledger, never from session data (design.md, "Trust").
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { invoiceCreationBudget, withinStoreSessionRequest } from "../../../domain/invoice-creation-budget"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import { cryptoProviderOf, type OrderToPay } from "./order-to-pay"

export type StartedPayment =
  | { kind: "redirect"; link: string }
  | { kind: "busy"; retryAfterSeconds: number }
  | { kind: "unavailable" }

export async function startCryptoPayment(
  scope: MedusaContainer,
  order: OrderToPay,
  collectionId: string,
  cryptocurrency: string
): Promise<StartedPayment> {
  const providerId = await cryptoProviderOf(scope, order.region_id)
  if (!providerId) return { kind: "unavailable" }
  const verdict = invoiceCreationBudget().check(collectionId)
  if (!verdict.ok) return { kind: "busy", retryAfterSeconds: verdict.retryAfterSeconds }
  // In the budget's scope: the provider takes the token when it actually creates an invoice.
  const { result: session } = await withinStoreSessionRequest(collectionId, () =>
    createPaymentSessionsWorkflow(scope).run({
      input: { payment_collection_id: collectionId, provider_id: providerId, data: { cryptocurrency } },
    })
  )
  const held = await cryptocloudModule(scope).ledger.heldBy(session.id)
  if (!held?.link) throw new Error(`The crypto session ${session.id} holds no invoice with a payment page.`)
  return { kind: "redirect", link: held.link }
}
