/**
 * Refunds still owed, across all orders (the customer's address or the admin's payout is
 * awaited, a payout is in flight, or one failed), oldest first as the route lists them, each
 * linking to its order where it is paid out. A test-mode payment's refund is marked "Test"; after
 * a partial payout the crypto column says what was paid and what is still owed. In a store with
 * several CryptoCloud projects, each says the project that received the money (and pays it out).
 */
import { Container, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useOrderNumbers } from "../../lib/queries/medusa-records"
import { useRefunds } from "../../lib/queries/refunds"
import { refundPartlyPaid } from "../../lib/refunds"
import { useFormat } from "../../lib/use-format"
import { CopyableValue } from "../key-value"
import { OrderLink } from "../links"
import { ProjectName } from "../project-name"
import { RefundStatusBadge } from "../refunds/refund-status-badge"
import { RefundTestBadge } from "../refunds/refund-test-badge"
import { PagedTable, SectionHeader, usePaging } from "../section-list"

const PAGE_SIZE = 10

export function OpenRefundsSection() {
  const { t } = useTranslation()
  const f = useFormat()
  const paging = usePaging(PAGE_SIZE)
  const query = useRefunds({
    status: "open",
    offset: paging.offset,
    limit: paging.limit,
  })
  const refunds = query.data?.refunds ?? []
  const numbers = useOrderNumbers(refunds.map((r) => r.order_id))

  return (
    <Container className="divide-y p-0" data-testid="open-refunds-section">
      <SectionHeader title={t("cryptocloud.openRefunds.title")} subtitle={t("cryptocloud.openRefunds.subtitle")} />
      <PagedTable
        query={query}
        paging={paging}
        empty={refunds.length === 0}
        testId="open-refunds"
        minWidth="min-w-[720px]"
        errorTitle={t("cryptocloud.refunds.errorTitle")}
        emptyTitle={t("cryptocloud.openRefunds.emptyTitle")}
        emptyDescription={t("cryptocloud.openRefunds.emptyDescription")}
      >
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
              <Table.Cell>
                {refund.order_id ? <OrderLink id={refund.order_id} numbers={numbers.data} /> : "–"}
                <ProjectName shopId={refund.shop_id} testId="open-refund-project" />
              </Table.Cell>
              <Table.Cell className="whitespace-nowrap">{f.dateTime(refund.created_at)}</Table.Cell>
              <Table.Cell>
                <div className="flex items-center gap-x-2">
                  <RefundStatusBadge status={refund.status} />
                  <RefundTestBadge testMode={refund.test_mode} />
                </div>
              </Table.Cell>
              <Table.Cell className="text-right whitespace-nowrap">{f.fiat(refund.amount, refund.currency_code)}</Table.Cell>
              <Table.Cell className="text-right whitespace-nowrap font-mono">
                {f.amount(refund.crypto_amount, refund.crypto_currency)}
                {refundPartlyPaid(refund) && (
                  <Text size="xsmall" leading="compact" className="text-ui-fg-subtle font-sans" data-testid="open-refund-progress">
                    {t("cryptocloud.openRefunds.progress", {
                      paid: f.amount(refund.crypto_paid, refund.crypto_currency),
                      remaining: f.amount(refund.crypto_remaining, refund.crypto_currency),
                    })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{refund.address ? <CopyableValue value={refund.address} /> : t("cryptocloud.refunds.noAddress")}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </PagedTable>
    </Container>
  )
}
