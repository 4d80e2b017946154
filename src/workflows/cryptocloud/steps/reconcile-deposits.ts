/**
 * Reconciliation of static-wallet deposits: a postback can be lost, its `info` read can fail,
 * the database can refuse the insert — and a deposit's first read may be `partial`. The
 * service files every deposit as an invoice whose `order_id` is the wallet's identify, so each
 * pass reads the recent invoice list (`POST /v2/invoice/merchant/list`; the static-wallet list
 * returns wallets, not the money on them) and re-reads with `info` the older deposits that may
 * still grow; every read that names one of this store's customer wallets and changes something
 * goes through the postback's own workflow (record-static-wallet-deposit.ts): one
 * `deposit_received` per deposit, one `deposit_updated` per change, whoever reads first.
 *
 * Bounded per pass: at most MAX_DEPOSIT_LIST_CALLS list calls over the last DEPOSIT_WINDOW_DAYS
 * days (the newest page always, the rest through a cursor), and one `info` call for at most
 * MAX_DEPOSIT_RECHECKS deposits that are not final, from the last DEPOSIT_RECHECK_DAYS days.
 * Reads that change nothing run no workflow. Safe on two instances: the insert is once per
 * invoice and an update happens under a row lock (static-wallet-store.ts). It never fails the
 * pass: a service outage or one deposit's error is logged and left to the next pass.
 *
 * Per project (a store with several): each project's list is read with its own key, within these
 * bounds each (the service's limits are per key), and what it shows is recorded as that
 * project's deposits on that project's wallets only.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { paymentInvoices, type Invoice } from "../../../lib/cryptocloud"
import { depositFromInvoice, isStaticWalletIdentify } from "../../../domain/static-wallets"
import {
  DEPOSIT_RECHECK_DAYS,
  depositUpdate,
  MAX_DEPOSIT_LIST_CALLS,
  MAX_DEPOSIT_RECHECKS,
  recentDepositWindow,
  walkRecentInvoices,
  type ListCursor,
} from "../../../domain/static-wallet-deposits"
import { projectScope, type ProjectScope } from "../../../modules/cryptocloud/project-scope"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"
import { cryptocloudModule } from "../module-access"
import { recordStaticWalletDepositWorkflow } from "../record-static-wallet-deposit"

export interface DepositPassLimits {
  /** List calls per pass (default MAX_DEPOSIT_LIST_CALLS). */
  maxListCalls?: number
  /** Days of the list per pass, today included (default DEPOSIT_WINDOW_DAYS). */
  windowDays?: number
  /** Older open deposits re-read with `info` per pass (default MAX_DEPOSIT_RECHECKS, ≤ 100: one call). */
  maxRechecks?: number
  /**
   * Per project (shop id): the deposits among the invoice-list pages the pass's lookback read
   * (found-money/find-found-money.ts, a longer window than this one, the newest page included),
   * used instead of a walk of its own — the same pages are not read twice in a pass.
   */
  listed?: Record<string, Invoice[]>
}

export interface DepositReconcileReport {
  list_calls: number
  /** Reads (list and `info`) that named a customer wallet of this store. */
  seen: number
  /** Deposits recorded by this pass: their postback never led to a record. */
  recorded: number
  /** Recorded deposits whose money or status a read of this pass moved on. */
  updated: number
  failed: number
  /** A call to the service failed: what it would have shown waits for the next pass. */
  outage: boolean
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Where the next pass goes on in a window too long for one pass, per project (shop id). Per
 * process on purpose: the pass holds a lock, and a cursor lost on restart costs one walk from
 * the top, nothing else.
 */
const cursors = new Map<string, ListCursor | null>()

type Logger = { warn(message: string): void; info(message: string): void }

export async function reconcileStaticWalletDeposits(
  container: MedusaContainer,
  limits: DepositPassLimits = {},
  now = new Date()
): Promise<DepositReconcileReport> {
  const cryptocloud = cryptocloudModule(container)
  const logger: Logger = container.resolve("logger")
  const report: DepositReconcileReport = { list_calls: 0, seen: 0, recorded: 0, updated: 0, failed: 0, outage: false }
  const shopIds = cryptocloud.projects.shopIds()
  for (const shopId of shopIds) {
    await reconcileProject(container, cryptocloud, projectScope(shopIds, shopId), limits, now, report, logger)
  }
  if (report.recorded || report.updated) {
    logger.info(`CryptoCloud deposit reconciliation: ${report.recorded} missed deposit(s) recorded, ${report.updated} updated`)
  }
  return report
}

/** The deposits of this pass's own walk of the recent invoice list. */
async function walkDeposits(
  client: ReturnType<CryptoCloudModuleService["getClient"]>,
  shopId: string,
  limits: DepositPassLimits,
  now: Date,
  report: DepositReconcileReport,
  logger: Logger
): Promise<Invoice[]> {
  const walk = await walkRecentInvoices(client, recentDepositWindow(now, limits.windowDays), {
    maxCalls: limits.maxListCalls ?? MAX_DEPOSIT_LIST_CALLS,
    cursor: cursors.get(shopId) ?? null,
  })
  cursors.set(shopId, walk.cursor)
  report.list_calls += walk.calls
  if (walk.error) {
    report.outage = true
    logger.warn(`CryptoCloud deposit reconciliation could not read the invoice list of project ${shopId}, will retry next run: ${walk.error.message}`)
  }
  return depositsAmong(walk.invoices)
}

/** The list holds withdrawal requests too (type "dw"): money that left, never a deposit. */
export function depositsAmong(invoices: Invoice[]): Invoice[] {
  return paymentInvoices(invoices).filter((invoice) => isStaticWalletIdentify(invoice.order_id))
}

/** One project's part of the pass, added to `report`. */
async function reconcileProject(
  container: MedusaContainer,
  cryptocloud: CryptoCloudModuleService,
  scope: ProjectScope,
  limits: DepositPassLimits,
  now: Date,
  report: DepositReconcileReport,
  logger: Logger
): Promise<void> {
  const { shopId } = scope
  const client = cryptocloud.getClient(shopId)
  const listed = limits.listed?.[shopId] ?? (await walkDeposits(client, shopId, limits, now, report, logger))

  let reread: Invoice[] = []
  const open = await cryptocloud.deposits.toRecheck({
    limit: Math.min(limits.maxRechecks ?? MAX_DEPOSIT_RECHECKS, MAX_DEPOSIT_RECHECKS),
    since: new Date(now.getTime() - DEPOSIT_RECHECK_DAYS * DAY_MS),
    exclude: listed.map((invoice) => invoice.uuid),
    scope,
  })
  if (open.length) {
    const ids = open.map((deposit) => deposit.invoice_id)
    try {
      reread = (await client.getInvoicesManyEach(ids)).invoices
      await cryptocloud.deposits.touch(ids, now) // answered or not: to the back of the line
    } catch (error) {
      report.outage = true
      logger.warn(`CryptoCloud deposit reconciliation could not re-read ${ids.length} deposit(s), will retry next run: ${(error as Error).message}`)
    }
  }

  const invoices = [...listed, ...reread.filter((invoice) => isStaticWalletIdentify(invoice.order_id))]
  if (!invoices.length) return
  // Two queries for the project's part: which wallets are this project's, what is already recorded.
  const wallets = new Map(
    (await cryptocloud.deposits.walletsByIdentify([...new Set(invoices.map((invoice) => invoice.order_id as string))], scope)).map((w) => [w.identify, w])
  )
  const recorded = new Map((await cryptocloud.deposits.byInvoice(invoices.map((invoice) => invoice.uuid))).map((d) => [d.invoice_id, d]))

  for (const invoice of invoices) {
    const wallet = wallets.get(invoice.order_id as string)
    if (!wallet) continue // another store's or project's, or an admin-made wallet: the postback path warns about those
    report.seen++
    const draft = depositFromInvoice(invoice, wallet, now)
    const known = recorded.get(invoice.uuid)
    if (!draft || (known && !depositUpdate(known, draft))) continue // no money yet, or nothing new
    try {
      const { result } = await recordStaticWalletDepositWorkflow(container).run({ input: { invoice, shopId } })
      if (result.change === "created") report.recorded++
      if (result.change === "updated") report.updated++
    } catch (error) {
      report.failed++
      logger.warn(`CryptoCloud deposit reconciliation of invoice ${invoice.uuid} failed, will retry next run: ${(error as Error).message}`)
    }
  }
}

/**
 * The pass's deposit step. Nothing to undo (every change it makes is a deposit read, recorded
 * and announced by its own workflow), and it never fails the pass: the ledger's steps around it
 * must run whatever happens to deposits (a database error here is retried next pass).
 */
export const reconcileDepositsStep = createStep("cryptocloud-reconcile-deposits", async (limits: DepositPassLimits | void, { container }) => {
  try {
    return new StepResponse(await reconcileStaticWalletDeposits(container, limits ?? {}))
  } catch (error) {
    container.resolve("logger").warn(`CryptoCloud deposit reconciliation failed, will retry next run: ${(error as Error).message}`)
    const report: DepositReconcileReport = { list_calls: 0, seen: 0, recorded: 0, updated: 0, failed: 1, outage: false }
    return new StepResponse(report)
  }
})
