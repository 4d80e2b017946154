/**
 * The non-secret settings, edited here and used for the next invoice (no restart). Values set
 * here win over medusa-config; "Reset" goes back to the config value.
 */
import { Button, Container, Heading, Input, RadioGroup, Switch, Label, Text, toast } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { formatDateTime } from "../../lib/format"
import { useSaveSettings } from "../../lib/queries"
import { errorMessage } from "../../lib/sdk"
import {
  formFromSettings,
  patchFromForm,
  validateSettingsForm,
  type SettingsFormErrors,
  type SettingsFormState,
} from "../../lib/settings-form"
import type { SettingKey, SettingsResponse, SettingsValues } from "../../lib/types"
import { CurrencyPicker } from "./currency-picker"
import { SettingField } from "./setting-field"

function describe(key: SettingKey, values: SettingsValues): string {
  const v = values[key]
  if (v === null) return key === "available_currencies" ? "every currency" : "not set"
  if (key === "time_to_pay" && typeof v === "object" && !Array.isArray(v)) return `${v.hours} h ${v.minutes} min`
  if (Array.isArray(v)) return v.join(", ")
  if (typeof v === "boolean") return v ? "on" : "off"
  return String(v)
}

export function SettingsForm({ view }: { view: SettingsResponse }) {
  const initial = useMemo(() => formFromSettings(view), [view])
  const [form, setForm] = useState<SettingsFormState>(initial)
  const [errors, setErrors] = useState<SettingsFormErrors>({})
  const [resetting, setResetting] = useState<SettingKey | null>(null)
  const save = useSaveSettings()
  const patch = patchFromForm(form, initial, view)
  const dirty = Object.keys(patch).length > 0

  const set = <K extends keyof SettingsFormState>(key: K, value: SettingsFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }))

  const onSave = async () => {
    const found = validateSettingsForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      await save.mutateAsync(patch)
      toast.success("Settings saved", { description: "The next invoice uses them." })
    } catch (e) {
      toast.error("Could not save the settings", { description: errorMessage(e) })
    }
  }

  const reset = async (key: SettingKey) => {
    setResetting(key)
    try {
      await save.mutateAsync({ [key]: null })
      toast.success("Back to the medusa-config value")
    } catch (e) {
      toast.error("Could not reset the setting", { description: errorMessage(e) })
    } finally {
      setResetting(null)
    }
  }

  const field = (key: SettingKey) => ({
    source: view.sources[key],
    configValue: describe(key, view.config),
    onReset: () => reset(key),
    resetting: resetting === key,
  })

  return (
    <Container className="divide-y p-0" data-testid="settings-form">
      <div className="px-6 py-4">
        <Heading level="h2">Invoice settings</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {view.updated_at
            ? `Used for every new invoice. Last changed ${formatDateTime(view.updated_at)}.`
            : "Used for every new invoice. Values come from medusa-config.ts until you change them here."}
        </Text>
      </div>
      <SettingField label="Currencies offered" {...field("available_currencies")} error={errors.currencies} testId="field-currencies"
        hint="The customer chooses among these on the CryptoCloud pay page.">
        <CurrencyPicker
          all={form.allCurrencies}
          selected={form.currencies}
          onChange={({ all, selected }) => setForm((f) => ({ ...f, allCurrencies: all, currencies: selected }))}
        />
      </SettingField>
      <SettingField label="Time to pay" htmlFor="time-to-pay-hours" {...field("time_to_pay")} error={errors.timeToPay} testId="field-time-to-pay"
        hint="How long an invoice can be paid. Empty: the CryptoCloud project's own setting.">
        <div className="flex items-center gap-x-2">
          <Input id="time-to-pay-hours" className="w-24" inputMode="numeric" placeholder="hours" value={form.hours}
            onChange={(e) => set("hours", e.target.value)} data-testid="time-to-pay-hours" />
          <Text size="small" className="text-ui-fg-subtle">h</Text>
          <Input className="w-24" inputMode="numeric" placeholder="min" aria-label="Minutes" value={form.minutes}
            onChange={(e) => set("minutes", e.target.value)} data-testid="time-to-pay-minutes" />
          <Text size="small" className="text-ui-fg-subtle">min</Text>
        </div>
      </SettingField>
      <SettingField label="Send the customer's e-mail" htmlFor="send-email" {...field("send_customer_email")} testId="field-send-email"
        hint="Pre-fills the e-mail on the pay page and lets CryptoCloud send receipts. Off keeps it private.">
        <Switch id="send-email" checked={form.sendCustomerEmail} onCheckedChange={(on) => set("sendCustomerEmail", on)}
          data-testid="send-email" />
      </SettingField>
      <SettingField label="Underpayment tolerance (%)" htmlFor="tolerance" {...field("underpaid_tolerance_percent")}
        error={errors.tolerance} testId="field-tolerance" hint="A partial payment this close to the amount counts as paid. 0 = the full amount is required.">
        <Input id="tolerance" className="w-32" inputMode="decimal" value={form.tolerance}
          onChange={(e) => set("tolerance", e.target.value)} data-testid="tolerance" />
      </SettingField>
      <SettingField label="Pay page language" htmlFor="locale" {...field("locale")} error={errors.locale} testId="field-locale"
        hint='A language code such as "en" or "ru". Empty: the medusa-config value or the browser language.'>
        <Input id="locale" className="w-32" value={form.locale} placeholder="en" onChange={(e) => set("locale", e.target.value)}
          data-testid="locale" />
      </SettingField>
      <SettingField label="Order flow" {...field("order_flow")} testId="field-order-flow">
        <RadioGroup value={form.orderFlow} onValueChange={(v) => set("orderFlow", v as SettingsFormState["orderFlow"])}
          className="grid grid-cols-1 gap-3 xl:grid-cols-2" data-testid="order-flow">
          <RadioGroup.ChoiceBox value="after_payment" label="Order after payment"
            description="The order is created once the invoice is paid (recommended)." />
          <RadioGroup.ChoiceBox value="before_payment" label="Order first"
            description="The order is created at checkout and waits for the payment; an expired invoice cancels it." />
        </RadioGroup>
      </SettingField>
      <div className="flex items-center justify-end gap-x-2 px-6 py-4">
        {dirty && (
          <Button size="small" variant="secondary" onClick={() => { setForm(initial); setErrors({}) }}>
            Discard changes
          </Button>
        )}
        <Button size="small" onClick={onSave} disabled={!dirty} isLoading={save.isPending && !resetting} data-testid="settings-save">
          Save
        </Button>
      </div>
    </Container>
  )
}
