/**
 * Medusa's RBAC on the plugin's admin routes, with the feature on: admins whose roles grant only
 * some of the `cryptocloud` permissions. Resolving a money item of the attention queue needs
 * `refund` or `withdraw` (checked in the route once the item's kind is known); `settings` alone,
 * enough before, is refused. The permissions are the plugin's own declared policies (registered
 * by Medusa at boot, src/policies), not rows made by hand; the reports show customers' and
 * admins' e-mails only to a role with `export`.
 */
import { ContainerRegistrationKeys, FeatureFlag, Modules } from "@medusajs/framework/utils"
// Before medusa-config.ts is read: its defineConfig adds Medusa's RBAC module only when the flag
// is already on (the environment variable alone is read too late for that).
process.env.MEDUSA_FF_RBAC = "true"
FeatureFlag.setFlag("rbac", true)

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance } from "axios"
import { SANDBOX_KEYS, useSandbox } from "../helpers/sandbox"
import { reportsApi } from "../helpers/reports"
import type CryptoCloudModuleService from "../../src/modules/cryptocloud/service"
import type { AttentionKind } from "../../src/domain/attention"

jest.setTimeout(240 * 1000) // the boot, on a busy 2-core machine

useSandbox()

type Operation = "read" | "withdraw" | "refund" | "settings" | "export"
type Session = { headers: { authorization: string }; validateStatus: () => boolean; userId: string }

/** The policies the plugin declares (src/contracts/permissions.ts), as Medusa lists them after boot. */
const DECLARED = [
  { key: "cryptocloud:export", name: "ExportCryptoCloud" },
  { key: "cryptocloud:read", name: "ReadCryptoCloud" },
  { key: "cryptocloud:refund", name: "RefundCryptoCloud" },
  { key: "cryptocloud:settings", name: "SettingsCryptoCloud" },
  { key: "cryptocloud:withdraw", name: "WithdrawCryptoCloud" },
]

/** An admin user whose one role grants exactly these cryptocloud operations (Medusa's own policy rows), logged in. */
async function adminWith(container: MedusaContainer, api: AxiosInstance, name: string, operations: Operation[]): Promise<Session> {
  const rbac = container.resolve(Modules.RBAC) as any
  const existing = await rbac.listRbacPolicies({ resource: "cryptocloud" })
  const policies = operations.map((operation) => {
    const policy = existing.find((p: any) => p.operation === operation)
    if (!policy) throw new Error(`Medusa has no cryptocloud:${operation} policy: the plugin's policies were not registered at boot`)
    return policy
  })
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
  return { headers: { authorization: `Bearer ${login.data.token}` }, validateStatus: () => true, userId: user.id }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const cryptocloud = () => getContainer().resolve<CryptoCloudModuleService>("cryptocloud")
    const day = new Date().toISOString().slice(0, 10)
    const period = { start: day, end: day }
    const customer = "jane.customer@example.com"
    /** Made before the runner snapshots the database (it restores that snapshot before every test). */
    async function personalRecords() {
      // A paid invoice of a cart with the customer's e-mail (no order: the cart's e-mail is the
      // row's), and a withdrawal the exporter requested, both today.
      const cart = await getContainer().resolve(Modules.CART).createCarts({ currency_code: "eur", email: customer })
      await cryptocloud().createLedgerInvoices({
        uuid: "INV-RBACMAIL",
        session_id: "payses_rbac_mail",
        cart_id: cart.id,
        fiat_amount: "10",
        fiat_currency: "EUR",
        crypto_amount: "10.9",
        crypto_currency: "USDT_TRC20",
        status: "paid",
        amount_paid: "10.9",
        received: "10.9",
        received_at: new Date(),
        shop_id: SANDBOX_KEYS.shopId,
      } as any)
      await cryptocloud().createWithdrawals({
        admin_user_id: admins.exporter.userId,
        currency_code: "USDT_TRC20",
        to_address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
        amount: "1",
        status: "sent",
        shop_id: SANDBOX_KEYS.shopId,
      } as any)
    }

    const admins = {} as Record<"settings" | "refund" | "withdraw" | "reader" | "writerOnly" | "exporter" | "settingsExporter", Session>
    let declaredAtBoot: Array<{ key: string; name: string; description: string }> = []
    beforeAll(async () => {
      // Before any test makes anything: what Medusa registered from the plugin's declarations.
      const listed = await (getContainer().resolve(Modules.RBAC) as any).listRbacPolicies({ resource: "cryptocloud" })
      declaredAtBoot = listed.map((p: any) => ({ key: p.key, name: p.name, description: p.description }))
      const container = getContainer()
      admins.settings = await adminWith(container, api, "settings", ["read", "settings"])
      admins.refund = await adminWith(container, api, "refund", ["read", "refund"])
      admins.withdraw = await adminWith(container, api, "withdraw", ["read", "withdraw"])
      admins.reader = await adminWith(container, api, "reader", ["read"])
      admins.writerOnly = await adminWith(container, api, "writer-only", ["settings", "refund", "withdraw"])
      admins.exporter = await adminWith(container, api, "exporter", ["read", "export"])
      admins.settingsExporter = await adminWith(container, api, "settings-exporter", ["read", "settings", "export"])
      await personalRecords()
    })

    it("Medusa registered the plugin's five permissions at boot, each with its name and a description", () => {
      expect(declaredAtBoot.map(({ key, name }) => ({ key, name })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(DECLARED)
      for (const policy of declaredAtBoot) expect(policy.description).toMatch(/^CryptoCloud: /)
    })

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

    it("the books by e-mail hold personal e-mails: settings alone may set the period and the alerts, not where the books go", async () => {
      const refused = await api.post("/admin/cryptocloud/settings", { books: { to: "me@elsewhere.example", every: "day" } }, admins.settings)
      expect(refused.status).toBe(403)
      expect(refused.data.message).toBe(
        "Choosing who gets the books by e-mail needs the cryptocloud:export permission; ask an admin whose role has it, or have it added to your role."
      )
      expect((await api.get("/admin/cryptocloud/settings", admins.settings)).data.books.settings.to).toEqual([])
      expect((await api.post("/admin/cryptocloud/settings", { books: { every: "week" }, alerts: { to: "ops@shop.example" } }, admins.settings)).status).toBe(
        200
      )
      const allowed = await api.post("/admin/cryptocloud/settings", { books: { to: "books@shop.example" } }, admins.settingsExporter)
      expect(allowed.status).toBe(200)
      expect(allowed.data.books).toEqual(expect.objectContaining({ settings: { to: ["books@shop.example"], every: "week" } }))
      expect(allowed.data.alerts.settings.to).toEqual(["ops@shop.example"])
      // The alerts tell the attention queue: a role that cannot read it cannot have them mailed either.
      const blind = await api.post("/admin/cryptocloud/settings", { alerts: { to: "me@elsewhere.example" } }, admins.writerOnly)
      expect(blind.status).toBe(403)
      expect(blind.data.message).toMatch(/^Choosing who gets the staff alerts needs the cryptocloud:read permission/)
      expect((await api.post("/admin/cryptocloud/settings", { alerts: { postback_silence_hours: 2 } }, admins.writerOnly)).status).toBe(200)
    })

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

    describe("personal data in the reports needs export", () => {
      /** The e-mail cells of a report, JSON and CSV, as `session` gets them. */
      async function emailCells(session: Session, report: "payments" | "withdrawals", column: string) {
        const reports = reportsApi(api, () => session)
        const json = (await reports.json(report, period)) as any
        const csv = await reports.csv(report, period)
        expect([json.status, csv.status]).toEqual([200, 200])
        const header = csv.parsed!.header
        return {
          columns: json.data.columns,
          csvHeader: header,
          json: json.data.rows.map((row: Record<string, string | null>) => row[column]),
          csv: csv.parsed!.records.map((row) => row[header.indexOf(column)]),
          text: csv.text + JSON.stringify(json.data),
        }
      }

      it("read alone: the same columns, the customer's and the admin's e-mails masked in JSON and CSV alike", async () => {
        const payments = await emailCells(admins.reader, "payments", "customer_email")
        expect(payments.json).toEqual(["j***@example.com"])
        expect(payments.csv).toEqual(payments.json)
        expect(payments.text).not.toContain(customer)
        const withdrawals = await emailCells(admins.reader, "withdrawals", "requested_by")
        expect(withdrawals.json).toEqual(["e***@example.com"])
        expect(withdrawals.csv).toEqual(withdrawals.json)
        expect(withdrawals.text).not.toContain("exporter@example.com")

        const full = await emailCells(admins.exporter, "payments", "customer_email")
        expect(payments.columns).toEqual(full.columns)
        expect(payments.csvHeader).toEqual(full.csvHeader)
      })

      it("read and export: the e-mails whole", async () => {
        const payments = await emailCells(admins.exporter, "payments", "customer_email")
        expect(payments.json).toEqual([customer])
        expect(payments.csv).toEqual([customer])
        const withdrawals = await emailCells(admins.exporter, "withdrawals", "requested_by")
        expect(withdrawals.json).toEqual(["exporter@example.com"])
        expect(withdrawals.csv).toEqual(["exporter@example.com"])
      })
    })
  },
})
