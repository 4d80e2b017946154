/**
 * Multi-select of currencies: "every currency", or a list chosen from `codes` — the payment
 * currencies offered on the pay page (the default), or the static-wallet currencies customers
 * may create deposit addresses in.
 */
import { Button, Checkbox, Label, Switch, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { PAYMENT_CURRENCY_CODES } from "../../../lib/cryptocloud/codes"

const STABLECOINS = ["USDT", "USDC", "DAI", "USDD", "PYUSD"]

interface Props {
  all: boolean
  selected: string[]
  onChange: (next: { all: boolean; selected: string[] }) => void
  /** The codes to choose from (default: every payment currency). */
  codes?: readonly string[]
  /** Label of the "every currency" switch (default: the pay page's wording). */
  allLabel?: string
  /** Prefix of the element ids and test ids, distinct per picker on a page. */
  idPrefix?: string
}

export function CurrencyPicker({ all, selected, onChange, codes = PAYMENT_CURRENCY_CODES, allLabel, idPrefix = "currency" }: Props) {
  const { t } = useTranslation()
  const allId = idPrefix === "currency" ? "currencies-all" : `${idPrefix}-all`
  const toggle = (code: string, on: boolean) => {
    const set = new Set(selected)
    if (on) set.add(code)
    else set.delete(code)
    onChange({ all, selected: codes.filter((c) => set.has(c)) })
  }
  const choose = (codes: readonly string[]) => onChange({ all: false, selected: [...codes] })

  return (
    <div className="flex flex-col gap-y-3" data-testid={idPrefix === "currency" ? "currency-picker" : `${idPrefix}-picker`}>
      <div className="flex items-center gap-x-2">
        <Switch id={allId} checked={all} onCheckedChange={(on) => onChange({ all: on, selected })} data-testid={allId} />
        <Label htmlFor={allId} size="small">
          {allLabel ?? t("cryptocloud.settings.currencies.all")}
        </Label>
      </div>
      {!all && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Text size="small" className="text-ui-fg-subtle">
              {t("cryptocloud.settings.currencies.selected", { selected: selected.length, total: codes.length })}
            </Text>
            <Button size="small" variant="transparent" onClick={() => choose(codes)}>
              {t("cryptocloud.settings.currencies.selectAll")}
            </Button>
            <Button size="small" variant="transparent" onClick={() => choose(codes.filter((c) => STABLECOINS.includes(c.split("_")[0])))}>
              {t("cryptocloud.settings.currencies.stablecoins")}
            </Button>
            <Button size="small" variant="transparent" onClick={() => choose([])}>
              {t("cryptocloud.settings.currencies.clear")}
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 xl:grid-cols-4">
            {codes.map((code) => (
              <div key={code} className="flex items-center gap-x-2">
                <Checkbox
                  id={`${idPrefix}-${code}`}
                  checked={selected.includes(code)}
                  onCheckedChange={(on) => toggle(code, on === true)}
                  data-testid={`${idPrefix}-${code}`}
                />
                <Label htmlFor={`${idPrefix}-${code}`} size="small" className="font-mono">
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
