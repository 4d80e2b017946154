import type { AuthenticatedMedusaRequest, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isReportName, REPORT_COLUMNS, REPORT_DEFAULT_PAGE_SIZE, REPORT_NAMES, type ReportCell, type ReportResponse } from "../../../../../contracts"
import { reportBounds } from "../../../../../domain/reports/period"
import { reportPage, type ReportScope } from "../../../../../domain/reports/query"
import { withServiceErrors } from "../../errors"
import { period } from "../../helpers"
import { sendBalanceReport } from "../balance-response"
import { grantsAnyPermission } from "../../permissions"
import { reportProject } from "../report-project"
import { sendReportCsv } from "../csv-response"
import { reportDownloads } from "../download-slots"
import type { AdminReportQueryType } from "../validators"

/**
 * GET /admin/cryptocloud/reports/:report?start&end&format&offset&limit&shop_id — the merchant's
 * books (design.md, "Reports"; docs/merchant-guide.md, "Your books"): one row per record of the
 * plugin's ledger and logs in the period (UTC days, both included; default the last 30 days), of
 * one project (default the first), read from the database alone. `format=csv` streams the whole
 * period as a file; JSON (the default) answers a page with the period's count.
 */
export const GET = withServiceErrors(
  "read the CryptoCloud balance for the balance report",
  async (req: MedusaRequest<unknown, AdminReportQueryType>, res: MedusaResponse) => {
    const report = req.params.report
    if (!isReportName(report)) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no report ${JSON.stringify(report)}: choose one of ${REPORT_NAMES.join(", ")}.`)
    }
    const query = req.validatedQuery
    // A listed project, or a retired one whose records remain; any other shop id: a 404 naming the store's.
    const project = await reportProject(req)
    const { start, end } = period(query)
    const pg = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const offset = query.offset ?? 0
    const limit = query.limit ?? REPORT_DEFAULT_PAGE_SIZE
    if (report === "balance") {
      // A row per coin with the service's balance: no personal data, made whole (balance-response.ts).
      return sendBalanceReport(req, res, pg, { project, start, end, format: query.format ?? "json", offset, limit })
    }
    const scope: ReportScope = {
      report,
      bounds: reportBounds(start, end),
      shopId: project.shopId,
      ownsUnassigned: project.ownsUnassigned,
      // Customers' and admins' e-mails are personal data: whole only with `cryptocloud:export`.
      maskPersonal: !(await grantsAnyPermission(req as AuthenticatedMedusaRequest, ["export"])),
    }
    if (query.format === "csv") {
      await sendReportCsv(res, pg, scope, { start, end }, req.scope.resolve(ContainerRegistrationKeys.LOGGER), reportDownloads(req))
      return
    }
    const { rows, count } = await reportPage(pg, scope, { offset, limit })
    const columns = [...REPORT_COLUMNS[report]]
    res.json({
      // Rows as the CSV has them, a cell per column in `columns`' order (design.md, "Reports").
      report,
      shop_id: project.shopId,
      columns,
      rows: rows.map((row) => columns.map((column) => (row as Record<string, ReportCell>)[column] ?? null)),
      count,
      offset,
      limit,
      start,
      end,
    } satisfies ReportResponse)
  }
)
