/**
 * The non-secret settings, edited here and used for the next invoice (no restart). Values set
 * here win over medusa-config; "Reset" goes back to the config value. Below them, the limits on
 * customers' deposit addresses (static wallets), which have no config option: "Reset" goes back
 * to the built-in default. The form owns the state, "Save" and "Reset"; its sections
 * (invoice-settings-section.tsx, wallet-settings-section.tsx) own their fields.
 */
import { Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import type { SettingKey, SettingsResponse, StaticWalletSettingKey } from "../../../contracts"
import type { ShopId } from "../../lib/queries/keys"
import { useSaveSettings } from "../../lib/queries/settings"
import { errorMessage } from "../../lib/sdk"
import { formFromSettings, patchFromForm, validateSettingsForm, type SettingsFormErrors, type SettingsFormState } from "../../lib/settings-form"
import { useFormat } from "../../lib/use-format"
import { InvoiceSettingsSection } from "./invoice-settings-section"
import { WalletSettingsSection } from "./wallet-settings-section"

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

  const wallets = view.static_wallets
  const sectionProps = { form, errors, update: (patch: Partial<SettingsFormState>) => setForm((current) => ({ ...current, ...patch })), resetting }

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
      <InvoiceSettingsSection view={view} {...sectionProps} onReset={(key) => void reset(key)} />
      {wallets && <WalletSettingsSection wallets={wallets} {...sectionProps} onReset={(key) => void reset(key, "cryptocloud.settings.wallets.resetDone")} />}
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
