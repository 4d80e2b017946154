/**
 * Telling the merchant's staff (README, "Telling the merchant"): who gets the staff alerts and
 * when postback silence or a large balance counts, and who gets the books after each period.
 * Per project, like the rest of the page. A form of its own with its own "Save": its values are
 * lists and a period, saved as the settings route's `alerts` and `books` objects; "Reset" goes
 * back to the medusa-config option (or the built-in default).
 */
import { Button, Container, Heading, Input, Select, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { SettingsPatch, SettingsResponse, SettingSource } from "../../../contracts"
import type { ShopId } from "../../lib/queries/keys"
import { useSaveSettings } from "../../lib/queries/settings"
import { errorMessage } from "../../lib/sdk"
import { SettingField } from "./setting-field"

type Field = "alertsTo" | "silence" | "balance" | "booksTo" | "every"
type Form = Record<Field, string>

const OFF = "off"
/** The period's words, written out so the translation check can read each key. */
const EVERY_KEYS = {
  off: "cryptocloud.settings.notices.every.off",
  day: "cryptocloud.settings.notices.every.day",
  week: "cryptocloud.settings.notices.every.week",
  month: "cryptocloud.settings.notices.every.month",
} as const
const ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/

function formOf(view: SettingsResponse): Form {
  return {
    alertsTo: view.alerts.settings.to.join(", "),
    silence: String(view.alerts.settings.postback_silence_hours),
    balance: view.alerts.settings.balance_above_usd ?? "",
    booksTo: view.books.settings.to.join(", "),
    every: view.books.settings.every ?? OFF,
  }
}

const list = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean)

/** What changed, as the route's patch; an error key per field that cannot be saved. */
function patchOf(form: Form, initial: Form): { patch: SettingsPatch; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {}
  const alerts: NonNullable<SettingsPatch["alerts"]> = {}
  const books: NonNullable<SettingsPatch["books"]> = {}
  if (form.alertsTo !== initial.alertsTo) {
    if (list(form.alertsTo).some((a) => !ADDRESS.test(a))) errors.alertsTo = "cryptocloud.settings.notices.errors.addresses"
    alerts.to = list(form.alertsTo)
  }
  if (form.silence !== initial.silence) {
    const hours = Number(form.silence)
    if (!/^\d+$/.test(form.silence.trim()) || hours > 168) errors.silence = "cryptocloud.settings.notices.errors.silence"
    alerts.postback_silence_hours = hours
  }
  if (form.balance !== initial.balance) {
    const usd = form.balance.trim()
    if (usd && !/^\d{1,12}(\.\d{1,2})?$/.test(usd)) errors.balance = "cryptocloud.settings.notices.errors.balance"
    alerts.balance_above_usd = usd || null
  }
  if (form.booksTo !== initial.booksTo) {
    if (list(form.booksTo).some((a) => !ADDRESS.test(a))) errors.booksTo = "cryptocloud.settings.notices.errors.addresses"
    books.to = list(form.booksTo)
  }
  if (form.every !== initial.every) books.every = form.every === OFF ? null : (form.every as "day" | "week" | "month")
  const patch: SettingsPatch = {}
  if (Object.keys(alerts).length) patch.alerts = alerts
  if (Object.keys(books).length) patch.books = books
  return { patch, errors }
}

export function NoticeSettingsSection({ view, shopId }: { view: SettingsResponse; shopId: ShopId }) {
  const { t } = useTranslation()
  const initial = formOf(view)
  const [form, setForm] = useState<Form>(initial)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [resetting, setResetting] = useState<Field | null>(null)
  const save = useSaveSettings(shopId)
  const { patch } = patchOf(form, initial)
  const dirty = Object.keys(patch).length > 0

  const onSave = async () => {
    const found = patchOf(form, initial)
    setErrors(found.errors)
    if (Object.keys(found.errors).length) return
    try {
      await save.mutateAsync(found.patch)
      toast.success(t("cryptocloud.settings.form.saved"))
    } catch (e) {
      toast.error(t("cryptocloud.settings.form.saveFailed"), { description: errorMessage(e, t) })
    }
  }
  const reset = async (field: Field, body: SettingsPatch) => {
    setResetting(field)
    try {
      await save.mutateAsync(body)
      toast.success(t("cryptocloud.settings.form.resetDone"))
    } catch (e) {
      toast.error(t("cryptocloud.settings.form.resetFailed"), { description: errorMessage(e, t) })
    } finally {
      setResetting(null)
    }
  }
  const none = t("cryptocloud.settings.describe.notSet")
  const field = (key: Field, source: SettingSource, config: string | null, body: SettingsPatch) => ({
    source,
    configValue: config ?? none,
    onReset: () => void reset(key, body),
    resetting: resetting === key,
    error: errors[key] ? t(errors[key]!) : undefined,
  })
  const { alerts, books } = view
  const input = (key: Field, props: { className?: string; placeholder?: string; inputMode?: "numeric" | "decimal" | "email" }) => (
    <Input
      id={`notice-${key}`}
      className={props.className ?? "w-full max-w-md"}
      value={form[key]}
      placeholder={props.placeholder}
      inputMode={props.inputMode}
      onChange={(e) => setForm((current) => ({ ...current, [key]: e.target.value }))}
      data-testid={`notice-${key}`}
    />
  )

  return (
    <Container className="divide-y p-0" data-testid="notice-settings">
      <div className="px-6 py-4">
        <Heading level="h2">{t("cryptocloud.settings.notices.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("cryptocloud.settings.notices.subtitle")}
        </Text>
      </div>
      <SettingField
        label={t("cryptocloud.settings.notices.alertsTo.label")}
        htmlFor="notice-alertsTo"
        hint={t("cryptocloud.settings.notices.alertsTo.hint")}
        {...field("alertsTo", alerts.sources.to, alerts.config.to?.join(", ") || null, { alerts: { to: null } })}
      >
        {input("alertsTo", { inputMode: "email" })}
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.notices.silence.label")}
        htmlFor="notice-silence"
        hint={t("cryptocloud.settings.notices.silence.hint")}
        {...field("silence", alerts.sources.postback_silence_hours, alerts.config.postback_silence_hours?.toString() ?? "6", {
          alerts: { postback_silence_hours: null },
        })}
        // Without the option a reset goes back to the built-in 6 hours, not to a config value.
        resetTo={alerts.config.postback_silence_hours === null ? "default" : "config"}
      >
        {input("silence", { className: "w-32", inputMode: "numeric" })}
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.notices.balance.label")}
        htmlFor="notice-balance"
        hint={t("cryptocloud.settings.notices.balance.hint")}
        {...field("balance", alerts.sources.balance_above_usd, alerts.config.balance_above_usd, { alerts: { balance_above_usd: null } })}
      >
        {input("balance", { className: "w-40", inputMode: "decimal", placeholder: "5000" })}
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.notices.booksTo.label")}
        htmlFor="notice-booksTo"
        hint={t("cryptocloud.settings.notices.booksTo.hint")}
        {...field("booksTo", books.sources.to, books.config.to?.join(", ") || null, { books: { to: null } })}
      >
        {input("booksTo", { inputMode: "email" })}
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.notices.every.label")}
        hint={t("cryptocloud.settings.notices.every.hint")}
        {...field("every", books.sources.every, books.config.every ? t(EVERY_KEYS[books.config.every]) : null, {
          books: { every: null },
        })}
      >
        <Select value={form.every} onValueChange={(every) => setForm((current) => ({ ...current, every }))}>
          <Select.Trigger className="w-48" data-testid="notice-every">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {(Object.keys(EVERY_KEYS) as Array<keyof typeof EVERY_KEYS>).map((every) => (
              <Select.Item key={every} value={every}>
                {t(EVERY_KEYS[every])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </SettingField>
      <div className="flex items-center justify-end gap-x-2 px-6 py-4">
        {dirty && (
          <Button size="small" variant="secondary" onClick={() => (setForm(initial), setErrors({}))}>
            {t("cryptocloud.settings.form.discard")}
          </Button>
        )}
        <Button size="small" onClick={() => void onSave()} disabled={!dirty} isLoading={save.isPending && !resetting} data-testid="notice-save">
          {t("cryptocloud.settings.form.save")}
        </Button>
      </div>
    </Container>
  )
}
