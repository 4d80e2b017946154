import { model } from "@medusajs/framework/utils"
import { BUDGET_BUCKET_TABLE } from "../../../domain/budgets/sql-buckets"

/**
 * One token bucket of a budget counted for the whole store (domain/budgets/sql-buckets.ts):
 * every server instance takes from the same row, with one statement per take. `id` is the
 * bucket's key (`invoices:cart:<payment collection>`, `invoices:store`, `store-reads`…);
 * `tokens` as of `refilled_at`, refilled by elapsed time at `capacity` per `window_ms`;
 * `granted` is the outcome of the last take (what its RETURNING reads). A row that would be full
 * again is the same as no row: the hourly prune job deletes those.
 */
export const BudgetBucket = model.define(BUDGET_BUCKET_TABLE, {
  id: model.id().primaryKey(),
  capacity: model.number(),
  window_ms: model.number(),
  tokens: model.float(),
  granted: model.boolean(),
  refilled_at: model.dateTime(),
})
