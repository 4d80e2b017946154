/**
 * Apply each invoice read in a pass through the per-invoice workflow — except the quiet ones
 * (nothing changed, nothing to do: see quiet-invoices.ts), which are only marked as checked.
 * One invoice failing (say, its cart cannot be completed) is logged and counted; the others go on.
 */
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
import { applyCryptoCloudInvoiceWorkflow } from "../apply-invoice"
import { setAsideQuietInvoices } from "../quiet-invoices"

/** `quiet`: the read changed nothing and asked for nothing (no workflow ran); `unchanged`: the workflow ran and left the session as it was. */
export const RECONCILE_OUTCOMES = ["captured", "late", "canceled", "partial", "unchanged", "quiet", "skipped", "attention", "failed"] as const
export type ReconcileOutcomes = Record<(typeof RECONCILE_OUTCOMES)[number], number>

export function emptyOutcomes(): ReconcileOutcomes {
  return Object.fromEntries(RECONCILE_OUTCOMES.map((key) => [key, 0])) as ReconcileOutcomes
}

export const applyInvoicesStep = createStep("cryptocloud-apply-invoices", async ({ invoices }: { invoices: Invoice[] }, { container }) => {
  const outcomes = emptyOutcomes()
  const logger = container.resolve("logger")
  const { changed, quiet } = await setAsideQuietInvoices(container, invoices)
  outcomes.quiet += quiet
  for (const invoice of changed) {
    try {
      const { result } = await applyCryptoCloudInvoiceWorkflow(container).run({ input: { invoice } })
      const { outcome, created } = result
      outcomes.attention += created.length
      if (outcome.session === "adopt") outcomes[result.links.captured ? (outcome.late ? "late" : "captured") : "unchanged"]++
      else if (!outcome.sessionLive) outcomes.skipped++
      else if (outcome.session === "capture") outcomes[outcome.late ? "late" : "captured"]++
      else if (outcome.session === "record_canceled") outcomes.canceled++
      else if (outcome.session === "record_requires_more") outcomes.partial++
      else outcomes.unchanged++
    } catch (error) {
      outcomes.failed++
      logger.warn(`CryptoCloud reconciliation of invoice ${invoice.uuid} failed: ${(error as Error).message}`)
    }
  }
  return new StepResponse(outcomes)
})
