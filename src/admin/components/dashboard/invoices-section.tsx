/**
 * The project's invoices of the chosen period, a page at a time; a row opens its details.
 */
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { formatAmount, formatDateTime, formatDay } from "../../lib/format"
import { useInvoices } from "../../lib/queries"
import { InvoiceStatusBadge } from "../invoice-status-badge"
import { EmptyState, ErrorState, LoadingRows } from "../states"
import { InvoiceDrawer } from "./invoice-drawer"
import type { PeriodState } from "./period-picker"

const PAGE_SIZE = 10

export function InvoicesSection({ period }: { period: PeriodState }) {
  const [page, setPage] = useState(0)
  const [openUuid, setOpenUuid] = useState<string | null>(null)
  useEffect(() => setPage(0), [period.start, period.end])

  const { data, isPending, isError, error, refetch, isPlaceholderData } = useInvoices({
    start: period.start,
    end: period.end,
    offset: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
  const invoices = data?.invoices ?? []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))

  return (
    <Container className="divide-y p-0" data-testid="invoices-section">
      <div className="px-6 py-4">
        <Heading level="h2">Invoices</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {`Created ${formatDay(period.start)} – ${formatDay(period.end)}, newest first`}
        </Text>
      </div>
      {isPending ? (
        <LoadingRows rows={5} testId="invoices-loading" />
      ) : isError ? (
        <ErrorState error={error} title="Could not read the invoices" onRetry={() => refetch()} />
      ) : invoices.length === 0 ? (
        <EmptyState title="No invoices in this period" description="Invoices are created when a customer pays with crypto." testId="invoices-empty" />
      ) : (
        <>
          <Table className={isPlaceholderData ? "opacity-60" : undefined} data-testid="invoices-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>Invoice</Table.HeaderCell>
                <Table.HeaderCell>Created</Table.HeaderCell>
                <Table.HeaderCell>Status</Table.HeaderCell>
                <Table.HeaderCell className="text-right">Order amount</Table.HeaderCell>
                <Table.HeaderCell className="text-right">Crypto</Table.HeaderCell>
                <Table.HeaderCell className="text-right">Received</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoices.map((invoice) => {
                const code = invoice.currency?.fullcode ?? invoice.currency?.code
                return (
                  <Table.Row
                    key={invoice.uuid}
                    className="cursor-pointer"
                    onClick={() => setOpenUuid(invoice.uuid)}
                    data-testid="invoice-row"
                    data-uuid={invoice.uuid}
                  >
                    <Table.Cell className="font-mono">{invoice.uuid}</Table.Cell>
                    <Table.Cell className="whitespace-nowrap">{formatDateTime(invoice.created)}</Table.Cell>
                    <Table.Cell>
                      <InvoiceStatusBadge status={invoice.status} />
                    </Table.Cell>
                    <Table.Cell className="text-right whitespace-nowrap">
                      {formatAmount(invoice.amount_in_fiat, invoice.fiat_currency)}
                    </Table.Cell>
                    <Table.Cell className="text-right whitespace-nowrap font-mono">
                      {code ? formatAmount(invoice.amount, code) : "Not chosen yet"}
                    </Table.Cell>
                    <Table.Cell className="text-right whitespace-nowrap font-mono">
                      {invoice.received && Number(invoice.received) > 0 ? formatAmount(invoice.received, code) : "–"}
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table>
          <Table.Pagination
            count={count}
            pageSize={PAGE_SIZE}
            pageIndex={page}
            pageCount={pageCount}
            canPreviousPage={page > 0}
            canNextPage={page + 1 < pageCount}
            previousPage={() => setPage((p) => Math.max(0, p - 1))}
            nextPage={() => setPage((p) => p + 1)}
          />
        </>
      )}
      <InvoiceDrawer uuid={openUuid} onClose={() => setOpenUuid(null)} />
    </Container>
  )
}
