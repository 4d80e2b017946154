/**
 * Refunds still owed, across all orders (the customer's address or the admin's payout is
 * awaited, or a payout failed), oldest first as the route lists them, each linking to its order
 * where it is paid out.
 */
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useOrderNumbers, useRefunds } from "../../lib/queries"
import { useFormat } from "../../lib/use-format"
import { usePaginationTranslations } from "../../lib/use-pagination"
import { CopyableValue } from "../key-value"
import { OrderLink } from "../links"
import { RefundStatusBadge } from "../refunds/refund-status-badge"
import { EmptyState, ErrorState, LoadingRows } from "../states"

const PAGE_SIZE = 10

export function OpenRefundsSection() {
  const { t } = useTranslation()
  const f = useFormat()
  const [page, setPage] = useState(0)
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useRefunds({
    status: "open",
    offset: page * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
  const refunds = data?.refunds ?? []
  const numbers = useOrderNumbers(refunds.map((r) => r.order_id))
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const pagination = usePaginationTranslations(count, pageCount)

  return (
    <Container className="divide-y p-0" data-testid="open-refunds-section">
      <div className="px-6 py-4">
        <Heading level="h2">{t("cryptocloud.openRefunds.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("cryptocloud.openRefunds.subtitle")}
        </Text>
      </div>
      {isPending ? (
        <LoadingRows rows={2} testId="open-refunds-loading" />
      ) : isError ? (
        <ErrorState error={error} title={t("cryptocloud.refunds.errorTitle")} onRetry={() => refetch()} />
      ) : refunds.length === 0 ? (
        <EmptyState
          title={t("cryptocloud.openRefunds.emptyTitle")}
          description={t("cryptocloud.openRefunds.emptyDescription")}
          testId="open-refunds-empty"
        />
      ) : (
        <>
          <Table className={isPlaceholderData ? "opacity-60" : undefined} data-testid="open-refunds-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("cryptocloud.openRefunds.columns.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.openRefunds.columns.recorded")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.openRefunds.columns.status")}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{t("cryptocloud.openRefunds.columns.amount")}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{t("cryptocloud.openRefunds.columns.crypto")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.openRefunds.columns.address")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {refunds.map((refund) => (
                <Table.Row key={refund.id} data-testid="open-refund-row" data-id={refund.id} data-status={refund.status}>
                  <Table.Cell>{refund.order_id ? <OrderLink id={refund.order_id} numbers={numbers.data} /> : "–"}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap">{f.dateTime(refund.created_at)}</Table.Cell>
                  <Table.Cell>
                    <RefundStatusBadge status={refund.status} />
                  </Table.Cell>
                  <Table.Cell className="text-right whitespace-nowrap">{f.fiat(refund.amount, refund.currency_code)}</Table.Cell>
                  <Table.Cell className="text-right whitespace-nowrap font-mono">
                    {f.amount(refund.crypto_amount, refund.crypto_currency)}
                  </Table.Cell>
                  <Table.Cell>
                    {refund.address ? <CopyableValue value={refund.address} /> : t("cryptocloud.refunds.noAddress")}
                  </Table.Cell>
                </Table.Row>
              ))}
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
            translations={pagination}
          />
        </>
      )}
    </Container>
  )
}
