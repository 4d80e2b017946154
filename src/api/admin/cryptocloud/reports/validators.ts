import { z } from "@medusajs/framework/zod"
import { BOOKS_SEND_MAX_DAYS, REPORT_FORMATS, REPORT_MAX_PAGE_SIZE, type ReportQuery, type SendBooksBody } from "../../../../contracts"
import { addressListSchema } from "../../../../domain/notices/notice-settings"
import { isIsoDate } from "../../../../lib/cryptocloud"
import { projectScope } from "../validators"

// The same rules and wording as the other period routes (validators.ts).
const isoDate = (field: string) => z.string().refine(isIsoDate, { error: `${field} must be a calendar date in YYYY-MM-DD form` })

/**
 * GET /admin/cryptocloud/reports/:report: the period (UTC days, end ≥ start; a missing end is
 * filled in by the route), the format, a JSON page and the project. Any other field is a 400.
 * No cap on the period's length: the CSV streams, the JSON is paged.
 */
export const AdminReportQuery = z
  .object({
    start: isoDate("start").optional(),
    end: isoDate("end").optional(),
    format: z.enum(REPORT_FORMATS).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).optional(),
    ...projectScope,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.start && value.end && value.end < value.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "end must be the same as or later than start" })
    }
  })

export type AdminReportQueryType = z.infer<typeof AdminReportQuery>

// The schema and the shared contract describe the same request.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameAsContract: Same<AdminReportQueryType, ReportQuery> = true
void sameAsContract

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * POST /admin/cryptocloud/reports/send: the period (both ends required, end ≥ start, at most
 * BOOKS_SEND_MAX_DAYS days: four files of it go in one e-mail), the project, and the addresses
 * (one, a comma-separated list or an array; absent or empty: the project's `books.to`).
 */
export const AdminSendBooksBody = z
  .object({
    start: isoDate("start"),
    end: isoDate("end"),
    ...projectScope,
    to: addressListSchema("to").optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.end < value.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "end must be the same as or later than start" })
    } else if ((Date.parse(value.end) - Date.parse(value.start)) / DAY_MS + 1 > BOOKS_SEND_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: `an e-mail of the books covers at most ${BOOKS_SEND_MAX_DAYS} days: send a shorter period, or download the reports`,
      })
    }
  })

export type AdminSendBooksBodyType = z.infer<typeof AdminSendBooksBody>

// What a client sends is the contract's body.
const sendSameAsContract: Same<z.input<typeof AdminSendBooksBody>, SendBooksBody> = true
void sendSameAsContract
