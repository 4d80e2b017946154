/**
 * The `balance` report's answer (domain/reports/balance.ts): a row per coin, small enough to make
 * whole, answered as the other reports are — the JSON page with its `count` (plus `flagged`, a
 * flag per row whose books and balance differ), or the same CSV file. The service's balance is
 * read once, with the project's key, only for a period that ends today (UTC): the balance is
 * now, the records can be of any day. A retired project has no key: its balance stays empty.
 * A failed read is the route's service error (withServiceErrors), never a report that hides the
 * balance: the books alone are any period that ends before today.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { REPORT_COLUMNS, type ReportCell, type ReportResponse } from "../../../../contracts"
import { balanceReport, type ServiceBalances } from "../../../../domain/reports/balance"
import { reportBounds } from "../../../../domain/reports/period"
import { cryptocloudService } from "../helpers"
import type { ReportProject } from "./report-project"
import { sendRowsCsv } from "./csv-response"

export interface BalanceRequest {
  project: ReportProject
  start: string
  end: string
  format: "json" | "csv"
  offset: number
  limit: number
}

/** CryptoCloud's balance per coin now, when the period ends today (UTC) and the project is configured. */
async function serviceBalances(req: MedusaRequest, shopId: string, end: string, now = new Date()): Promise<ServiceBalances> {
  const service = cryptocloudService(req)
  if (end !== now.toISOString().slice(0, 10) || !service.projects.find(shopId)) return null
  const balances = await service.getClient(shopId).getBalances()
  return new Map(balances.map((entry) => [entry.currency.code, entry.balance_crypto]))
}

export async function sendBalanceReport(req: MedusaRequest, res: MedusaResponse, pg: Knex, ask: BalanceRequest): Promise<void> {
  const { project, start, end } = ask
  const service = await serviceBalances(req, project.shopId, end)
  const { rows, flagged } = await balanceReport(
    pg,
    { bounds: reportBounds(start, end), shopId: project.shopId, ownsUnassigned: project.ownsUnassigned },
    service
  )
  if (ask.format === "csv") return sendRowsCsv(res, "balance", { start, end }, rows)
  const columns = [...REPORT_COLUMNS.balance]
  const page = rows.slice(ask.offset, ask.offset + ask.limit)
  res.json({
    report: "balance",
    shop_id: project.shopId,
    columns,
    rows: page.map((row) => columns.map((column) => (row as Record<string, ReportCell>)[column] ?? null)),
    flagged: flagged.slice(ask.offset, ask.offset + ask.limit),
    count: rows.length,
    offset: ask.offset,
    limit: ask.limit,
    start,
    end,
  } satisfies ReportResponse<"balance">)
}
