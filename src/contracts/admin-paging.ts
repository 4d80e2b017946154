/**
 * What the admin list and period routes (src/api/admin/cryptocloud/**) share: the page of a list
 * answer and the query that asks for it. Framework-free.
 */

/** The paging part of a list answer: the total, and the page that was asked for. */
export interface ListPage {
  count: number
  offset: number
  limit: number
}

/** Paging of a list request; absent: the first page of 20. */
export interface PageQuery {
  offset?: number
  limit?: number
}

/** A period request, ISO `YYYY-MM-DD`; a missing end is filled in by the route (the last 30 days). */
export interface PeriodQuery {
  start?: string
  end?: string
}

/** The period an answer is about, as the route filled it in. */
export interface PeriodRange {
  start: string
  end: string
}
