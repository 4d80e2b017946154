/**
 * The payout drawer's "Pay in" select: the refund's own coin (default), or another coin of the
 * project's balance that holds enough at the balance's rate (CryptoCloud's autoconversion keeps
 * USDT, not the coin the customer paid). Another coin shows what would be sent and at what rate;
 * the server converts and checks again (lib/payout-coins.ts states the rule).
 */
import { Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { PayoutCoin } from "../../lib/payout-coins"
import { useFormat } from "../../lib/use-format"
import { FormField } from "../form-field"

export function PayoutCoinSelect({ coins, value, own, onChange }: { coins: PayoutCoin[]; value: string; own: string; onChange: (code: string) => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  const chosen = coins.find((c) => c.code === value)
  const hint = () => {
    if (value === own || !chosen) return t("cryptocloud.payout.coin.ownHint")
    if (chosen.short) return t("cryptocloud.payout.coin.shortHint", { code: value })
    if (!chosen.estimate || !chosen.rate) return t("cryptocloud.payout.coin.invoiceRateHint", { code: value, own })
    return t("cryptocloud.payout.coin.convertedHint", {
      amount: f.amount(chosen.estimate, value),
      rate: f.amount(chosen.rate, value),
      own,
    })
  }
  return (
    <FormField id="payout-coin" label={t("cryptocloud.payout.coin.label")} hint={hint()}>
      <Select size="small" value={value} onValueChange={onChange}>
        <Select.Trigger id="payout-coin" data-testid="payout-coin" aria-label={t("cryptocloud.payout.coin.label")}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {coins.map((coin) => (
            <Select.Item key={coin.code} value={coin.code} data-testid="payout-coin-option" data-code={coin.code}>
              <span translate="no">{coin.code}</span>
              {coin.code === own ? ` — ${t("cryptocloud.payout.coin.own")}` : ""}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </FormField>
  )
}
