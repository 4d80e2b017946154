/**
 * Backstop of the reconciliation pass: every refund still owed has its `refund_owed` item, also
 * when Medusa made the refund without announcing it (an order cancellation's refunds).
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { OPEN_REFUND_STATUSES } from "../../../domain/refunds/rules"
import { cryptocloudModule } from "../module-access"
import { raiseOwedRefunds } from "../refunds/link-refunds"

export const raiseOwedRefundsStep = createStep("cryptocloud-raise-owed-refunds", async (_: void, { container }) => {
  const open = await cryptocloudModule(container).listRefunds({ status: [...OPEN_REFUND_STATUSES] }, { select: ["id"], take: 500 })
  await raiseOwedRefunds(container, open.map((row) => row.id))
  return new StepResponse(open.length)
})
