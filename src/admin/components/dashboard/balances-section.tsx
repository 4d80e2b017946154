/**
 * Balances per currency: what the project holds, in crypto and in USD, and what can be
 * withdrawn now. The "Withdraw" button opens the withdrawal form.
 */
import { ArrowUpTray } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text, Tooltip } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { isPositiveDecimal, sumDecimals } from "../../lib/decimal"
import { useBalances } from "../../lib/queries/withdrawals"
import type { Balance } from "../../../contracts"
import type { ShopId } from "../../lib/queries/keys"
import { useFormat } from "../../lib/use-format"
import { EmptyState, ErrorState, LoadingRows } from "../states"
import { ScrollingTable } from "../table-scroller"

interface Props {
  /** The project whose balances are shown (undefined: the default one). */
  shopId: ShopId
  /** Why withdrawing is not possible right now (no key, interval), or null. */
  withdrawBlockedReason: string | null
  countdownSeconds: number
  onWithdraw: () => void
}

/** "Tether · Tron", without saying "Bitcoin · Bitcoin". */
function describe(b: Balance): string {
  const parts = [b.currency.name, b.currency.network?.fullname].filter((p): p is string => Boolean(p))
  return [...new Set(parts)].join(" · ") || b.currency.short_code
}

/** Exact USD total of a column (decimal strings, never floats). */
function sumUsd(balances: Balance[], field: "balance_usd" | "available_balance_usd"): string {
  return sumDecimals(balances.map((b) => b[field]))
}

export function BalancesSection({ shopId, withdrawBlockedReason, countdownSeconds, onWithdraw }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const { data, isPending, isError, error, refetch } = useBalances(shopId)
  const [showEmpty, setShowEmpty] = useState(false)
  const all = data?.balances ?? []
  // The service lists every currency; the empty ones are hidden unless asked for.
  const held = all.filter((b) => isPositiveDecimal(b.balance_crypto) || isPositiveDecimal(b.available_balance))
  const balances = showEmpty ? all : held
  const hiddenCount = all.length - held.length

  const button = (
    <Button size="small" variant="secondary" onClick={onWithdraw} disabled={Boolean(withdrawBlockedReason)} data-testid="open-withdrawal">
      <ArrowUpTray />
      {countdownSeconds > 0 ? t("cryptocloud.balances.withdrawCountdown", { seconds: countdownSeconds }) : t("cryptocloud.balances.withdraw")}
    </Button>
  )

  return (
    <Container className="divide-y p-0" data-testid="balances-section">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <Heading level="h2">{t("cryptocloud.balances.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle" data-testid="balances-summary">
            {data && held.length > 0
              ? t("cryptocloud.balances.summary", {
                  total: f.usd(sumUsd(held, "balance_usd")),
                  available: f.usd(sumUsd(held, "available_balance_usd")),
                })
              : t("cryptocloud.balances.subtitle")}
          </Text>
        </div>
        {withdrawBlockedReason ? (
          <Tooltip content={withdrawBlockedReason}>
            <span tabIndex={0}>{button}</span>
          </Tooltip>
        ) : (
          button
        )}
      </div>
      {isPending ? (
        <LoadingRows rows={3} testId="balances-loading" />
      ) : isError ? (
        <ErrorState error={error} title={t("cryptocloud.balances.errorTitle")} onRetry={() => void refetch()} testId="balances-error" />
      ) : balances.length === 0 ? (
        <EmptyState title={t("cryptocloud.balances.emptyTitle")} description={t("cryptocloud.balances.emptyDescription")} testId="balances-empty" />
      ) : (
        <ScrollingTable minWidth="min-w-[560px]">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("cryptocloud.balances.columns.currency")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("cryptocloud.balances.columns.balance")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("cryptocloud.balances.columns.balanceUsd")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("cryptocloud.balances.columns.available")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{t("cryptocloud.balances.columns.availableUsd")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {balances.map((b) => (
              <Table.Row key={b.currency.code} data-testid="balance-row" data-currency={b.currency.code}>
                <Table.Cell>
                  <div className="flex flex-col py-1" translate="no">
                    <Text size="small" leading="compact" weight="plus">
                      {b.currency.code}
                    </Text>
                    <Text size="xsmall" leading="compact" className="text-ui-fg-muted">
                      {describe(b)}
                    </Text>
                  </div>
                </Table.Cell>
                <Table.Cell className="text-right font-mono">{f.decimal(b.balance_crypto)}</Table.Cell>
                <Table.Cell className="text-right">{f.usd(b.balance_usd)}</Table.Cell>
                <Table.Cell className="text-right font-mono" data-testid="balance-available">
                  {f.decimal(b.available_balance)}
                </Table.Cell>
                <Table.Cell className="text-right">{f.usd(b.available_balance_usd)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollingTable>
      )}
      {data && hiddenCount > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-3">
          <Text size="small" className="text-ui-fg-muted">
            {showEmpty ? t("cryptocloud.balances.showingAll", { count: all.length }) : t("cryptocloud.balances.hidden", { count: hiddenCount })}
          </Text>
          <Button size="small" variant="transparent" onClick={() => setShowEmpty((v) => !v)} data-testid="balances-toggle-empty">
            {showEmpty ? t("cryptocloud.balances.hideEmpty") : t("cryptocloud.balances.showAll")}
          </Button>
        </div>
      )}
    </Container>
  )
}
