import { z } from "@medusajs/framework/zod"
import { REPORT_FORMATS, REPORT_MAX_PAGE_SIZE, type ReportQuery } from "../../../../contracts"
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
