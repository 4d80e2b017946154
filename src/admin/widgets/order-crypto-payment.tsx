/**
 * Order details › "Crypto payment": the CryptoCloud invoice behind the order's payment —
 * status, amounts, fees, network, address, transactions, pay link, history — and what needs
 * attention. Renders nothing for orders not paid with CryptoCloud.
 */
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Alert, Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { InvoiceFacts, TransactionList } from "../components/invoice-facts"
import { InvoiceStatusBadge } from "../components/invoice-status-badge"
import { CopyableValue, ExternalLink, KeyValueRow } from "../components/key-value"
import { PaymentWarnings } from "../components/order/payment-warnings"
import { StatusTimeline } from "../components/order/status-timeline"
import { ErrorState, LoadingRows } from "../components/states"
import { formatAmount, formatDateTime } from "../lib/format"
import {
  cryptoPaymentOf,
  looksLikeCryptoOrder,
  orderAttention,
  orderNote,
  type CryptoCloudSessionData,
  type OrderLike,
} from "../lib/order-session"
import { useInvoice } from "../lib/queries"
import { errorMessage, sdk } from "../lib/sdk"

const ORDER_FIELDS = [
  "id",
  "metadata",
  "payment_collections.id",
  "payment_collections.payment_sessions.*",
  "payment_collections.payments.id",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
].join(",")

function useCryptoOrder(orderId: string) {
  return useQuery({
    queryKey: ["cryptocloud", "order", orderId],
    queryFn: async () => (await sdk.admin.order.retrieve(orderId, { fields: ORDER_FIELDS })).order as unknown as OrderLike,
  })
}

function Shell({ data, children }: { data?: CryptoCloudSessionData; children: ReactNode }) {
  return (
    <Container className="divide-y p-0" data-testid="crypto-payment-widget">
      <div className="flex items-center justify-between gap-x-2 px-6 py-4">
        <Heading level="h2">Crypto payment</Heading>
        {data && (
          <div className="flex items-center gap-x-2">
            {data.test_mode && (
              <Badge size="2xsmall" color="orange" data-testid="crypto-test-mode">
                Test mode
              </Badge>
            )}
            <InvoiceStatusBadge status={data.status} />
          </div>
        )}
      </div>
      {children}
    </Container>
  )
}

function networkOf(code: string | null): string | null {
  if (!code) return null
  const [asset, network] = code.split("_")
  return network ?? asset
}

function CryptoPayment({ order, data }: { order: OrderLike; data: CryptoCloudSessionData }) {
  const live = useInvoice(data.uuid)
  const invoice = live.data?.invoice
  const code = data.currency
  return (
    <Shell data={data}>
      <PaymentWarnings data={data} invoice={invoice} note={orderNote(order)} attention={orderAttention(order)} />
      <KeyValueRow label="Invoice">
        <CopyableValue value={data.uuid} head={12} tail={4} />
      </KeyValueRow>
      {invoice && invoice.status !== data.status && (
        <KeyValueRow label="CryptoCloud reports">
          <InvoiceStatusBadge status={invoice.status} />
        </KeyValueRow>
      )}
      {invoice ? (
        <InvoiceFacts invoice={invoice} only="amounts" />
      ) : (
        <>
          <KeyValueRow label="Order amount">{formatAmount(data.amount_in_fiat, data.fiat_currency)}</KeyValueRow>
          <KeyValueRow label="Crypto amount">{formatAmount(data.amount, code)}</KeyValueRow>
          <KeyValueRow label="Received">{formatAmount(data.received, code)}</KeyValueRow>
          {live.isPending ? (
            <LoadingRows rows={2} />
          ) : (
            live.isError && (
              <div className="px-6 py-3">
                <Alert variant="warning" data-testid="crypto-live-error">
                  {`Fees and transactions are unavailable: ${errorMessage(live.error)}`}
                </Alert>
              </div>
            )
          )}
        </>
      )}
      <KeyValueRow label="Network">
        {invoice?.currency?.network?.fullname ?? networkOf(code) ?? "Not chosen yet"}
      </KeyValueRow>
      <KeyValueRow label="Address">{data.address ? <CopyableValue value={data.address} /> : "–"}</KeyValueRow>
      <KeyValueRow label="Transactions">
        {invoice ? <TransactionList hashes={invoice.tx_list} /> : live.isPending ? "…" : "–"}
      </KeyValueRow>
      <KeyValueRow label="Expires">{formatDateTime(data.expiry_date)}</KeyValueRow>
      {data.link && (
        <KeyValueRow label="Pay page">
          <ExternalLink href={data.link}>Open</ExternalLink>
        </KeyValueRow>
      )}
      <div className="flex flex-col gap-y-3 px-6 py-4">
        <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle">
          History
        </Text>
        <StatusTimeline history={data.history} />
      </div>
    </Shell>
  )
}

const OrderCryptoPaymentWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { data, isPending, isError, error, refetch } = useCryptoOrder(order.id)
  const known = looksLikeCryptoOrder(order as unknown as OrderLike)

  if (isPending) {
    return known ? (
      <Shell>
        <LoadingRows rows={6} testId="crypto-widget-loading" />
      </Shell>
    ) : null
  }
  if (isError) {
    return known ? (
      <Shell>
        <ErrorState error={error} title="Could not read the crypto payment" onRetry={() => refetch()} />
      </Shell>
    ) : null
  }
  const payment = cryptoPaymentOf(data)
  if (!payment) return null
  return <CryptoPayment order={data} data={payment.data} />
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderCryptoPaymentWidget
