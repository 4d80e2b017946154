/**
 * "Crypto payments" in the admin sidebar: what needs attention first, then balances and
 * withdrawals, refunds still owed, statistics and invoices of the CryptoCloud project, and
 * deposits on customers' static wallets; last, the postbacks received.
 *
 * A store with several projects chooses one in the header (`?shop_id=` in the URL): the balances,
 * withdrawals, statistics, invoices, deposits and postbacks are that project's. The attention
 * queue and the refunds still owed are the whole store's (each item names its project).
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
import { ProjectSwitcher, UnknownProject } from "../../components/project-switcher"
import { withProject } from "../../lib/projects"
import { useSettings } from "../../lib/queries/settings"
import { useWithdrawals } from "../../lib/queries/withdrawals"
import { useCountdown } from "../../lib/use-countdown"
import { useProjectSelection } from "../../lib/use-project"
import type { WithdrawalView } from "../../../contracts"
import { useTextDirection } from "../../lib/text-direction"

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
  const dir = useTextDirection()
  const project = useProjectSelection()
  const shopId = project.shopId
  const [period, setPeriod] = useState<PeriodState>(() => presetPeriod("30d"))
  const [withdrawOpen, setWithdrawOpen] = useState(false)
  // The 12-second interval is of a project's withdrawal key: a wait started for one project is not another's.
  const [nextWithdrawal, setNextWithdrawal] = useState<{ shopId: string | undefined; at: number } | null>(null)
  const nextWithdrawalAt = nextWithdrawal && nextWithdrawal.shopId === shopId ? nextWithdrawal.at : null
  // The newest page of the history (shared with the history section's first page).
  const history = useWithdrawals(0, WITHDRAWALS_PAGE_SIZE, shopId)
  const fromHistory = useMemo(() => nextAllowedAt(history.data?.withdrawals), [history.data])
  const countdown = useCountdown(Math.max(nextWithdrawalAt ?? 0, fromHistory ?? 0) || null)
  const settings = useSettings(shopId)
  // Sections of one project start afresh (first page, closed drawers) when another is chosen.
  const of = (section: string) => `${section}:${shopId ?? ""}`

  const noKey = project.several ? t("cryptocloud.projects.noWithdrawalKey") : t("cryptocloud.page.noWithdrawalKey")
  const disabledReason = settings.data && !settings.data.withdrawals_enabled ? noKey : null
  const blockedReason =
    disabledReason ??
    (settings.isPending ? t("cryptocloud.page.loadingSettings") : null) ??
    (countdown > 0 ? t("cryptocloud.page.waitInterval", { seconds: countdown }) : null)
  const official = settings.data?.base_url.includes("api.cryptocloud.plus") ?? false

  return (
    <div dir={dir} className="flex flex-col gap-y-3" data-testid="cryptocloud-page" data-shop-id={shopId ?? ""}>
      <Container className="flex flex-col gap-y-3 px-6 py-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0 max-w-full">
            <div className="flex flex-wrap items-center gap-2">
              <Heading level="h1">{t("cryptocloud.page.title")}</Heading>
              {settings.data && (
                // A custom API address can be longer than a phone is wide: cut short, whole in the title.
                <Badge
                  size="2xsmall"
                  color={official ? "green" : "orange"}
                  className="min-w-0 max-w-full"
                  title={official ? undefined : settings.data.base_url}
                >
                  <span className="truncate">
                    {official ? t("cryptocloud.page.officialApi") : t("cryptocloud.page.customApi", { url: settings.data.base_url })}
                  </span>
                </Badge>
              )}
            </div>
            <Text size="small" className="text-ui-fg-subtle">
              {project.several ? t("cryptocloud.projects.pageSubtitle") : t("cryptocloud.page.subtitle")}
            </Text>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ProjectSwitcher selection={project} />
            <Button size="small" variant="secondary" asChild>
              <Link to={withProject("/settings/cryptocloud", shopId)} data-testid="open-settings">
                <CogSixTooth />
                {t("cryptocloud.page.settings")}
              </Link>
            </Button>
          </div>
        </div>
        <UnknownProject selection={project} />
      </Container>
      <AttentionSection />
      <BalancesSection
        key={of("balances")}
        shopId={shopId}
        withdrawBlockedReason={blockedReason}
        countdownSeconds={countdown}
        onWithdraw={() => setWithdrawOpen(true)}
      />
      <WithdrawalsSection key={of("withdrawals")} shopId={shopId} disabledReason={disabledReason} countdownSeconds={countdown} />
      <OpenRefundsSection />
      <StatisticsSection shopId={shopId} period={period} onPeriodChange={setPeriod} />
      <InvoicesSection key={of("invoices")} shopId={shopId} period={period} />
      <DepositsSection key={of("deposits")} shopId={shopId} />
      <PostbacksSection key={of("postbacks")} shopId={shopId} />
      <WithdrawalDrawer
        key={of("withdrawal-drawer")}
        shopId={shopId}
        open={withdrawOpen}
        onOpenChange={setWithdrawOpen}
        countdownSeconds={countdown}
        onWait={(ms) => setNextWithdrawal({ shopId, at: Date.now() + ms })}
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
