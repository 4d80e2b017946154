/**
 * Part 8's handlers in `medusa exec bench/in-process.ts` (one exec process per database): the
 * postback log prune as the hourly job runs it, and the plans of the hot queries — captured from
 * the plugin's own functions as they run (knex's `query` event), then run again under
 * EXPLAIN ANALYZE in a transaction that is rolled back, so the plans shown are those of the SQL
 * the code sends, not of a copy kept in the bench.
 */
import { performance } from "node:perf_hooks"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { prunePostbackLog } from "../src/domain/postback-log"
import { invoiceHeldBy, invoiceHeldOrFormerlyHeldBy } from "../src/domain/ledger/holder"
import { ledgerRowsOfPayments } from "../src/domain/ledger/payment-rows"
import { findLedgerRow, rowsToCheck } from "../src/domain/ledger/store"
import { DEFAULT_MAX_INVOICES_PER_RUN } from "../src/workflows/cryptocloud/reconcile-invoices"
import type CryptoCloudModuleService from "../src/modules/cryptocloud/service"

interface Captured {
  sql: string
  bindings: unknown[]
}

/** One hot query's plan: what the code sent, and EXPLAIN (ANALYZE, BUFFERS) of it. */
export interface QueryPlan {
  operation: string
  sql: string
  plan: string[]
}

export interface ExplainInput {
  liveSessionId: string
  goneSessionId: string
  collectionIds: string[]
  sessionIds: string[]
  orderId: string
  /** A `now` whose cutoff lies inside the prune band (the DELETE is rolled back). */
  pruneNow: number
}

/** Statements the plugin sent while `fn` ran (transaction control left out). */
async function capture(pg: any, fn: () => Promise<unknown>): Promise<Captured[]> {
  const seen: Captured[] = []
  const listener = (q: { sql?: string; bindings?: unknown[] }) => {
    if (q.sql && !/^\s*(begin|commit|rollback|savepoint|release)/i.test(q.sql)) seen.push({ sql: q.sql, bindings: q.bindings ?? [] })
  }
  pg.on("query", listener)
  try {
    await fn()
  } finally {
    pg.off("query", listener)
  }
  return seen
}

export function rowsHandlers(container: MedusaContainer) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any
  const cryptocloud = () => container.resolve<CryptoCloudModuleService>("cryptocloud")

  return {
    /** One run of the prune (the job's function, with the run's `now`): what it deleted and how long it took. */
    async "rows:prune"({ now }: { now: number }) {
      const t = performance.now()
      const deleted = await prunePostbackLog(pg, now)
      return { ms: performance.now() - t, deleted }
    },

    async "rows:explain"(input: ExplainInput) {
      const { liveSessionId, goneSessionId, collectionIds, sessionIds, orderId, pruneNow } = input
      const attention = (filters: Record<string, unknown>, take: number) =>
        cryptocloud().listAndCountAttentionItems(filters, { order: { detected_at: "DESC", id: "DESC" }, skip: 0, take })
      const operations: Array<[string, (db: any) => Promise<unknown>]> = [
        [
          "status route: the invoice a live session holds",
          async (db) => {
            const held = await invoiceHeldBy(db, liveSessionId)
            if (held) await findLedgerRow(db, held.uuid)
          },
        ],
        ["status route: the invoice a replaced session held", (db) => invoiceHeldOrFormerlyHeldBy(db, goneSessionId)],
        ["order card: the order's ledger rows", (db) => ledgerRowsOfPayments(db, { collectionIds, sessionIds })],
        // Through the module service (MikroORM), as the route asks: read-only, outside the transaction.
        ["attention queue: open items, first page", () => attention({ status: "open" }, 20)],
        ["attention queue: one order's open items", () => attention({ status: "open", order_id: orderId }, 50)],
        ["reconciliation pass: the rows to read", (db) => rowsToCheck(db, DEFAULT_MAX_INVOICES_PER_RUN)],
        ["postback log prune: one batch", (db) => prunePostbackLog(db, pruneNow, { maxBatches: 1 })],
      ]
      // Each operation runs in a transaction that is rolled back (the prune deletes), its SQL
      // captured; then EXPLAIN ANALYZE of that SQL runs in another one, also rolled back.
      const rolledBack = (fn: (trx: any) => Promise<void>) =>
        pg
          .transaction(async (trx: any) => {
            await fn(trx)
            throw new RollBack()
          })
          .catch((error: unknown) => {
            if (!(error instanceof RollBack)) throw error
          })
      const plans: QueryPlan[] = []
      for (const [operation, fn] of operations) {
        let statements: Captured[] = []
        await rolledBack(async (trx) => {
          statements = await capture(pg, () => fn(trx))
        })
        // One transaction per statement: a failed EXPLAIN is reported and the others still run.
        for (const s of statements) {
          try {
            await rolledBack(async (trx) => {
              // knex reports the SQL as sent to pg ($1, $2, … in order); its raw() takes `?`.
              const { rows } = await trx.raw(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql.replace(/\$\d+\b/g, "?")}`, s.bindings)
              plans.push({ operation, sql: s.sql, plan: rows.map((r: Record<string, string>) => r["QUERY PLAN"]) })
            })
          } catch (error) {
            plans.push({
              operation,
              sql: s.sql,
              plan: [`(EXPLAIN failed: ${(error as Error).message.split("\n")[0]}; bindings ${JSON.stringify(s.bindings)})`],
            })
          }
        }
        if (!statements.length) plans.push({ operation, sql: "(no statement captured)", plan: [] })
      }
      return { plans }
    },
  } as Record<string, (message: any) => Promise<unknown>>
}

class RollBack extends Error {}
