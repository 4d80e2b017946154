/**
 * What the dashboard's sections share: the heading with its subtitle (and an action or filter
 * on the right), the loading, error and empty states around a list, and the pager under it
 * (@medusajs/ui's Table.Pagination in the admin language).
 */
import { Heading, Table, Text } from "@medusajs/ui"
import { useState, type ReactNode } from "react"
import { usePaginationTranslations } from "../lib/use-pagination"
import { EmptyState, ErrorState, LoadingRows } from "./states"
import { ScrollingTable } from "./table-scroller"

/** A section's heading and subtitle (already translated); `children` go to the right. */
export function SectionHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
      <div>
        <Heading level="h2">{title}</Heading>
        {subtitle && (
          <Text size="small" className="text-ui-fg-subtle">
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </div>
  )
}

/** Pages of `pageSize` rows; `page` counts from 0. */
export function TablePager({ count, pageSize, page, onPageChange }: { count: number; pageSize: number; page: number; onPageChange: (page: number) => void }) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize))
  const translations = usePaginationTranslations(count, pageCount)
  // Wraps on a phone: "1 – 10 of 40 results" and the page buttons side by side are wider than 360 px in many languages.
  return (
    <Table.Pagination
      className="flex-wrap gap-y-2"
      count={count}
      pageSize={pageSize}
      pageIndex={page}
      pageCount={pageCount}
      canPreviousPage={page > 0}
      canNextPage={page + 1 < pageCount}
      previousPage={() => onPageChange(Math.max(0, page - 1))}
      nextPage={() => onPageChange(page + 1)}
      translations={translations}
    />
  )
}

/** The part of a react-query result the states need. */
export interface ListQuery {
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

interface ListStatesProps {
  query: ListQuery
  empty: boolean
  testId: string
  loadingRows?: number
  errorTitle: string
  emptyTitle: string
  emptyDescription?: string
  children: ReactNode
}

/**
 * Skeleton rows while loading, the error with a retry, the empty block when `empty`, else the
 * list itself. Texts come translated; test ids are `${testId}-loading` and `${testId}-empty`.
 */
export function ListStates({ query, empty, testId, loadingRows = 2, errorTitle, emptyTitle, emptyDescription, children }: ListStatesProps) {
  if (query.isPending) return <LoadingRows rows={loadingRows} testId={`${testId}-loading`} />
  if (query.isError) return <ErrorState error={query.error} title={errorTitle} onRetry={() => query.refetch()} />
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} testId={`${testId}-empty`} />
  return <>{children}</>
}

/** The page a section shows (counting from 0) and the `offset` and `limit` that ask for it. */
export interface Paging {
  page: number
  setPage: (page: number) => void
  pageSize: number
  offset: number
  limit: number
}

export function usePaging(pageSize: number): Paging {
  const [page, setPage] = useState(0)
  return { page, setPage, pageSize, offset: page * pageSize, limit: pageSize }
}

/** A list query that pages: the states, whether the previous page still shows, and the list's whole count. */
export interface PagedQuery extends ListQuery {
  isPlaceholderData?: boolean
  data?: { count: number }
}

/**
 * A section's paged table: the list's states (see ListStates), else the table with `children` as
 * its header and rows (dimmed while the next page loads, unless `dimStale` is false) and the
 * pager under it. The table's test id is `${testId}-table`. Narrower than `minWidth` (a phone),
 * the table scrolls sideways inside the section (ScrollingTable); the pager stays put under it.
 */
export function PagedTable({
  query,
  paging,
  dimStale = true,
  minWidth,
  children,
  ...states
}: Omit<ListStatesProps, "query"> & { query: PagedQuery; paging: Paging; dimStale?: boolean; minWidth?: string }) {
  return (
    <ListStates query={query} {...states}>
      <ScrollingTable minWidth={minWidth} className={dimStale && query.isPlaceholderData ? "opacity-60" : undefined} data-testid={`${states.testId}-table`}>
        {children}
      </ScrollingTable>
      <TablePager count={query.data?.count ?? 0} pageSize={paging.pageSize} page={paging.page} onPageChange={paging.setPage} />
    </ListStates>
  )
}
