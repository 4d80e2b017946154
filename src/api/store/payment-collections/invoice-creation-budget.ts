/**
 * `POST /store/payment-collections/:id/payment-sessions` with this provider: when the invoice
 * creation budget of the cart or of the store is spent (domain/invoice-creation-budget.ts),
 * answer 429 with `Retry-After` before Medusa deletes the cart's session or anything is created.
 * Medusa's own error handler has no 429, so the refusal is made here, up front; the provider
 * takes the tokens when it actually creates within this request's scope (a session that takes
 * its cart's open invoice over takes none).
 *
 * The check is one read of the budget rows every instance shares: a budget another instance
 * spent is refused here too, before Medusa replaces the cart's session (the provider's take
 * comes only after that, in parallel with the deletion of the old session).
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isCryptoCloudProviderId } from "../../../domain/constants"
import { budgetSpentMessage, invoiceCreationBudget, withinStoreSessionRequest, type BudgetVerdict } from "../../../domain/invoice-creation-budget"

export const INVOICE_BUDGET_SPENT_CODE = "invoice_creation_budget_spent"

export async function invoiceCreationBudgetGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  if (typeof providerId !== "string" || !isCryptoCloudProviderId(providerId)) return next()
  const cartKey = req.params.id ?? null
  let verdict: BudgetVerdict
  try {
    verdict = await invoiceCreationBudget().check({ kind: "store", cartKey })
  } catch (error) {
    return next(error)
  }
  // The rest of the request runs in the budget's scope: the provider takes the tokens if it creates.
  if (verdict.ok) return withinStoreSessionRequest(cartKey, () => next())
  res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
  res.status(429).json({ type: "not_allowed", code: INVOICE_BUDGET_SPENT_CODE, message: budgetSpentMessage(verdict) })
}
