/**
 * Tells the merchant's staff when an attention item is raised (README, "Telling the merchant"):
 * an e-mail to `alerts.to` and an entry in the admin's notification panel, once per item and
 * recipient whatever the number of instances (the outbox row is the claim), a storm of items as
 * one digest. The item is read back from the queue, so the alert carries its description and
 * project whatever the event's payload holds.
 */
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ATTENTION_CREATED_EVENT } from "../domain/attention"
import { cryptocloudModule } from "../workflows/cryptocloud/module-access"
import { alertOfItem, raiseStaffAlerts } from "../workflows/cryptocloud/notifications/staff-alerts"

export default async function cryptoCloudStaffAlerts({ event, container }: SubscriberArgs<{ id: string }>) {
  const item = await cryptocloudModule(container).staffAlerts.item(event.data.id)
  if (!item?.shop_id) return // deleted by a compensation, or from before projects: the minute job looks again
  await raiseStaffAlerts(container, [await alertOfItem(container, item)])
}

export const config: SubscriberConfig = {
  event: ATTENTION_CREATED_EVENT,
  context: { subscriberId: "cryptocloud-staff-alerts" },
}
