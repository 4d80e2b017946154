/**
 * A project removed from the options (retired): what remains of it in the store.
 *
 * Its books: its invoices, refunds, withdrawals and deposits stay on the plugin's tables under its
 * shop id (nothing is deleted with it), and the reports read them from the database alone — no
 * key of the project is needed. So a shop id the options no longer list is a project whose
 * reports may still be exported while records of it exist; any other unknown shop id is none of
 * this store's.
 *
 * Its customers' static wallets: permanent addresses at its service account. Customers may still
 * send money to them, and with the project gone nobody here records it — the boot says so
 * (modules/cryptocloud/loaders/projects.ts; docs/merchant-guide.md, "Retiring a project").
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_SOURCES } from "./reports/sources"
import { isUndefinedTable } from "./ledger/store"

const STATIC_WALLET_TABLE = "cryptocloud_static_wallet"

/** Whether any report's table holds a live record of this shop id. One statement, one probe per table. */
export async function hasRecordsOfProject(pg: Knex, shopId: string): Promise<boolean> {
  const tables = [...new Set(Object.values(REPORT_SOURCES).map((source) => source.table))]
  const probes = tables.map((table) => `EXISTS (SELECT 1 FROM "${table}" WHERE shop_id = ? AND deleted_at IS NULL)`)
  const { rows } = await pg.raw<{ rows: Array<{ found: boolean }> }>(
    `SELECT (${probes.join(" OR ")}) AS found`,
    tables.map(() => shopId)
  )
  return rows[0]?.found === true
}

/** Customers' static wallets of projects the options no longer list, counted per shop id. */
export async function staticWalletsOfRetiredProjects(pg: Knex, shopIds: string[]): Promise<Array<{ shop_id: string; count: number }>> {
  if (!shopIds.length) return []
  // A first boot before the plugin's migrations have run has no wallets table, and no wallets.
  const rows = (await pg(STATIC_WALLET_TABLE)
    .select("shop_id")
    .count({ count: "*" })
    .whereNull("deleted_at")
    .whereNotNull("shop_id")
    .whereNotIn("shop_id", shopIds)
    .groupBy("shop_id")
    .orderBy("shop_id")
    .catch((error: unknown) => {
      if (isUndefinedTable(error)) return []
      throw error
    })) as Array<{ shop_id: string; count: string | number }>
  return rows.map((row) => ({ shop_id: row.shop_id, count: Number(row.count) }))
}

/** The boot's line about one retired project's static wallets. */
export function retiredWalletsWarning({ shop_id, count }: { shop_id: string; count: number }): string {
  return (
    `CryptoCloud: project ${shop_id} is no longer in the plugin's options, but ${count} customer static wallet${count === 1 ? "" : "s"} of it remain: ` +
    `deposits to them are no longer recorded here. Tell those customers, and keep the project at CryptoCloud until deposits stop (docs/merchant-guide.md, "Retiring a project").`
  )
}
