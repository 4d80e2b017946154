/**
 * Order details › "Crypto payment": the CryptoCloud invoice behind the order's payment —
 * status, amounts, fees, network, address, transactions, pay link — what needs attention (the
 * order's open attention items, with Resolve), its refunds (request the customer's address, pay
 * out), every crypto payment of the order with its own history, and, while the order owes an
 * amount, "Request crypto payment". Renders nothing for orders not paid with CryptoCloud, unless
 * such an order owes an amount its region could take in crypto (a converted draft order).
 */
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Alert, Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { OrderAttention } from "../components/attention/order-attention"
import { InvoiceFacts, TransactionList } from "../components/invoice-facts"
import { InvoiceStatusBadge } from "../components/invoice-status-badge"
import { CopyableValue, ExternalLink, KeyValueRow } from "../components/key-value"
import { OrderPayments } from "../components/order/order-payments"
import { PaymentRequest } from "../components/order/payment-request"
import { PaymentWarnings } from "../components/order/payment-warnings"
import { StatusTimeline } from "../components/order/status-timeline"
import { OrderRefunds } from "../components/refunds/order-refunds"
import { ErrorState, LoadingRows } from "../components/states"
import {
  cryptoPaymentOf,
  cryptoRefundCount,
  looksLikeCryptoOrder,
  orderAttention,
  orderNote,
  type CryptoCloudSessionData,
  type OrderLike,
} from "../lib/order-session"
import { isPositiveDecimal, type DecimalInput } from "../lib/decimal"
import { useInvoice } from "../lib/queries/invoices"
import { useOrderPayments, useRegionOffersCrypto } from "../lib/queries/orders"
import { errorMessage, sdk } from "../lib/sdk"
import { useFormat } from "../lib/use-format"

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
  const { t } = useTranslation()
  return (
    <Container className="divide-y p-0" data-testid="crypto-payment-widget">
      <div className="flex items-center justify-between gap-x-2 px-6 py-4">
        <Heading level="h2">{t("cryptocloud.order.title")}</Heading>
        {data && (
          <div className="flex shrink-0 items-center gap-x-2">
            {data.test_mode && (
              <Badge size="2xsmall" color="orange" className="whitespace-nowrap" data-testid="crypto-test-mode">
                {t("cryptocloud.common.testMode")}
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

/** What the order owes now (Medusa's pending difference), when it owes anything. */
interface Owed {
  amount: DecimalInput
  currency: string
}

/** A payment that is authorized but not captured yet: Medusa counts only captures as paid. */
const AUTHORIZED = ["authorized", "partially_authorized"]

/**
 * Medusa's pending difference counts captures only, so an order whose payment is authorized and
 * not captured yet (a manual provider) "owes" its total: that is the capture's to settle, not a
 * payment request's (the route refuses it too).
 */
function owedBy(order: AdminOrder): Owed | null {
  const amount = order.summary?.pending_difference as DecimalInput
  if (!isPositiveDecimal(amount)) return null
  if ((order.payment_collections ?? []).some((pc) => AUTHORIZED.includes(String(pc?.status)))) return null
  return { amount, currency: order.currency_code }
}

/**
 * Each crypto payment of the order with its own history (the widget route's ledger view); the
 * session's history alone while that route has nothing to say (it answered nothing, or failed).
 */
function History({ orderId, data }: { orderId: string; data: CryptoCloudSessionData }) {
  const { t } = useTranslation()
  const payments = useOrderPayments(orderId)
  if (payments.data?.payments.length) return <OrderPayments payments={payments.data.payments} />
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle">
        {t("cryptocloud.order.history")}
      </Text>
      <StatusTimeline history={data.history} />
    </div>
  )
}

function CryptoPayment({ order, data, medusaRefunds, owed }: { order: OrderLike; data: CryptoCloudSessionData; medusaRefunds: number; owed: Owed | null }) {
  const { t } = useTranslation()
  const f = useFormat()
  const live = useInvoice(data.uuid)
  const invoice = live.data?.invoice
  const code = data.currency
  return (
    <Shell data={data}>
      <PaymentWarnings data={data} invoice={invoice} note={orderNote(order)} attention={orderAttention(order)} />
      <OrderAttention orderId={order.id} />
      <KeyValueRow label={t("cryptocloud.order.invoice")}>
        <CopyableValue value={data.uuid} head={12} tail={4} />
      </KeyValueRow>
      {invoice && invoice.status !== data.status && (
        <KeyValueRow label={t("cryptocloud.order.cryptocloudReports")}>
          <InvoiceStatusBadge status={invoice.status} />
        </KeyValueRow>
      )}
      {invoice ? (
        <InvoiceFacts invoice={invoice} only="amounts" />
      ) : (
        <>
          <KeyValueRow label={t("cryptocloud.invoice.orderAmount")}>{f.fiat(data.amount_in_fiat, data.fiat_currency)}</KeyValueRow>
          <KeyValueRow label={t("cryptocloud.invoice.cryptoAmount")}>{f.amount(data.amount, code)}</KeyValueRow>
          <KeyValueRow label={t("cryptocloud.invoice.received")}>{f.amount(data.received, code)}</KeyValueRow>
          {live.isPending ? (
            <LoadingRows rows={2} />
          ) : (
            live.isError && (
              <div className="px-6 py-3">
                <Alert variant="warning" data-testid="crypto-live-error">
                  {t("cryptocloud.order.liveError", { message: errorMessage(live.error, t) })}
                </Alert>
              </div>
            )
          )}
        </>
      )}
      {(invoice?.currency?.network?.fullname ?? networkOf(code)) ? (
        <KeyValueRow label={t("cryptocloud.invoice.network")} verbatim>
          {invoice?.currency?.network?.fullname ?? networkOf(code)}
        </KeyValueRow>
      ) : (
        <KeyValueRow label={t("cryptocloud.invoice.network")}>{t("cryptocloud.common.notChosenYet")}</KeyValueRow>
      )}
      <KeyValueRow label={t("cryptocloud.invoice.address")}>
        {data.address ? <CopyableValue value={data.address} /> : "–"}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.transactions")}>
        {invoice ? <TransactionList hashes={invoice.tx_list ?? []} /> : live.isPending ? "…" : "–"}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.expires")}>{f.dateTime(data.expiry_date)}</KeyValueRow>
      {data.link && (
        <KeyValueRow label={t("cryptocloud.invoice.payPage")}>
          <ExternalLink href={data.link}>{t("cryptocloud.common.open")}</ExternalLink>
        </KeyValueRow>
      )}
      {owed && <PaymentRequest orderId={order.id} owed={owed.amount} currency={owed.currency} />}
      <OrderRefunds orderId={order.id} medusaRefunds={medusaRefunds} />
      <History orderId={order.id} data={data} />
    </Shell>
  )
}

/**
 * The dashboard re-reads the order after a refund, a capture or a cancel made on its page: then
 * the widget's own reads (the session data, refunds, attention items) are re-read too.
 */
function useFollowOrderChanges(order: AdminOrder) {
  const client = useQueryClient()
  const signature = JSON.stringify([
    order.status,
    order.summary ?? null,
    (order.payment_collections ?? []).map((pc) => [pc?.status, pc?.refunded_amount, pc?.captured_amount]),
  ])
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    for (const part of ["order", "order-payments", "refunds", "attention"]) void client.invalidateQueries({ queryKey: ["cryptocloud", part] })
  }, [client, signature])
}

const OrderCryptoPaymentWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { t } = useTranslation()
  useFollowOrderChanges(order)
  const { data, isPending, isError, error, refetch } = useCryptoOrder(order.id)
  const known = looksLikeCryptoOrder(order as unknown as OrderLike)
  const owed = owedBy(order)
  // Only for an order without a crypto payment that owes: may its customer pay in crypto at all?
  const offersCrypto = useRegionOffersCrypto(order.region_id, !known && owed !== null)

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
        <ErrorState error={error} title={t("cryptocloud.order.errorTitle")} onRetry={() => refetch()} />
      </Shell>
    ) : null
  }
  const payment = cryptoPaymentOf(data)
  if (!payment) {
    return owed && offersCrypto.data ? (
      <Shell>
        <PaymentRequest orderId={order.id} owed={owed.amount} currency={owed.currency} />
      </Shell>
    ) : null
  }
  return <CryptoPayment order={data} data={payment.data} medusaRefunds={cryptoRefundCount(order as unknown as OrderLike)} owed={owed} />
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderCryptoPaymentWidget
