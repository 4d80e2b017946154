/**
 * The order widget's part of the attention queue: the open items about this order, with the
 * same actions as the Crypto payments page. Nothing when none is open.
 */
import { Badge, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useAttention } from "../../lib/queries/attention"
import { AttentionActionDrawers, useAttentionActions } from "./action-drawers"
import { AttentionItemRow } from "./attention-item"

export function OrderAttention({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const actions = useAttentionActions()
  const { data } = useAttention({ status: "open", order_id: orderId, offset: 0, limit: 50 })
  const items = data?.attention_items ?? []
  if (items.length === 0) return null
  return (
    <div className="flex flex-col" data-testid="order-attention">
      <div className="flex items-center gap-x-2 px-6 pt-4">
        <Text size="small" leading="compact" weight="plus" className="text-ui-fg-subtle">
          {t("cryptocloud.attention.title")}
        </Text>
        <Badge size="2xsmall" color="red">
          {data?.count ?? items.length}
        </Badge>
      </div>
      <div className="divide-y">
        {items.map((item) => (
          <AttentionItemRow key={item.id} item={item} showOrder={false} compact onAction={actions.onAction} />
        ))}
      </div>
      <AttentionActionDrawers open={actions.open} onClose={actions.close} />
    </div>
  )
}
