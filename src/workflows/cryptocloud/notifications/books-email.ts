/**
 * One e-mail of the books (design.md, "Telling the merchant"): a project's `payments`, `refunds`,
 * `withdrawals` and `deposits` reports of a period as four CSV attachments — the bytes the report
 * route serves for that period and project (the same producer, domain/reports/csv-file.ts, and
 * the same file names) — with the `data` a template needs (domain/notices/books-summary.ts),
 * sent through Medusa's Notification Module on the `email` channel, template `cryptocloud-books`.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Attachment, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { reportFileName } from "../../../contracts"
import { reportBounds } from "../../../domain/reports/period"
import { reportCsvFile } from "../../../domain/reports/csv-file"
import { BOOKS_REPORTS, BooksTotalsCounter, type BooksEmailData, type BooksReport } from "../../../domain/notices/books-summary"
import type { BooksPeriod } from "../../../domain/notices/notice-settings"
import { adminPageUrl } from "./admin-page-url"
import { sendUnderKey } from "./send-under-key"

export const BOOKS_TEMPLATE = "cryptocloud-books"
/** The four files together at most, before base64 (SendGrid takes 30 MB a message, Resend 40 MB, base64 included). */
export const BOOKS_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024
const CSV_TYPE = "text/csv; charset=utf-8"

export interface BooksProject {
  shopId: string
  name: string
  /** Records without a shop id are the first project's (reportProject, api/admin/cryptocloud/reports). */
  ownsUnassigned: boolean
}

export interface BooksEmail {
  data: BooksEmailData
  attachments: Attachment[]
}

/**
 * The e-mail of a project's period: the four files read once (for every address it goes to).
 * Past BOOKS_ATTACHMENTS_MAX_BYTES the files stay out (`attachments_omitted`; the e-mail keeps
 * its counts, totals and the admin link).
 */
export async function buildBooksEmail(
  container: Pick<MedusaContainer, "resolve">,
  project: BooksProject,
  period: { start: string; end: string; every: BooksPeriod | null },
  options: { maskPersonal: boolean; sentBy: BooksEmailData["sent_by"] }
): Promise<BooksEmail> {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const totals = new BooksTotalsCounter()
  const bounds = reportBounds(period.start, period.end)
  const files: Array<{ report: BooksReport; filename: string; text: string; rows: number }> = []
  let bytes = 0
  let complete = true
  for (const report of BOOKS_REPORTS) {
    const scope = { report, bounds, shopId: project.shopId, ownsUnassigned: project.ownsUnassigned, maskPersonal: options.maskPersonal }
    const file = await reportCsvFile(pg, scope, { maxBytes: Math.max(0, BOOKS_ATTACHMENTS_MAX_BYTES - bytes), onRows: (rows) => totals.add(report, rows) })
    bytes += file.bytes
    complete &&= file.complete
    files.push({ report, filename: reportFileName(report, period.start, period.end), text: file.text, rows: file.rows })
  }
  const attachments: Attachment[] = complete
    ? files.map((file) => ({
        filename: file.filename,
        content: Buffer.from(file.text, "utf8").toString("base64"),
        content_type: CSV_TYPE,
        disposition: "attachment",
      }))
    : []
  const data: BooksEmailData = {
    shop_id: project.shopId,
    project_name: project.name,
    period: { start: period.start, end: period.end, every: period.every },
    reports: Object.fromEntries(
      files.map((file) => [file.report, { rows: file.rows, filename: file.filename, attached: complete }])
    ) as BooksEmailData["reports"],
    totals: totals.totals(),
    admin_url: adminPageUrl(container, project.shopId),
    attachments_omitted: !complete,
    sent_by: options.sentBy,
  }
  return { data, attachments }
}

/** Send the e-mail to one address under `idempotencyKey` (send-under-key.ts says how a retry is told from a resend). */
export async function sendBooksEmail(
  container: Pick<MedusaContainer, "resolve">,
  to: string,
  email: BooksEmail,
  idempotencyKey: string
): Promise<"sent" | "already_sent"> {
  return sendUnderKey(container, {
    to,
    channel: "email",
    template: BOOKS_TEMPLATE,
    data: email.data,
    attachments: email.attachments,
    idempotency_key: idempotencyKey,
    trigger_type: "cryptocloud.books",
    resource_type: "cryptocloud_project",
    resource_id: email.data.shop_id,
  })
}
