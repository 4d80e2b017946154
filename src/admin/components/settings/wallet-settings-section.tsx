/**
 * The limits on customers' deposit addresses (static wallets). They have no config option:
 * "Reset" goes back to the built-in default, which each field shows.
 */
import { Heading, Input, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { STATIC_WALLET_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"
import type { SettingsResponse, StaticWalletSettingKey, StaticWalletSettingsValues } from "../../../contracts"
import { useFormat, type Formatters, type Translate } from "../../lib/use-format"
import { CurrencyPicker } from "./currency-picker"
import { say, type SectionProps } from "./section-props"
import { SettingField } from "./setting-field"

/** A wallet setting's default in words. */
function describeWallet(key: StaticWalletSettingKey, values: StaticWalletSettingsValues, t: Translate, f: Formatters): string {
  const v = values[key]
  if (v === null) return t("cryptocloud.settings.describe.everyCurrency")
  return Array.isArray(v) ? v.join(", ") : f.number(v)
}

export function WalletSettingsSection({
  wallets,
  form,
  errors,
  update,
  onReset,
  resetting,
}: SectionProps<StaticWalletSettingKey> & { wallets: SettingsResponse["static_wallets"] }) {
  const { t } = useTranslation()
  const f = useFormat()
  const walletField = (key: StaticWalletSettingKey) => ({
    source: wallets.sources[key],
    configValue: describeWallet(key, wallets.defaults, t, f),
    onReset: () => onReset(key),
    resetting: resetting === key,
    resetTo: "default" as const,
  })
  return (
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
        error={say(t, errors.walletCurrencies)}
        testId="field-wallet-currencies"
        hint={t("cryptocloud.settings.wallets.currencies.hint")}
      >
        <CurrencyPicker
          codes={STATIC_WALLET_CURRENCY_CODES}
          idPrefix="wallet-currency"
          allLabel={t("cryptocloud.settings.wallets.currencies.all")}
          all={form.allWalletCurrencies}
          selected={form.walletCurrencies}
          onChange={({ all, selected }) => update({ allWalletCurrencies: all, walletCurrencies: selected })}
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.wallets.cap.label")}
        htmlFor="wallet-cap"
        {...walletField("static_wallet_customer_cap")}
        error={say(t, errors.walletCap)}
        testId="field-wallet-cap"
        hint={t("cryptocloud.settings.wallets.cap.hint")}
      >
        <Input
          id="wallet-cap"
          className="w-32"
          inputMode="numeric"
          value={form.walletCap}
          onChange={(e) => update({ walletCap: e.target.value })}
          data-testid="wallet-cap"
        />
      </SettingField>
      <SettingField
        label={t("cryptocloud.settings.wallets.budget.label")}
        htmlFor="wallet-budget"
        {...walletField("static_wallet_hourly_budget")}
        error={say(t, errors.walletBudget)}
        testId="field-wallet-budget"
        hint={t("cryptocloud.settings.wallets.budget.hint")}
      >
        <Input
          id="wallet-budget"
          className="w-32"
          inputMode="numeric"
          value={form.walletBudget}
          onChange={(e) => update({ walletBudget: e.target.value })}
          data-testid="wallet-budget"
        />
      </SettingField>
    </>
  )
}
