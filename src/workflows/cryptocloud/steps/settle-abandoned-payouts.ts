/**
 * Payouts a stopped server left `pending` (deploy, OOM, kill -9 while waiting for CryptoCloud's
 * answer): once no live process can still be waiting — the client's deadline plus a margin —
 * they become `unknown`, their refunds `payout_unknown`, and one `withdrawal_unknown` item asks
 * the merchant to check the dashboard. Nothing is ever re-sent.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cryptocloudModule } from "../module-access"
import { afterPayoutChange } from "../payouts/after-payout-change"

export const settleAbandonedPayoutsStep = createStep("cryptocloud-settle-abandoned-payouts", async (_: void, { container }) => {
  const changes = await cryptocloudModule(container).payouts.abandonStale()
  for (const change of changes) await afterPayoutChange(container, change)
  return new StepResponse(changes.length)
})
