/**
 * The invoice settings: used for the next invoice (no restart). A value set here wins over
 * medusa-config; "Reset" goes back to the config value, which each field shows in words.
 */
import { Input, RadioGroup, Switch, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { OrderFlow, SettingKey, SettingsResponse, SettingsValues } from "../../../contracts"
import type { SettingsFormState } from "../../lib/settings-form"
import { useFormat, type Formatters, type Translate } from "../../lib/use-format"
import { CurrencyPicker } from "./currency-picker"
import { say, type SectionProps } from "./section-props"
import { SettingField } from "./setting-field"
import { toleranceAmountText } from "../../lib/tolerance-amount-input"

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
  if (key === "underpaid_tolerance_amount" && typeof v === "object" && !Array.isArray(v)) {
    return toleranceAmountText(v as Record<string, string>)
  }
  if (Array.isArray(v)) return v.join(", ")
  if (typeof v === "boolean") return v ? t("cryptocloud.settings.describe.on") : t("cryptocloud.settings.describe.off")
  return String(v)
}

export function InvoiceSettingsSection({ view, form, errors, update, onReset, resetting }: SectionProps<SettingKey> & { view: SettingsResponse }) {
  const { t } = useTranslation()
  const f = useFormat()
  const field = (key: SettingKey) => ({
    source: view.sources[key],
    configValue: describe(key, view.config, t, f),
    onReset: () => onReset(key),
    resetting: resetting === key,
  })
  return (
    <>
      <SettingField
        label={t("cryptocloud.settings.fields.currencies.label")}
        {...field("available_currencies")}
        error={say(t, errors.currencies)}
        testId="field-currencies"
        hint={t("cryptocloud.settings.fields.currencies.hint")}
      >
        <CurrencyPicker
          all={form.allCurrencies}
          selected={form.currencies}
          onChange={({ all, selected }) => update({ allCurrencies: all, currencies: selected })}
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.timeToPay.label")}
        htmlFor="time-to-pay-hours"
        {...field("time_to_pay")}
        error={say(t, errors.timeToPay)}
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
            onChange={(e) => update({ hours: e.target.value })}
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
            onChange={(e) => update({ minutes: e.target.value })}
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
        <Switch id="send-email" checked={form.sendCustomerEmail} onCheckedChange={(on) => update({ sendCustomerEmail: on })} data-testid="send-email" />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.tolerance.label")}
        htmlFor="tolerance"
        {...field("underpaid_tolerance_percent")}
        error={say(t, errors.tolerance)}
        testId="field-tolerance"
        hint={t("cryptocloud.settings.fields.tolerance.hint")}
      >
        <Input
          id="tolerance"
          className="w-32"
          inputMode="decimal"
          value={form.tolerance}
          onChange={(e) => update({ tolerance: e.target.value })}
          data-testid="tolerance"
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.toleranceAmount.label")}
        htmlFor="tolerance-amount"
        {...field("underpaid_tolerance_amount")}
        error={say(t, errors.toleranceAmount)}
        testId="field-tolerance-amount"
        hint={t("cryptocloud.settings.fields.toleranceAmount.hint")}
      >
        <Input
          id="tolerance-amount"
          className="w-64"
          value={form.toleranceAmount}
          placeholder={t("cryptocloud.settings.fields.toleranceAmount.placeholder")}
          onChange={(e) => update({ toleranceAmount: e.target.value })}
          data-testid="tolerance-amount"
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.fields.locale.label")}
        htmlFor="locale"
        {...field("locale")}
        error={say(t, errors.locale)}
        testId="field-locale"
        hint={t("cryptocloud.settings.fields.locale.hint")}
      >
        <Input
          id="locale"
          className="w-32"
          value={form.locale}
          placeholder={t("cryptocloud.settings.fields.locale.placeholder")}
          onChange={(e) => update({ locale: e.target.value })}
          data-testid="locale"
        />
      </SettingField>
      <SettingField label={t("cryptocloud.settings.fields.orderFlow.label")} {...field("order_flow")} testId="field-order-flow">
        <RadioGroup
          value={form.orderFlow}
          onValueChange={(v) => update({ orderFlow: v as SettingsFormState["orderFlow"] })}
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
    </>
  )
}
