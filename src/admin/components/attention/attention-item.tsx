/**
 * One attention item: its kind, amount, what happened and what to do (in the admin language),
 * the invoice and order it is about, when it was found; open items offer a button for each action
 * the server lists (return, accept, ask for the rest, resolve) and no other; resolved ones say how
 * they were settled (with the withdrawal or order that settled them), who resolved them, when, and
 * the note. In a store with several CryptoCloud projects,
 * which project the item's money is in.
 */
import { Badge, Button, StatusBadge, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { attentionAmount, attentionColor, attentionLabel, attentionTexts } from "../../lib/attention"
import { attentionButtonLabel, attentionButtons, resolutionText } from "../../lib/attention-actions"
import type { AttentionAction, AttentionItem } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { useProjectLabel } from "../../lib/use-project"
import { CopyableValue } from "../key-value"
import { AdminUserName, OrderLink } from "../links"

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-x-1">
      <Text size="xsmall" leading="compact" className="text-ui-fg-muted shrink-0">
        {label}
      </Text>
      {children}
    </div>
  )
}

interface Props {
  item: AttentionItem
  /** Link the order (the page lists every order's items; the order widget does not). */
  showOrder?: boolean
  orderNumbers?: Record<string, number>
  onAction?: (item: AttentionItem, action: AttentionAction) => void
  /** Narrow places (the order widget): the buttons under the text. */
  compact?: boolean
}

export function AttentionItemRow({ item, showOrder = true, orderNumbers, onAction, compact = false }: Props) {
  const { t } = useTranslation()
  const f = useFormat()
  const { what, todo } = attentionTexts(item, t, f)
  const resolved = item.status === "resolved"
  const project = useProjectLabel(item.shop_id, item.project_name)
  const buttons = onAction ? attentionButtons(item) : []
  const settled = resolutionText(item, t)
  return (
    <div
      className={compact ? "flex flex-col items-start gap-3 px-6 py-4" : "flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-start sm:justify-between"}
      data-testid={resolved ? "attention-resolved-item" : "attention-item"}
      data-kind={item.kind}
      data-id={item.id}
      data-withdrawal-id={item.withdrawal_id ?? undefined}
      data-order-id={item.order_id ?? undefined}
      data-invoice={item.invoice_uuid ?? undefined}
      data-shop-id={item.shop_id ?? undefined}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-y-2 self-stretch">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge color={attentionColor(item.kind)} className="whitespace-nowrap" data-testid="attention-kind">
            {attentionLabel(item.kind, t)}
          </StatusBadge>
          <Text size="small" leading="compact" weight="plus" className="font-mono whitespace-nowrap" data-testid="attention-amount">
            {attentionAmount(item, t, f)}
          </Text>
          {item.test_mode && (
            <Badge size="2xsmall" color="orange" className="whitespace-nowrap" data-testid="attention-test-mode">
              {t("cryptocloud.common.testMode")}
            </Badge>
          )}
        </div>
        <Text size="small" className="text-ui-fg-base" data-testid="attention-what">
          {what}
        </Text>
        {!resolved && (
          <Text size="small" className="text-ui-fg-subtle" data-testid="attention-todo">
            {todo}
          </Text>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {item.invoice_uuid && (
            <Fact label={t("cryptocloud.attention.invoice")}>
              <CopyableValue value={item.invoice_uuid} head={12} tail={4} />
            </Fact>
          )}
          {project && (
            <Fact label={t("cryptocloud.projects.label")}>
              <Text size="xsmall" leading="compact" className="text-ui-fg-subtle whitespace-nowrap" translate="no" data-testid="attention-project">
                {project}
              </Text>
            </Fact>
          )}
          {showOrder && item.order_id && (
            <Fact label={t("cryptocloud.attention.order")}>
              <OrderLink id={item.order_id} numbers={orderNumbers} />
            </Fact>
          )}
          {item.withdrawal_id && (
            <Fact label={t("cryptocloud.attention.withdrawal")}>
              <CopyableValue value={item.withdrawal_id} head={10} tail={4} />
            </Fact>
          )}
          <Fact label={t("cryptocloud.attention.detected")}>
            <Text size="xsmall" leading="compact" className="text-ui-fg-subtle whitespace-nowrap">
              {f.dateTime(item.detected_at)}
            </Text>
          </Fact>
        </div>
        {resolved && (
          <div className="bg-ui-bg-subtle flex flex-col gap-y-1 rounded-md px-3 py-2" data-testid="attention-resolution">
            {settled && (
              <div className="flex flex-wrap items-center gap-x-2" data-testid="attention-settled" data-resolution={item.resolution ?? "noted"}>
                <Text size="small" leading="compact" weight="plus">
                  {settled}
                </Text>
                {item.resolution === "returned" && item.withdrawal_id && <CopyableValue value={item.withdrawal_id} head={10} tail={4} />}
                {(item.resolution === "accepted" || item.resolution === "rest_paid") && item.order_id && (
                  <OrderLink id={item.order_id} numbers={orderNumbers} />
                )}
              </div>
            )}
            <Text size="small" leading="compact" className="text-ui-fg-subtle">
              {t("cryptocloud.attention.resolvedOnBy", { date: f.dateTime(item.resolved_at) })}{" "}
              {item.resolved_by ? <AdminUserName id={item.resolved_by} /> : "–"}
            </Text>
            {item.note && (
              <Text size="small" className="whitespace-pre-wrap text-ui-fg-base" translate="no" data-testid="attention-note">
                {item.note}
              </Text>
            )}
          </div>
        )}
      </div>
      {buttons.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-2" data-testid="attention-actions">
          {buttons.map((action) => (
            <Button
              key={action}
              size="small"
              variant="secondary"
              onClick={() => onAction?.(item, action)}
              data-testid={action === "resolve" ? "attention-resolve" : `attention-action-${action}`}
              data-action={action}
            >
              {attentionButtonLabel(action, t)}
            </Button>
          ))}
        </div>
      )}
    </div>
  )
}
