/**
 * The reports' download slots of this process, made once from the plugin's options
 * (`reportDownloads`, domain/reports/export-slots.ts) over the database's shared lease rows.
 */
import type { MedusaRequest } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SqlLeaseStore } from "../../../../domain/budgets/sql-leases"
import { reportDownloadLimits, ReportExportSlots } from "../../../../domain/reports/export-slots"
import { cryptocloudService } from "../helpers"
import type { ReportDownloads } from "./csv-response"

type Logger = { warn(message: string): void }

let made: { pg: Knex; downloads: ReportDownloads } | null = null

export function reportDownloads(req: MedusaRequest): ReportDownloads {
  const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  // One app per process, but a test process may boot another: its own database, its own slots.
  if (made?.pg === pg) return made.downloads
  const logger = req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const limits = reportDownloadLimits(cryptocloudService(req).projects.options().reportDownloads)
  const warn = (message: string) => logger.warn(message)
  const downloads: ReportDownloads = {
    slots: new ReportExportSlots(new SqlLeaseStore(pg, warn), limits.maxConcurrent, warn),
    stallTimeoutMs: limits.stallTimeoutMs,
  }
  made = { pg, downloads }
  return downloads
}
