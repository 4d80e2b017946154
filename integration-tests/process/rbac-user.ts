/**
 * `medusa exec integration-tests/process/rbac-user.ts`: an admin user whose one role grants
 * `cryptocloud:$RBAC_OPERATION`, in the database of a server the process tests start and restart
 * (integration-tests/helpers/app-processes.ts), with the e-mail and password $RBAC_USER_EMAIL and
 * $RBAC_USER_PASSWORD (the test logs in over HTTP). The role takes Medusa's policy row for the
 * permission; where there is none (the plugin declared none before 0.2), it makes one by hand
 * through the RBAC module, as a merchant did then — which a restart then deleted.
 */
import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

export default async function rbacUser({ container }: ExecArgs) {
  const email = process.env.RBAC_USER_EMAIL
  const password = process.env.RBAC_USER_PASSWORD
  const operation = process.env.RBAC_OPERATION ?? "read"
  if (!email || !password) throw new Error("RBAC_USER_EMAIL and RBAC_USER_PASSWORD must be set")
  const rbac = container.resolve(Modules.RBAC) as any
  const [existing] = await rbac.listRbacPolicies({ key: `cryptocloud:${operation}` })
  const policy =
    existing ?? (await rbac.createRbacPolicies({ key: `cryptocloud:${operation}`, resource: "cryptocloud", operation, name: `CryptoCloud ${operation}` }))
  const role = await rbac.createRbacRoles({ name: `cryptocloud-${operation}-only` })
  await rbac.createRbacRolePolicies([{ role_id: role.id, policy_id: policy.id }])

  const user = await container.resolve(Modules.USER).createUsers({ email, first_name: "Role", last_name: "Tester" })
  await container.resolve(ContainerRegistrationKeys.LINK).create({ [Modules.USER]: { user_id: user.id }, [Modules.RBAC]: { rbac_role_id: role.id } })
  const auth = container.resolve(Modules.AUTH)
  const registered = await auth.register("emailpass", { body: { email, password } })
  if (!registered.success || !registered.authIdentity) throw new Error(`register failed: ${registered.error}`)
  await auth.updateAuthIdentities({ id: registered.authIdentity.id, app_metadata: { user_id: user.id } })
}
