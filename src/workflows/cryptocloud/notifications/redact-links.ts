/**
 * Live links out of Medusa's notification records. The Notification Module keeps each
 * notification's `data` in its `notification` table, readable by any admin with `notification:read`
 * (`GET /admin/notifications`) for as long as the row lives; a pay link (the order's pay page) or a
 * refund address link (give the refund's payout address) is a credential until it expires. The
 * provider gets the whole data at send time — the e-mail carries the link — and once
 * `createNotifications` returns (sent, or failed: a failed row holds the link too) the stored copy
 * gets a marker instead of the link. A retry under the same idempotency key writes the link back
 * with its new status; the retry's own redaction takes it out again.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { CustomerEmailKind } from "../../../domain/options"

/** The `data` fields that hold a live link, per e-mail kind (the others carry none of ours). */
export const LINK_FIELDS: Partial<Record<CustomerEmailKind, readonly string[]>> = {
  refundAddress: ["url"],
  paymentRequest: ["url"],
  returnAddress: ["url"],
}

/** What the stored record holds instead of the link. */
export const REDACTED_LINK = "[link removed once sent: it works only from the customer's e-mail]"

type StoredNotification = { id: string; data?: Record<string, unknown> | null }
/** The module's generated list and update (MedusaService); the update is not on its public type. */
type NotificationRecords = {
  listNotifications(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<StoredNotification[]>
  updateNotifications(data: Array<{ id: string; data: Record<string, unknown> }>): Promise<unknown>
}

/** Replaces the link fields of the stored notifications sent under `idempotencyKey`; how many it changed. */
export async function redactStoredLinks(container: Pick<MedusaContainer, "resolve">, kind: CustomerEmailKind, idempotencyKey: string): Promise<number> {
  const fields = LINK_FIELDS[kind]
  if (!fields?.length) return 0
  const records = container.resolve(Modules.NOTIFICATION) as unknown as NotificationRecords
  const rows = await records.listNotifications({ idempotency_key: idempotencyKey }, { select: ["id", "data"] })
  const changed = rows.flatMap((row) => {
    const data = row.data ?? {}
    if (fields.every((field) => data[field] === undefined || data[field] === null || data[field] === REDACTED_LINK)) return []
    return [{ id: row.id, data: { ...data, ...Object.fromEntries(fields.map((field) => [field, REDACTED_LINK])) } }]
  })
  if (changed.length) await records.updateNotifications(changed)
  return changed.length
}
