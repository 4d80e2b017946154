/**
 * Every crypto payment of the order, oldest first: the one its cart was paid with and those of
 * its changes (an edit, exchange or claim that left it owing, a converted draft order) — one
 * invoice each, from the plugin's ledger, each with its own status history (and, in a store with
 * several CryptoCloud projects, the project it is in).
 */
import { Badge, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { payLinkToShow, type OrderCryptoPaymentView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { useProjectLabel } from "../../lib/use-project"
import { InvoiceStatusBadge } from "../invoice-status-badge"
import { CopyableValue, ExternalLink } from "../key-value"
import { StatusTimeline } from "./status-timeline"

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="small" leading="compact" className="text-ui-fg-subtle">
        {label}
      </Text>
      <div className="min-w-0">
        {typeof children === "string" ? (
          <Text size="small" leading="compact">
            {children}
          </Text>
        ) : (
          children
        )}
      </div>
    </>
  )
}

/** An invoice the customer can still pay on: its hosted page is worth a link. */
const isOpen = (payment: OrderCryptoPaymentView) => payment.status === "created" || payment.status === "partial"

function Payment({ payment }: { payment: OrderCryptoPaymentView }) {
  const { t } = useTranslation()
  const f = useFormat()
  const coin = payment.crypto_currency
  const link = isOpen(payment) ? payLinkToShow(payment.link) : null
  const project = useProjectLabel(payment.shop_id, payment.project_name)
  return (
    <li
      className="border-ui-border-base flex flex-col gap-y-3 rounded-lg border p-3"
      data-testid="crypto-payment"
      data-invoice={payment.invoice_uuid}
      data-kind={payment.kind}
      data-shop-id={payment.shop_id ?? undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Text size="small" leading="compact" weight="plus">
          {payment.kind === "original" ? t("cryptocloud.order.payments.original") : t("cryptocloud.order.payments.difference")}
        </Text>
        <div className="flex shrink-0 items-center gap-x-2">
          {payment.test_mode && (
            <Badge size="2xsmall" color="orange">
              {t("cryptocloud.common.testMode")}
            </Badge>
          )}
          <InvoiceStatusBadge status={payment.status} />
        </div>
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact label={t("cryptocloud.order.invoice")}>
          <CopyableValue value={payment.invoice_uuid} head={12} tail={4} />
        </Fact>
        {project && (
          <Fact label={t("cryptocloud.projects.label")}>
            <Text size="small" leading="compact" translate="no" data-testid="crypto-payment-project">
              {project}
            </Text>
          </Fact>
        )}
        <Fact label={t("cryptocloud.invoice.orderAmount")}>{f.fiat(payment.amount, payment.currency_code)}</Fact>
        {coin && <Fact label={t("cryptocloud.invoice.cryptoAmount")}>{f.amount(payment.crypto_amount, coin)}</Fact>}
        {coin && <Fact label={t("cryptocloud.invoice.received")}>{f.amount(payment.received, coin)}</Fact>}
        <Fact label={t("cryptocloud.order.payments.created")}>{f.dateTime(payment.created_at)}</Fact>
        {link && (
          <Fact label={t("cryptocloud.invoice.payPage")}>
            <ExternalLink href={link}>{t("cryptocloud.common.open")}</ExternalLink>
          </Fact>
        )}
      </div>
      <StatusTimeline history={payment.history} />
    </li>
  )
}

export function OrderPayments({ payments }: { payments: OrderCryptoPaymentView[] }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="order-crypto-payments">
      <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle">
        {t("cryptocloud.order.payments.title")}
      </Text>
      <ol className="flex flex-col gap-y-3">
        {payments.map((payment) => (
          <Payment key={payment.invoice_uuid} payment={payment} />
        ))}
      </ol>
    </div>
  )
}
