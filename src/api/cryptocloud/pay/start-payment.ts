/**
 * *Pay* on the pay page: a CryptoCloud payment session on the order's own payment collection,
 * with the coin the customer chose — Medusa's createPaymentSessionsWorkflow, exactly what a
 * storefront's payment-collection page does through the store API. Which invoice the new session
 * holds, and its hosted page, come from the ledger, never from session data (design.md, "Trust");
 * that invoice is recorded on the link, so the page shows the link's own invoices and never one
 * a stranger opened on the collection.
 *
 * The link has an invoice creation budget of its own (domain/invoice-creation-budget.ts): the
 * collection's and the store's anonymous buckets are anyone's to spend — an order id is
 * public — so *Pay* is neither charged to them nor refused because they are empty.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { invoiceCreationBudget, withinPayLinkRequest } from "../../../domain/invoice-creation-budget"
import type { PayLinkRow } from "../../../domain/payment-requests/link"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import { cryptoProviderOf, type OrderToPay } from "./order-to-pay"

export type StartedPayment = { kind: "redirect"; link: string } | { kind: "busy"; retryAfterSeconds: number } | { kind: "unavailable" }

export async function startCryptoPayment(
  scope: MedusaContainer,
  order: OrderToPay,
  link: Pick<PayLinkRow, "id" | "payment_collection_id">,
  cryptocurrency: string
): Promise<StartedPayment> {
  const providerId = await cryptoProviderOf(scope, order.region_id)
  if (!providerId) return { kind: "unavailable" }
  const verdict = await invoiceCreationBudget().check({ kind: "pay_link", linkKey: link.id })
  if (!verdict.ok) return { kind: "busy", retryAfterSeconds: verdict.retryAfterSeconds }
  // In the link's budget scope: the provider takes the token when it actually creates an invoice.
  const { result: session } = await withinPayLinkRequest(link.id, () =>
    createPaymentSessionsWorkflow(scope).run({
      input: { payment_collection_id: link.payment_collection_id, provider_id: providerId, data: { cryptocurrency } },
    })
  )
  const cryptocloud = cryptocloudModule(scope)
  const held = await cryptocloud.ledger.heldBy(session.id)
  if (!held?.link) throw new Error(`The crypto session ${session.id} holds no invoice with a payment page.`)
  await cryptocloud.payLinks.recordInvoice(link.id, held.uuid)
  return { kind: "redirect", link: held.link }
}
