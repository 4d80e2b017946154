import type { MedusaContainer } from "@medusajs/framework/types"
import { cryptocloudModule } from "../workflows/cryptocloud/module-access"
import { reconcileCryptoCloudInvoices } from "../workflows/cryptocloud/reconcile-invoices"

/**
 * Every minute: read the open invoices of the ledger and apply them — capture paid invoices
 * whose postback was lost, record partial payments, cancel sessions whose invoice expired (the
 * service sends no postback for that), and raise attention items for money nobody holds.
 * Each project's invoices are read with its own key, at most `maxSessionsPerRun` of them per
 * project and pass (select-ledger-rows.ts). Disable with the option `reconciliation: false`.
 */
export default async function reconcileCryptoCloudInvoicesJob(container: MedusaContainer) {
  let settings
  try {
    // A shared option: every project's options hold the same value.
    settings = cryptocloudModule(container).getOptions().reconciliation
  } catch {
    return // not configured: the module already said so at start-up
  }
  if (settings === false) return
  const report = await reconcileCryptoCloudInvoices(container, {
    maxInvoices: settings?.maxSessionsPerRun,
    lookback: { days: settings?.lookbackDays, listCalls: settings?.lookbackListCalls },
  })
  const { captured, late, canceled, partial, attention, failed } = report.outcomes
  const abandoned = report.abandoned_payouts
  if (captured || late || canceled || partial || attention || failed || abandoned) {
    container
      .resolve("logger")
      .info(
        `CryptoCloud reconciliation: ${report.checked} checked, ${captured} captured, ${late} paid late, ${canceled} canceled, ${partial} partial, ${attention} new attention item(s), ${failed} failed, ${abandoned} abandoned payout(s) now unknown`
      )
  }
}

export const config = {
  name: "cryptocloud-reconcile-invoices",
  schedule: "* * * * *",
}
