/**
 * Balances per currency: what the project holds, in crypto and in USD, and what can be
 * withdrawn now. The "Withdraw" button opens the withdrawal form.
 */
import { ArrowUpTray } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text, Tooltip } from "@medusajs/ui"
import { useState } from "react"
import { formatDecimal, formatUsd, isPositiveDecimal } from "../../lib/format"
import { useBalances } from "../../lib/queries"
import type { Balance } from "../../lib/types"
import { EmptyState, ErrorState, LoadingRows } from "../states"

interface Props {
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

function sumUsd(balances: Balance[], field: "balance_usd" | "available_balance_usd"): number {
  return balances.reduce((total, b) => total + (Number(b[field]) || 0), 0)
}

export function BalancesSection({ withdrawBlockedReason, countdownSeconds, onWithdraw }: Props) {
  const { data, isPending, isError, error, refetch } = useBalances()
  const [showEmpty, setShowEmpty] = useState(false)
  const all = data?.balances ?? []
  // The service lists every currency; the empty ones are hidden unless asked for.
  const held = all.filter((b) => isPositiveDecimal(b.balance_crypto) || isPositiveDecimal(b.available_balance))
  const balances = showEmpty ? all : held
  const hiddenCount = all.length - held.length

  const button = (
    <Button
      size="small"
      variant="secondary"
      onClick={onWithdraw}
      disabled={Boolean(withdrawBlockedReason)}
      data-testid="open-withdrawal"
    >
      <ArrowUpTray />
      {countdownSeconds > 0 ? `Withdraw (${countdownSeconds} s)` : "Withdraw"}
    </Button>
  )

  return (
    <Container className="divide-y p-0" data-testid="balances-section">
      <div className="flex items-center justify-between gap-x-4 px-6 py-4">
        <div>
          <Heading level="h2">Balances</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {data && held.length > 0
              ? `${formatUsd(sumUsd(held, "balance_usd"))} in total, ${formatUsd(sumUsd(held, "available_balance_usd"))} available to withdraw`
              : "Funds held by your CryptoCloud project, per currency"}
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
        <ErrorState error={error} title="Could not read the balances" onRetry={() => refetch()} testId="balances-error" />
      ) : balances.length === 0 ? (
        <EmptyState
          title="No balances yet"
          description="Balances appear here once your project has received a payment."
          testId="balances-empty"
        />
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Currency</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Balance</Table.HeaderCell>
              <Table.HeaderCell className="text-right">In USD</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Available</Table.HeaderCell>
              <Table.HeaderCell className="text-right">Available in USD</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {balances.map((b) => (
              <Table.Row key={b.currency.code} data-testid="balance-row" data-currency={b.currency.code}>
                <Table.Cell>
                  <div className="flex flex-col py-1">
                    <Text size="small" leading="compact" weight="plus">
                      {b.currency.code}
                    </Text>
                    <Text size="xsmall" leading="compact" className="text-ui-fg-muted">
                      {describe(b)}
                    </Text>
                  </div>
                </Table.Cell>
                <Table.Cell className="text-right font-mono">{formatDecimal(b.balance_crypto)}</Table.Cell>
                <Table.Cell className="text-right">{formatUsd(b.balance_usd)}</Table.Cell>
                <Table.Cell className="text-right font-mono" data-testid="balance-available">
                  {formatDecimal(b.available_balance)}
                </Table.Cell>
                <Table.Cell className="text-right">{formatUsd(b.available_balance_usd)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {data && hiddenCount > 0 && (
        <div className="flex items-center justify-between px-6 py-3">
          <Text size="small" className="text-ui-fg-muted">
            {showEmpty ? `Showing all ${all.length} currencies` : `${hiddenCount} currencies with a zero balance are hidden`}
          </Text>
          <Button size="small" variant="transparent" onClick={() => setShowEmpty((v) => !v)} data-testid="balances-toggle-empty">
            {showEmpty ? "Hide empty" : "Show all"}
          </Button>
        </div>
      )}
    </Container>
  )
}
