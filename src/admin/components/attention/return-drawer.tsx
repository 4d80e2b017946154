/**
 * "Return" an attention item's money: with an address the payout is sent now (after a prompt:
 * a withdrawal cannot be undone); without one the customer is e-mailed a page to give it, and
 * the drawer shows that link to copy. The amount is optional (all of the item's money not yet
 * returned); a test-mode item needs the admin's confirmation. The server's refusals are shown as
 * it says them: a 400 under its field, a 409 (a return already under way, test mode not
 * confirmed) above the button.
 */
import { Alert, Checkbox, Drawer, Hint, Input, Label, Text, toast, usePrompt } from "@medusajs/ui"
import { useEffect, useState, type ChangeEvent } from "react"
import { useTranslation } from "react-i18next"
import { checkReturn, returnStatusText, returnSubmitLabel, type ReturnErrors } from "../../lib/attention-actions"
import { shorten } from "../../lib/format"
import { useReturnAttention } from "../../lib/queries/attention"
import { ApiError, errorMessage } from "../../lib/sdk"
import { fieldOfServerMessage } from "../../lib/server-message"
import type { AttentionItem, ReturnAttentionResponse } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { DrawerFormFooter } from "../drawer-form"
import { FormField } from "../form-field"
import { CopyableValue } from "../key-value"
import { ActionSummary, CloseFooter, LinkToCopy } from "./action-parts"
import { useTextDirection } from "../../lib/text-direction"

type Field = "address" | "amount" | "confirmTestMode"

function ReturnResult({ result }: { result: ReturnAttentionResponse["return"] }) {
  const { t } = useTranslation()
  const f = useFormat()
  const facts = (
    <div className="flex flex-col gap-y-1">
      <Text size="small" leading="compact" data-testid="attention-return-status" data-status={result.status}>
        {t("cryptocloud.attention.actions.return.resultStatus")}: {returnStatusText(result.status, t)}
      </Text>
      <Text size="small" leading="compact" data-testid="attention-return-amount">
        {t("cryptocloud.attention.actions.return.resultAmount")}:{" "}
        <span className="font-mono" translate="no">
          {f.amount(result.amount, result.currency)}
        </span>
      </Text>
      {result.withdrawal_id && (
        <div className="flex items-center gap-x-1">
          <Text size="small" leading="compact" className="text-ui-fg-subtle">
            {t("cryptocloud.attention.actions.return.resultWithdrawal")}
          </Text>
          <CopyableValue value={result.withdrawal_id} head={10} tail={4} />
        </div>
      )}
    </div>
  )
  if (result.url) {
    return (
      <LinkToCopy
        title={t("cryptocloud.attention.actions.return.pageTitle")}
        url={result.url}
        expiresAt={result.expires_at}
        emailed={result.emailed}
        testId="attention-return-link"
      >
        {facts}
      </LinkToCopy>
    )
  }
  return (
    <div className="bg-ui-bg-subtle flex flex-col gap-y-2 rounded-md px-3 py-2" data-testid="attention-return-payout">
      <Text size="small" leading="compact" weight="plus">
        {t("cryptocloud.attention.actions.return.resultTitle")}
      </Text>
      {facts}
    </div>
  )
}

export function ReturnAttentionDrawer({ item, onClose }: { item: AttentionItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const dir = useTextDirection()
  const f = useFormat()
  const prompt = usePrompt()
  const send = useReturnAttention()
  const [address, setAddress] = useState("")
  const [amount, setAmount] = useState("")
  const [confirmTestMode, setConfirmTestMode] = useState(false)
  // The server knows best whether the item is of a test-mode payment: its 409 turns the checkbox on.
  const [serverSaysTestMode, setServerSaysTestMode] = useState(false)
  const [errors, setErrors] = useState<ReturnErrors>({})
  const [serverField, setServerField] = useState<{ field: "address" | "amount"; text: string } | null>(null)
  const [serverError, setServerError] = useState<{ text: string; code: string | null } | null>(null)
  const [result, setResult] = useState<ReturnAttentionResponse["return"] | null>(null)

  // A fresh form for each item opened (not when the list refreshes it behind the drawer).
  const itemId = item?.id
  useEffect(() => {
    if (!itemId) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reset on opening costs one render; the drawer's fields are its own state
    setAddress("")
    setAmount("")
    setConfirmTestMode(false)
    setServerSaysTestMode(false)
    setErrors({})
    setServerField(null)
    setServerError(null)
    setResult(null)
  }, [itemId])

  const testMode = Boolean(item?.test_mode) || serverSaysTestMode
  const say = (field: Field) => {
    const own = errors[field]
    if (own) return t(own.key, own.values)
    return serverField?.field === field ? serverField.text : undefined
  }

  const submit = async () => {
    if (!item) return
    setServerError(null)
    setServerField(null)
    const checked = checkReturn({ address, amount, confirmTestMode }, { ...item, test_mode: testMode }, (value) => f.amount(value, item.currency))
    setErrors(checked.errors)
    if (Object.keys(checked.errors).length > 0) return
    if (checked.payout) {
      const shown = checked.body.amount ? f.amount(checked.body.amount, item.currency) : f.amount(item.amount, item.currency)
      const confirmed = await prompt({
        title: t("cryptocloud.attention.actions.return.confirmTitle"),
        description: t("cryptocloud.attention.actions.return.confirmDescription", { amount: shown, address: checked.body.address }),
        confirmText: t("cryptocloud.attention.actions.return.sendPayout"),
        cancelText: t("cryptocloud.payout.confirm.back"),
        variant: "confirmation",
      })
      if (!confirmed) return
    }
    try {
      const answer = await send.mutateAsync({ id: item.id, body: checked.body })
      setResult(answer.return)
      toast.success(t("cryptocloud.attention.actions.return.toast"), {
        description: checked.body.address ? shorten(checked.body.address) : returnStatusText(answer.return.status, t),
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && !error.bare) {
        const about = fieldOfServerMessage(error.message)
        if (about.field) return setServerField({ field: about.field, text: about.text })
      }
      const code = error instanceof ApiError ? error.code : null
      if (code === "test_mode_unconfirmed") setServerSaysTestMode(true)
      // A 409 (a return already under way, test mode not confirmed): nothing was sent, and the server says why in its own words.
      const own = error instanceof ApiError && error.status === 409 && !error.bare
      setServerError({ text: own ? error.message : errorMessage(error, t), code })
    }
  }

  /** Typing in a field clears what was said about it. */
  const edit = (field: "address" | "amount", set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value)
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerField((current) => (current?.field === field ? null : current))
  }

  const code = item?.currency ?? ""
  const addressError = say("address")
  const amountError = say("amount")
  const confirmError = say("confirmTestMode")
  const all = item ? f.amount(item.amount, item.currency) : ""
  return (
    <Drawer open={Boolean(item)} onOpenChange={(open) => !open && onClose()}>
      <Drawer.Content dir={dir} data-testid="attention-return-drawer">
        <Drawer.Header>
          <Drawer.Title>{t("cryptocloud.attention.actions.return.title")}</Drawer.Title>
          <Drawer.Description>{t("cryptocloud.attention.actions.return.description")}</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-6 overflow-y-auto">
          {item && (
            <ActionSummary
              item={item}
              amountLabel={t("cryptocloud.attention.actions.return.itemAmount")}
              consequence={t("cryptocloud.attention.actions.return.consequence", { amount: all })}
            />
          )}
          {result ? (
            <ReturnResult result={result} />
          ) : (
            <>
              {testMode && (
                <div className="flex flex-col gap-y-3" data-testid="attention-return-test-mode">
                  <Alert variant="warning">{t("cryptocloud.attention.actions.return.testModeWarning")}</Alert>
                  <div className="flex items-start gap-x-2">
                    <Checkbox
                      id="attention-return-confirm"
                      checked={confirmTestMode}
                      onCheckedChange={(value) => {
                        setConfirmTestMode(value === true)
                        setErrors((current) => ({ ...current, confirmTestMode: undefined }))
                      }}
                      aria-invalid={Boolean(confirmError)}
                      data-testid="attention-return-confirm-test-mode"
                    />
                    <Label htmlFor="attention-return-confirm" size="small">
                      {t("cryptocloud.attention.actions.return.testModeConfirm")}
                    </Label>
                  </div>
                  {confirmError && <Hint variant="error">{confirmError}</Hint>}
                </div>
              )}
              <FormField
                id="attention-return-address"
                label={t("cryptocloud.attention.actions.return.address")}
                error={addressError}
                errorTestId="attention-return-address-error"
                hint={t("cryptocloud.attention.actions.return.addressHint")}
              >
                <Input
                  id="attention-return-address"
                  data-testid="attention-return-address"
                  value={address}
                  onChange={edit("address", setAddress)}
                  placeholder={t("cryptocloud.attention.actions.return.addressPlaceholder", { code })}
                  aria-invalid={Boolean(addressError)}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
              <FormField
                id="attention-return-amount"
                label={t("cryptocloud.attention.actions.return.amount", { code })}
                error={amountError}
                errorTestId="attention-return-amount-error"
                hint={t("cryptocloud.attention.actions.return.amountHint", { amount: all })}
              >
                <Input
                  id="attention-return-amount"
                  data-testid="attention-return-amount-input"
                  value={amount}
                  onChange={edit("amount", setAmount)}
                  inputMode="decimal"
                  placeholder={item?.amount ?? undefined}
                  aria-invalid={Boolean(amountError)}
                  autoComplete="off"
                />
              </FormField>
            </>
          )}
          {serverError && (
            <Alert variant="error" data-testid="attention-return-error" data-code={serverError.code ?? undefined}>
              {serverError.text}
            </Alert>
          )}
        </Drawer.Body>
        {result ? (
          <CloseFooter />
        ) : (
          <DrawerFormFooter onSubmit={() => void submit()} busy={send.isPending} testId="attention-return-submit">
            {returnSubmitLabel(address, t)}
          </DrawerFormFooter>
        )}
      </Drawer.Content>
    </Drawer>
  )
}
