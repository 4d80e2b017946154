/**
 * The upgrade to several projects: records from before have no project. They all belong to the
 * project the store was configured with then, which is the first (and only) one of the options
 * now; a migration cannot know it, so the module's loader gives it to them at boot. Idempotent
 * and cheap once done (each table has a partial index of the rows still without a project).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE } from "../../domain/ledger/columns"
import { POSTBACK_LOG_TABLE } from "../../domain/postback-log"
import { REFUNDS_TABLE } from "../../domain/refunds/store"
import { SETTINGS_ROW_ID, SETTINGS_TABLE, settingsRowId } from "../../domain/settings"
import { ATTENTION_TABLE } from "./attention-store"
import { WALLET_TABLE } from "./static-wallet-claims"
import { WITHDRAWALS_TABLE } from "./withdrawal-log"
import { DEPOSIT_TABLE } from "./static-wallet-store"

/** Every table whose rows name their project. */
export const PROJECT_TABLES = [LEDGER_TABLE, WITHDRAWALS_TABLE, WALLET_TABLE, DEPOSIT_TABLE, POSTBACK_LOG_TABLE, ATTENTION_TABLE, REFUNDS_TABLE] as const

/** Postgres: the table or the column does not exist yet (the migrations have not run). */
function notMigratedYet(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === "42P01" || code === "42703"
}

/**
 * Each table's `shop_id` defaults to the first project, so a row written without one (by an
 * instance of the previous release during a rolling upgrade, or by hand) still has its project.
 * Set only when it differs (the first project changed), with a short lock timeout: the DDL waits
 * for no long query of another instance; a boot that cannot take the lock leaves it for the next.
 */
async function defaultToProject(pg: Knex, table: string, shopId: string): Promise<void> {
  const expected = `'${shopId.replace(/'/g, "''")}'::text`
  const { rows } = await pg.raw<{ rows: Array<{ column_default: string | null }> }>(
    `SELECT column_default FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = 'shop_id'`,
    [table]
  )
  if (!rows.length || rows[0].column_default === expected) return
  try {
    await pg.transaction(async (trx) => {
      await trx.raw("SET LOCAL lock_timeout = '2s'")
      await trx.raw(`ALTER TABLE ?? ALTER COLUMN shop_id SET DEFAULT ${pg.raw("?", [shopId]).toQuery()}`, [table])
    })
  } catch (error) {
    if ((error as { code?: unknown }).code !== "55P03") throw error // lock_not_available: next boot
  }
}

/**
 * Give every record without a project to `shopId`, and the one-project settings row to its
 * project's row id. Returns how many rows changed per table (0 once done); nothing when the
 * migrations have not run yet (they will, and the next boot fills them).
 */
export async function backfillProjects(pg: Knex, shopId: string): Promise<Record<string, number>> {
  const changed: Record<string, number> = {}
  try {
    for (const table of PROJECT_TABLES) {
      await defaultToProject(pg, table, shopId)
      changed[table] = await pg(table).whereNull("shop_id").whereNull("deleted_at").update({ shop_id: shopId })
    }
    // The single settings row of a one-project store becomes that project's, unless it has one.
    const { rowCount } = await pg.raw(`UPDATE ${SETTINGS_TABLE} SET id = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM ${SETTINGS_TABLE} WHERE id = ?)`, [
      settingsRowId(shopId),
      SETTINGS_ROW_ID,
      settingsRowId(shopId),
    ])
    changed[SETTINGS_TABLE] = rowCount ?? 0
  } catch (error) {
    if (notMigratedYet(error)) return changed
    throw error
  }
  return changed
}
