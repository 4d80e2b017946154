/**
 * Reconciliation by ledger: postbacks can be lost, late or never sent (expiry has none at all),
 * so the open ledger rows — every invoice the plugin created that may still change, replaced
 * sessions' invoices included — are read with `info` and applied like a postback would be.
 *
 * Each project's rows are read with its own key (select-ledger-rows.ts, read-invoices.ts); a row
 * of a project the options no longer list is never read with another's. Cost: one `info` call
 * per 100 rows of a project. Bounded: at most `maxInvoices` rows per project and pass, rows that
 * can hold money first (domain/ledger/check-order.ts), so churned invoices cannot delay a lost
 * postback's capture, nor one project's many open invoices another project's. Safe on several instances: the pass holds a Medusa lock, and every
 * capture goes through processPaymentWorkflow's cart lock (an order's own payment collection,
 * which has no cart, through the plugin's: capture-session.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { applyInvoicesStep, emptyOutcomes, type ReconcileOutcomes } from "./steps/apply-invoices"
import { raiseOwedRefundsStep } from "./steps/raise-owed-refunds"
import { readInvoicesStep } from "./steps/read-invoices"
import { selectLedgerRowsStep } from "./steps/select-ledger-rows"
import { settleAbandonedPayoutsStep } from "./steps/settle-abandoned-payouts"
import { reconcileDepositsStep } from "./steps/reconcile-deposits"
import { watchProjectsStep } from "./steps/watch-projects"
import { findFoundMoneyStep, type FoundMoneyReport, type LookbackLimits } from "./found-money/find-found-money"

export const RECONCILE_LOCK_KEY = "cryptocloud:reconcile-invoices"
export const DEFAULT_MAX_INVOICES_PER_RUN = 500

export const reconcileCryptoCloudInvoicesWorkflow = createWorkflow(
  "cryptocloud-reconcile-invoices",
  (input: { limit: number; lookback?: LookbackLimits; now?: string }) => {
    const rows = selectLedgerRowsStep(transform({ input }, ({ input }) => ({ limit: input.limit })))
    const read = readInvoicesStep(rows)
    const outcomes = applyInvoicesStep(transform({ read }, ({ read }) => ({ invoices: read.invoices })))
    // After the ledger's rows: what the list shows that the ledger does not know (a restored database).
    const found = findFoundMoneyStep(transform({ input }, ({ input }) => ({ ...input.lookback, now: input.now })))
    // Staff alerts: postbacks gone silent while the list shows payments, a balance grown large.
    watchProjectsStep(transform({ found, input }, ({ found, input }) => ({ paidAt: found.paidAt, now: input.now })))
    const abandoned = settleAbandonedPayoutsStep()
    reconcileDepositsStep(transform({ found }, ({ found }) => ({ listed: found.deposits })))
    raiseOwedRefundsStep()
    return new WorkflowResponse(
      transform({ read, outcomes, abandoned, found }, ({ read, outcomes, abandoned, found }) => ({
        checked: read.invoices.length,
        outcomes: { ...outcomes, failed: outcomes.failed + read.unreadable },
        abandoned_payouts: abandoned,
        found: found.report,
      }))
    )
  }
)

export interface ReconcileReport {
  /** False when another instance held the lock and this run did nothing. */
  ran: boolean
  checked: number
  outcomes: ReconcileOutcomes
  /** Payouts a stopped server left pending, turned `unknown` by this pass. */
  abandoned_payouts: number
  /** The lookback over the service's invoice lists (found-money/find-found-money.ts); absent when the pass did not run. */
  found?: FoundMoneyReport
}

/** One pass, unless another instance is running one right now (then it skips). */
export async function reconcileCryptoCloudInvoices(
  container: MedusaContainer,
  { maxInvoices = DEFAULT_MAX_INVOICES_PER_RUN, lookback, now }: { maxInvoices?: number; lookback?: LookbackLimits; now?: Date } = {}
): Promise<ReconcileReport> {
  const locking = container.resolve(Modules.LOCKING)
  let report: ReconcileReport = { ran: false, checked: 0, outcomes: emptyOutcomes(), abandoned_payouts: 0 }
  try {
    // timeout 0: if another instance is reconciling right now, this run simply skips.
    await locking.execute(
      RECONCILE_LOCK_KEY,
      async () => {
        const { result } = await reconcileCryptoCloudInvoicesWorkflow(container).run({ input: { limit: maxInvoices, lookback, now: now?.toISOString() } })
        report = { ran: true, ...result }
      },
      { timeout: 0 }
    )
  } catch (error) {
    if (/Timed-out acquiring lock/i.test(String((error as Error).message))) return report
    throw error
  }
  return report
}
