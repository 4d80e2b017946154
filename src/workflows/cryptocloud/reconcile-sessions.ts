/**
 * Reconciliation: postbacks can be lost, late or never sent (expiry has none at all), so open
 * CryptoCloud sessions are checked against `info` and settled through Medusa's workflows.
 *
 * Cost: one `info` call per 100 open (or recently cancelled) sessions. Bounded: at most `maxSessions` per run, oldest
 * first; sessions leave the open set as soon as their invoice is paid, partial-recorded or
 * expired, so a backlog drains run by run. Safe on several instances: the run holds a Medusa
 * lock, and every capture also goes through processPaymentWorkflow's cart lock.
 */
import type { IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import { isCryptoCloudProviderId } from "../../domain/constants"
import { CRYPTOCLOUD_MODULE } from "../../modules/cryptocloud"
import type CryptoCloudModuleService from "../../modules/cryptocloud/service"
import { applyInvoiceStatus, type ApplyOutcome, type ReconcilableSession } from "./apply-invoice-status"

export const RECONCILE_LOCK_KEY = "cryptocloud:reconcile-invoices"

/** How long after cancellation a session is still watched for a late payment. */
export const LATE_WINDOW_MS = 48 * 60 * 60 * 1000

const OPEN_STATUSES = [
  PaymentSessionStatus.PENDING,
  PaymentSessionStatus.REQUIRES_MORE,
  PaymentSessionStatus.PENDING_AUTHORIZATION,
]

export interface ReconcileReport {
  /** False when another instance held the lock and this run did nothing. */
  ran: boolean
  checked: number
  outcomes: Record<ApplyOutcome | "failed", number>
}

async function openSessions(container: MedusaContainer, limit: number): Promise<ReconcilableSession[]> {
  const payment = container.resolve<IPaymentModuleService>(Modules.PAYMENT)
  const providers = await payment.listPaymentProviders({}, { select: ["id"] })
  const ours = providers.map((p) => p.id).filter(isCryptoCloudProviderId)
  if (!ours.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const fields = ["id", "status", "amount", "currency_code", "data", "created_at"]
  const { data: open } = await query.graph({
    entity: "payment_session",
    fields,
    filters: { provider_id: ours, status: OPEN_STATUSES },
    pagination: { take: limit, order: { created_at: "ASC" } },
  })
  // Sessions cancelled in the last LATE_WINDOW_MS are re-checked too: money can land after
  // expiry (a "late" payment), and it must not be lost when no postback announces it.
  const { data: recent } = await query.graph({
    entity: "payment_session",
    fields,
    filters: {
      provider_id: ours,
      status: [PaymentSessionStatus.CANCELED],
      updated_at: { $gte: new Date(Date.now() - LATE_WINDOW_MS) },
    },
    pagination: { take: limit, order: { updated_at: "DESC" } },
  })
  return ([...open, ...recent] as ReconcilableSession[]).filter((s) => typeof s.data?.uuid === "string")
}

export async function reconcileCryptoCloudSessions(
  container: MedusaContainer,
  { maxSessions = 500 }: { maxSessions?: number } = {}
): Promise<ReconcileReport> {
  const outcomes: ReconcileReport["outcomes"] = { captured: 0, late: 0, canceled: 0, partial: 0, unchanged: 0, skipped: 0, failed: 0 }
  const locking = container.resolve(Modules.LOCKING)
  const logger = container.resolve("logger")
  let checked = 0

  const run = async () => {
    const cryptocloud = container.resolve<CryptoCloudModuleService>(CRYPTOCLOUD_MODULE)
    const tolerance = (await cryptocloud.getInvoiceSettings()).underpaidTolerancePercent
    const sessions = await openSessions(container, maxSessions)
    if (!sessions.length) return
    let invoices: Invoice[]
    try {
      invoices = await cryptocloud.getClient().getInvoicesMany(sessions.map((s) => s.data!.uuid as string))
    } catch (error) {
      // The service is down or slow: nothing is decided without it; the next run tries again.
      outcomes.failed += sessions.length
      logger.warn(`CryptoCloud reconciliation could not read ${sessions.length} invoice(s), will retry next run: ${(error as Error).message}`)
      return
    }
    const byUuid = new Map<string, Invoice>(invoices.map((invoice) => [invoice.uuid, invoice]))
    for (const session of sessions) {
      const invoice = byUuid.get(String(session.data!.uuid).toUpperCase())
      if (!invoice) continue
      checked++
      try {
        outcomes[await applyInvoiceStatus(container, session, invoice, tolerance)]++
      } catch (error) {
        outcomes.failed++
        logger.warn(`CryptoCloud reconciliation of session ${session.id} failed: ${(error as Error).message}`)
      }
    }
  }

  try {
    // timeout 0: if another instance is reconciling right now, this run simply skips.
    await locking.execute(RECONCILE_LOCK_KEY, run, { timeout: 0 })
  } catch (error) {
    if (/Timed-out acquiring lock/i.test(String((error as Error).message))) return { ran: false, checked: 0, outcomes }
    throw error
  }
  return { ran: true, checked, outcomes }
}
