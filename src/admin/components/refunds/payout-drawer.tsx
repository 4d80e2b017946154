/**
 * "Pay out" a refund: a withdrawal of the refund's crypto to the customer. The drawer shows the
 * refund's money (owed, paid so far, still owed, received on the invoice); the address is the
 * one the customer gave (editable; when it came through the refund link, the hint says when),
 * the amount what is still owed (editable: a smaller amount
 * is a partial payout, never more — checked exactly through decimal.ts). A test-mode refund
 * needs an explicit confirmation. Then a prompt, then the request; the server's answers are
 * placed by payout-server-error.ts.
 *
 * `refund` is the list's current copy (re-read after every answer), so a refund another admin
 * or tab has just claimed shows as no longer payable instead of inviting a second payout. The
 * address the form was filled with goes along as `expected_address`, and the address itself only
 * when the admin typed another: a refund whose address changed since (a new link, another
 * address from the customer) is then refused with `refund_changed`, and the form shows the new one.
 */
import { Alert, Drawer, Input, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useState, type ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { shorten } from "../../lib/format"
import { usePayoutRefund } from "../../lib/queries/refunds"
import { useBalances } from "../../lib/queries/withdrawals"
import { payoutCoins } from "../../lib/payout-coins"
import { normalizeDecimalInput } from "../../lib/decimal"
import { checkPayout, refundActions, refundStatusLabel, type PayoutErrors } from "../../lib/refunds"
import type { RefundView } from "../../../contracts"
import { useCountdown } from "../../lib/use-countdown"
import { useFormat } from "../../lib/use-format"
import { DrawerFormFooter, IntervalWait } from "../drawer-form"
import { FormField } from "../form-field"
import { PayoutCoinSelect } from "./payout-coin-select"
import { PayoutFacts } from "./payout-facts"
import { PAYOUT_INTERVAL_MS, payoutServerError, type PayoutServerError } from "./payout-server-error"
import { PayoutTestModeConfirm } from "./payout-test-mode"
import { useTextDirection } from "../../lib/text-direction"

type Notice = Exclude<PayoutServerError, { kind: "field" }>

export function PayoutDrawer({ refund, onClose }: { refund: RefundView | null; onClose: () => void }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const f = useFormat()
  const prompt = usePrompt()
  const payout = usePayoutRefund()
  const [address, setAddress] = useState("")
  // The refund's address the form was filled with: what the server checks the refund still has.
  const [shownAddress, setShownAddress] = useState<string | null>(null)
  const [amount, setAmount] = useState("")
  // The coin paid: the refund's own, or another of the balance (autoconversion; payout-coin-select.tsx).
  const [coin, setCoin] = useState("")
  const balances = useBalances(refund?.shop_id ?? undefined, Boolean(refund))
  const [confirmTestMode, setConfirmTestMode] = useState(false)
  // The server knows best whether a refund is of a test-mode payment: its 409 turns the
  // confirmation on even if the copy the drawer was opened with did not say so.
  const [serverSaysTestMode, setServerSaysTestMode] = useState(false)
  const [errors, setErrors] = useState<PayoutErrors>({})
  const [serverField, setServerField] = useState<{ field: "address" | "amount"; text: string } | null>(null)
  const [serverError, setServerError] = useState<Notice | null>(null)
  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const countdown = useCountdown(waitUntil)

  // A fresh form for each refund opened: the customer's address and what is still owed.
  useEffect(() => {
    if (!refund) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reset on opening costs one render; the drawer's fields are its own state
    setAddress(refund.address ?? "")
    setShownAddress(refund.address)
    setAmount(refund.crypto_remaining)
    setCoin(refund.crypto_currency)
    setConfirmTestMode(false)
    setServerSaysTestMode(false)
    setErrors({})
    setServerField(null)
    setServerError(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per refund opened: a refetch of the same refund must not undo what the admin typed
  }, [refund?.id])

  const testMode = Boolean(refund?.test_mode) || serverSaysTestMode
  const payable = refund ? refundActions(refund).payOut : false
  const own = refund?.crypto_currency ?? ""
  const offered = payoutCoins(own, normalizeDecimalInput(amount), balances.data?.balances)
  // A coin chosen stays chosen (and is sent) when a larger amount or a fresh balance no longer
  // shows it as enough: never a silent payout in another coin; the server then says what is short.
  const chosen = coin !== "" && coin !== own ? (offered.find((c) => c.code === coin) ?? { code: coin, estimate: null, rate: null, short: true }) : undefined
  const coins = chosen && !offered.includes(chosen) ? [...offered, chosen] : offered
  const converted = chosen

  /** Another coin: the customer's address (of the refund's coin's network) is not one to send it to. */
  const chooseCoin = (code: string) => {
    setCoin(code)
    if (refund?.address && address.trim() === refund.address) setAddress(code === own ? refund.address : "")
    setErrors((current) => ({ ...current, address: undefined }))
  }

  const say = (field: "address" | "amount" | "confirmTestMode") => {
    const own = errors[field]
    if (own) return t(own.key, own.values)
    return serverField?.field === field ? serverField.text : undefined
  }

  const submit = async () => {
    if (!refund) return
    setServerError(null)
    setServerField(null)
    const checked = checkPayout({ address, amount, confirmTestMode, shownAddress }, { ...refund, test_mode: testMode }, (value) =>
      f.amount(value, refund.crypto_currency)
    )
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0) return
    const sent = converted?.estimate ? f.amount(converted.estimate, converted.code) : null
    const shown = { amount: sent ? `${sent} (${f.amount(checked.amount, own)})` : f.amount(checked.amount, own), address: checked.address }
    const confirmed = await prompt({
      title: t("cryptocloud.payout.confirm.title"),
      description: t("cryptocloud.payout.confirm.description", shown),
      confirmText: t("cryptocloud.payout.confirm.send"),
      cancelText: t("cryptocloud.payout.confirm.back"),
      variant: "confirmation",
    })
    if (!confirmed) return
    try {
      await payout.mutateAsync({ id: refund.id, body: converted ? { ...checked.body, currency: converted.code } : checked.body })
      setWaitUntil(Date.now() + PAYOUT_INTERVAL_MS)
      toast.success(t("cryptocloud.payout.sent"), {
        description: t("cryptocloud.payout.sentDescription", { ...shown, address: shorten(checked.address) }),
      })
      onClose()
    } catch (error) {
      const answer = payoutServerError(error, t)
      if (answer.kind === "field") {
        setServerField({ field: answer.field, text: answer.text })
        return
      }
      if (answer.waitMs) setWaitUntil(Date.now() + answer.waitMs)
      if (answer.code === "test_mode_unconfirmed") setServerSaysTestMode(true)
      if (answer.code === "refund_changed" && answer.refund) {
        // The refund's address now, in the field and as the one shown: the admin checks it and pays again.
        setAddress(answer.refund.address ?? "")
        setShownAddress(answer.refund.address)
      }
      setServerError(answer)
    }
  }

  /** Typing in a field clears what was said about it: its own check and the server's answer. */
  const edit = (field: "address" | "amount", set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value)
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerField((current) => (current?.field === field ? null : current))
  }

  /** Where the address in the field came from, when it is the customer's: how, and when through the link. */
  const addressHint = () => {
    if (!refund?.address || refund.address_source !== "customer" || address.trim() !== refund.address) return t("cryptocloud.withdraw.networkHint")
    return refund.address_submitted_at
      ? t("cryptocloud.payout.addressFromCustomerLink", { date: f.dateTime(refund.address_submitted_at) })
      : t("cryptocloud.payout.addressFromCustomer")
  }

  const addressError = say("address")
  const amountError = say("amount")
  return (
    <Drawer open={Boolean(refund)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content dir={dir} data-testid="payout-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.payout.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.payout.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {refund && <PayoutFacts refund={refund} />}
          {refund && !payable && (
            <Alert variant="warning" data-testid="payout-not-payable">
              {t("cryptocloud.payout.notPayable", { status: refundStatusLabel(refund.status, t) })}
            </Alert>
          )}
          {testMode && (
            <PayoutTestModeConfirm
              checked={confirmTestMode}
              onChange={(on) => {
                setConfirmTestMode(on)
                setErrors((current) => ({ ...current, confirmTestMode: undefined }))
              }}
              error={say("confirmTestMode")}
            />
          )}
          {refund && coins.length > 1 && <PayoutCoinSelect coins={coins} value={coin || own} own={own} onChange={chooseCoin} />}
          <FormField id="payout-address" label={t("cryptocloud.payout.address")} error={addressError} errorTestId="payout-address-error" hint={addressHint()}>
            <Input
              id="payout-address"
              data-testid="payout-address"
              value={address}
              onChange={edit("address", setAddress)}
              placeholder={refund ? t("cryptocloud.withdraw.addressPlaceholder", { code: coin || own }) : undefined}
              aria-invalid={Boolean(addressError)}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <FormField
            id="payout-amount"
            label={t("cryptocloud.payout.amount", { code: refund?.crypto_currency ?? "" })}
            error={amountError}
            errorTestId="payout-amount-error"
            hint={t("cryptocloud.payout.amountHint")}
          >
            <Input
              id="payout-amount"
              data-testid="payout-amount"
              value={amount}
              onChange={edit("amount", setAmount)}
              inputMode="decimal"
              placeholder="0.00"
              aria-invalid={Boolean(amountError)}
              autoComplete="off"
            />
          </FormField>
          {serverError && (
            <Alert
              variant={serverError.kind === "other" ? "error" : "warning"}
              data-testid="payout-error"
              data-kind={serverError.kind}
              data-code={serverError.code ?? undefined}
            >
              {serverError.text}
            </Alert>
          )}
          <IntervalWait seconds={countdown} testId="payout-countdown" />
        </Drawer.Body>
        <DrawerFormFooter onSubmit={() => void submit()} busy={payout.isPending} disabled={!payable} waitSeconds={countdown} testId="payout-submit">
          {t("cryptocloud.payout.submit")}
        </DrawerFormFooter>
      </Drawer.Content>
    </Drawer>
  )
}
