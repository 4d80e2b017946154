/**
 * `medusa exec integration-tests/process/reconcile.ts`: the reconciliation pass — the real
 * workflow, as the every-minute job runs it — against the database of a server the process
 * tests start, kill and restart (integration-tests/helpers/app-processes.ts). It runs
 * $RECONCILE_PASSES passes one after the other in this one process (a second pass must change
 * nothing, and each `medusa exec` costs a boot) and writes their reports as JSON to
 * $RECONCILE_OUTPUT.
 */
import { writeFileSync } from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { reconcileCryptoCloudInvoices, type ReconcileReport } from "../../src/workflows/cryptocloud/reconcile-invoices"

export default async function reconcile({ container }: ExecArgs) {
  const output = process.env.RECONCILE_OUTPUT
  if (!output) throw new Error("RECONCILE_OUTPUT is not set")
  const passes = Number(process.env.RECONCILE_PASSES ?? 1)
  const reports: ReconcileReport[] = []
  for (let pass = 0; pass < passes; pass++) reports.push(await reconcileCryptoCloudInvoices(container))
  writeFileSync(output, JSON.stringify(reports))
}
