/**
 * React Query hooks for the Reports section: the first rows of a report (its preview, with the
 * count of the whole period), every `payments` row of the period for the per-day chart, and the
 * period's books sent by e-mail now.
 * Keys start with "cryptocloud", "reports" and carry the project, so another project or period
 * is another cache entry.
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query"
import { request } from "../sdk"
import { REPORT_MAX_PAGE_SIZE, type ReportName, type ReportResponse, type SendBooksBody, type SendBooksResponse } from "../../../contracts"
import { rowsOf, type ReportRow } from "../reports/rows"
import { BASE, retryTransient } from "./keys"

export interface ReportQuery {
  report: ReportName
  start: string
  end: string
  /** The page's project (`?shop_id=`); undefined: the route's default, the first project. */
  shopId?: string
}

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 10
/** The chart reads the payments a page at a time, as many per request as the route allows. */
export const CHART_PAGE_SIZE = REPORT_MAX_PAGE_SIZE
/**
 * The chart stops reading after this many payments (a store taking more in one period than
 * this sees the first ones charted and is told so; the CSV always has every row).
 */
export const CHART_MAX_ROWS = 10_000

export const reportKeys = {
  preview: (q: ReportQuery) => ["cryptocloud", "reports", q.shopId ?? null, q.report, q.start, q.end, "preview"] as const,
  arrivals: (q: Omit<ReportQuery, "report">) => ["cryptocloud", "reports", q.shopId ?? null, "payments", q.start, q.end, "all"] as const,
}

function fetchPage(q: ReportQuery, offset: number, limit: number): Promise<ReportResponse> {
  return request<ReportResponse>(`${BASE}/reports/${encodeURIComponent(q.report)}`, {
    query: { start: q.start, end: q.end, format: "json", offset, limit, shop_id: q.shopId },
  })
}

export function useReportPreview(q: ReportQuery) {
  return useQuery({
    queryKey: reportKeys.preview(q),
    queryFn: async () => {
      const answer = await fetchPage(q, 0, PREVIEW_ROWS)
      // `flagged` (balance report): a row whose books and CryptoCloud balance differ.
      return { columns: answer.columns, rows: rowsOf(answer), flagged: answer.flagged ?? [], count: answer.count, start: answer.start, end: answer.end }
    },
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

export interface PaymentRows {
  rows: ReportRow[]
  /** All payments of the period, as the route counts them. */
  count: number
  /** True when the chart stopped at CHART_MAX_ROWS. */
  truncated: boolean
}

/** Every `payments` row of the period, page after page (see CHART_MAX_ROWS). */
export function usePaymentRows(q: Omit<ReportQuery, "report">) {
  return useQuery({
    queryKey: reportKeys.arrivals(q),
    queryFn: async (): Promise<PaymentRows> => {
      const query: ReportQuery = { ...q, report: "payments" }
      const rows: ReportRow[] = []
      let count: number
      do {
        const answer = await fetchPage(query, rows.length, CHART_PAGE_SIZE)
        count = answer.count
        if (answer.rows.length === 0) break
        rows.push(...rowsOf(answer))
      } while (rows.length < count && rows.length < CHART_MAX_ROWS)
      return { rows, count, truncated: rows.length < count }
    },
    placeholderData: keepPreviousData,
    retry: retryTransient,
  })
}

/** E-mail the period's books now (POST /admin/cryptocloud/reports/send): to `to`, else the project's `books.to`. */
export function useSendBooks() {
  return useMutation({
    mutationFn: (body: SendBooksBody) => request<SendBooksResponse>(`${BASE}/reports/send`, { method: "POST", body }),
  })
}
