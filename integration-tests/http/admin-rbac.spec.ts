/**
 * Medusa's RBAC on the plugin's admin routes, with the feature on: admins whose roles grant only
 * some of the `cryptocloud` permissions. Resolving a money item of the attention queue needs
 * `refund` or `withdraw` (checked in the route once the item's kind is known); `settings` alone,
 * enough before, is refused.
 */
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
// Before medusa-config.ts is read: its defineConfig adds Medusa's RBAC module only when the flag
// is already on (the environment variable alone is read too late for that).
process.env.MEDUSA_FF_RBAC = "true"
FeatureFlag.setFlag("rbac", true)

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { useSandbox } from "../helpers/sandbox"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import type { AttentionKind } from "../../src/domain/attention"

jest.setTimeout(120 * 1000)

useSandbox()

type Operation = "read" | "withdraw" | "refund" | "settings"
type Session = { headers: { authorization: string }; validateStatus: () => boolean }

/** An admin user whose one role grants exactly these cryptocloud operations, logged in. */
async function adminWith(container: MedusaContainer, api: AxiosInstance, name: string, operations: Operation[]): Promise<Session> {
  const rbac = container.resolve(Modules.RBAC) as any
  const existing = await rbac.listRbacPolicies({ resource: "cryptocloud" })
  const policies = await Promise.all(
    operations.map(
      async (operation) =>
        existing.find((p: any) => p.operation === operation) ??
        (await rbac.createRbacPolicies({ key: `cryptocloud:${operation}`, resource: "cryptocloud", operation, name: `CryptoCloud ${operation}` }))
    )
  )
  const role = await rbac.createRbacRoles({ name: `cryptocloud-${name}` })
  if (policies.length) await rbac.createRbacRolePolicies(policies.map((p: any) => ({ role_id: role.id, policy_id: p.id })))

  const email = `${name}@example.com`
  const password = "correct-horse-battery-staple"
  const user = await container.resolve(Modules.USER).createUsers({ email, first_name: name, last_name: "Admin" })
  await container.resolve(ContainerRegistrationKeys.LINK).create({ [Modules.USER]: { user_id: user.id }, [Modules.RBAC]: { rbac_role_id: role.id } })
  const auth = container.resolve(Modules.AUTH)
  const registered = await auth.register("emailpass", { body: { email, password } })
  if (!registered.success || !registered.authIdentity) throw new Error(`register failed: ${registered.error}`)
  await auth.updateAuthIdentities({ id: registered.authIdentity.id, app_metadata: { user_id: user.id } })
  const login = await api.post("/auth/user/emailpass", { email, password })
  return { headers: { authorization: `Bearer ${login.data.token}` }, validateStatus: () => true }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const admins = {} as Record<"settings" | "refund" | "withdraw" | "reader" | "writerOnly", Session>
    beforeAll(async () => {
      const container = getContainer()
      admins.settings = await adminWith(container, api, "settings", ["read", "settings"])
      admins.refund = await adminWith(container, api, "refund", ["read", "refund"])
      admins.withdraw = await adminWith(container, api, "withdraw", ["read", "withdraw"])
      admins.reader = await adminWith(container, api, "reader", ["read"])
      admins.writerOnly = await adminWith(container, api, "writer-only", ["settings", "refund", "withdraw"])
    })

    const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    async function item(kind: AttentionKind) {
      const [raised] = await cryptocloud().raiseAttention([
        { kind, dedupe_key: `${kind}:INV-RBAC${kind.length}`, invoice_uuid: "INV-RBAC0001", amount: "1.5", currency: "USDT_TRC20", description: "test" },
      ])
      return raised
    }
    const resolve = (id: string, session: Session) => api.post(`/admin/cryptocloud/attention/${id}/resolve`, { note: "dealt with" }, session)

    it("the RBAC module is on: a route's own policy still refuses an admin without it", async () => {
      expect((await api.get("/admin/cryptocloud/attention", admins.reader)).status).toBe(200)
      const res = await api.post("/admin/cryptocloud/settings", { locale: "en" }, admins.refund)
      expect(res.status).toBe(403)
      expect((await api.post("/admin/cryptocloud/settings", { locale: "en" }, admins.settings)).status).toBe(200)
    })

    it.each(["refund_owed", "withdrawal_unknown", "unmatched_payment", "overpayment", "late_payment", "capture_failed", "expired_partial"] as const)(
      "%s: settings (or read) alone → 403 naming the permissions; refund or withdraw resolves it",
      async (kind) => {
        const { id } = await item(kind)
        for (const session of [admins.settings, admins.reader]) {
          const refused = await resolve(id, session)
          expect(refused.status).toBe(403)
          expect(refused.data.message).toBe(
            `Resolving ${kind} attention items needs the cryptocloud:refund or cryptocloud:withdraw permission; ask an admin whose role has it, or have it added to your role.`
          )
        }
        expect((await cryptocloud().retrieveAttentionItem(id)).status).toBe("open")

        const resolved = await resolve(id, kind === "withdrawal_unknown" ? admins.withdraw : admins.refund)
        expect(resolved.status).toBe(200)
        expect(resolved.data.attention_item).toEqual(expect.objectContaining({ id, status: "resolved", note: "dealt with" }))
      }
    )

    it("the reports need read, as the other money views: read alone downloads them, a role without it gets 403", async () => {
      const url = "/admin/cryptocloud/reports/payments?start=2026-10-01&end=2026-10-31"
      expect((await api.get(url, admins.reader)).status).toBe(200)
      expect((await api.get(`${url}&format=csv`, admins.reader)).status).toBe(200)
      expect((await api.get(url, admins.writerOnly)).status).toBe(403)
      expect((await api.get(`${url}&format=csv`, admins.writerOnly)).status).toBe(403)
    })

    it("withdraw alone resolves a refund item too, and an unknown id is still a 404", async () => {
      const { id } = await item("refund_owed")
      expect((await resolve(id, admins.withdraw)).status).toBe(200)
      expect((await resolve("ccatt_UNKNOWN", admins.refund)).status).toBe(404)
    })
  },
})
