/**
 * Order details › "Crypto payment": the CryptoCloud invoice behind the order's payment —
 * status, amounts, fees, network, address, transactions, pay link — what needs attention (the
 * order's open attention items, with Resolve), its refunds (request the customer's address, pay
 * out), every crypto payment of the order with its own history, and, while the order owes an
 * amount, "Request crypto payment". Renders nothing for orders not paid with CryptoCloud, unless
 * such an order owes an amount its region could take in crypto (a converted draft order).
 *
 * Every fact about an invoice comes from the plugin's ledger (`GET /admin/cryptocloud/orders/:id/payments`)
 * and, for fees and transactions, the service's read of the invoice the ledger names — never
 * from payment session data, which Medusa keeps as the caller sent it until the provider answers
 * (anyone with the order id may open a session on its collection). An order with a crypto
 * session the ledger has no invoice for says so (lib/order-card.ts). In a store with several
 * CryptoCloud projects the card says which project the invoice is in, and reads it with that
 * project's key.
 */
import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Alert, Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { payLinkToShow, type OrderCryptoPaymentView } from "../../contracts"
import { OrderAttention } from "../components/attention/order-attention"
import { InvoiceFacts, TransactionList } from "../components/invoice-facts"
import { InvoiceStatusBadge } from "../components/invoice-status-badge"
import { CopyableValue, ExternalLink, KeyValueRow } from "../components/key-value"
import { OrderPayments } from "../components/order/order-payments"
import { PaymentRequest } from "../components/order/payment-request"
import { PaymentWarnings } from "../components/order/payment-warnings"
import { OrderRefunds } from "../components/refunds/order-refunds"
import { ErrorState, LoadingRows } from "../components/states"
import { orderCardState } from "../lib/order-card"
import { cryptoRefundCount, looksLikeCryptoOrder, orderAttention, orderNote, type OrderLike } from "../lib/order-session"
import { isPositiveDecimal, type DecimalInput } from "../lib/decimal"
import { useInvoice } from "../lib/queries/invoices"
import { useOrderPayments, useRegionOffersCrypto } from "../lib/queries/orders"
import { useProjects } from "../lib/queries/projects"
import { projectLabel } from "../lib/projects"
import { errorMessage, sdk } from "../lib/sdk"
import { useFormat } from "../lib/use-format"
import { useTextDirection } from "../lib/text-direction"

/** The plugin's notes on the order (metadata), re-read after its own writes; nothing of the payment sessions. */
const ORDER_FIELDS = ["id", "metadata"].join(",")

function useOrderMetadata(orderId: string) {
  return useQuery({
    queryKey: ["cryptocloud", "order", orderId],
    queryFn: async () => (await sdk.admin.order.retrieve(orderId, { fields: ORDER_FIELDS })).order as unknown as OrderLike,
  })
}

function Shell({ payment, children }: { payment?: OrderCryptoPaymentView; children: ReactNode }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  return (
    <Container dir={dir} className="divide-y p-0" data-testid="crypto-payment-widget">
      {/* The badges go under the title where a phone's column has no room for both. */}
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <Heading level="h2">{t("cryptocloud.order.title")}</Heading>
        {payment && (
          <div className="flex shrink-0 items-center gap-x-2">
            {payment.test_mode && (
              <Badge size="2xsmall" color="orange" className="whitespace-nowrap" data-testid="crypto-test-mode">
                {t("cryptocloud.common.testMode")}
              </Badge>
            )}
            <InvoiceStatusBadge status={payment.status} />
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

interface PaymentProps {
  order: OrderLike
  payment: OrderCryptoPaymentView
  payments: OrderCryptoPaymentView[]
  medusaRefunds: number
  owed: Owed | null
}

function CryptoPayment({ order, payment, payments, medusaRefunds, owed }: PaymentProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const projects = useProjects()
  const list = projects.data?.projects
  const project = projectLabel(list, payment.shop_id, payment.project_name)
  // The invoice the ledger names: fees and transactions as the service reports them, read with
  // its project's key (a store with one project sends no shop id, as before; wait for the list).
  const shopId = list && list.length > 1 ? (payment.shop_id ?? undefined) : undefined
  const live = useInvoice(payment.invoice_uuid, shopId, { enabled: !projects.isPending })
  const invoice = live.data?.invoice
  const code = payment.crypto_currency
  const link = payLinkToShow(payment.link)
  return (
    <Shell payment={payment}>
      <PaymentWarnings payment={payment} invoice={invoice} note={orderNote(order)} attention={orderAttention(order)} />
      <OrderAttention orderId={order.id} />
      <KeyValueRow label={t("cryptocloud.order.invoice")}>
        <CopyableValue value={payment.invoice_uuid} head={12} tail={4} />
      </KeyValueRow>
      {project && (
        <KeyValueRow label={t("cryptocloud.projects.label")} testId="crypto-project" verbatim>
          {project}
        </KeyValueRow>
      )}
      {invoice && invoice.status !== payment.status && (
        <KeyValueRow label={t("cryptocloud.order.cryptocloudReports")}>
          <InvoiceStatusBadge status={invoice.status} />
        </KeyValueRow>
      )}
      {invoice ? (
        <InvoiceFacts invoice={invoice} only="amounts" />
      ) : (
        <>
          <KeyValueRow label={t("cryptocloud.invoice.orderAmount")}>{f.fiat(payment.amount, payment.currency_code)}</KeyValueRow>
          <KeyValueRow label={t("cryptocloud.invoice.cryptoAmount")}>{f.amount(payment.crypto_amount, code)}</KeyValueRow>
          <KeyValueRow label={t("cryptocloud.invoice.received")}>{f.amount(payment.received, code)}</KeyValueRow>
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
      <KeyValueRow label={t("cryptocloud.invoice.address")}>{payment.address ? <CopyableValue value={payment.address} /> : "–"}</KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.transactions")}>
        {invoice ? <TransactionList hashes={invoice.tx_list ?? []} /> : live.isPending ? "…" : "–"}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.invoice.expires")}>{f.dateTime(payment.expires_at)}</KeyValueRow>
      {link && (
        <KeyValueRow label={t("cryptocloud.invoice.payPage")}>
          <ExternalLink href={link}>{t("cryptocloud.common.open")}</ExternalLink>
        </KeyValueRow>
      )}
      {owed && <PaymentRequest orderId={order.id} owed={owed.amount} currency={owed.currency} />}
      <OrderRefunds orderId={order.id} medusaRefunds={medusaRefunds} />
      <OrderPayments payments={payments} />
    </Shell>
  )
}

/** A crypto order the ledger has no invoice for: said so, and nothing from its session data. */
function NoRecord({ order, owed }: { order: OrderLike; owed: Owed | null }) {
  const { t } = useTranslation()
  return (
    <Shell>
      <div className="px-6 py-4">
        <Text size="small" leading="compact" className="text-ui-fg-subtle" data-testid="crypto-no-record">
          {t("cryptocloud.order.noRecord")}
        </Text>
      </div>
      {owed && <PaymentRequest orderId={order.id} owed={owed.amount} currency={owed.currency} />}
    </Shell>
  )
}

/**
 * The dashboard re-reads the order after a refund, a capture or a cancel made on its page: then
 * the widget's own reads (the ledger's payments, the notes, refunds, attention items) are re-read too.
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
  const ledger = useOrderPayments(order.id)
  const metadata = useOrderMetadata(order.id)
  const dashboardOrder = order as unknown as OrderLike
  const known = looksLikeCryptoOrder(dashboardOrder)
  const owed = owedBy(order)
  // Only for an order without a crypto payment that owes: may its customer pay in crypto at all?
  const offersCrypto = useRegionOffersCrypto(order.region_id, !known && owed !== null)

  if (ledger.isPending) {
    return known ? (
      <Shell>
        <LoadingRows rows={6} testId="crypto-widget-loading" />
      </Shell>
    ) : null
  }
  if (ledger.isError) {
    return known ? (
      <Shell>
        <ErrorState error={ledger.error} title={t("cryptocloud.order.errorTitle")} onRetry={() => void ledger.refetch()} />
      </Shell>
    ) : null
  }
  // The notes as last re-read (the plugin writes them), else as the dashboard has them.
  const withNotes: OrderLike = { ...dashboardOrder, metadata: metadata.data?.metadata ?? dashboardOrder.metadata }
  const state = orderCardState({ order: dashboardOrder, payments: ledger.data.payments, owes: owed !== null, offersCrypto: offersCrypto.data === true })
  switch (state.kind) {
    case "payment":
      return <CryptoPayment order={withNotes} payment={state.payment} payments={state.payments} medusaRefunds={cryptoRefundCount(dashboardOrder)} owed={owed} />
    case "no_record":
      return <NoRecord order={withNotes} owed={state.request ? owed : null} />
    case "request":
      return owed ? (
        <Shell>
          <PaymentRequest orderId={order.id} owed={owed.amount} currency={owed.currency} />
        </Shell>
      ) : null
    default:
      return null
  }
}

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderCryptoPaymentWidget
