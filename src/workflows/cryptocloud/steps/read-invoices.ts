/**
 * `info` for the selected rows, each project's with its own key: ceil(n/100) calls per project,
 * each answer parsed invoice by invoice so one malformed invoice skips only itself. A row whose
 * invoice could not be read still counts as checked (it goes to the back of the line instead of
 * blocking the next pass). One project's outage leaves only its own rows for the next pass.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { groupByProject } from "../../../domain/ledger/projects"
import { cryptocloudModule } from "../module-access"
import type { RowToCheck } from "./select-ledger-rows"

export interface ReadInvoicesResult {
  invoices: Invoice[]
  /** Rows whose invoice could not be read this pass (service down, malformed, unknown). */
  unreadable: number
  /** A project's whole read failed (service down): nothing was decided for its rows. */
  outage: boolean
}

export const readInvoicesStep = createStep("cryptocloud-read-invoices", async (rows: RowToCheck[], { container }) => {
  const result: ReadInvoicesResult = { invoices: [], unreadable: 0, outage: false }
  if (!rows.length) return new StepResponse(result)
  const cryptocloud = cryptocloudModule(container)
  const logger = container.resolve("logger")
  // The rows were selected per project; grouped again so a row can never reach another's key.
  const { byProject } = groupByProject(rows, (row) => row.shop_id, cryptocloud.projects.shopIds())
  for (const [shopId, projectRows] of byProject) {
    const uuids = projectRows.map((row) => row.uuid)
    try {
      const { invoices, rejected } = await cryptocloud.getClient(shopId).getInvoicesManyEach(uuids)
      for (const bad of rejected) {
        logger.warn(`CryptoCloud reconciliation skipped invoice ${bad.uuid ?? "(no id)"} of project ${shopId}: unreadable answer (${bad.problem})`)
      }
      const seen = new Set(invoices.map((invoice) => invoice.uuid))
      const missing = uuids.filter((uuid) => !seen.has(uuid))
      await cryptocloud.ledger.touch(missing)
      const asked = new Set(uuids)
      result.invoices.push(...invoices.filter((invoice) => asked.has(invoice.uuid)))
      result.unreadable += missing.length
    } catch (error) {
      // The service is down or slow: nothing is decided without it; the next pass tries again.
      logger.warn(`CryptoCloud reconciliation could not read ${uuids.length} invoice(s) of project ${shopId}, will retry next run: ${(error as Error).message}`)
      result.unreadable += uuids.length
      result.outage = true
    }
  }
  return new StepResponse(result)
})
