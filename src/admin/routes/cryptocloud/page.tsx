/**
 * "Crypto payments" in the admin sidebar: what needs attention first, then balances and
 * withdrawals, refunds still owed, statistics and invoices of the CryptoCloud project, and
 * deposits on customers' static wallets; last, the postbacks received.
 */
import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CogSixTooth, CurrencyDollar } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Text } from "@medusajs/ui"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { AttentionSection } from "../../components/attention/attention-section"
import { BalancesSection } from "../../components/dashboard/balances-section"
import { DepositsSection } from "../../components/dashboard/deposits-section"
import { InvoicesSection } from "../../components/dashboard/invoices-section"
import { OpenRefundsSection } from "../../components/dashboard/open-refunds-section"
import { PostbacksSection } from "../../components/dashboard/postbacks-section"
import { ReportsSection } from "../../components/reports/reports-section"
import { presetPeriod, type PeriodState } from "../../components/dashboard/period-picker"
import { StatisticsSection } from "../../components/dashboard/statistics-section"
import { WITHDRAWAL_INTERVAL_MS, WithdrawalDrawer } from "../../components/dashboard/withdrawal-drawer"
import { WITHDRAWALS_PAGE_SIZE, WithdrawalsSection } from "../../components/dashboard/withdrawals-section"
import { useSettings } from "../../lib/queries/settings"
import { useWithdrawals } from "../../lib/queries/withdrawals"
import { useCountdown } from "../../lib/use-countdown"
import type { WithdrawalView } from "../../../contracts"

/**
 * When the last request that reached CryptoCloud (any admin, any instance: the shared log)
 * lets the next one go. Capped at 12 s from now, so a server clock ahead of this browser
 * cannot block the form for longer; a 429 corrects the rest.
 */
function nextAllowedAt(rows: WithdrawalView[] | undefined): number | null {
  const sent = (rows ?? []).map((w) => (w.sent_at ? Date.parse(w.sent_at) : NaN)).filter(Number.isFinite)
  if (sent.length === 0) return null
  return Math.min(Math.max(...sent) + WITHDRAWAL_INTERVAL_MS, Date.now() + WITHDRAWAL_INTERVAL_MS)
}

const CryptoPaymentsPage = () => {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<PeriodState>(() => presetPeriod("30d"))
  const [withdrawOpen, setWithdrawOpen] = useState(false)
  const [nextWithdrawalAt, setNextWithdrawalAt] = useState<number | null>(null)
  // The newest page of the history (shared with the history section's first page).
  const history = useWithdrawals(0, WITHDRAWALS_PAGE_SIZE)
  const fromHistory = useMemo(() => nextAllowedAt(history.data?.withdrawals), [history.data])
  const countdown = useCountdown(Math.max(nextWithdrawalAt ?? 0, fromHistory ?? 0) || null)
  const settings = useSettings()

  const disabledReason = settings.data && !settings.data.withdrawals_enabled ? t("cryptocloud.page.noWithdrawalKey") : null
  const blockedReason =
    disabledReason ??
    (settings.isPending ? t("cryptocloud.page.loadingSettings") : null) ??
    (countdown > 0 ? t("cryptocloud.page.waitInterval", { seconds: countdown }) : null)
  const official = settings.data?.base_url.includes("api.cryptocloud.plus") ?? false

  return (
    <div className="flex flex-col gap-y-3" data-testid="cryptocloud-page">
      <Container className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <div className="flex items-center gap-x-2">
            <Heading level="h1">{t("cryptocloud.page.title")}</Heading>
            {settings.data && (
              <Badge size="2xsmall" color={official ? "green" : "orange"}>
                {official ? t("cryptocloud.page.officialApi") : t("cryptocloud.page.customApi", { url: settings.data.base_url })}
              </Badge>
            )}
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            {t("cryptocloud.page.subtitle")}
          </Text>
        </div>
        <Button size="small" variant="secondary" asChild>
          <Link to="/settings/cryptocloud" data-testid="open-settings">
            <CogSixTooth />
            {t("cryptocloud.page.settings")}
          </Link>
        </Button>
      </Container>
      <AttentionSection />
      <BalancesSection
        withdrawBlockedReason={blockedReason}
        countdownSeconds={countdown}
        onWithdraw={() => setWithdrawOpen(true)}
      />
      <WithdrawalsSection disabledReason={disabledReason} countdownSeconds={countdown} />
      <OpenRefundsSection />
      <StatisticsSection period={period} onPeriodChange={setPeriod} />
      <InvoicesSection period={period} />
      <DepositsSection />
      <PostbacksSection />
      <WithdrawalDrawer
        open={withdrawOpen}
        onOpenChange={setWithdrawOpen}
        countdownSeconds={countdown}
        onWait={(ms) => setNextWithdrawalAt(Date.now() + ms)}
      />
      {/* Last: the merchant's books (a chart of what arrived per day, a preview, the CSV download). */}
      <ReportsSection />
    </div>
  )
}

/** The sidebar label is a translation key of the default namespace ("translation"). */
export const config = defineRouteConfig({
  label: "cryptocloud.nav.cryptoPayments",
  translationNs: "translation",
  icon: CurrencyDollar,
})

export default CryptoPaymentsPage
