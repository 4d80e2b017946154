/**
 * Reconciliation of static-wallet deposits: a postback can be lost, its `info` read can fail,
 * the database can refuse the insert — and a deposit's first read may be `partial`. The
 * service files every deposit as an invoice whose `order_id` is the wallet's identify, so each
 * pass reads each project's recent invoice list with that project's key (`POST
 * /v2/invoice/merchant/list`; the static-wallet list returns wallets, not the money on them) and
 * re-reads with `info`, with their project's key, the older deposits that may still grow; every read that names one of this store's customer wallets and changes something
 * goes through the postback's own workflow (record-static-wallet-deposit.ts): one
 * `deposit_received` per deposit, one `deposit_updated` per change, whoever reads first.
 *
 * Bounded per pass: at most MAX_DEPOSIT_LIST_CALLS list calls per project over the last
 * DEPOSIT_WINDOW_DAYS days (the newest page always, the rest through a cursor of the project's),
 * and at most MAX_DEPOSIT_RECHECKS deposits that are not final, from the last
 * DEPOSIT_RECHECK_DAYS days, re-read with one `info` call per project that has any.
 * Reads that change nothing run no workflow. Safe on two instances: the insert is once per
 * invoice and an update happens under a row lock (static-wallet-store.ts). It never fails the
 * pass: a service outage or one deposit's error is logged and left to the next pass.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Invoice } from "../../../lib/cryptocloud"
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
import { groupByProject, projectOfRow } from "../../../domain/ledger/projects"
import { cryptocloudModule } from "../module-access"
import { recordStaticWalletDepositWorkflow } from "../record-static-wallet-deposit"

export interface DepositPassLimits {
  /** List calls per pass (default MAX_DEPOSIT_LIST_CALLS). */
  maxListCalls?: number
  /** Days of the list per pass, today included (default DEPOSIT_WINDOW_DAYS). */
  windowDays?: number
  /** Older open deposits re-read with `info` per pass (default MAX_DEPOSIT_RECHECKS, ≤ 100: one call). */
  maxRechecks?: number
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
 * Where the next pass goes on in a window too long for one pass, per project (each project's
 * list is its own). Per process on purpose: the pass holds a lock, and a cursor lost on restart
 * costs one walk from the top, nothing else.
 */
const cursors = new Map<string, ListCursor | null>()

/** A deposit's or wallet's project (projects.ts): its `shop_id`; none yet: the first project's. */
const shopOf = (record: object): string | null | undefined => (record as { shop_id?: string | null }).shop_id

export async function reconcileStaticWalletDeposits(
  container: MedusaContainer,
  limits: DepositPassLimits = {},
  now = new Date()
): Promise<DepositReconcileReport> {
  const cryptocloud = cryptocloudModule(container)
  const logger = container.resolve("logger")
  const report: DepositReconcileReport = { list_calls: 0, seen: 0, recorded: 0, updated: 0, failed: 0, outage: false }
  const shopIds = cryptocloud.projects.shopIds()
  /** Each invoice read, with the project whose key read it. */
  const reads: Array<{ invoice: Invoice; shopId: string }> = []

  for (const shopId of shopIds) {
    const walk = await walkRecentInvoices(cryptocloud.getClient(shopId), recentDepositWindow(now, limits.windowDays), {
      maxCalls: limits.maxListCalls ?? MAX_DEPOSIT_LIST_CALLS,
      cursor: cursors.get(shopId) ?? null,
    })
    cursors.set(shopId, walk.cursor)
    report.list_calls += walk.calls
    if (walk.error) {
      report.outage = true
      logger.warn(`CryptoCloud deposit reconciliation could not read the invoice list of project ${shopId}, will retry next run: ${walk.error.message}`)
    }
    for (const invoice of walk.invoices) if (isStaticWalletIdentify(invoice.order_id)) reads.push({ invoice, shopId })
  }

  const open = await cryptocloud.deposits.toRecheck({
    limit: Math.min(limits.maxRechecks ?? MAX_DEPOSIT_RECHECKS, MAX_DEPOSIT_RECHECKS),
    since: new Date(now.getTime() - DEPOSIT_RECHECK_DAYS * DAY_MS),
    exclude: reads.map((read) => read.invoice.uuid),
  })
  // Each deposit with its project's key; one of a project no longer listed is not read.
  for (const [shopId, deposits] of groupByProject(open, shopOf, shopIds).byProject) {
    const ids = deposits.map((deposit) => deposit.invoice_id)
    try {
      for (const invoice of (await cryptocloud.getClient(shopId).getInvoicesManyEach(ids)).invoices) {
        if (isStaticWalletIdentify(invoice.order_id)) reads.push({ invoice, shopId })
      }
      await cryptocloud.deposits.touch(ids, now) // answered or not: to the back of the line
    } catch (error) {
      report.outage = true
      logger.warn(`CryptoCloud deposit reconciliation could not re-read ${ids.length} deposit(s) of project ${shopId}, will retry next run: ${(error as Error).message}`)
    }
  }

  const invoices = reads.map((read) => read.invoice)
  if (!invoices.length) return report
  // Two queries for the whole pass: which wallets are this store's, what is already recorded.
  const wallets = new Map(
    (await cryptocloud.deposits.walletsByIdentify([...new Set(invoices.map((invoice) => invoice.order_id as string))])).map((w) => [w.identify, w])
  )
  const recorded = new Map((await cryptocloud.deposits.byInvoice(invoices.map((invoice) => invoice.uuid))).map((d) => [d.invoice_id, d]))

  for (const { invoice, shopId } of reads) {
    const wallet = wallets.get(invoice.order_id as string)
    if (!wallet) continue // another store's or an admin-made wallet: the postback path warns about those
    // A wallet is its project's: an invoice another project's key listed is not its deposit.
    if (projectOfRow({ shop_id: shopOf(wallet) }, shopIds) !== shopId) continue
    report.seen++
    const draft = depositFromInvoice(invoice, wallet, now)
    const known = recorded.get(invoice.uuid)
    if (!draft || (known && !depositUpdate(known, draft))) continue // no money yet, or nothing new
    try {
      const { result } = await recordStaticWalletDepositWorkflow(container).run({ input: { invoice } })
      if (result.change === "created") report.recorded++
      if (result.change === "updated") report.updated++
    } catch (error) {
      report.failed++
      logger.warn(`CryptoCloud deposit reconciliation of invoice ${invoice.uuid} failed, will retry next run: ${(error as Error).message}`)
    }
  }
  if (report.recorded || report.updated) {
    logger.info(`CryptoCloud deposit reconciliation: ${report.recorded} missed deposit(s) recorded, ${report.updated} updated`)
  }
  return report
}

/**
 * The pass's deposit step. Nothing to undo (every change it makes is a deposit read, recorded
 * and announced by its own workflow), and it never fails the pass: the ledger's steps around it
 * must run whatever happens to deposits (a database error here is retried next pass).
 */
export const reconcileDepositsStep = createStep(
  "cryptocloud-reconcile-deposits",
  async (limits: DepositPassLimits | void, { container }) => {
    try {
      return new StepResponse(await reconcileStaticWalletDeposits(container, limits ?? {}))
    } catch (error) {
      container.resolve("logger").warn(`CryptoCloud deposit reconciliation failed, will retry next run: ${(error as Error).message}`)
      const report: DepositReconcileReport = { list_calls: 0, seen: 0, recorded: 0, updated: 0, failed: 1, outage: false }
      return new StepResponse(report)
    }
  }
)
