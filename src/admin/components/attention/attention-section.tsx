/**
 * "Needs attention", at the top of the Crypto payments page: money the merchant has to look at
 * (payments without an order, partial or late payments, overpayments, withdrawals whose answer
 * was lost, refunds to pay out), each with what to do and its actions (return the money, accept
 * what arrived, ask for the rest, resolve with a note);
 * the resolved history says who resolved what, when, and why.
 */
import { Badge, Container, Heading, Tabs, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useAttention } from "../../lib/queries/attention"
import { useOrderNumbers } from "../../lib/queries/medusa-records"
import { TablePager } from "../section-list"
import { EmptyState, ErrorState, LoadingRows } from "../states"
import { AttentionActionDrawers, useAttentionActions } from "./action-drawers"
import { AttentionItemRow } from "./attention-item"

const PAGE_SIZE = 10
type View = "open" | "resolved"

export function AttentionSection() {
  const { t } = useTranslation()
  const [view, setView] = useState<View>("open")
  const [page, setPage] = useState(0)
  const actions = useAttentionActions()
  const list = useAttention({ status: view, offset: page * PAGE_SIZE, limit: PAGE_SIZE })
  // The open count for the badge, whichever list is shown (the first open page is shared).
  const open = useAttention({ status: "open", offset: 0, limit: PAGE_SIZE })
  const openCount = open.data?.open_count ?? list.data?.open_count
  const items = list.data?.attention_items ?? []
  const numbers = useOrderNumbers(items.map((i) => i.order_id))
  const count = list.data?.count ?? 0

  const choose = (next: string) => {
    setView(next === "resolved" ? "resolved" : "open")
    setPage(0)
  }

  return (
    <Container className="divide-y p-0" data-testid="attention-section">
      <div className="flex flex-wrap items-center justify-between gap-4 px-6 py-4">
        <div>
          <div className="flex items-center gap-x-2">
            <Heading level="h2">{t("cryptocloud.attention.title")}</Heading>
            {openCount !== undefined && (
              <Badge size="2xsmall" color={openCount > 0 ? "red" : "green"} data-testid="attention-open-count" data-count={openCount}>
                {openCount}
              </Badge>
            )}
          </div>
          <Text size="small" className="text-ui-fg-subtle">
            {t("cryptocloud.attention.subtitle")}
          </Text>
        </div>
        <Tabs value={view} onValueChange={choose}>
          <Tabs.List>
            <Tabs.Trigger value="open" data-testid="attention-tab-open">
              {t("cryptocloud.attention.tabs.open")}
            </Tabs.Trigger>
            <Tabs.Trigger value="resolved" data-testid="attention-tab-resolved">
              {t("cryptocloud.attention.tabs.resolved")}
            </Tabs.Trigger>
          </Tabs.List>
        </Tabs>
      </div>
      {list.isPending ? (
        <LoadingRows rows={2} testId="attention-loading" />
      ) : list.isError ? (
        <ErrorState error={list.error} title={t("cryptocloud.attention.errorTitle")} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        view === "open" ? (
          <EmptyState title={t("cryptocloud.attention.emptyTitle")} description={t("cryptocloud.attention.emptyDescription")} testId="attention-empty" />
        ) : (
          <EmptyState title={t("cryptocloud.attention.resolvedEmptyTitle")} testId="attention-resolved-empty" />
        )
      ) : (
        <>
          <div
            className={list.isPlaceholderData ? "divide-y opacity-60" : "divide-y"}
            data-testid={view === "open" ? "attention-open-list" : "attention-resolved-list"}
          >
            {items.map((item) => (
              <AttentionItemRow key={item.id} item={item} orderNumbers={numbers.data} onAction={actions.onAction} />
            ))}
          </div>
          {count > PAGE_SIZE && <TablePager count={count} pageSize={PAGE_SIZE} page={page} onPageChange={setPage} />}
        </>
      )}
      <AttentionActionDrawers open={actions.open} onClose={actions.close} />
    </Container>
  )
}
