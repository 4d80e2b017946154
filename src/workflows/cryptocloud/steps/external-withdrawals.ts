/**
 * Withdrawals made outside the plugin (CryptoCloud's dashboard, its automatic withdrawal rules)
 * never pass through the plugin's withdrawal log, so the books would not match the balance. The
 * reconciliation's list walk hands each project's entries here; those of type `dw` the log does
 * not hold are written to it as `external` rows (domain/external-withdrawals.ts decides which,
 * modules/cryptocloud/external-withdrawals.ts writes them once across instances). The list is
 * the caller's: nothing here calls the service.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { withdrawalEntries } from "../../../domain/external-withdrawals"
import type { Invoice } from "../../../lib/cryptocloud"
import { projectScope } from "../../../modules/cryptocloud/project-scope"
import { cryptocloudModule } from "../module-access"

export async function recordExternalWithdrawals(
  container: MedusaContainer,
  shopId: string,
  listed: Invoice[],
  now: Date = new Date()
): Promise<{ recorded: number }> {
  const entries = withdrawalEntries(listed)
  if (!entries.length) return { recorded: 0 }
  const cryptocloud = cryptocloudModule(container)
  const recorded = await cryptocloud.withdrawals.recordExternal(entries, projectScope(cryptocloud.projects.shopIds(), shopId), now)
  if (recorded) {
    container
      .resolve<{ info(message: string): void }>("logger")
      .info(`CryptoCloud: ${recorded} withdrawal(s) made outside the plugin recorded in project ${shopId}'s withdrawal log`)
  }
  return { recorded }
}
