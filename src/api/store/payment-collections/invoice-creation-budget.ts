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
 *
 * A request signed in as the customer who owns the collection's order (Medusa authenticates
 * every /store request's customer session or bearer token when there is one) is the customer's
 * own path: it has a bucket of its own, which a party that only knows the order id cannot
 * spend, and is never refused by the anonymous ones.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isCryptoCloudProviderId } from "../../../domain/constants"
import {
  budgetSpentMessage,
  invoiceCreationBudget,
  withinCustomerRequest,
  withinStoreSessionRequest,
  type BudgetScope,
  type BudgetVerdict,
} from "../../../domain/invoice-creation-budget"
import { customerOwnsOrderCollection } from "../../../domain/ledger/order-collection"

export const INVOICE_BUDGET_SPENT_CODE = "invoice_creation_budget_spent"

/** The signed-in customer's id, when the request carries a customer's session or bearer token. */
function customerOf(req: MedusaRequest): string | null {
  const auth = (req as Partial<AuthenticatedMedusaRequest>).auth_context
  return auth?.actor_type === "customer" && auth.actor_id ? auth.actor_id : null
}

/** The customer's own scope when they own the collection's order, else the anonymous one. */
async function scopeOf(req: MedusaRequest, collectionId: string | null): Promise<BudgetScope> {
  const customerId = customerOf(req)
  if (collectionId && customerId) {
    const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    if (await customerOwnsOrderCollection(pg, collectionId, customerId)) return { kind: "customer", collectionKey: collectionId }
  }
  return { kind: "store", cartKey: collectionId }
}

export async function invoiceCreationBudgetGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  if (typeof providerId !== "string" || !isCryptoCloudProviderId(providerId)) return next()
  const cartKey = req.params.id ?? null
  let scope: BudgetScope
  let verdict: BudgetVerdict
  try {
    scope = await scopeOf(req, cartKey)
    verdict = await invoiceCreationBudget().check(scope)
  } catch (error) {
    return next(error)
  }
  // The rest of the request runs in the budget's scope: the provider takes the tokens if it creates.
  if (verdict.ok) return scope.kind === "customer" ? withinCustomerRequest(scope.collectionKey, () => next()) : withinStoreSessionRequest(cartKey, () => next())
  res.setHeader("Retry-After", String(verdict.retryAfterSeconds))
  res.status(429).json({ type: "not_allowed", code: INVOICE_BUDGET_SPENT_CODE, message: budgetSpentMessage(verdict) })
}
