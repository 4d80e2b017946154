/**
 * The non-secret settings, edited here and used for the next invoice (no restart). Values set
 * here win over medusa-config; "Reset" goes back to the config value. Below them, the limits on
 * customers' deposit addresses (static wallets), which have no config option: "Reset" goes back
 * to the built-in default.
 */
import { Button, Container, Heading, Input, RadioGroup, Switch, Text, toast } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { STATIC_WALLET_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"
import type { ShopId } from "../../lib/queries/keys"
import { useSaveSettings } from "../../lib/queries/settings"
import { errorMessage } from "../../lib/sdk"
import {
  formFromSettings,
  patchFromForm,
  validateSettingsForm,
  type FormMessage,
  type SettingsFormErrors,
  type SettingsFormState,
} from "../../lib/settings-form"
import type { OrderFlow, SettingKey, SettingsResponse, SettingsValues, StaticWalletSettingKey, StaticWalletSettingsValues } from "../../../contracts"
import { useFormat, type Formatters, type Translate } from "../../lib/use-format"
import { CurrencyPicker } from "./currency-picker"
import { SettingField } from "./setting-field"

const ORDER_FLOW_KEYS: Record<OrderFlow, string> = {
  after_payment: "cryptocloud.settings.fields.orderFlow.afterPayment",
  before_payment: "cryptocloud.settings.fields.orderFlow.beforePayment",
}

/** A config value in words, in the admin language. */
function describe(key: SettingKey, values: SettingsValues, t: Translate, f: Formatters): string {
  const v = values[key]
  if (v === null) return key === "available_currencies" ? t("cryptocloud.settings.describe.everyCurrency") : t("cryptocloud.settings.describe.notSet")
  if (key === "time_to_pay" && typeof v === "object" && !Array.isArray(v)) {
    return t("cryptocloud.settings.describe.timeToPay", { hours: v.hours, minutes: v.minutes })
  }
  if (key === "order_flow" && typeof v === "string" && ORDER_FLOW_KEYS[v as OrderFlow]) return t(ORDER_FLOW_KEYS[v as OrderFlow])
  if (key === "underpaid_tolerance_percent" && typeof v === "number") {
    return t("cryptocloud.settings.describe.percent", { value: f.number(v) })
  }
  if (Array.isArray(v)) return v.join(", ")
  if (typeof v === "boolean") return v ? t("cryptocloud.settings.describe.on") : t("cryptocloud.settings.describe.off")
  return String(v)
}

/** A wallet setting's default in words. */
function describeWallet(key: StaticWalletSettingKey, values: StaticWalletSettingsValues, t: Translate, f: Formatters): string {
  const v = values[key]
  if (v === null) return t("cryptocloud.settings.describe.everyCurrency")
  return Array.isArray(v) ? v.join(", ") : f.number(v)
}

/** `shopId`: the project whose settings these are (each project has its own). */
export function SettingsForm({ view, shopId }: { view: SettingsResponse; shopId: ShopId }) {
  const { t } = useTranslation()
  const f = useFormat()
  const initial = useMemo(() => formFromSettings(view), [view])
  const [form, setForm] = useState<SettingsFormState>(initial)
  const [errors, setErrors] = useState<SettingsFormErrors>({})
  const [resetting, setResetting] = useState<SettingKey | StaticWalletSettingKey | null>(null)
  const save = useSaveSettings(shopId)
  const patch = patchFromForm(form, initial, view)
  const dirty = Object.keys(patch).length > 0
  const say = (message: FormMessage | undefined) => (message ? t(message.key, message.values) : undefined)

  const set = <K extends keyof SettingsFormState>(key: K, value: SettingsFormState[K]) => setForm((current) => ({ ...current, [key]: value }))

  const onSave = async () => {
    const found = validateSettingsForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      await save.mutateAsync(patch)
      toast.success(t("cryptocloud.settings.form.saved"), { description: t("cryptocloud.settings.form.savedDescription") })
    } catch (e) {
      toast.error(t("cryptocloud.settings.form.saveFailed"), { description: errorMessage(e, t) })
    }
  }

  const reset = async (key: SettingKey | StaticWalletSettingKey, done = "cryptocloud.settings.form.resetDone") => {
    setResetting(key)
    try {
      await save.mutateAsync({ [key]: null })
      toast.success(t(done))
    } catch (e) {
      toast.error(t("cryptocloud.settings.form.resetFailed"), { description: errorMessage(e, t) })
    } finally {
      setResetting(null)
    }
  }

  const field = (key: SettingKey) => ({
    source: view.sources[key],
    configValue: describe(key, view.config, t, f),
    onReset: () => reset(key),
    resetting: resetting === key,
  })
  const wallets = view.static_wallets
  const walletField = (key: StaticWalletSettingKey) => ({
    source: wallets.sources[key],
    configValue: describeWallet(key, wallets.defaults, t, f),
    onReset: () => reset(key, "cryptocloud.settings.wallets.resetDone"),
    resetting: resetting === key,
    resetTo: "default" as const,
  })

  return (
    <Container className="divide-y p-0" data-testid="settings-form">
      <div className="px-6 py-4">
        <Heading level="h2">{t("cryptocloud.settings.form.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {view.updated_at
            ? t("cryptocloud.settings.form.subtitleChanged", { date: f.dateTime(view.updated_at) })
            : t("cryptocloud.settings.form.subtitleConfig")}
        </Text>
      </div>
      <SettingField
        label={t("cryptocloud.settings.fields.currencies.label")}
        {...field("available_currencies")}
        error={say(errors.currencies)}
        testId="field-currencies"
        hint={t("cryptocloud.settings.fields.currencies.hint")}
      >
        <CurrencyPicker
          all={form.allCurrencies}
          selected={form.currencies}
          onChange={({ all, selected }) => setForm((current) => ({ ...current, allCurrencies: all, currencies: selected }))}
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.timeToPay.label")}
        htmlFor="time-to-pay-hours"
        {...field("time_to_pay")}
        error={say(errors.timeToPay)}
        testId="field-time-to-pay"
        hint={t("cryptocloud.settings.fields.timeToPay.hint")}
      >
        <div className="flex items-center gap-x-2">
          <Input
            id="time-to-pay-hours"
            className="w-24"
            inputMode="numeric"
            placeholder={t("cryptocloud.settings.fields.timeToPay.hoursPlaceholder")}
            aria-label={t("cryptocloud.settings.fields.timeToPay.hours")}
            value={form.hours}
            onChange={(e) => set("hours", e.target.value)}
            data-testid="time-to-pay-hours"
          />
          <Text size="small" className="text-ui-fg-subtle">
            {t("cryptocloud.settings.fields.timeToPay.hoursUnit")}
          </Text>
          <Input
            className="w-24"
            inputMode="numeric"
            placeholder={t("cryptocloud.settings.fields.timeToPay.minutesPlaceholder")}
            aria-label={t("cryptocloud.settings.fields.timeToPay.minutes")}
            value={form.minutes}
            onChange={(e) => set("minutes", e.target.value)}
            data-testid="time-to-pay-minutes"
          />
          <Text size="small" className="text-ui-fg-subtle">
            {t("cryptocloud.settings.fields.timeToPay.minutesUnit")}
          </Text>
        </div>
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.sendEmail.label")}
        htmlFor="send-email"
        {...field("send_customer_email")}
        testId="field-send-email"
        hint={t("cryptocloud.settings.fields.sendEmail.hint")}
      >
        <Switch id="send-email" checked={form.sendCustomerEmail} onCheckedChange={(on) => set("sendCustomerEmail", on)} data-testid="send-email" />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.tolerance.label")}
        htmlFor="tolerance"
        {...field("underpaid_tolerance_percent")}
        error={say(errors.tolerance)}
        testId="field-tolerance"
        hint={t("cryptocloud.settings.fields.tolerance.hint")}
      >
        <Input
          id="tolerance"
          className="w-32"
          inputMode="decimal"
          value={form.tolerance}
          onChange={(e) => set("tolerance", e.target.value)}
          data-testid="tolerance"
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.locale.label")}
        htmlFor="locale"
        {...field("locale")}
        error={say(errors.locale)}
        testId="field-locale"
        hint={t("cryptocloud.settings.fields.locale.hint")}
      >
        <Input
          id="locale"
          className="w-32"
          value={form.locale}
          placeholder={t("cryptocloud.settings.fields.locale.placeholder")}
          onChange={(e) => set("locale", e.target.value)}
          data-testid="locale"
        />
      </SettingField>
      <SettingField label={t("cryptocloud.settings.fields.orderFlow.label")} {...field("order_flow")} testId="field-order-flow">
        <RadioGroup
          value={form.orderFlow}
          onValueChange={(v) => set("orderFlow", v as SettingsFormState["orderFlow"])}
          className="grid grid-cols-1 gap-3 xl:grid-cols-2"
          data-testid="order-flow"
        >
          <RadioGroup.ChoiceBox
            value="after_payment"
            label={t(ORDER_FLOW_KEYS.after_payment)}
            description={t("cryptocloud.settings.fields.orderFlow.afterPaymentDescription")}
          />
          <RadioGroup.ChoiceBox
            value="before_payment"
            label={t(ORDER_FLOW_KEYS.before_payment)}
            description={t("cryptocloud.settings.fields.orderFlow.beforePaymentDescription")}
          />
        </RadioGroup>
      </SettingField>
      {wallets && (
        <>
          <div className="px-6 py-4" data-testid="wallet-settings">
            <Heading level="h2">{t("cryptocloud.settings.wallets.title")}</Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {t("cryptocloud.settings.wallets.subtitle")}
            </Text>
          </div>
          <SettingField
            label={t("cryptocloud.settings.wallets.currencies.label")}
            {...walletField("static_wallet_currencies")}
            error={say(errors.walletCurrencies)}
            testId="field-wallet-currencies"
            hint={t("cryptocloud.settings.wallets.currencies.hint")}
          >
            <CurrencyPicker
              codes={STATIC_WALLET_CURRENCY_CODES}
              idPrefix="wallet-currency"
              allLabel={t("cryptocloud.settings.wallets.currencies.all")}
              all={form.allWalletCurrencies}
              selected={form.walletCurrencies}
              onChange={({ all, selected }) => setForm((current) => ({ ...current, allWalletCurrencies: all, walletCurrencies: selected }))}
            />
          </SettingField>
          <SettingField
            label={t("cryptocloud.settings.wallets.cap.label")}
            htmlFor="wallet-cap"
            {...walletField("static_wallet_customer_cap")}
            error={say(errors.walletCap)}
            testId="field-wallet-cap"
            hint={t("cryptocloud.settings.wallets.cap.hint")}
          >
            <Input
              id="wallet-cap"
              className="w-32"
              inputMode="numeric"
              value={form.walletCap}
              onChange={(e) => set("walletCap", e.target.value)}
              data-testid="wallet-cap"
            />
          </SettingField>
          <SettingField
            label={t("cryptocloud.settings.wallets.budget.label")}
            htmlFor="wallet-budget"
            {...walletField("static_wallet_hourly_budget")}
            error={say(errors.walletBudget)}
            testId="field-wallet-budget"
            hint={t("cryptocloud.settings.wallets.budget.hint")}
          >
            <Input
              id="wallet-budget"
              className="w-32"
              inputMode="numeric"
              value={form.walletBudget}
              onChange={(e) => set("walletBudget", e.target.value)}
              data-testid="wallet-budget"
            />
          </SettingField>
        </>
      )}
      <div className="flex items-center justify-end gap-x-2 px-6 py-4">
        {dirty && (
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setForm(initial)
              setErrors({})
            }}
          >
            {t("cryptocloud.settings.form.discard")}
          </Button>
        )}
        <Button size="small" onClick={() => void onSave()} disabled={!dirty} isLoading={save.isPending && !resetting} data-testid="settings-save">
          {t("cryptocloud.settings.form.save")}
        </Button>
      </div>
    </Container>
  )
}
