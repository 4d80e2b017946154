/**
 * The upgrade to several projects, in place, the way a store upgrades: a real `medusa start` on a
 * database holding what the previous release wrote (no `shop_id` anywhere, the one settings row
 * `ccset_default`), then `medusa db:migrate` and a boot of this release.
 *
 * The previous release's database is made from this release's by undoing what it added: its
 * migration's `down` (the columns and their indexes), its row in the migrations table, and the
 * settings row's old id. Then every record must belong to the configured project, the merchant's
 * saved settings must still be in force, and nothing a customer holds (the status of their
 * session) may break.
 */
import { storefront } from "../helpers/storefront"
import { waitFor } from "../helpers/wait-for"
import { useAppStack, type App } from "../helpers/app-processes"
import { SANDBOX_KEYS, WEBHOOK_PATH } from "../helpers/sandbox"
import { Migration20261127120000 } from "../../src/modules/cryptocloud/migrations/Migration20261127120000"
import { PROJECT_TABLES } from "../../src/modules/cryptocloud/project-backfill"
import { SETTINGS_ROW_ID, settingsRowId } from "../../src/domain/settings"

jest.setTimeout(300 * 1000)

const stack = useAppStack({ name: "projects-upgrade", sandbox: { balances: { USDT_TRC20: "1000" } } })

/** The SQL of the migration's `down`, as the previous release's schema is this one without it. */
function downSql(): string[] {
  const migration = Object.create(Migration20261127120000.prototype) as { addSql(sql: string): void; down(): Promise<void> }
  const statements: string[] = []
  migration.addSql = (sql: string) => void statements.push(sql)
  void migration.down()
  return statements
}

describe("upgrade from the release before several projects", () => {
  let app: App
  beforeAll(() => {
    app = stack.apps[0]
  })

  it(
    "every record goes to the configured project, the saved settings stay in force, the customer's session still answers",
    stack.guard(async () => {
      const shop = storefront(app.api, stack.store)
      // What a store had before the upgrade: a paid checkout (ledger row, postback line), a
      // forged postback (a counted line), the merchant's saved settings.
      const paid = await shop.checkout("eur")
      await stack.sandbox.pay(paid.data.uuid, "exact")
      const open = await shop.checkout("usd")
      await app.api.post(WEBHOOK_PATH, { status: "success", invoice_id: "INV-FORGED01", token: "not-a-jwt" })
      const saved = await app.api.post("/admin/cryptocloud/settings", { locale: "ru", underpaid_tolerance_percent: 1 }, stack.admin)
      expect(saved.status).toBe(200)
      await waitForRows()

      // Back to the previous release's database.
      await app.kill()
      for (const sql of downSql()) await stack.sql(sql)
      await stack.sql(`DELETE FROM mikro_orm_migrations WHERE name LIKE 'Migration20261127120000%'`)
      await stack.sql(`UPDATE cryptocloud_setting SET id = $1 WHERE id = $2`, [SETTINGS_ROW_ID, settingsRowId(SANDBOX_KEYS.shopId)])
      // Tables made after several projects came (staff alerts, the books by e-mail) had shop_id from their first migration.
      const columns = await stack.sql(
        `SELECT table_name FROM information_schema.columns WHERE column_name = 'shop_id' AND table_name LIKE 'cryptocloud_%' AND table_name <> ALL($1)`,
        [["cryptocloud_staff_alert", "cryptocloud_books_mail"]]
      )
      expect(columns).toEqual([])

      // The upgrade: migrate, boot.
      await stack.migrate()
      await app.start()

      for (const table of PROJECT_TABLES) {
        const rows = await stack.sql<{ shop_id: string | null; n: string }>(`SELECT shop_id, count(*) AS n FROM ${table} GROUP BY shop_id`)
        expect({ table, rows: rows.filter((r) => r.shop_id !== SANDBOX_KEYS.shopId) }).toEqual({ table, rows: [] })
      }
      const ledger = await stack.sql<{ uuid: string; shop_id: string }>(`SELECT uuid, shop_id FROM cryptocloud_invoice ORDER BY created_at`)
      expect(ledger).toEqual([
        { uuid: paid.data.uuid, shop_id: SANDBOX_KEYS.shopId },
        { uuid: open.data.uuid, shop_id: SANDBOX_KEYS.shopId },
      ])
      expect(await stack.sql(`SELECT id FROM cryptocloud_setting`)).toEqual([{ id: settingsRowId(SANDBOX_KEYS.shopId) }])
      // A row an instance of the previous release writes during a rolling upgrade (no shop_id) is the project's too.
      const defaults = await stack.sql<{ table_name: string; column_default: string }>(
        `SELECT table_name, column_default FROM information_schema.columns WHERE column_name = 'shop_id' AND table_name = ANY($1) ORDER BY table_name`,
        [[...PROJECT_TABLES]]
      )
      expect(defaults).toHaveLength(PROJECT_TABLES.length)
      for (const row of defaults) expect(row.column_default).toBe(`'${SANDBOX_KEYS.shopId}'::text`)

      const settings = await app.api.get("/admin/cryptocloud/settings", stack.admin)
      expect(settings.data.settings).toEqual(expect.objectContaining({ locale: "ru", underpaid_tolerance_percent: 1 }))
      expect(settings.data.sources).toEqual(expect.objectContaining({ locale: "admin" }))
      const log = await app.api.get("/admin/cryptocloud/postbacks", stack.admin)
      expect(log.status).toBe(200)
      expect(log.data.postbacks.length).toBeGreaterThanOrEqual(2)

      expect((await shop.sessionStatus(paid.sessionId)).invoice).toEqual(expect.objectContaining({ uuid: paid.data.uuid, status: "paid" }))
      expect((await shop.sessionStatus(open.sessionId)).invoice).toEqual(expect.objectContaining({ uuid: open.data.uuid }))
      // And the next invoice is made with the settings the merchant saved before the upgrade.
      const next = await shop.checkout("eur")
      expect(stack.sandbox.getInvoice(next.data.uuid)).toEqual(expect.objectContaining({ locale: "ru" }))
    })
  )

  /** The postback lines (one applied, one counted) are written within about a second. */
  async function waitForRows() {
    await waitFor(async () => Number((await stack.sql(`SELECT count(*) AS n FROM cryptocloud_postback`))[0].n) >= 2, {
      what: "the postback log's lines",
    })
  }
})
