/**
 * A report as a CSV download, streamed: the header row goes out with the first batch of rows, then
 * the rows a cursor batch at a time (domain/reports/cursor.ts), each batch written only once the
 * response has taken the last (backpressure), so the server holds one batch whatever the period's
 * size.
 */
import type { MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_COLUMNS, reportFileName, type ReportRow } from "../../../../contracts"
import { csvLine } from "../../../../domain/reports/csv"
import { forEachBatch } from "../../../../domain/reports/cursor"
import { reportRowsSql, type ReportScope } from "../../../../domain/reports/query"

type Logger = { error(message: string): void }

/** Until the response can take more, or the client has gone. */
function drained(res: MedusaResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve()
    const done = () => {
      res.off("drain", done)
      res.off("close", done)
      resolve()
    }
    res.on("drain", done)
    res.on("close", done)
  })
}

export async function sendReportCsv(res: MedusaResponse, pg: Knex, scope: ReportScope, period: { start: string; end: string }, logger: Logger): Promise<void> {
  const columns = REPORT_COLUMNS[scope.report] as readonly string[]
  let started = false
  // The client may go before the first batch: no drain would come, so every wait checks this.
  let gone = false
  res.on("close", () => (gone = true))
  // The answer starts with the first batch: until the query has run, a failure is still an error
  // answer (Medusa's), not a file cut short.
  const start = () => {
    started = true
    res.status(200)
    res.setHeader("Content-Type", "text/csv; charset=utf-8")
    res.setHeader("Content-Disposition", `attachment; filename="${reportFileName(scope.report, period.start, period.end)}"`)
    res.setHeader("Cache-Control", "no-store")
    res.setHeader("X-Content-Type-Options", "nosniff")
    return csvLine(columns)
  }
  try {
    await forEachBatch<ReportRow>(pg, reportRowsSql(scope), async (rows) => {
      if (gone) return false
      const head = started ? "" : start()
      const chunk = head + rows.map((row) => csvLine(columns.map((column) => (row as Record<string, string | null>)[column]))).join("")
      if (!res.write(chunk) && !gone) await drained(res)
      return !gone
    })
  } catch (error) {
    if (!started) throw error
    // The status and part of the file are sent: cut the download short, so it cannot pass for a whole one.
    logger.error(`CryptoCloud: the ${scope.report} report stopped after its first rows were sent: ${(error as Error)?.message ?? error}`)
    res.destroy(error as Error)
    return
  }
  if (gone) return
  if (!started) res.write(start()) // a period with nothing in it: the header alone
  res.end()
}
