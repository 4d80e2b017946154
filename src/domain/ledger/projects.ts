/**
 * Which project a ledger row belongs to, the one rule every reader of the ledger follows: the
 * row's `shop_id`; a row without one (written before several projects, or by an instance of the
 * old version during an upgrade, until the module's loader fills it at the next boot) is the
 * first project's — the project the store had when it was written. A row naming a project the
 * options no longer list belongs to nobody here: it is never read, cancelled or handed over with
 * another project's key.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { resolveProjects } from "../projects"
import { LEDGER_TABLE } from "./columns"

/** A project as ledger queries see it: its shop id, and whether rows without one are its own. */
export interface LedgerProject {
  shopId: string
  /** True for the first project of the options (rows without a shop id are its own). */
  ownsUnassigned: boolean
}

/** The ledger view of the options' projects, in their order (the first owns unassigned rows). */
export function ledgerProjects(shopIds: string[]): LedgerProject[] {
  return shopIds.map((shopId, i) => ({ shopId, ownsUnassigned: i === 0 }))
}

/**
 * A provider registration's project as the ledger sees it, from its shop id and the plugin's
 * options (Medusa's config): it owns rows without a shop id when it is the options' first
 * project, or when the options cannot be read (the one-project setup).
 */
export function ledgerProjectOf(shopId: string, pluginOptions: unknown): LedgerProject {
  const resolved = pluginOptions === undefined ? null : resolveProjects(pluginOptions)
  const first = resolved?.ok ? resolved.projects[0]?.shopId : shopId
  return { shopId, ownsUnassigned: first === shopId }
}

/** The shop id of the project a row belongs to among `shopIds`, or null when none of them. */
export function projectOfRow(row: { shop_id?: string | null }, shopIds: string[]): string | null {
  const shopId = row.shop_id || shopIds[0] || null
  return shopId !== null && shopIds.includes(shopId) ? shopId : null
}

/**
 * SQL over a ledger row (alias `alias`): it belongs to the project bound as `:shop` (with
 * `:unassigned` true when that project owns rows without a shop id). Both bindings are required.
 */
export function rowOfProjectSql(alias?: string): string {
  const column = alias ? `${alias}.shop_id` : "shop_id"
  return `(${column} = :shop OR (CAST(:unassigned AS boolean) AND ${column} IS NULL))`
}

export interface ProjectGroups<T> {
  /** Items per project, in the order of `shopIds` (projects with none are left out). */
  byProject: Map<string, T[]>
  /** Items whose row names a project the options do not list, by that shop id. */
  unknown: Map<string, T[]>
}

/** Group items by the project of their row (projectOfRow). */
export function groupByProject<T>(items: T[], shopOf: (item: T) => string | null | undefined, shopIds: string[]): ProjectGroups<T> {
  const byProject = new Map<string, T[]>()
  const unknown = new Map<string, T[]>()
  for (const shopId of shopIds) byProject.set(shopId, [])
  for (const item of items) {
    const named = shopOf(item) || null
    const shopId = projectOfRow({ shop_id: named }, shopIds)
    if (shopId) byProject.get(shopId)!.push(item)
    else {
      const key = named ?? ""
      unknown.set(key, [...(unknown.get(key) ?? []), item])
    }
  }
  for (const [shopId, list] of byProject) if (!list.length) byProject.delete(shopId)
  return { byProject, unknown }
}

/**
 * Open rows whose project is none of `shopIds` (a project removed from the options), counted per
 * shop id. Reconciliation never reads them (no key of theirs is here): it says so once.
 */
export async function openRowsOfOtherProjects(pg: Knex, shopIds: string[]): Promise<Array<{ shop_id: string; count: number }>> {
  if (!shopIds.length) return []
  const rows = (await pg(LEDGER_TABLE)
    .select("shop_id")
    .count({ count: "*" })
    .whereNull("deleted_at")
    .whereNull("settled_at")
    .whereNotNull("shop_id")
    .whereNotIn("shop_id", shopIds)
    .groupBy("shop_id")
    .orderBy("shop_id")) as Array<{ shop_id: string; count: string | number }>
  return rows.map((row) => ({ shop_id: row.shop_id, count: Number(row.count) }))
}
