/**
 * The order widget's refunds: each refund recorded when the merchant refunded in Medusa's order
 * page, with its status ("Test" for a test-mode payment's), the fiat and crypto amounts (paid so
 * far and still owed after a partial payout), the customer's address, and the actions —
 * "Request address" (a single-use link for the customer, valid 7 days, shown with a copy button
 * and its expiry) and "Pay out" (a withdrawal to the customer). Nothing when there are none.
 */
import { Alert, Button, Text, toast, usePrompt } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useRefunds, useRequestRefundAddress } from "../../lib/queries/refunds"
import { addressRequestNeedsConfirm, refundActions, refundPartlyPaid } from "../../lib/refunds"
import { ApiError, errorMessage } from "../../lib/sdk"
import type { AddressRequestResponse, RefundView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { CopyableValue, KeyValueRow } from "../key-value"
import { ErrorState } from "../states"
import { PayoutDrawer } from "./payout-drawer"
import { AddressLink } from "./refund-address-link"
import { RefundStatusBadge } from "./refund-status-badge"
import { RefundTestBadge } from "./refund-test-badge"

function RefundCard({
  refund,
  link,
  onLink,
  onPayOut,
}: {
  refund: RefundView
  link: AddressRequestResponse | undefined
  onLink: (link: AddressRequestResponse) => void
  onPayOut: (refund: RefundView) => void
}) {
  const { t } = useTranslation()
  const f = useFormat()
  const prompt = usePrompt()
  const request = useRequestRefundAddress()
  const actions = refundActions(refund)

  const requestAddress = async () => {
    // A refund that already has an address goes back to awaiting one: confirm first.
    if (addressRequestNeedsConfirm(refund)) {
      const confirmed = await prompt({
        title: t("cryptocloud.refunds.newAddress.title"),
        description: t("cryptocloud.refunds.newAddress.description"),
        confirmText: t("cryptocloud.refunds.newAddress.confirm"),
        cancelText: t("cryptocloud.refunds.newAddress.back"),
        variant: "confirmation",
      })
      if (!confirmed) return
    }
    try {
      const answer = await request.mutateAsync(refund.id)
      onLink(answer)
      toast.success(t("cryptocloud.refunds.link.created"))
    } catch (error) {
      toast.error(t("cryptocloud.refunds.link.failed"), { description: errorMessage(error, t) })
    }
  }

  return (
    <div className="flex flex-col py-2" data-testid="refund" data-id={refund.id} data-status={refund.status}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-2">
        <Text size="small" leading="compact" weight="plus">
          {t("cryptocloud.refunds.recorded", { date: f.dateTime(refund.created_at) })}
        </Text>
        <div className="flex shrink-0 items-center gap-x-2">
          <RefundTestBadge testMode={refund.test_mode} />
          <RefundStatusBadge status={refund.status} />
        </div>
      </div>
      <KeyValueRow label={t("cryptocloud.refunds.amount")} testId="refund-fiat">
        {f.fiat(refund.amount, refund.currency_code)}
      </KeyValueRow>
      <KeyValueRow label={t("cryptocloud.refunds.cryptoAmount")} testId="refund-crypto">
        {f.amount(refund.crypto_amount, refund.crypto_currency)}
      </KeyValueRow>
      {refundPartlyPaid(refund) && (
        <>
          <KeyValueRow label={t("cryptocloud.refunds.paid")} testId="refund-paid">
            {f.amount(refund.crypto_paid, refund.crypto_currency)}
          </KeyValueRow>
          <KeyValueRow label={t("cryptocloud.refunds.remaining")} testId="refund-remaining">
            {f.amount(refund.crypto_remaining, refund.crypto_currency)}
          </KeyValueRow>
        </>
      )}
      <KeyValueRow label={t("cryptocloud.refunds.address")} testId="refund-address">
        {refund.address ? (
          <div className="flex flex-col gap-y-1">
            <CopyableValue value={refund.address} />
            <Text size="xsmall" leading="compact" className="text-ui-fg-muted">
              {refund.address_source === "admin" ? t("cryptocloud.refunds.addressByAdmin") : t("cryptocloud.refunds.addressByCustomer")}
            </Text>
          </div>
        ) : refund.address_requested_at ? (
          t("cryptocloud.refunds.addressRequested", {
            date: f.dateTime(refund.address_requested_at),
            expires: f.dateTime(refund.token_expires_at),
          })
        ) : (
          t("cryptocloud.refunds.noAddress")
        )}
      </KeyValueRow>
      {refund.withdrawal_id && (
        <KeyValueRow label={t("cryptocloud.refunds.withdrawal")}>
          <CopyableValue value={refund.withdrawal_id} head={10} tail={4} />
        </KeyValueRow>
      )}
      {refund.status === "payout_pending" && (
        <div className="px-6 py-2">
          <Alert variant="info" data-testid="refund-pending-hint">
            {t("cryptocloud.refunds.pendingHint")}
          </Alert>
        </div>
      )}
      {refund.status === "payout_unknown" && (
        <div className="px-6 py-2">
          <Alert variant="warning">{t("cryptocloud.refunds.unknownHint")}</Alert>
        </div>
      )}
      {refund.status === "payout_failed" && (
        <div className="px-6 py-2">
          <Alert variant="error">{t("cryptocloud.refunds.failedHint")}</Alert>
        </div>
      )}
      {link && (
        <div className="px-6 py-2">
          <AddressLink link={link} />
        </div>
      )}
      {(actions.requestAddress || actions.payOut) && (
        <div className="flex flex-wrap justify-end gap-2 px-6 py-2">
          {actions.requestAddress && (
            <Button size="small" variant="secondary" onClick={() => void requestAddress()} isLoading={request.isPending} data-testid="refund-request-address">
              {refund.address || refund.address_requested_at ? t("cryptocloud.refunds.requestNewAddress") : t("cryptocloud.refunds.requestAddress")}
            </Button>
          )}
          {actions.payOut && (
            <Button size="small" onClick={() => onPayOut(refund)} data-testid="refund-pay-out">
              {t("cryptocloud.refunds.payOut")}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

/** `medusaRefunds`: how many refunds Medusa recorded on the order's crypto payments. */
export function OrderRefunds({ orderId, medusaRefunds = 0 }: { orderId: string; medusaRefunds?: number }) {
  const { t } = useTranslation()
  const { data, isError, error, refetch } = useRefunds({ order_id: orderId, status: "all", offset: 0, limit: 50 }, { expect: medusaRefunds })
  // A refund the plugin has just linked to this order also has its `refund_owed` item now.
  const client = useQueryClient()
  const linked = data?.count
  useEffect(() => {
    if (linked) void client.invalidateQueries({ queryKey: ["cryptocloud", "attention"] })
  }, [client, linked])
  const [links, setLinks] = useState<Record<string, AddressRequestResponse>>({})
  // The id only: the drawer gets the list's current copy, re-read after every payout answer.
  const [payingOut, setPayingOut] = useState<string | null>(null)
  const refunds = data?.refunds ?? []

  // A server without the refunds route (404) has no refunds to show.
  if (isError && !(error instanceof ApiError && error.status === 404)) {
    return (
      <div data-testid="order-refunds">
        <ErrorState error={error} title={t("cryptocloud.refunds.errorTitle")} onRetry={() => void refetch()} />
      </div>
    )
  }
  if (refunds.length === 0) return null
  return (
    <div className="flex flex-col divide-y" data-testid="order-refunds">
      <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle px-6 pt-4 pb-2">
        {t("cryptocloud.refunds.title")}
      </Text>
      {refunds.map((refund) => (
        <RefundCard
          key={refund.id}
          refund={refund}
          link={links[refund.id]}
          onLink={(link) => setLinks((current) => ({ ...current, [refund.id]: link }))}
          onPayOut={(r) => setPayingOut(r.id)}
        />
      ))}
      <PayoutDrawer refund={refunds.find((r) => r.id === payingOut) ?? null} onClose={() => setPayingOut(null)} />
    </div>
  )
}
