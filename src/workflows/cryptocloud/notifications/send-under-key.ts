/**
 * One notification under an idempotency key that may be tried again (a staff alert or the books
 * taken over after a failure or a stopped instance): what Medusa recorded under the key decides —
 * `success`: it went, nothing is sent (`already_sent`); `failure` or `pending` (a process that
 * stopped mid-send): that record is soft-deleted and the notification sent anew under the same key
 * (Medusa's own retry of a failed key sends, then fails to record it: 2.21.2). The plugin's claim
 * (an outbox or claim row) is what keeps two instances from both getting here; this is the resume.
 * Throws when the provider does.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

type NotificationRecord = { id: string; status?: string | null }
/** The module's generated list and soft delete (MedusaService); the delete is not on its public type. */
type NotificationRecords = {
  listNotifications(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<NotificationRecord[]>
  softDeleteNotifications(ids: string[]): Promise<unknown>
  createNotifications(data: Record<string, unknown>): Promise<NotificationRecord | undefined>
}

export async function sendUnderKey(
  container: Pick<MedusaContainer, "resolve">,
  notification: Record<string, unknown> & { idempotency_key: string }
): Promise<"sent" | "already_sent"> {
  const notifications = container.resolve(Modules.NOTIFICATION) as unknown as NotificationRecords
  const key = notification.idempotency_key
  const earlier = await notifications.listNotifications({ idempotency_key: key }, { select: ["id", "status"] })
  if (earlier.some((row) => row.status === "success")) return "already_sent"
  if (earlier.length) await notifications.softDeleteNotifications(earlier.map((row) => row.id))
  const created = await notifications.createNotifications(notification)
  if (!created) throw new Error(`another send holds the idempotency key ${key}`)
  return "sent"
}
