/**
 * Part 10's handlers in `medusa exec bench/in-process.ts` (an exec process of its own, on its own
 * database and sandbox): the ledger the lookback compares the invoice list with, written in bulk,
 * and one lookback (findFoundMoney) at a time, as the reconciliation pass runs it. The bench
 * holds the sandbox, so the list and `info` calls are counted there, not here.
 */
import { performance } from "node:perf_hooks"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId } from "@medusajs/framework/utils"
import { findFoundMoney, restartLookback, type FoundMoneyReport } from "../src/workflows/cryptocloud/found-money/find-found-money"

/** What the bench knows of a listed invoice: enough for the row recordCreatedInvoice would have written. */
export interface FoundSeedRow {
  uuid: string
  status: string
  fiatAmount: string
  fiatCurrency: string
  cryptoAmount: string | null
  cryptoCurrency: string | null
  amountPaid: string | null
  received: string | null
  testMode: boolean
  expiresAt: string
  link: string
  address: string | null
  /** When money arrived (paid invoices only). */
  receivedAt: string | null
}

export interface FoundPass {
  ms: number
  report: FoundMoneyReport
}

export function foundMoneyHandlers(container: MedusaContainer) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as any

  return {
    /**
     * Ledger rows for the listed invoices the store made (bulk SQL, 1,000 a statement), with the
     * columns recordCreatedInvoice writes (domain/ledger/store.ts). Settled: this part measures the
     * lookback, and open rows would only invite the reconciliation of another process to read them.
     */
    async "found:seed"({ rows, shopId }: { rows: FoundSeedRow[]; shopId: string }) {
      const t = performance.now()
      const base = Date.now() - 3600_000
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000)
        await pg("cryptocloud_invoice").insert(
          chunk.map((r, j) => {
            const at = new Date(base + i + j)
            return {
              id: generateEntityId(undefined, "ccinv"),
              uuid: r.uuid,
              session_id: `payses_found${String(i + j).padStart(8, "0")}`,
              fiat_amount: r.fiatAmount,
              fiat_currency: r.fiatCurrency,
              crypto_amount: r.cryptoAmount,
              crypto_currency: r.cryptoCurrency,
              status: r.status,
              amount_paid: r.amountPaid,
              received: r.received,
              received_at: r.receivedAt ? new Date(r.receivedAt) : null,
              test_mode: r.testMode,
              tolerance_percent: 0,
              tolerance_amount: null,
              expires_at: new Date(r.expiresAt),
              last_checked_at: at,
              session_live: false,
              settled_at: at,
              payment_collection_id: null,
              shop_id: shopId,
              opened_by_stranger: false,
              link: r.link,
              address: r.address,
              history: JSON.stringify([{ status: r.status, at: at.toISOString() }]),
              created_at: at,
              updated_at: at,
            }
          })
        )
      }
      return { inserted: rows.length, ms: performance.now() - t }
    },

    /**
     * The ledger forgets these invoices again (their rows and the items raised for them), so that
     * the next walk finds them as the first did: each walk starts from the same restored ledger.
     */
    async "found:forget"({ uuids }: { uuids: string[] }) {
      const rows = await pg("cryptocloud_invoice").whereIn("uuid", uuids).del()
      const items = await pg("cryptocloud_attention_item").whereIn("invoice_uuid", uuids).del()
      return { rows, items }
    },

    /** One lookback, as the pass's step runs it; `restart`: from the top (a new process, or a new walk). */
    async "found:pass"({ listCalls, restart }: { listCalls: number; restart: boolean }): Promise<FoundPass> {
      if (restart) restartLookback()
      const t = performance.now()
      const { report } = await findFoundMoney(container, { listCalls })
      return { ms: performance.now() - t, report }
    },
  } as Record<string, (message: any) => Promise<unknown>>
}
