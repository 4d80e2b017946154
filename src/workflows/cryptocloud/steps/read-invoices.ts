/**
 * `info` for the selected rows: ceil(n/100) calls, each answer parsed invoice by invoice so one
 * malformed invoice skips only itself. A row whose invoice could not be read still counts as
 * checked (it goes to the back of the line instead of blocking the next pass).
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { cryptocloudModule } from "../module-access"

export interface ReadInvoicesResult {
  invoices: Invoice[]
  /** Rows whose invoice could not be read this pass (service down, malformed, unknown). */
  unreadable: number
  /** The whole read failed (service down): nothing was decided. */
  outage: boolean
}

export const readInvoicesStep = createStep(
  "cryptocloud-read-invoices",
  async (rows: Array<{ uuid: string }>, { container }) => {
    if (!rows.length) return new StepResponse<ReadInvoicesResult>({ invoices: [], unreadable: 0, outage: false })
    const cryptocloud = cryptocloudModule(container)
    const logger = container.resolve("logger")
    const uuids = rows.map((row) => row.uuid)
    try {
      const { invoices, rejected } = await cryptocloud.getClient().getInvoicesManyEach(uuids)
      for (const bad of rejected) {
        logger.warn(`CryptoCloud reconciliation skipped invoice ${bad.uuid ?? "(no id)"}: unreadable answer (${bad.problem})`)
      }
      const seen = new Set(invoices.map((invoice) => invoice.uuid))
      const missing = uuids.filter((uuid) => !seen.has(uuid))
      await cryptocloud.ledger.touch(missing)
      return new StepResponse<ReadInvoicesResult>({ invoices, unreadable: missing.length, outage: false })
    } catch (error) {
      // The service is down or slow: nothing is decided without it; the next pass tries again.
      logger.warn(`CryptoCloud reconciliation could not read ${uuids.length} invoice(s), will retry next run: ${(error as Error).message}`)
      return new StepResponse<ReadInvoicesResult>({ invoices: [], unreadable: uuids.length, outage: true })
    }
  }
)
