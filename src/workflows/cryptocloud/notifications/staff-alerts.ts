/**
 * Staff alerts (domain/notices/staff-alerts.ts): written to the plugin's outbox once per cause and
 * recipient, then sent through Medusa's Notification Module — e-mail to `alerts.to` (where an
 * `email` provider is configured) and the admin's notification panel (channel `feed`, where a feed
 * provider is: Medusa's default config has one). A recipient's waiting alerts go out a few
 * seconds after the last joined them, one alone, several as one digest.
 *
 * The outbox row is the claim (Medusa's own idempotency-key check is an unlocked read then insert);
 * the idempotency key is still passed, so a send resumed after a crash is not stored twice.
 * A timer on the instance that wrote the row sends it; the minute job (jobs/cryptocloud-staff-
 * alerts.ts) sends what a stopped instance left, so nothing waits longer than a minute or so.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import {
  ALERT_QUIET_MS,
  attentionAlert,
  digestOf,
  FEED_RECIPIENT,
  STAFF_ALERT_TEMPLATE,
  type AlertableItem,
  type StaffAlert,
} from "../../../domain/notices/staff-alerts"
import type { AlertRecipient, TakenBatch } from "../../../modules/cryptocloud/staff-alert-outbox"
import { cryptocloudModule } from "../module-access"
import { adminPageUrl } from "./admin-page-url"
import { hasNotificationChannel } from "./send-email"
import { sendUnderKey } from "./send-under-key"

type Container = Pick<MedusaContainer, "resolve">

/** Where an alert goes for a project: its staff addresses (with an e-mail provider) and the admin's feed. */
async function recipientsOf(container: Container, shopId: string): Promise<AlertRecipient[]> {
  const recipients: AlertRecipient[] = []
  const cryptocloud = cryptocloudModule(container)
  // A project the options no longer list (retired) has no addresses of its own: the feed still shows it.
  if (hasNotificationChannel(container, "email") && cryptocloud.projects.find(shopId)) {
    const { alerts } = await cryptocloud.getNoticeSettings(shopId)
    for (const address of alerts.to) recipients.push({ channel: "email", recipient: address })
  }
  if (hasNotificationChannel(container, "feed")) recipients.push({ channel: "feed", recipient: FEED_RECIPIENT })
  return recipients
}

/**
 * Write alerts to the outbox (each once per recipient) and have them sent; how many rows are new.
 * The rows' times are the real clock's, whatever clock decided the causes: they pace the sending.
 */
export async function raiseStaffAlerts(container: Container, alerts: readonly StaffAlert[]): Promise<number> {
  const outbox = cryptocloudModule(container).staffAlerts
  let added = 0
  for (const alert of alerts) added += await outbox.enqueue(alert, await recipientsOf(container, alert.shopId), new Date())
  if (added) scheduleFlush(container, ALERT_QUIET_MS + 250)
  return added
}

/** An attention item → its alert, with the order's display id when it has an order. */
export async function alertOfItem(container: Container, item: AlertableItem): Promise<StaffAlert> {
  let orderDisplayId: string | number | null = null
  if (item.order_id) {
    try {
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["display_id"], filters: { id: item.order_id } })
      orderDisplayId = (data[0] as { display_id?: number } | undefined)?.display_id ?? null
    } catch {
      // Informational: the alert names the order id.
    }
  }
  return attentionAlert(item, { url: adminPageUrl(container, item.shop_id), orderDisplayId })
}

export interface FlushReport {
  alerts: number
  digests: number
  failed: number
  /** When the next waiting recipient is due; null when nothing waits. */
  nextAt: Date | null
}

async function send(container: Container, batch: TakenBatch): Promise<string> {
  const one = batch.alerts.length === 1
  const key = one
    ? `cryptocloud-alert:${batch.channel}:${batch.recipient}:${batch.alerts[0].cause}`
    : `cryptocloud-alert-digest:${batch.channel}:${batch.recipient}:${batch.alerts[0].id}:${batch.alerts.length}`
  // A retry (a failed send, rows a stopped instance had taken) resumes under the same key.
  await sendUnderKey(container, {
    to: batch.recipient,
    channel: batch.channel,
    template: STAFF_ALERT_TEMPLATE,
    data: one ? { ...batch.alerts[0].data } : { ...digestOf(batch.alerts.map((a) => a.data)) },
    idempotency_key: key,
    trigger_type: "cryptocloud.staff_alert",
    resource_type: "cryptocloud_project",
    resource_id: batch.alerts[0].data.shop_id,
  })
  return key
}

/** Send every recipient's due alerts (one alone, several as a digest). */
export async function flushStaffAlerts(container: Container, now = new Date()): Promise<FlushReport> {
  const outbox = cryptocloudModule(container).staffAlerts
  const logger = container.resolve("logger")
  const report: FlushReport = { alerts: 0, digests: 0, failed: 0, nextAt: null }
  for (const group of await outbox.waiting(now)) {
    const batch = group.due ? await outbox.take(group, now) : null
    if (!batch) {
      if (!report.nextAt || group.dueAt < report.nextAt) report.nextAt = group.dueAt
      continue
    }
    if (!batch.alerts.length) continue
    const ids = batch.alerts.map((a) => a.id)
    try {
      const key = await send(container, batch)
      await outbox.markSent(ids, key, new Date())
      if (ids.length === 1) report.alerts++
      else report.digests++
    } catch (error) {
      const givenUp = await outbox.markFailed(ids, new Date())
      report.failed += ids.length
      // The recipient is an address of the merchant's own staff; never the alert's data.
      logger.warn(
        `CryptoCloud: a staff alert to ${batch.channel === "feed" ? "the admin feed" : batch.recipient} could not be sent (${givenUp ? "given up" : "will retry"}): ${(error as Error).message}`
      )
    }
  }
  return report
}

let timer: NodeJS.Timeout | null = null
let timerAt = 0

/** Flush on this instance in `delayMs` (sooner timers win), and again while recipients wait. */
export function scheduleFlush(container: Container, delayMs: number): void {
  const at = Date.now() + delayMs
  if (timer && timerAt <= at) return
  if (timer) clearTimeout(timer)
  timerAt = at
  timer = setTimeout(() => {
    timer = null
    flushStaffAlerts(container).then(
      (report) => {
        if (report.nextAt) scheduleFlush(container, Math.max(250, report.nextAt.getTime() - Date.now() + 100))
      },
      (error) => container.resolve("logger").warn(`CryptoCloud: staff alerts could not be sent now, the minute job retries: ${(error as Error).message}`)
    )
  }, delayMs)
  timer.unref()
}
