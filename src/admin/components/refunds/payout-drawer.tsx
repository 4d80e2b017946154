/**
 * "Pay out" a refund: a withdrawal of the refund's crypto to the customer. The address is the
 * one the customer gave (editable), the amount what is owed (editable, never more: checked
 * exactly through decimal.ts); a confirmation; then the request. The server's answers are
 * shown: an address or amount it refuses under the field, the 12-second interval as a
 * countdown, a lost answer and a request blocked by an identical unknown withdrawal above the
 * buttons.
 */
import { Alert, Button, Drawer, Hint, Input, Label, Text, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { shorten } from "../../lib/format"
import { usePayoutRefund } from "../../lib/queries"
import { checkPayout, type PayoutErrors } from "../../lib/refunds"
import { ApiError, errorMessage } from "../../lib/sdk"
import { fieldOfServerMessage } from "../../lib/server-message"
import type { RefundView } from "../../lib/types"
import { useCountdown } from "../../lib/use-countdown"
import { useFormat } from "../../lib/use-format"

const INTERVAL_MS = 12_000

type ServerError = { kind: "rate_limited" | "conflict" | "unknown_outcome" | "other"; text: string }

export function PayoutDrawer({ refund, onClose }: { refund: RefundView | null; onClose: () => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  const prompt = usePrompt()
  const payout = usePayoutRefund()
  const [address, setAddress] = useState("")
  const [amount, setAmount] = useState("")
  const [errors, setErrors] = useState<PayoutErrors>({})
  const [serverField, setServerField] = useState<{ field: "address" | "amount"; text: string } | null>(null)
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const countdown = useCountdown(waitUntil)

  // A fresh form for each refund opened: the customer's address and the amount owed.
  useEffect(() => {
    if (!refund) return
    setAddress(refund.address ?? "")
    setAmount(refund.crypto_amount)
    setErrors({})
    setServerField(null)
    setServerError(null)
  }, [refund?.id])

  const say = (field: "address" | "amount") => {
    const own = errors[field]
    if (own) return t(own.key, own.values)
    return serverField?.field === field ? serverField.text : undefined
  }

  const submit = async () => {
    if (!refund) return
    setServerError(null)
    setServerField(null)
    const checked = checkPayout({ address, amount }, refund, (value) => f.amount(value, refund.crypto_currency))
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0) return
    const shown = { amount: f.amount(checked.amount, refund.crypto_currency), address: checked.address }
    const confirmed = await prompt({
      title: t("cryptocloud.payout.confirm.title"),
      description: t("cryptocloud.payout.confirm.description", shown),
      confirmText: t("cryptocloud.payout.confirm.send"),
      cancelText: t("cryptocloud.payout.confirm.back"),
      variant: "confirmation",
    })
    if (!confirmed) return
    try {
      await payout.mutateAsync({ id: refund.id, body: { address: checked.address, amount: checked.amount } })
      setWaitUntil(Date.now() + INTERVAL_MS)
      toast.success(t("cryptocloud.payout.sent"), {
        description: t("cryptocloud.payout.sentDescription", { ...shown, address: shorten(checked.address) }),
      })
      onClose()
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const ms = error.retryAfterMs ?? INTERVAL_MS
        setWaitUntil(Date.now() + ms)
        setServerError({ kind: "rate_limited", text: t("cryptocloud.withdraw.tooSoon", { seconds: Math.max(1, Math.ceil(ms / 1000)) }) })
      } else if (error instanceof ApiError && error.status === 409) {
        setServerError({ kind: "conflict", text: errorMessage(error, t) })
      } else if (error instanceof ApiError && error.type === "cryptocloud_unknown_outcome") {
        setWaitUntil(Date.now() + INTERVAL_MS)
        setServerError({ kind: "unknown_outcome", text: t("cryptocloud.payout.unknownOutcome") })
      } else if (error instanceof ApiError && error.status === 400 && !error.bare) {
        const about = fieldOfServerMessage(error.message)
        if (about.field) setServerField({ field: about.field, text: about.text })
        else setServerError({ kind: "other", text: about.text })
      } else {
        setServerError({ kind: "other", text: errorMessage(error, t) })
      }
    }
  }

  const addressError = say("address")
  const amountError = say("amount")
  const waiting = countdown > 0
  return (
    <Drawer open={Boolean(refund)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content data-testid="payout-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.payout.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.payout.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {refund && (
            <Text size="small" className="text-ui-fg-subtle">
              {t("cryptocloud.payout.owed", {
                fiat: f.fiat(refund.amount, refund.currency_code),
                crypto: f.amount(refund.crypto_amount, refund.crypto_currency),
              })}
            </Text>
          )}
          <div className="flex flex-col gap-y-2">
            <Label htmlFor="payout-address" size="small" weight="plus">
              {t("cryptocloud.payout.address")}
            </Label>
            <Input
              id="payout-address"
              data-testid="payout-address"
              value={address}
              onChange={(e) => {
                setAddress(e.target.value)
                setErrors((current) => ({ ...current, address: undefined }))
                setServerField((current) => (current?.field === "address" ? null : current))
              }}
              placeholder={refund ? t("cryptocloud.withdraw.addressPlaceholder", { code: refund.crypto_currency }) : undefined}
              aria-invalid={Boolean(addressError)}
              autoComplete="off"
              spellCheck={false}
            />
            {addressError ? (
              <Hint variant="error" data-testid="payout-address-error">
                {addressError}
              </Hint>
            ) : (
              <Hint>
                {refund?.address && refund.address_source === "customer"
                  ? t("cryptocloud.payout.addressFromCustomer")
                  : t("cryptocloud.withdraw.networkHint")}
              </Hint>
            )}
          </div>
          <div className="flex flex-col gap-y-2">
            <Label htmlFor="payout-amount" size="small" weight="plus">
              {t("cryptocloud.payout.amount", { code: refund?.crypto_currency ?? "" })}
            </Label>
            <Input
              id="payout-amount"
              data-testid="payout-amount"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value)
                setErrors((current) => ({ ...current, amount: undefined }))
                setServerField((current) => (current?.field === "amount" ? null : current))
              }}
              inputMode="decimal"
              placeholder="0.00"
              aria-invalid={Boolean(amountError)}
              autoComplete="off"
            />
            {amountError ? (
              <Hint variant="error" data-testid="payout-amount-error">
                {amountError}
              </Hint>
            ) : (
              <Hint>{t("cryptocloud.payout.amountHint")}</Hint>
            )}
          </div>
          {serverError && (
            <Alert
              variant={serverError.kind === "other" ? "error" : "warning"}
              data-testid="payout-error"
              data-kind={serverError.kind}
            >
              {serverError.text}
            </Alert>
          )}
          {waiting && (
            <Alert variant="warning" data-testid="payout-countdown">
              {t("cryptocloud.withdraw.countdown", { seconds: countdown })}
            </Alert>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              {t("cryptocloud.common.cancel")}
            </Button>
          </Drawer.Close>
          <Button
            size="small"
            onClick={submit}
            isLoading={payout.isPending}
            disabled={payout.isPending || waiting}
            data-testid="payout-submit"
          >
            {waiting ? t("cryptocloud.withdraw.wait", { seconds: countdown }) : t("cryptocloud.payout.submit")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
