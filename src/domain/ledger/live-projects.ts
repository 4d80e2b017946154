/**
 * Which of the store's CryptoCloud projects are live. The service has no call that says whether
 * a project is in test mode: each invoice says it (`test_mode`, on its create answer and every
 * `info`), and the ledger keeps that. So a project counts as live once the ledger holds one of
 * its invoices that is not in test mode — real money has been taken through it — and stays live:
 * a project that went live does not become a test project again because someone switched its
 * test mode back on, or because one of its invoices now reads as a test one.
 *
 * Why it matters: test-mode money costs nothing (the service's dashboard confirms a test invoice
 * without a payment), so it is never captured onto an order of a region whose project takes real
 * money (workflows/cryptocloud/test-money.ts).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { LEDGER_TABLE } from "./columns"
import type { LedgerProject } from "./projects"

/**
 * The shop ids among `projects` that have a live invoice on the ledger, other than `exceptUuid`
 * (the invoice being judged: its own row says only what it is). One query per project, run
 * together, each stopping at its first live row: a live store answers at once.
 */
export async function liveProjects(pg: Knex, projects: LedgerProject[], exceptUuid: string | null = null): Promise<Set<string>> {
  if (!projects.length) return new Set()
  const found = await Promise.all(
    projects.map(async (project) => {
      const row = await pg(LEDGER_TABLE)
        .select("uuid")
        .whereNull("deleted_at")
        .where("test_mode", false)
        .andWhere((q) => {
          void q.where("shop_id", project.shopId)
          if (project.ownsUnassigned) void q.orWhereNull("shop_id")
        })
        .modify((q) => {
          if (exceptUuid) void q.whereNot("uuid", exceptUuid)
        })
        .first()
      return row ? project.shopId : null
    })
  )
  return new Set(found.filter((shopId): shopId is string => shopId !== null))
}
