/**
 * The withdrawal log (every request an admin made, refused ones included), newest first, and
 * the state of the 12-second interval. A withdrawal whose answer was lost (`unknown`), or a
 * `pending` one whose process stopped before any answer came, says so and asks the admin,
 * after checking the CryptoCloud dashboard, whether it was sent: until then it blocks an
 * identical request.
 */
import { Alert, Badge, Button, Container, StatusBadge, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { shorten } from "../../lib/format"
import type { ShopId } from "../../lib/queries/keys"
import { useResolveWithdrawal, useWithdrawals } from "../../lib/queries/withdrawals"
import { errorMessage } from "../../lib/sdk"
import type { WithdrawalResolution, WithdrawalView } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { canResolveWithdrawal, keptAnswer, withdrawalDetails, withdrawalStatusColor, withdrawalStatusLabel } from "../../lib/withdrawals"
import { CopyableValue } from "../key-value"
import { AdminUserName } from "../links"
import { PagedTable, SectionHeader, usePaging } from "../section-list"

/** The admin's two answers to "was it sent?", as buttons. */
const ANSWERS: ReadonlyArray<{ outcome: WithdrawalResolution; label: string; testId: string }> = [
  { outcome: "sent", label: "cryptocloud.withdrawals.resolve.sent", testId: "withdrawal-resolve-sent" },
  { outcome: "not_sent", label: "cryptocloud.withdrawals.resolve.notSent", testId: "withdrawal-resolve-not-sent" },
]

/** The details of an `unknown` (or left-behind `pending`) withdrawal: what is known, and the two answers (or the one given). */
function UnknownOutcome({ w, shopId }: { w: WithdrawalView; shopId: ShopId }) {
  const { t } = useTranslation()
  const f = useFormat()
  const prompt = usePrompt()
  const resolve = useResolveWithdrawal(shopId)
  const kept = keptAnswer(w)

  const answer = async (outcome: WithdrawalResolution) => {
    const values = { amount: f.amount(w.amount, w.currency_code), address: shorten(w.to_address) }
    const confirmed = await prompt({
      title: outcome === "sent" ? t("cryptocloud.withdrawals.resolve.sentTitle") : t("cryptocloud.withdrawals.resolve.notSentTitle"),
      description:
        outcome === "sent" ? t("cryptocloud.withdrawals.resolve.sentDescription", values) : t("cryptocloud.withdrawals.resolve.notSentDescription", values),
      confirmText: outcome === "sent" ? t("cryptocloud.withdrawals.resolve.sent") : t("cryptocloud.withdrawals.resolve.notSent"),
      cancelText: t("cryptocloud.common.cancel"),
      variant: "confirmation",
    })
    if (!confirmed) return
    try {
      await resolve.mutateAsync({ id: w.id, outcome })
      toast.success(t("cryptocloud.withdrawals.resolve.done"), {
        description: outcome === "sent" ? t("cryptocloud.withdrawals.resolve.sent") : t("cryptocloud.withdrawals.resolve.notSent"),
      })
    } catch (error) {
      toast.error(t("cryptocloud.withdrawals.resolve.failed"), { description: errorMessage(error, t) })
    }
  }

  if (w.resolution) {
    return (
      <Text size="small" leading="compact" className="text-ui-fg-subtle whitespace-normal py-2" data-testid="withdrawal-resolution">
        {w.resolution === "sent"
          ? t("cryptocloud.withdrawals.resolve.resolvedSent", { date: f.dateTime(w.resolved_at) })
          : t("cryptocloud.withdrawals.resolve.resolvedNotSent", { date: f.dateTime(w.resolved_at) })}
        {w.resolved_by && (
          <>
            {" "}
            {t("cryptocloud.withdrawals.resolve.by")} <AdminUserName id={w.resolved_by} />
          </>
        )}
      </Text>
    )
  }
  return (
    <div className="flex flex-col gap-y-2 py-2" data-testid="withdrawal-unknown">
      <Text size="small" leading="compact" weight="plus" className="text-ui-fg-base whitespace-normal">
        {w.status === "pending" ? t("cryptocloud.withdrawals.details.stalePending") : t("cryptocloud.withdrawals.details.unknown")}
      </Text>
      {kept && (
        <Text size="xsmall" leading="compact" className="text-ui-fg-muted whitespace-normal">
          {t("cryptocloud.withdrawals.details.keptAnswer")}{" "}
          <span translate="no" className="font-mono">
            {kept}
          </span>
        </Text>
      )}
      <div className="flex flex-wrap gap-2">
        {ANSWERS.map(({ outcome, label, testId }) => (
          <Button key={outcome} size="small" variant="secondary" disabled={resolve.isPending} onClick={() => void answer(outcome)} data-testid={testId}>
            {t(label)}
          </Button>
        ))}
      </div>
    </div>
  )
}

export const WITHDRAWALS_PAGE_SIZE = 10
const PAGE_SIZE = WITHDRAWALS_PAGE_SIZE

interface Props {
  /** The project whose withdrawals are listed. */
  shopId: ShopId
  /** Why withdrawals cannot be made at all (no withdrawal key), or null. */
  disabledReason: string | null
  countdownSeconds: number
}

export function WithdrawalsSection({ shopId, disabledReason, countdownSeconds }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const paging = usePaging(PAGE_SIZE)
  const query = useWithdrawals(paging.offset, paging.limit, shopId)
  const rows = query.data?.withdrawals ?? []

  return (
    <Container className="divide-y p-0" data-testid="withdrawals-section">
      <SectionHeader title={t("cryptocloud.withdrawals.title")} subtitle={t("cryptocloud.withdrawals.subtitle")}>
        {countdownSeconds > 0 && (
          <Badge size="small" color="orange" data-testid="withdrawal-countdown-badge">
            {t("cryptocloud.withdrawals.nextIn", { seconds: countdownSeconds })}
          </Badge>
        )}
      </SectionHeader>
      {disabledReason && (
        <div className="px-6 py-4">
          <Alert variant="warning" data-testid="withdrawals-disabled">
            {disabledReason}
          </Alert>
        </div>
      )}
      <PagedTable
        query={query}
        paging={paging}
        dimStale={false}
        empty={rows.length === 0}
        testId="withdrawals"
        minWidth="min-w-[760px]"
        errorTitle={t("cryptocloud.withdrawals.errorTitle")}
        emptyTitle={t("cryptocloud.withdrawals.emptyTitle")}
        emptyDescription={t("cryptocloud.withdrawals.emptyDescription")}
      >
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("cryptocloud.withdrawals.columns.date")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.withdrawals.columns.amount")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.withdrawals.columns.toAddress")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.withdrawals.columns.status")}</Table.HeaderCell>
            <Table.HeaderCell>{t("cryptocloud.withdrawals.columns.details")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((w) => (
            <Table.Row key={w.id} data-testid="withdrawal-row" data-status={w.status} data-resolution={w.resolution ?? undefined} data-id={w.id}>
              <Table.Cell className="whitespace-nowrap">{f.dateTime(w.created_at)}</Table.Cell>
              <Table.Cell className="whitespace-nowrap font-mono">{f.amount(w.amount, w.currency_code)}</Table.Cell>
              <Table.Cell>
                <CopyableValue value={w.to_address} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge color={withdrawalStatusColor(w)} className="whitespace-nowrap">
                  {withdrawalStatusLabel(w, t)}
                </StatusBadge>
              </Table.Cell>
              <Table.Cell className="max-w-[360px]">
                {w.status === "unknown" || (w.status === "pending" && (w.resolution || canResolveWithdrawal(w))) ? (
                  <UnknownOutcome w={w} shopId={shopId} />
                ) : (
                  <Text size="small" leading="compact" className="text-ui-fg-subtle whitespace-normal py-2">
                    {withdrawalDetails(w, t, f.decimal)}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </PagedTable>
    </Container>
  )
}
