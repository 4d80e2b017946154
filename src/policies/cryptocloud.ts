/**
 * The plugin's permissions, registered with Medusa's RBAC. Medusa discovers `policies/` folders
 * in the app and in every plugin's built source (@medusajs/medusa loaders: `policiesLoader` of
 * each plugin's `resolve`, i.e. `.medusa/server/src`), and at every start its RBAC module creates
 * the declared policies, restores or renames them, and soft-deletes every policy nobody declared —
 * a `cryptocloud:*` policy made by hand would vanish at the next restart, and with it a role's
 * permission. Names and descriptions: src/contracts/permissions.ts.
 */
import { definePolicies } from "@medusajs/framework/utils"
import { CRYPTOCLOUD_PERMISSIONS, CRYPTOCLOUD_RESOURCE } from "../contracts/permissions"

export const cryptocloudPolicies = definePolicies(
  CRYPTOCLOUD_PERMISSIONS.map(({ name, operation, description }) => ({ name, resource: CRYPTOCLOUD_RESOURCE, operation, description }))
)
