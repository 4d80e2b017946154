/**
 * The project's invoices of the chosen period (of the project chosen on the page), a page at a time; a row opens its details.
 * The service's list also holds its withdrawal requests (type `dw`, the dashboard's too): they
 * stay in the list — its pages and count are the service's — but read as withdrawals, with no
 * order, nothing received and no details drawer (whose "Cancel invoice" is not for them).
 */
import { Container, StatusBadge, Table } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { isWithdrawalRequest } from "../../../lib/cryptocloud/invoice-kind"
import { isPositiveDecimal } from "../../lib/decimal"
import { useInvoices } from "../../lib/queries/invoices"
import type { ShopId } from "../../lib/queries/keys"
import { useFormat } from "../../lib/use-format"
import { InvoiceStatusBadge } from "../invoice-status-badge"
import { PagedTable, SectionHeader, usePaging } from "../section-list"
import { InvoiceDrawer } from "./invoice-drawer"
import type { PeriodState } from "./period-picker"

const PAGE_SIZE = 10

export function InvoicesSection({ period, shopId }: { period: PeriodState; shopId: ShopId }) {
  const { t } = useTranslation()
  const f = useFormat()
  const paging = usePaging(PAGE_SIZE)
  const [openUuid, setOpenUuid] = useState<string | null>(null)
  const { setPage } = paging
  useEffect(() => setPage(0), [period.start, period.end, setPage])

  const query = useInvoices(
    {
      start: period.start,
      end: period.end,
      offset: paging.offset,
      limit: paging.limit,
    },
    shopId
  )
  const invoices = query.data?.invoices ?? []

  return (
    <Container className="divide-y p-0" data-testid="invoices-section">
      <SectionHeader
        title={t("cryptocloud.invoices.title")}
        subtitle={t("cryptocloud.invoices.subtitle", { start: f.day(period.start), end: f.day(period.end) })}
      />
      <PagedTable
        query={query}
        paging={paging}
        empty={invoices.length === 0}
        testId="invoices"
        minWidth="min-w-[720px]"
        loadingRows={5}
        errorTitle={t("cryptocloud.invoices.errorTitle")}
        emptyTitle={t("cryptocloud.invoices.emptyTitle")}
        emptyDescription={t("cryptocloud.invoices.emptyDescription")}
      >
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("cryptocloud.invoices.columns.invoice")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.invoices.columns.created")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.invoices.columns.status")}</Table.HeaderCell>
            <Table.HeaderCell className="text-right">{t("cryptocloud.invoices.columns.orderAmount")}</Table.HeaderCell>
            <Table.HeaderCell className="text-right">{t("cryptocloud.invoices.columns.crypto")}</Table.HeaderCell>
            <Table.HeaderCell className="text-right">{t("cryptocloud.invoices.columns.received")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => {
            const code = invoice.currency?.fullcode ?? invoice.currency?.code
            if (isWithdrawalRequest(invoice)) {
              return (
                <Table.Row key={invoice.uuid} data-testid="invoice-row" data-uuid={invoice.uuid} data-type="dw">
                  <Table.Cell className="whitespace-nowrap font-mono" translate="no">
                    {invoice.uuid}
                  </Table.Cell>
                  <Table.Cell className="whitespace-nowrap">{f.dateTime(invoice.created)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge color="purple" className="whitespace-nowrap" data-testid="invoice-withdrawal">
                      {t("cryptocloud.invoices.withdrawalRequest")}
                    </StatusBadge>
                  </Table.Cell>
                  <Table.Cell className="text-right">–</Table.Cell>
                  <Table.Cell className="text-right whitespace-nowrap font-mono">{code ? f.amount(invoice.amount, code) : "–"}</Table.Cell>
                  <Table.Cell className="text-right">–</Table.Cell>
                </Table.Row>
              )
            }
            return (
              <Table.Row
                key={invoice.uuid}
                className="cursor-pointer"
                onClick={() => setOpenUuid(invoice.uuid)}
                data-testid="invoice-row"
                data-uuid={invoice.uuid}
              >
                <Table.Cell className="whitespace-nowrap font-mono" translate="no">
                  {invoice.uuid}
                </Table.Cell>
                <Table.Cell className="whitespace-nowrap">{f.dateTime(invoice.created)}</Table.Cell>
                <Table.Cell>
                  <InvoiceStatusBadge status={invoice.status} />
                </Table.Cell>
                <Table.Cell className="text-right whitespace-nowrap">{f.fiat(invoice.amount_in_fiat, invoice.fiat_currency)}</Table.Cell>
                <Table.Cell className="text-right whitespace-nowrap font-mono">
                  {code ? f.amount(invoice.amount, code) : t("cryptocloud.common.notChosenYet")}
                </Table.Cell>
                <Table.Cell className="text-right whitespace-nowrap font-mono">
                  {isPositiveDecimal(invoice.received) ? f.amount(invoice.received, code) : "–"}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </PagedTable>
      <InvoiceDrawer uuid={openUuid} shopId={shopId} onClose={() => setOpenUuid(null)} />
    </Container>
  )
}
