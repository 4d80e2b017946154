/**
 * "Request crypto payment" on an order that owes an amount (an edit, exchange or claim left it
 * owing, or a draft order was converted): an opaque link to the store's pay page, e-mailed to the
 * customer where the store can send e-mail, and shown here with a copy button either way. A newer
 * request replaces the older link; a refusal (the order owes nothing now, its region has no
 * CryptoCloud…) is shown with the server's reason.
 */
import { Alert, Button, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { PaymentRequestResponse } from "../../../contracts"
import type { DecimalInput } from "../../lib/decimal"
import { useRequestPayment } from "../../lib/queries/orders"
import { errorMessage } from "../../lib/sdk"
import { useFormat } from "../../lib/use-format"
import { CopyButton } from "../key-value"

function PayLink({ link }: { link: PaymentRequestResponse }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <div className="bg-ui-bg-subtle flex flex-col gap-y-2 rounded-md px-3 py-2" data-testid="payment-request-link">
      <Text size="small" leading="compact" weight="plus">
        {t("cryptocloud.order.request.linkTitle", { amount: f.fiat(link.amount, link.currency_code) })}
      </Text>
      <div className="flex min-w-0 items-center gap-x-2">
        <Text size="small" leading="compact" className="min-w-0 truncate font-mono" translate="no" title={link.url} data-testid="payment-request-url">
          {link.url}
        </Text>
        <CopyButton content={link.url} className="shrink-0" testId="payment-request-copy" />
      </div>
      <Text size="xsmall" leading="compact" className="text-ui-fg-subtle" data-testid="payment-request-emailed" data-emailed={String(link.emailed)}>
        {link.emailed ? t("cryptocloud.order.request.emailed") : t("cryptocloud.order.request.notEmailed")}
      </Text>
      <Text size="xsmall" leading="compact" className="text-ui-fg-muted">
        {t("cryptocloud.order.request.expires", { date: f.dateTime(link.expires_at) })}
      </Text>
    </div>
  )
}

export function PaymentRequest({ orderId, owed, currency }: { orderId: string; owed: DecimalInput; currency: string }) {
  const { t } = useTranslation()
  const f = useFormat()
  const request = useRequestPayment(orderId)
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="payment-request">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col">
          <Text size="small" leading="compact" weight="plus">
            {t("cryptocloud.order.request.title")}
          </Text>
          <Text size="small" leading="compact" className="text-ui-fg-subtle" data-testid="payment-request-owed">
            {t("cryptocloud.order.request.owes", { amount: f.fiat(owed, currency) })}
          </Text>
        </div>
        <Button
          size="small"
          variant="secondary"
          className="shrink-0"
          isLoading={request.isPending}
          onClick={() => request.mutate()}
          data-testid="payment-request-button"
        >
          {t("cryptocloud.order.request.button")}
        </Button>
      </div>
      {request.isError && (
        <Alert variant="error" data-testid="payment-request-error">
          {t("cryptocloud.order.request.failed", { message: errorMessage(request.error, t) })}
        </Alert>
      )}
      {request.data && !request.isPending && <PayLink link={request.data} />}
    </div>
  )
}
