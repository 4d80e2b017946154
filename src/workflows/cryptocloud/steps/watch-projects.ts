/**
 * The reconciliation pass's watch over each project for the staff alerts (domain/notices/
 * staff-alerts.ts): postbacks silent for `alerts.postbackSilenceHours` while the invoice list the
 * lookback just read shows invoices paid in that time, and a balance above `alerts.balanceAboveUsd`
 * (read at most once an hour per project and instance: one `balance/all` call). Never fails the pass.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { BigNumber } from "bignumber.js"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { balanceAlert, postbackSilence, silenceAlert, type StaffAlert } from "../../../domain/notices/staff-alerts"
import { cryptocloudModule } from "../module-access"
import { adminPageUrl } from "../notifications/admin-page-url"
import { raiseStaffAlerts } from "../notifications/staff-alerts"

const BALANCE_EVERY_MS = 60 * 60_000
const balanceReadAt = new Map<string, number>()

export async function watchProjects(container: Pick<MedusaContainer, "resolve">, paidAt: Record<string, string[]>, now: Date): Promise<number> {
  const cryptocloud = cryptocloudModule(container)
  const alerts: StaffAlert[] = []
  const first = cryptocloud.projects.list()[0]?.shopId
  for (const shopId of cryptocloud.projects.shopIds()) {
    const url = adminPageUrl(container, shopId)
    const { alerts: settings } = await cryptocloud.getNoticeSettings(shopId)
    const paid = paidAt[shopId]
    if (paid && settings.postbackSilenceHours > 0) {
      // The first project's hook also counts postbacks logged before projects had one each.
      const lastVerifiedAt = await cryptocloud.postbackLog.lastVerifiedAt({ shopId, withUnassigned: shopId === first })
      const hours = settings.postbackSilenceHours
      const silence = postbackSilence({ shopId, hours, lastVerifiedAt, paidAt: paid.map((at) => new Date(at)), now })
      if (silence) alerts.push(silenceAlert({ shopId, hours, lastVerifiedAt, paidCount: silence.paidCount, cause: silence.cause, url, now }))
    }
    const threshold = settings.balanceAboveUsd
    if (threshold && now.getTime() - (balanceReadAt.get(shopId) ?? 0) >= BALANCE_EVERY_MS) {
      balanceReadAt.set(shopId, now.getTime())
      const balances = await cryptocloud.getClient(shopId).getBalances()
      const total = balances.reduce((sum, b) => sum.plus(new BigNumber(b.balance_usd || "0")), new BigNumber(0))
      if (total.gt(threshold)) alerts.push(balanceAlert({ shopId, totalUsd: total.toFixed(2), thresholdUsd: threshold, url, now }))
    }
  }
  return alerts.length ? raiseStaffAlerts(container, alerts) : 0
}

/** For tests: the next pass reads every project's balance again. */
export function forgetBalanceReads(): void {
  balanceReadAt.clear()
}

export const watchProjectsStep = createStep("cryptocloud-watch-projects", async (input: { paidAt: Record<string, string[]>; now?: string }, { container }) => {
  try {
    return new StepResponse(await watchProjects(container, input.paidAt, input.now ? new Date(input.now) : new Date()))
  } catch (error) {
    container.resolve("logger").warn(`CryptoCloud: the staff alerts' watch over the projects failed, will retry next run: ${(error as Error).message}`)
    return new StepResponse(0)
  }
})
