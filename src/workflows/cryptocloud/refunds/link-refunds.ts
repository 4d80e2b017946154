/**
 * The provider records a refund knowing only its invoice (Medusa hands it the payment data);
 * the payment and order it belongs to are filled in here, from Medusa's own records, and every
 * refund still owed becomes a `refund_owed` attention item (once).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { OPEN_REFUND_STATUSES } from "../../../domain/refunds/rules"
import { cryptocloudModule } from "../module-access"
import { syncRefundOwedItems } from "./owed-items"

/** Refund rows of a Medusa payment get its id and its order; then owed ones are raised. */
export async function linkRefundsOfPayment(container: MedusaContainer, paymentId: string): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [payment],
  } = await query.graph({
    entity: "payment",
    fields: ["id", "payment_collection_id", "refunds.id"],
    filters: { id: paymentId },
  })
  const refundIds: string[] = (payment?.refunds ?? []).map((r: { id: string } | null) => r?.id).filter(Boolean) as string[]
  if (!payment || !refundIds.length) return
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: payment.payment_collection_id },
  })
  const orderId: string | null = links[0]?.order_id ?? null
  const cryptocloud = cryptocloudModule(container)
  const rows = await cryptocloud.listRefunds({ medusa_refund_id: refundIds })
  for (const row of rows) {
    if (row.payment_id !== payment.id || (orderId && row.order_id !== orderId)) {
      await cryptocloud.updateRefunds({ id: row.id, payment_id: payment.id, ...(orderId ? { order_id: orderId } : {}) })
    }
  }
  await raiseOwedRefunds(
    container,
    rows.map((row) => row.id)
  )
}

/** `refund_owed` items for the given refunds that are still owed (created once per owing). */
export async function raiseOwedRefunds(container: MedusaContainer, refundIds: string[]): Promise<void> {
  if (!refundIds.length) return
  const rows = await cryptocloudModule(container).listRefunds({ id: refundIds, status: [...OPEN_REFUND_STATUSES] })
  await syncRefundOwedItems(container, rows)
}
