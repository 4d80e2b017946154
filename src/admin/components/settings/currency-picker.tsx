/**
 * Multi-select of the payment currencies offered on the pay page: "every currency", or a list
 * chosen from the codes CryptoCloud accepts.
 */
import { Button, Checkbox, Label, Switch, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { PAYMENT_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"

const STABLECOINS = ["USDT", "USDC", "DAI", "USDD", "PYUSD"]

interface Props {
  all: boolean
  selected: string[]
  onChange: (next: { all: boolean; selected: string[] }) => void
}

export function CurrencyPicker({ all, selected, onChange }: Props) {
  const { t } = useTranslation()
  const toggle = (code: string, on: boolean) => {
    const set = new Set(selected)
    if (on) set.add(code)
    else set.delete(code)
    onChange({ all, selected: PAYMENT_CURRENCY_CODES.filter((c) => set.has(c)) })
  }
  const choose = (codes: readonly string[]) => onChange({ all: false, selected: [...codes] })

  return (
    <div className="flex flex-col gap-y-3" data-testid="currency-picker">
      <div className="flex items-center gap-x-2">
        <Switch
          id="currencies-all"
          checked={all}
          onCheckedChange={(on) => onChange({ all: on, selected })}
          data-testid="currencies-all"
        />
        <Label htmlFor="currencies-all" size="small">
          {t("cryptocloud.settings.currencies.all")}
        </Label>
      </div>
      {!all && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Text size="small" className="text-ui-fg-subtle">
              {t("cryptocloud.settings.currencies.selected", { selected: selected.length, total: PAYMENT_CURRENCY_CODES.length })}
            </Text>
            <Button size="small" variant="transparent" onClick={() => choose(PAYMENT_CURRENCY_CODES)}>
              {t("cryptocloud.settings.currencies.selectAll")}
            </Button>
            <Button
              size="small"
              variant="transparent"
              onClick={() => choose(PAYMENT_CURRENCY_CODES.filter((c) => STABLECOINS.includes(c.split("_")[0])))}
            >
              {t("cryptocloud.settings.currencies.stablecoins")}
            </Button>
            <Button size="small" variant="transparent" onClick={() => choose([])}>
              {t("cryptocloud.settings.currencies.clear")}
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 xl:grid-cols-4">
            {PAYMENT_CURRENCY_CODES.map((code) => (
              <div key={code} className="flex items-center gap-x-2">
                <Checkbox
                  id={`currency-${code}`}
                  checked={selected.includes(code)}
                  onCheckedChange={(on) => toggle(code, on === true)}
                  data-testid={`currency-${code}`}
                />
                <Label htmlFor={`currency-${code}`} size="small" className="font-mono">
                  {code}
                </Label>
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
