/**
 * `POST /store/payment-collections/:id/payment-sessions` with this provider: when the invoice
 * creation budget of the cart or of this instance is spent (domain/invoice-creation-budget.ts),
 * answer 429 with `Retry-After` before Medusa deletes the cart's session or anything is created.
 * Medusa's own error handler has no 429, so the refusal is made here, up front; the provider
 * takes the token when it actually creates within this request's scope (a session that takes
 * its cart's open invoice over takes none).
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isCryptoCloudProviderId } from "../../../domain/constants"
import { budgetSpentMessage, invoiceCreationBudget, withinStoreSessionRequest } from "../../../domain/invoice-creation-budget"

export const INVOICE_BUDGET_SPENT_CODE = "invoice_creation_budget_spent"

export function invoiceCreationBudgetGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  if (typeof providerId !== "string" || !isCryptoCloudProviderId(providerId)) return next()
  const cartKey = req.params.id ?? null
  const verdict = invoiceCreationBudget().check(cartKey)
  // The rest of the request runs in the budget's scope: the provider takes a token if it creates.
  if (verdict.ok) return withinStoreSessionRequest(cartKey, () => next())
  res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
  res.status(429).json({ type: "not_allowed", code: INVOICE_BUDGET_SPENT_CODE, message: budgetSpentMessage(verdict) })
}
