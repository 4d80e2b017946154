/**
 * The money of a refund as the payout drawer shows it before anything is sent: what is owed
 * (fiat and crypto at the invoice's rate), what earlier partial payouts already sent, what is
 * still owed (the most a payout may be) and what actually arrived on the invoice (the cap of
 * all its refunds together) — so a partial or repeated payout is decided with all of it in view.
 */
import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { RefundView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"

function Fact({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <>
      <Text size="small" leading="compact" className="text-ui-fg-subtle">
        {label}
      </Text>
      <Text size="small" leading="compact" weight={strong ? "plus" : "regular"} className="text-right font-mono" data-testid={testId}>
        {value}
      </Text>
    </>
  )
}

export function PayoutFacts({ refund }: { refund: RefundView }) {
  const { t } = useTranslation()
  const f = useFormat()
  const code = refund.crypto_currency
  return (
    <div className="bg-ui-bg-subtle grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-md px-3 py-2" data-testid="payout-facts">
      <Fact label={t("cryptocloud.payout.facts.fiat")} value={f.fiat(refund.amount, refund.currency_code)} testId="payout-fiat" />
      <Fact label={t("cryptocloud.payout.facts.owed")} value={f.amount(refund.crypto_amount, code)} testId="payout-owed" />
      <Fact label={t("cryptocloud.payout.facts.paid")} value={f.amount(refund.crypto_paid, code)} testId="payout-paid" />
      <Fact label={t("cryptocloud.payout.facts.remaining")} value={f.amount(refund.crypto_remaining, code)} testId="payout-remaining" strong />
      <Fact label={t("cryptocloud.payout.facts.received")} value={f.amount(refund.crypto_received, code)} testId="payout-received" />
    </div>
  )
}
