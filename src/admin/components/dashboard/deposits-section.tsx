/**
 * Money customers sent to their static wallets (one row per deposit, newest first), a page at
 * a time: when, how much, to which wallet, whose it is, and the service's invoice id.
 */
import { Badge, Container, Table } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useDeposits } from "../../lib/queries/invoices"
import type { ShopId } from "../../lib/queries/keys"
import { useFormat } from "../../lib/use-format"
import { CopyableValue } from "../key-value"
import { CustomerLink } from "../links"
import { PagedTable, SectionHeader, usePaging } from "../section-list"

const PAGE_SIZE = 10

/** `shopId`: the project whose static wallets received the deposits. */
export function DepositsSection({ shopId }: { shopId: ShopId }) {
  const { t } = useTranslation()
  const f = useFormat()
  const paging = usePaging(PAGE_SIZE)
  const query = useDeposits(paging.offset, paging.limit, shopId)
  const deposits = query.data?.deposits ?? []

  return (
    <Container className="divide-y p-0" data-testid="deposits-section">
      <SectionHeader title={t("cryptocloud.deposits.title")} subtitle={t("cryptocloud.deposits.subtitle")} />
      <PagedTable
        query={query}
        paging={paging}
        empty={deposits.length === 0}
        testId="deposits"
        errorTitle={t("cryptocloud.deposits.errorTitle")}
        emptyTitle={t("cryptocloud.deposits.emptyTitle")}
        emptyDescription={t("cryptocloud.deposits.emptyDescription")}
      >
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
              <Table.Cell className="whitespace-nowrap font-mono" translate="no">
                {deposit.invoice_id}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </PagedTable>
    </Container>
  )
}
