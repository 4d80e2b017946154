/**
 * The minute job's part of the staff alerts (staff-alerts.ts): what a stopped instance left. Rows
 * taken but never marked sent wait again (resent under the same idempotency key), items whose
 * `cryptocloud.attention.created` never reached the subscriber get their alert, and every due
 * recipient is sent to.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { cryptocloudModule } from "../module-access"
import { alertOfItem, flushStaffAlerts, raiseStaffAlerts, type FlushReport } from "./staff-alerts"

/** Items older than this are left alone: turning alerts on must not e-mail last month's queue. */
const BACKSTOP_WINDOW_MS = 60 * 60_000
const BACKSTOP_ITEMS = 500

export async function sendStaffAlertsBackstop(
  container: Pick<MedusaContainer, "resolve">,
  now = new Date()
): Promise<FlushReport & { released: number; caught: number }> {
  const outbox = cryptocloudModule(container).staffAlerts
  const released = await outbox.releaseStale(now)
  const items = await outbox.unalertedItems(new Date(now.getTime() - BACKSTOP_WINDOW_MS), BACKSTOP_ITEMS)
  const alerts = []
  for (const item of items) alerts.push(await alertOfItem(container, item))
  const caught = alerts.length ? await raiseStaffAlerts(container, alerts) : 0
  return { ...(await flushStaffAlerts(container, now)), released, caught }
}
