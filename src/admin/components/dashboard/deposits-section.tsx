/**
 * Money customers sent to their static wallets (one row per deposit, newest first), a page at
 * a time: when, how much, to which wallet, whose it is, and the service's invoice id.
 */
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDeposits } from "../../lib/queries"
import { useFormat } from "../../lib/use-format"
import { usePaginationTranslations } from "../../lib/use-pagination"
import { CopyableValue } from "../key-value"
import { CustomerLink } from "../links"
import { EmptyState, ErrorState, LoadingRows } from "../states"

const PAGE_SIZE = 10

export function DepositsSection() {
  const { t } = useTranslation()
  const f = useFormat()
  const [page, setPage] = useState(0)
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useDeposits(page * PAGE_SIZE, PAGE_SIZE)
  const deposits = data?.deposits ?? []
  const count = data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const pagination = usePaginationTranslations(count, pageCount)

  return (
    <Container className="divide-y p-0" data-testid="deposits-section">
      <div className="px-6 py-4">
        <Heading level="h2">{t("cryptocloud.deposits.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("cryptocloud.deposits.subtitle")}
        </Text>
      </div>
      {isPending ? (
        <LoadingRows rows={2} testId="deposits-loading" />
      ) : isError ? (
        <ErrorState error={error} title={t("cryptocloud.deposits.errorTitle")} onRetry={() => refetch()} />
      ) : deposits.length === 0 ? (
        <EmptyState
          title={t("cryptocloud.deposits.emptyTitle")}
          description={t("cryptocloud.deposits.emptyDescription")}
          testId="deposits-empty"
        />
      ) : (
        <>
          <Table className={isPlaceholderData ? "opacity-60" : undefined} data-testid="deposits-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("cryptocloud.deposits.columns.received")}</Table.HeaderCell>
                <Table.HeaderCell className="text-right">{t("cryptocloud.deposits.columns.amount")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.deposits.columns.wallet")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.deposits.columns.customer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("cryptocloud.deposits.columns.invoice")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deposits.map((deposit) => (
                <Table.Row key={deposit.id} data-testid="deposit-row" data-id={deposit.id}>
                  <Table.Cell className="whitespace-nowrap">{f.dateTime(deposit.received_at)}</Table.Cell>
                  <Table.Cell className="text-right whitespace-nowrap">
                    <div className="flex items-center justify-end gap-x-2">
                      {deposit.test_mode && (
                        <Badge size="2xsmall" color="orange" className="whitespace-nowrap">
                          {t("cryptocloud.common.test")}
                        </Badge>
                      )}
                      <span className="font-mono">{f.amount(deposit.amount, deposit.currency)}</span>
                    </div>
                  </Table.Cell>
                  <Table.Cell>{deposit.wallet_address ? <CopyableValue value={deposit.wallet_address} /> : "–"}</Table.Cell>
                  <Table.Cell>{deposit.customer_id ? <CustomerLink id={deposit.customer_id} /> : "–"}</Table.Cell>
                  <Table.Cell className="font-mono" translate="no">
                    {deposit.invoice_id}
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
