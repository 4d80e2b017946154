/**
 * A report as a CSV download, streamed: the header row goes out with the first batch of rows, then
 * the rows a batch at a time (domain/reports/cursor.ts: one short statement per batch, the pooled
 * connection back before the batch is written), each batch written only once the response has
 * taken the last (backpressure), so the server holds one batch whatever the period's size.
 *
 * A client that stops reading holds nothing but its slot (domain/reports/export-slots.ts): each
 * batch must be taken within the stall timeout (deadline-write.ts) or the download is cut, and
 * the slot is let go however the download ends. No slot free: 429 with `Retry-After`, before
 * anything is read.
 */
import type { MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { reportFileName, type ReportName } from "../../../../contracts"
import { csvHeader, csvRows, forEachCsvChunk } from "../../../../domain/reports/csv-file"
import type { ExportSlot } from "../../../../domain/reports/export-slots"
import type { ReportScope } from "../../../../domain/reports/query"
import { writeWithin } from "./deadline-write"

type Logger = { error(message: string): void; warn(message: string): void }

export const REPORT_DOWNLOADS_BUSY_CODE = "report_downloads_busy"

/** The store's download slots and the stall timeout (download-slots.ts makes them from the options). */
export interface ReportDownloads {
  slots: { readonly maxConcurrent: number; enter(): Promise<ExportSlot | null> }
  stallTimeoutMs: number
}

/**
 * Cut a download: a reset when the socket can send one. A FIN would wait behind the megabytes
 * the client never read (the kernel keeps such a socket and probes the closed window for
 * minutes); a reset frees them at once, and the client cannot take a cut file for a whole one.
 */
function cut(res: MedusaResponse): void {
  const socket = res.socket as (typeof res.socket & { resetAndDestroy?: () => void }) | null
  if (socket && typeof socket.resetAndDestroy === "function" && !socket.destroyed) socket.resetAndDestroy()
  else res.destroy()
}

/** No slot free: 429 with `Retry-After` (the send route refuses the same way). */
export function refuseBusy(res: MedusaResponse, downloads: ReportDownloads): void {
  // A slot frees when a download ends; a stalled one is cut within the stall timeout.
  const retryAfter = Math.max(1, Math.ceil(downloads.stallTimeoutMs / 1000))
  res.setHeader("Retry-After", String(retryAfter))
  res.status(429).json({
    type: "not_allowed",
    code: REPORT_DOWNLOADS_BUSY_CODE,
    message: `${downloads.slots.maxConcurrent} report downloads are already running in this store, the most at once (option reportDownloads.maxConcurrent). Try again in ${retryAfter} seconds.`,
  })
}

/** The answer's status and headers (the file's name, no caching); returns the header row. */
function csvHead(res: MedusaResponse, report: ReportName, period: { start: string; end: string }): string {
  res.status(200)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="${reportFileName(report, period.start, period.end)}"`)
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  return csvHeader(report)
}

/**
 * A report made whole in memory (`balance`: a row per coin) as the same CSV file: same headers,
 * header row and cells as a streamed one.
 */
export function sendRowsCsv(
  res: MedusaResponse,
  report: ReportName,
  period: { start: string; end: string },
  rows: ReadonlyArray<Record<string, string | null>>
): void {
  res.end(csvHead(res, report, period) + csvRows(report, rows))
}

export async function sendReportCsv(
  res: MedusaResponse,
  pg: Knex,
  scope: ReportScope,
  period: { start: string; end: string },
  logger: Logger,
  downloads: ReportDownloads
): Promise<void> {
  const slot = await downloads.slots.enter()
  if (!slot) return refuseBusy(res, downloads)
  try {
    await stream(res, pg, scope, period, logger, downloads.stallTimeoutMs)
  } finally {
    await slot.leave().catch((error) => logger.warn(`CryptoCloud: could not free a report download's slot (it frees itself within a minute): ${error}`))
  }
}

async function stream(res: MedusaResponse, pg: Knex, scope: ReportScope, period: { start: string; end: string }, logger: Logger, stallTimeoutMs: number) {
  let started = false
  // The client may go before the first batch: no drain would come, so every wait checks this.
  let gone = false
  res.on("close", () => (gone = true))
  try {
    // The file's bytes come from its one producer (domain/reports/csv-file.ts), the header row
    // in the first chunk. The answer starts with the first batch: until the query has run, a
    // failure is still an error answer (Medusa's), not a file cut short.
    await forEachCsvChunk(pg, scope, async (chunk, rows) => {
      if (gone) return false
      if (!started) {
        started = true
        csvHead(res, scope.report, period)
      }
      // A period with nothing in it: the header alone, then the end.
      if (!rows.length) {
        res.write(chunk)
        return true
      }
      const outcome = await writeWithin(res, chunk, stallTimeoutMs)
      if (outcome === "stalled") {
        logger.warn(`CryptoCloud: a ${scope.report} report download was cut: its client took no data for ${Math.round(stallTimeoutMs / 1000)} s.`)
        gone = true
        cut(res)
      }
      if (outcome === "gone") gone = true
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
  res.end()
  // The last batch, too, must be taken in time: until then the download keeps its slot.
  if (!(await finished(res, stallTimeoutMs))) cut(res)
}

/** Whether the response handed its last bytes over (or the client went) within `ms`. */
function finished(res: MedusaResponse, ms: number): Promise<boolean> {
  if (res.writableFinished || res.destroyed) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer)
      res.off("finish", onFinish)
      res.off("close", onFinish)
      resolve(ok)
    }
    const onFinish = () => done(true)
    const timer = setTimeout(() => done(false), Math.max(1, ms))
    res.once("finish", onFinish)
    res.once("close", onFinish)
  })
}
