/**
 * Backstop of the reconciliation pass: every refund still owed has its `refund_owed` item, also
 * when Medusa made the refund without announcing it (an order cancellation's refunds); and an
 * open item of a refund no longer owed is resolved — the subscriber that raises items reads the
 * refund a moment before it writes, so a payout in between could leave an item behind.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { OPEN_REFUND_STATUSES } from "../../../domain/refunds/rules"
import { cryptocloudModule } from "../module-access"
import { syncRefundOwedItems } from "../refunds/owed-items"

const MAX_REFUNDS_PER_PASS = 500

export const raiseOwedRefundsStep = createStep("cryptocloud-raise-owed-refunds", async (_: void, { container }) => {
  const cryptocloud = cryptocloudModule(container)
  const [open, items] = await Promise.all([
    // Returns of attention items (attention_item_id set) are no refunds owed: their item tells them.
    cryptocloud.listRefunds({ status: [...OPEN_REFUND_STATUSES], attention_item_id: null }, { select: ["id"], take: MAX_REFUNDS_PER_PASS }),
    cryptocloud.listAttentionItems({ kind: "refund_owed", status: "open" }, { select: ["refund_id"], take: MAX_REFUNDS_PER_PASS }),
  ])
  const ids = [...new Set([...open.map((row) => row.id), ...items.map((item) => item.refund_id).filter((id): id is string => !!id)])]
  if (ids.length) await syncRefundOwedItems(container, await cryptocloud.listRefunds({ id: ids }))
  return new StepResponse(ids.length)
})
