import type { MedusaContainer } from "@medusajs/framework/types"
import { cryptocloudModule } from "../workflows/cryptocloud/module-access"

/**
 * Every hour: drop postback log entries older than 30 days, in batches (domain/postback-log.ts,
 * prunePostbackLog), and the budget buckets that are full again (domain/budgets/sql-buckets.ts:
 * a cart's bucket lives an hour after its last invoice), and staff alerts sent over 30 days ago
 * (modules/cryptocloud/staff-alert-outbox.ts). A schedule of its own, not a step of
 * the reconciliation, so both stay bounded with the option `reconciliation: false` too. Several
 * instances may run it at once: each statement deletes what is still there.
 */
export default async function pruneCryptoCloudPostbackLogJob(container: MedusaContainer) {
  let service
  try {
    service = cryptocloudModule(container)
  } catch {
    return // not configured: the module already said so at start-up
  }
  const pruned = await service.postbackLog.prune()
  if (pruned) container.resolve("logger").info(`CryptoCloud: ${pruned} postback log entr${pruned === 1 ? "y" : "ies"} older than 30 days deleted`)
  await service.pruneBudgetBuckets()
  await service.staffAlerts.prune(new Date())
}

export const config = {
  name: "cryptocloud-prune-postback-log",
  schedule: "23 * * * *",
}
