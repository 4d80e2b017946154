/**
 * Withdrawal form: a currency that has an available balance, an address and an amount; a
 * confirmation; then the request. CryptoCloud accepts one withdrawal request every 12 seconds,
 * so after each request (and on a 429, which says how long to wait) the form counts down.
 * The route's answers are shown where they belong: an address refused for its network under
 * the address (the server names the expected format), a lost answer ("outcome unknown") and a
 * request blocked by an identical pending or unknown one (409, naming it) above the buttons.
 */
import { Alert, Button, Drawer, Input, Select, Text, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useMemo, useState, type ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { compareDecimal, isPositiveDecimal, normalizeDecimalInput } from "../../lib/decimal"
import { shorten } from "../../lib/format"
import { useBalances, useCreateWithdrawal } from "../../lib/queries/withdrawals"
import { ApiError, errorMessage } from "../../lib/sdk"
import { fieldOfServerMessage } from "../../lib/server-message"
import type { FormMessage } from "../../lib/settings-form"
import { useFormat } from "../../lib/use-format"
import type { ShopId } from "../../lib/queries/keys"
import { DrawerFormFooter, IntervalWait } from "../drawer-form"
import { FormField } from "../form-field"
import { isWithdrawableCurrency } from "../../lib/withdrawals"

export const WITHDRAWAL_INTERVAL_MS = 12_000

interface Props {
  /** The project the money is withdrawn from (its balances, its withdrawal key). */
  shopId: ShopId
  open: boolean
  onOpenChange: (open: boolean) => void
  countdownSeconds: number
  /** Start the countdown: the next request is possible `ms` from now. */
  onWait: (ms: number) => void
}

type FieldErrors = Partial<Record<"currency" | "address" | "amount", FormMessage>>

export function WithdrawalDrawer({ shopId, open, onOpenChange, countdownSeconds, onWait }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const balances = useBalances(shopId)
  const create = useCreateWithdrawal(shopId)
  const prompt = usePrompt()
  const [currency, setCurrency] = useState("")
  const [address, setAddress] = useState("")
  const [amount, setAmount] = useState("")
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<{ text: string; kind: string } | null>(null)
  /** The server's own words about the address (a 400 naming the expected format). */
  const [addressServerError, setAddressServerError] = useState<string | null>(null)

  const options = useMemo(
    () => (balances.data?.balances ?? []).filter((b) => isWithdrawableCurrency(b.currency.code) && isPositiveDecimal(b.available_balance)),
    [balances.data]
  )
  const selected = options.find((b) => b.currency.code === currency)

  // A fresh form each time the drawer opens (not when the balances refresh behind it).
  useEffect(() => {
    if (!open) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reset on opening costs one render; the drawer's fields are its own state
    setFieldErrors({})
    setServerError(null)
    setAddressServerError(null)
  }, [open])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first withdrawable currency, once the balances have arrived; the admin may pick another
    if (open && !selected && options.length > 0) setCurrency(options[0].currency.code)
  }, [open, options, selected])

  /** What the API gets: "1 234,5" typed → "1234.5". */
  const value = normalizeDecimalInput(amount)

  /** More than is available: said as soon as it is typed. */
  const overBalance: FormMessage | undefined =
    selected && isPositiveDecimal(value) && compareDecimal(value, selected.available_balance) > 0
      ? {
          key: "cryptocloud.withdraw.errors.overBalance",
          values: { amount: f.decimal(selected.available_balance), code: selected.currency.code },
        }
      : undefined

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {}
    if (!selected) errors.currency = { key: "cryptocloud.withdraw.errors.currency" }
    const to = address.trim()
    if (!to) errors.address = { key: "cryptocloud.withdraw.errors.addressEmpty" }
    else if (/\s/.test(to)) errors.address = { key: "cryptocloud.withdraw.errors.addressSpaces" }
    if (!value) errors.amount = { key: "cryptocloud.withdraw.errors.amountEmpty" }
    else if (!isPositiveDecimal(value)) errors.amount = { key: "cryptocloud.withdraw.errors.amountInvalid" }
    else if (overBalance) errors.amount = overBalance
    return errors
  }
  const say = (message: FormMessage | undefined) => (message ? t(message.key, message.values) : undefined)
  const amountError = say(fieldErrors.amount ?? overBalance)

  const submit = async () => {
    setServerError(null)
    setAddressServerError(null)
    const errors = validate()
    setFieldErrors(errors)
    // The options are withdrawable currencies only: the check says so to the type checker.
    if (Object.keys(errors).length > 0 || !selected || !isWithdrawableCurrency(selected.currency.code)) return
    const body = { currency_code: selected.currency.code, to_address: address.trim(), amount: value }
    const confirmed = await prompt({
      title: t("cryptocloud.withdraw.confirm.title"),
      description: t("cryptocloud.withdraw.confirm.description", {
        amount: f.amount(body.amount, body.currency_code),
        address: body.to_address,
      }),
      confirmText: t("cryptocloud.withdraw.confirm.send"),
      cancelText: t("cryptocloud.withdraw.confirm.back"),
      variant: "confirmation",
    })
    if (!confirmed) return
    try {
      const { withdrawal } = await create.mutateAsync(body)
      onWait(WITHDRAWAL_INTERVAL_MS)
      const sent = { amount: f.amount(withdrawal.amount, withdrawal.currency_code), address: shorten(withdrawal.to_address) }
      toast.success(t("cryptocloud.withdraw.sent"), {
        description: withdrawal.withdrawal_id
          ? t("cryptocloud.withdraw.sentDescriptionWithId", { ...sent, id: withdrawal.withdrawal_id })
          : t("cryptocloud.withdraw.sentDescription", sent),
      })
      setAddress("")
      setAmount("")
      onOpenChange(false)
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const ms = error.retryAfterMs ?? WITHDRAWAL_INTERVAL_MS
        onWait(ms)
        setServerError({ kind: "rate_limited", text: t("cryptocloud.withdraw.tooSoon", { seconds: Math.max(1, Math.ceil(ms / 1000)) }) })
      } else if (error instanceof ApiError && error.status === 409) {
        setServerError({ kind: "conflict", text: errorMessage(error, t) })
      } else if (error instanceof ApiError && error.type === "cryptocloud_unknown_outcome") {
        // It reached CryptoCloud: the interval runs from now.
        onWait(WITHDRAWAL_INTERVAL_MS)
        setServerError({ kind: "unknown_outcome", text: t("cryptocloud.withdraw.unknownOutcome") })
      } else if (error instanceof ApiError && error.status === 400 && !error.bare && fieldOfServerMessage(error.message).field === "address") {
        setAddressServerError(fieldOfServerMessage(error.message).text)
      } else {
        setServerError({ kind: "other", text: errorMessage(error, t) })
      }
    }
  }

  const busy = create.isPending
  // A new address drops the server's word on the last one; a new amount, the check's.
  const changeAddress = (e: ChangeEvent<HTMLInputElement>) => {
    setAddress(e.target.value)
    setAddressServerError(null)
  }
  const changeAmount = (e: ChangeEvent<HTMLInputElement>) => {
    setAmount(e.target.value)
    setFieldErrors((errors) => ({ ...errors, amount: undefined }))
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content data-testid="withdrawal-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.withdraw.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.withdraw.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {balances.isPending ? (
            <Text size="small" className="text-ui-fg-subtle">
              {t("cryptocloud.withdraw.loadingBalances")}
            </Text>
          ) : balances.isError ? (
            <Alert variant="error">{t("cryptocloud.withdraw.balancesError", { message: errorMessage(balances.error, t) })}</Alert>
          ) : options.length === 0 ? (
            <Alert variant="info" data-testid="withdrawal-nothing">
              {t("cryptocloud.withdraw.nothing")}
            </Alert>
          ) : (
            <>
              <FormField id="withdrawal-currency" label={t("cryptocloud.withdraw.currency")} error={say(fieldErrors.currency)}>
                <Select value={currency} onValueChange={setCurrency}>
                  <Select.Trigger id="withdrawal-currency" data-testid="withdrawal-currency">
                    <Select.Value placeholder={t("cryptocloud.withdraw.chooseCurrency")} />
                  </Select.Trigger>
                  <Select.Content>
                    {options.map((b) => (
                      <Select.Item key={b.currency.code} value={b.currency.code}>
                        {t("cryptocloud.withdraw.option", { code: b.currency.code, amount: f.decimal(b.available_balance) })}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select>
              </FormField>
              <FormField
                id="withdrawal-address"
                label={t("cryptocloud.withdraw.address")}
                error={say(fieldErrors.address) ?? addressServerError}
                errorTestId={fieldErrors.address ? undefined : "withdrawal-address-error"}
                hint={t("cryptocloud.withdraw.networkHint")}
              >
                <Input
                  id="withdrawal-address"
                  data-testid="withdrawal-address"
                  value={address}
                  onChange={changeAddress}
                  placeholder={selected ? t("cryptocloud.withdraw.addressPlaceholder", { code: selected.currency.code }) : t("cryptocloud.withdraw.address")}
                  aria-invalid={Boolean(fieldErrors.address ?? addressServerError)}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
              <FormField
                id="withdrawal-amount"
                label={t("cryptocloud.withdraw.amount")}
                action={
                  selected ? (
                    <Button size="small" variant="transparent" onClick={() => setAmount(selected.available_balance)}>
                      {t("cryptocloud.withdraw.max")}
                    </Button>
                  ) : null
                }
                error={amountError}
                errorTestId="withdrawal-amount-error"
                hint={
                  selected
                    ? t("cryptocloud.withdraw.availableHint", {
                        amount: f.amount(selected.available_balance, selected.currency.code),
                        usd: f.usd(selected.available_balance_usd),
                      })
                    : undefined
                }
              >
                <Input
                  id="withdrawal-amount"
                  data-testid="withdrawal-amount"
                  value={amount}
                  onChange={changeAmount}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-invalid={Boolean(amountError)}
                  autoComplete="off"
                />
              </FormField>
            </>
          )}
          {serverError && (
            <Alert
              variant={serverError.kind === "unknown_outcome" || serverError.kind === "conflict" ? "warning" : "error"}
              data-testid="withdrawal-error"
              data-kind={serverError.kind}
            >
              {serverError.text}
            </Alert>
          )}
          <IntervalWait seconds={countdownSeconds} testId="withdrawal-countdown" />
        </Drawer.Body>
        <DrawerFormFooter onSubmit={() => void submit()} busy={busy} disabled={options.length === 0} waitSeconds={countdownSeconds} testId="withdrawal-submit">
          {t("cryptocloud.withdraw.submit")}
        </DrawerFormFooter>
      </Drawer.Content>
    </Drawer>
  )
}
