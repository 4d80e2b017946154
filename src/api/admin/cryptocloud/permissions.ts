/**
 * Permission checks a route makes itself, after loading what it acts on. Medusa's route
 * `policies` (src/api/middlewares.ts) require ALL the permissions listed, and are decided before
 * the handler knows the record; "refund OR withdraw, depending on the item" has to be checked
 * here, with the same primitive Medusa's policy check uses (`hasPermission`, which resolves the
 * roles' policies with the same wildcard rules and cache).
 */
import { hasPermission } from "@medusajs/framework"
import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { AttentionKind } from "../../../domain/attention"
import { CRYPTOCLOUD_RESOURCE, type CryptoCloudOperation } from "../../../contracts/permissions"

/**
 * Attention kinds that are about money that arrived or is owed (a refund, a payout in doubt, crypto
 * on no order — `expired_partial` included: part of a payment arrived and may have to go back):
 * resolving one closes the record of that money, so it needs a permission that moves money.
 * Every kind today is one of them; a kind that is not keeps the `settings` permission.
 */
const MONEY_KINDS: ReadonlySet<string> = new Set<AttentionKind>([
  "refund_owed",
  "withdrawal_unknown",
  "unmatched_payment",
  "overpayment",
  "late_payment",
  "capture_failed",
  "expired_partial",
])

/** Any one of these lets an admin resolve an item of `kind`. */
export function operationsToResolve(kind: string): readonly CryptoCloudOperation[] {
  return MONEY_KINDS.has(kind) ? ["refund", "withdraw"] : ["settings"]
}

/**
 * Whether the admin's roles grant at least one of `operations` on the plugin's resource. Without
 * Medusa's RBAC feature every admin has every permission, as with route policies. A token without
 * roles has none when RBAC is on, as Medusa's own policy check refuses it (its `hasPermission`
 * alone would let an empty role list through).
 */
export async function grantsAnyPermission(req: AuthenticatedMedusaRequest, operations: readonly CryptoCloudOperation[]): Promise<boolean> {
  const flags = req.scope.resolve(ContainerRegistrationKeys.FEATURE_FLAG_ROUTER) as { isFeatureEnabled(flag: string): boolean }
  if (!flags.isFeatureEnabled("rbac")) return true
  const roles = req.auth_context?.app_metadata?.roles
  if (!Array.isArray(roles) || !roles.length) return false
  for (const operation of operations) {
    if (await hasPermission({ roles: roles as string[], actions: { resource: CRYPTOCLOUD_RESOURCE, operation }, container: req.scope })) return true
  }
  return false
}

/** Passes when `grantsAnyPermission`; 403 naming the permissions otherwise. */
export async function requireAnyPermission(req: AuthenticatedMedusaRequest, operations: readonly CryptoCloudOperation[], action: string): Promise<void> {
  if (await grantsAnyPermission(req, operations)) return
  const needed = operations.map((operation) => `${CRYPTOCLOUD_RESOURCE}:${operation}`).join(" or ")
  throw new MedusaError(MedusaError.Types.FORBIDDEN, `${action} needs the ${needed} permission; ask an admin whose role has it, or have it added to your role.`)
}
