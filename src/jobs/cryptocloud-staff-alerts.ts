import type { MedusaContainer } from "@medusajs/framework/types"
import { cryptocloudModule } from "../workflows/cryptocloud/module-access"
import { sendStaffAlertsBackstop } from "../workflows/cryptocloud/notifications/staff-alert-backstop"

/**
 * Every minute: the staff alerts nothing else sent — rows a stopped instance had taken or was
 * about to send, failed sends to retry, attention items whose event was lost (README, "Telling the
 * merchant"). Each instance's own timer sends within seconds; this bounds the wait after a crash.
 */
export default async function cryptoCloudStaffAlertsJob(container: MedusaContainer) {
  try {
    cryptocloudModule(container).getOptions()
  } catch {
    return // not configured: the module already said so at start-up
  }
  await sendStaffAlertsBackstop(container)
}

export const config = {
  name: "cryptocloud-staff-alerts",
  schedule: "* * * * *",
}
