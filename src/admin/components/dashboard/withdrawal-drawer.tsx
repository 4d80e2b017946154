/**
 * Withdrawal form: a currency that has an available balance, an address and an amount; a
 * confirmation; then the request. CryptoCloud accepts one withdrawal request every 12 seconds,
 * so after each request (and on a 429, which says how long to wait) the form counts down.
 */
import { Alert, Button, Drawer, Hint, Input, Label, Select, Text, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useMemo, useState } from "react"
import { compareDecimal, formatDecimal, formatUsd, isPositiveDecimal, shorten } from "../../lib/format"
import { useBalances, useCreateWithdrawal } from "../../lib/queries"
import { ApiError, errorMessage } from "../../lib/sdk"
import { isWithdrawableCurrency } from "../../lib/withdrawals"

export const WITHDRAWAL_INTERVAL_MS = 12_000

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  countdownSeconds: number
  /** Start the countdown: the next request is possible `ms` from now. */
  onWait: (ms: number) => void
}

type FieldErrors = Partial<Record<"currency" | "address" | "amount", string>>

export function WithdrawalDrawer({ open, onOpenChange, countdownSeconds, onWait }: Props) {
  const balances = useBalances()
  const create = useCreateWithdrawal()
  const prompt = usePrompt()
  const [currency, setCurrency] = useState("")
  const [address, setAddress] = useState("")
  const [amount, setAmount] = useState("")
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)

  const options = useMemo(
    () =>
      (balances.data?.balances ?? []).filter(
        (b) => isWithdrawableCurrency(b.currency.code) && isPositiveDecimal(b.available_balance)
      ),
    [balances.data]
  )
  const selected = options.find((b) => b.currency.code === currency)

  // A fresh form each time the drawer opens (not when the balances refresh behind it).
  useEffect(() => {
    if (!open) return
    setFieldErrors({})
    setServerError(null)
  }, [open])
  useEffect(() => {
    if (open && !selected && options.length > 0) setCurrency(options[0].currency.code)
  }, [open, options, selected])

  /** More than is available: said as soon as it is typed. */
  const overBalance =
    selected && isPositiveDecimal(amount.trim()) && compareDecimal(amount.trim(), selected.available_balance) > 0
      ? `Only ${formatDecimal(selected.available_balance)} ${selected.currency.code} is available.`
      : undefined

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {}
    if (!selected) errors.currency = "Choose a currency with an available balance."
    const to = address.trim()
    if (!to) errors.address = "Enter the address to send to."
    else if (/\s/.test(to)) errors.address = "An address has no spaces."
    const value = amount.trim()
    if (!value) errors.amount = "Enter an amount."
    else if (!isPositiveDecimal(value)) errors.amount = "Enter a positive number such as 12.5 (a dot for decimals)."
    else if (overBalance) errors.amount = overBalance
    return errors
  }

  const submit = async () => {
    setServerError(null)
    const errors = validate()
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0 || !selected) return
    const body = { currency_code: selected.currency.code, to_address: address.trim(), amount: amount.trim() }
    const confirmed = await prompt({
      title: "Send this withdrawal?",
      description: `${formatDecimal(body.amount)} ${body.currency_code} will be sent to ${body.to_address}. A withdrawal cannot be undone.`,
      confirmText: "Send withdrawal",
      cancelText: "Back",
      variant: "confirmation",
    })
    if (!confirmed) return
    try {
      const { withdrawal } = await create.mutateAsync(body)
      onWait(WITHDRAWAL_INTERVAL_MS)
      toast.success("Withdrawal sent", {
        description: `${formatDecimal(withdrawal.amount)} ${withdrawal.currency_code} to ${shorten(withdrawal.to_address)}${
          withdrawal.withdrawal_id ? ` (request ${withdrawal.withdrawal_id})` : ""
        }`,
      })
      setAddress("")
      setAmount("")
      onOpenChange(false)
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) onWait(error.retryAfterMs ?? WITHDRAWAL_INTERVAL_MS)
      setServerError(errorMessage(error))
    }
  }

  const waiting = countdownSeconds > 0
  const busy = create.isPending

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content data-testid="withdrawal-drawer">
        <Drawer.Header>
          <Drawer.Title>Withdraw funds</Drawer.Title>
          <Drawer.Description>Send crypto from your CryptoCloud balance to an external wallet.</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {balances.isPending ? (
            <Text size="small" className="text-ui-fg-subtle">
              Loading balances…
            </Text>
          ) : balances.isError ? (
            <Alert variant="error">Could not read the balances: {errorMessage(balances.error)}</Alert>
          ) : options.length === 0 ? (
            <Alert variant="info" data-testid="withdrawal-nothing">
              Nothing to withdraw: no currency has an available balance.
            </Alert>
          ) : (
            <>
              <div className="flex flex-col gap-y-2">
                <Label htmlFor="withdrawal-currency" size="small" weight="plus">
                  Currency
                </Label>
                <Select value={currency} onValueChange={setCurrency}>
                  <Select.Trigger id="withdrawal-currency" data-testid="withdrawal-currency">
                    <Select.Value placeholder="Choose a currency" />
                  </Select.Trigger>
                  <Select.Content>
                    {options.map((b) => (
                      <Select.Item key={b.currency.code} value={b.currency.code}>
                        {`${b.currency.code} — ${formatDecimal(b.available_balance)} available`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select>
                {fieldErrors.currency && <Hint variant="error">{fieldErrors.currency}</Hint>}
              </div>
              <div className="flex flex-col gap-y-2">
                <Label htmlFor="withdrawal-address" size="small" weight="plus">
                  Recipient address
                </Label>
                <Input
                  id="withdrawal-address"
                  data-testid="withdrawal-address"
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  placeholder={selected ? `A ${selected.currency.code} address` : "Address"}
                  aria-invalid={Boolean(fieldErrors.address)}
                  autoComplete="off"
                  spellCheck={false}
                />
                {fieldErrors.address ? (
                  <Hint variant="error">{fieldErrors.address}</Hint>
                ) : (
                  <Hint>Check the network: funds sent to an address on another network are lost.</Hint>
                )}
              </div>
              <div className="flex flex-col gap-y-2">
                <div className="flex items-center justify-between">
                  <Label htmlFor="withdrawal-amount" size="small" weight="plus">
                    Amount
                  </Label>
                  {selected && (
                    <Button size="small" variant="transparent" onClick={() => setAmount(selected.available_balance)}>
                      Max
                    </Button>
                  )}
                </div>
                <Input
                  id="withdrawal-amount"
                  data-testid="withdrawal-amount"
                  value={amount}
                  onChange={(e) => {
                    setAmount(e.target.value)
                    setFieldErrors((errors) => ({ ...errors, amount: undefined }))
                  }}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-invalid={Boolean(fieldErrors.amount ?? overBalance)}
                  autoComplete="off"
                />
                {fieldErrors.amount ?? overBalance ? (
                  <Hint variant="error" data-testid="withdrawal-amount-error">
                    {fieldErrors.amount ?? overBalance}
                  </Hint>
                ) : (
                  selected && (
                    <Hint>
                      {`Available: ${formatDecimal(selected.available_balance)} ${selected.currency.code} (${formatUsd(
                        selected.available_balance_usd
                      )}). Network fees are deducted by CryptoCloud.`}
                    </Hint>
                  )
                )}
              </div>
            </>
          )}
          {serverError && (
            <Alert variant="error" data-testid="withdrawal-error">
              {serverError}
            </Alert>
          )}
          {waiting && (
            <Alert variant="warning" data-testid="withdrawal-countdown">
              {`CryptoCloud accepts one withdrawal request every 12 seconds. You can send the next one in ${countdownSeconds} s.`}
            </Alert>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button size="small" variant="secondary">
              Cancel
            </Button>
          </Drawer.Close>
          <Button
            size="small"
            onClick={submit}
            isLoading={busy}
            disabled={busy || waiting || options.length === 0}
            data-testid="withdrawal-submit"
          >
            {waiting ? `Wait ${countdownSeconds} s` : "Withdraw"}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
