/**
 * "This project's rows" in the module's SQL. A row names its project by shop id; a row without
 * one (written before several projects, or by an instance still running the older version during
 * a deploy, until the next boot's backfill) belongs to the first project, as the backfill would
 * give it (project-backfill.ts). So the first project's scope takes those rows too: an unknown
 * withdrawal from before the upgrade still blocks an identical one, a wallet from before is still
 * the customer's.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

export interface ProjectScope {
  shopId: string
  /** The first project of the options: rows without a shop id are its. */
  isDefault: boolean
}

/** The scope of a project, given the store's shop ids in the order of the options. */
export function projectScope(shopIds: string[], shopId: string): ProjectScope {
  return { shopId, isDefault: shopIds[0] === shopId }
}

/** Whether a row with this shop id is one of the scope's. */
export function inProject(rowShopId: string | null | undefined, scope: ProjectScope): boolean {
  return rowShopId === scope.shopId || (scope.isDefault && (rowShopId === null || rowShopId === undefined))
}

/** Restricts a query to the scope's rows (`shop_id` of the query's table). */
export function whereInProject<Q extends Knex.QueryBuilder>(query: Q, scope: ProjectScope, column = "shop_id"): Q {
  return query.where((q) => {
    q.where(column, scope.shopId)
    if (scope.isDefault) q.orWhereNull(column)
  }) as Q
}

/** The same for the module service's generated list methods (MikroORM filters). */
export function projectFilter(scope: ProjectScope): Record<string, unknown> {
  return scope.isDefault ? { $or: [{ shop_id: scope.shopId }, { shop_id: null }] } : { shop_id: scope.shopId }
}
