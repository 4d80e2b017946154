/**
 * What the attention action drawers share: the item's money with the action's consequence in one
 * sentence, a link for the customer to copy (its expiry and whether it was e-mailed), and the
 * footer that only closes once the action is done.
 */
import { Button, Drawer, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { attentionAmount, attentionLabel } from "../../lib/attention"
import type { AttentionItem } from "../../../contracts"
import { useFormat } from "../../lib/use-format"
import { CopyButton } from "../key-value"

/** The item (kind and money, every decimal kept) and what the action will do. */
export function ActionSummary({ item, amountLabel, consequence }: { item: AttentionItem; amountLabel: string; consequence: string }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <div className="flex flex-col gap-y-2" data-testid="attention-action-summary">
      <Text size="small" leading="compact" className="text-ui-fg-subtle">
        {attentionLabel(item.kind, t)}
      </Text>
      <div className="flex items-baseline justify-between gap-x-4">
        <Text size="small" leading="compact" className="text-ui-fg-subtle">
          {amountLabel}
        </Text>
        <Text size="small" leading="compact" weight="plus" className="font-mono" translate="no" data-testid="attention-action-amount">
          {attentionAmount(item, t, f)}
        </Text>
      </div>
      <Text size="small" className="text-ui-fg-base" data-testid="attention-action-consequence">
        {consequence}
      </Text>
    </div>
  )
}

/** A link for the customer (address page, pay link): to copy, with its expiry and whether it was e-mailed. */
export function LinkToCopy({
  title,
  url,
  expiresAt,
  emailed,
  testId,
  children,
}: {
  title: string
  url: string
  expiresAt?: string | null
  emailed?: boolean
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <div className="bg-ui-bg-subtle flex flex-col gap-y-2 rounded-md px-3 py-2" data-testid={testId}>
      <Text size="small" leading="compact" weight="plus">
        {title}
      </Text>
      {children}
      <div className="flex min-w-0 items-center gap-x-2">
        <Text size="small" leading="compact" className="min-w-0 truncate font-mono" translate="no" title={url} data-testid={`${testId}-url`}>
          {url}
        </Text>
        <CopyButton content={url} className="shrink-0" testId={`${testId}-copy`} />
      </div>
      {expiresAt && (
        <Text size="xsmall" leading="compact" className="text-ui-fg-subtle" data-testid={`${testId}-expires`}>
          {t("cryptocloud.attention.actions.link.expires", { date: f.dateTime(expiresAt) })}
        </Text>
      )}
      {emailed !== undefined && (
        <Text size="xsmall" leading="compact" className="text-ui-fg-subtle" data-testid={`${testId}-emailed`} data-emailed={String(emailed)}>
          {emailed ? t("cryptocloud.attention.actions.link.emailed") : t("cryptocloud.attention.actions.link.notEmailed")}
        </Text>
      )}
    </div>
  )
}

/** Once the action is done the drawer shows its outcome; only Close is left. */
export function CloseFooter() {
  const { t } = useTranslation()
  return (
    <Drawer.Footer>
      <Drawer.Close asChild>
        <Button size="small" variant="secondary" data-testid="attention-action-close">
          {t("cryptocloud.common.close")}
        </Button>
      </Drawer.Close>
    </Drawer.Footer>
  )
}
