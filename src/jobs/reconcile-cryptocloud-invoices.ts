import type { MedusaContainer } from "@medusajs/framework/types"
import { CRYPTOCLOUD_MODULE } from "../modules/cryptocloud"
import type CryptoCloudModuleService from "../modules/cryptocloud/service"
import { reconcileCryptoCloudSessions } from "../workflows/cryptocloud/reconcile-sessions"

/**
 * Every minute: settle open CryptoCloud sessions whose postback was lost, record partial
 * payments, and cancel sessions whose invoice expired (the service sends no postback for
 * that). Disable with the option `reconciliation: false`.
 */
export default async function reconcileCryptoCloudInvoicesJob(container: MedusaContainer) {
  const cryptocloud = container.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
  let settings
  try {
    settings = cryptocloud.getOptions().reconciliation
  } catch {
    return // not configured: the module already said so at start-up
  }
  if (settings === false) return
  const report = await reconcileCryptoCloudSessions(container, { maxSessions: settings?.maxSessionsPerRun })
  const { captured, late, canceled, partial, failed } = report.outcomes
  if (captured || late || canceled || partial || failed) {
    container
      .resolve("logger")
      .info(`CryptoCloud reconciliation: ${report.checked} checked, ${captured} captured, ${late} paid late, ${canceled} canceled, ${partial} partial, ${failed} failed`)
  }
}

export const config = {
  name: "cryptocloud-reconcile-invoices",
  schedule: "* * * * *",
}
