/**
 * The reconciliation's lookback (domain/found-money.ts): each project's invoice list over the last
 * `reconciliation.lookbackDays`, read in list pages with that project's key — the newest page
 * every pass (a checkout paid minutes ago is found within a pass), then the rest of the window
 * from a cursor, at most `reconciliation.lookbackListCalls` pages per project and pass, so a long
 * window is covered over several passes within the service's limits. Never one `info` per
 * invoice: the list carries what deciding needs.
 *
 * What the pages show feeds two records: invoices with money the ledger does not know become
 * found money (take-found-invoice.ts), and withdrawals made outside the plugin are written to the
 * withdrawal log (steps/external-withdrawals.ts). It never fails the pass: an outage or one
 * invoice's error is logged and left to the next pass.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DEFAULT_LOOKBACK_DAYS, DEFAULT_LOOKBACK_LIST_CALLS, foundMoneyCandidates, lookbackWindow, type FoundAs } from "../../../domain/found-money"
import { walkRecentInvoices, type ListCursor } from "../../../domain/static-wallet-deposits"
import { cryptocloudModule } from "../module-access"
import { recordExternalWithdrawals } from "../steps/external-withdrawals"
import { depositsAmong } from "../steps/reconcile-deposits"
import type { Invoice } from "../../../lib/cryptocloud"
import { takeFoundInvoice } from "./take-found-invoice"

export interface LookbackLimits {
  days?: number
  listCalls?: number
}

export interface FoundMoneyReport {
  list_calls: number
  /** Invoices with money the ledger did not know, taken by this pass, by what they became. */
  found: Partial<Record<FoundAs, number>>
  /** Withdrawals made outside the plugin, written to the withdrawal log by this pass. */
  external_withdrawals: number
  failed: number
  /** A list call failed: the rest waits for the next pass. */
  outage: boolean
}

/** Where the next pass goes on, per project and window start. In memory: a restart costs one walk from the top. */
const cursors = new Map<string, ListCursor | null>()

type Logger = { warn(message: string): void; info(message: string): void }

export interface Lookback {
  report: FoundMoneyReport
  /** Per project whose list was read: the static-wallet deposits among the pages, for the deposit pass. */
  deposits: Record<string, Invoice[]>
  /** Per project whose list was read: when the paid invoices among the pages were finished (ISO), for the postback-silence alert. */
  paidAt: Record<string, string[]>
}

const PAID_STATUSES: ReadonlySet<string> = new Set(["paid", "overpaid", "partial"])

export async function findFoundMoney(container: MedusaContainer, limits: LookbackLimits = {}, now = new Date()): Promise<Lookback> {
  const cryptocloud = cryptocloudModule(container)
  const logger: Logger = container.resolve("logger")
  const report: FoundMoneyReport = { list_calls: 0, found: {}, external_withdrawals: 0, failed: 0, outage: false }
  const deposits: Record<string, Invoice[]> = {}
  const paidAt: Record<string, string[]> = {}
  for (const shopId of cryptocloud.projects.shopIds()) {
    const walk = await walkRecentInvoices(cryptocloud.getClient(shopId), lookbackWindow(now, limits.days ?? DEFAULT_LOOKBACK_DAYS), {
      maxCalls: limits.listCalls ?? DEFAULT_LOOKBACK_LIST_CALLS,
      cursor: cursors.get(shopId) ?? null,
    })
    cursors.set(shopId, walk.cursor)
    report.list_calls += walk.calls
    if (!walk.error) deposits[shopId] = depositsAmong(walk.invoices)
    if (!walk.error) paidAt[shopId] = walk.invoices.flatMap((i) => (i.type !== "dw" && PAID_STATUSES.has(i.status) && i.date_finished ? [i.date_finished] : []))
    if (walk.error) {
      report.outage = true
      logger.warn(`CryptoCloud reconciliation could not read the invoice list of project ${shopId}, will retry next run: ${walk.error.message}`)
    }
    try {
      report.external_withdrawals += (await recordExternalWithdrawals(container, shopId, walk.invoices, now)).recorded
    } catch (error) {
      report.failed++
      logger.warn(`CryptoCloud reconciliation could not record project ${shopId}'s outside withdrawals, will retry next run: ${(error as Error).message}`)
    }
    const candidates = foundMoneyCandidates(walk.invoices)
    if (!candidates.length) continue
    // One query for the page's invoices: almost all are known, and those are none of this pass's business.
    const known = new Set((await cryptocloud.ledger.findMany(candidates.map((invoice) => invoice.uuid))).map((row) => row.uuid))
    for (const invoice of candidates.filter((candidate) => !known.has(candidate.uuid))) {
      try {
        const result = await takeFoundInvoice(container, invoice, shopId, now)
        if (result.taken) report.found[result.foundAs] = (report.found[result.foundAs] ?? 0) + 1
      } catch (error) {
        report.failed++
        logger.warn(
          `CryptoCloud reconciliation could not take found invoice ${invoice.uuid} of project ${shopId}, will retry next run: ${(error as Error).message}`
        )
      }
    }
  }
  const found = Object.entries(report.found).map(([as, count]) => `${count} ${as}`)
  if (found.length) logger.info(`CryptoCloud reconciliation found money the store's records did not know: ${found.join(", ")}`)
  return { report, deposits, paidAt }
}

/** The pass's lookback step; nothing to undo (what it takes is recorded by its own workflows). */
export const findFoundMoneyStep = createStep("cryptocloud-find-found-money", async (limits: (LookbackLimits & { now?: string }) | void, { container }) => {
  try {
    return new StepResponse(await findFoundMoney(container, limits ?? {}, limits?.now ? new Date(limits.now) : new Date()))
  } catch (error) {
    container.resolve("logger").warn(`CryptoCloud reconciliation's lookback failed, will retry next run: ${(error as Error).message}`)
    const report: FoundMoneyReport = { list_calls: 0, found: {}, external_withdrawals: 0, failed: 1, outage: false }
    return new StepResponse<Lookback>({ report, deposits: {}, paidAt: {} })
  }
})

/** For tests: the next pass walks every window from the top. */
export function restartLookback(): void {
  cursors.clear()
}
