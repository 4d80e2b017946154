/**
 * The provider's side of invoice handover (domain/ledger/handover.ts): a new session of a cart
 * takes over the invoice its previous session released; a released invoice nobody takes is
 * cancelled with one call after the grace, by the instance that released it (the job cancels it
 * when this process dies first, or the call fails). One handover per provider registration, so
 * per project: invoices never move between projects, and each is cancelled with its own key.
 */
import type { Logger } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { CryptoCloudClient } from "../../lib/cryptocloud"
import { MedusaError } from "@medusajs/framework/utils"
import { anonymousStoreRequest } from "../../domain/invoice-creation-budget"
import { adoptInvoice } from "../../domain/ledger/adoption"
import type { LedgerRow } from "../../domain/ledger/columns"
import {
  claimCancel,
  claimSupersededCancels,
  hasCandidate,
  HANDOVER_GRACE_MS,
  releaseInvoice,
  SIBLING_RELEASE_WAIT_MS,
  takeOverReleasedInvoice,
  unclaimCancel,
  type HandoverQuery,
} from "../../domain/ledger/handover"
import { holderOf } from "../../domain/ledger/holder"
import type { LedgerProject } from "../../domain/ledger/projects"
import { isUndefinedTable } from "../../domain/ledger/store"

/**
 * Both waits look again after 25, 50, 100 … ms (doubling): what Medusa does next takes
 * milliseconds, so the first looks nearly always find it, and a wait that finds nothing — a
 * release hint planted in session data names an invoice whose holder stays — costs a handful of
 * queries (about 7 in the 3 s below), never one every few milliseconds, whatever the data says.
 */
const FIRST_LOOK_MS = 25

/** The pauses of a wait of `totalMs`: 25, 50, 100 … ms, the last one cut to end at the deadline. */
export function backoffPauses(totalMs: number): number[] {
  const pauses: number[] = []
  let elapsed = 0
  for (let pause = FIRST_LOOK_MS; elapsed < totalMs; pause *= 2) {
    const next = Math.min(pause, totalMs - elapsed)
    pauses.push(next)
    elapsed += next
  }
  return pauses
}
/**
 * How long a release waits for the deleted session's row to go. Medusa deletes it right after
 * deletePayment returns (milliseconds); a holder still there after this was not being deleted.
 */
const HOLDER_GONE_WAIT_MS = 3_000

export class InvoiceHandover {
  /** Sessions of this process waiting for a sibling's release: woken at once by a local release. */
  private readonly waiters = new Set<() => void>()
  private readonly timers = new Map<string, NodeJS.Timeout>()

  constructor(
    private readonly pg: Knex | null,
    private readonly client: Pick<CryptoCloudClient, "cancelInvoice">,
    private readonly logger: Pick<Logger, "warn" | "debug">,
    /**
     * The provider's project: only its invoices are taken over, released, adopted and cancelled
     * here, with its client (another project's invoice is another key's). Absent: any (unit tests).
     */
    private readonly project?: LedgerProject
  ) {}

  /**
   * The ledger row of an invoice this session took over, or null (create a new one). When a live
   * session of the same cart holds a matching invoice, its release is awaited for a moment:
   * Medusa deletes the old session in parallel with creating the new one.
   */
  async takeOver(asked: HandoverQuery): Promise<LedgerRow | null> {
    if (!this.pg) return null
    const pg = this.pg
    // The customer's own path (signed in, a pay link) taking a stranger's invoice over makes it theirs.
    const query: HandoverQuery = { ...asked, project: this.project, ownPath: !anonymousStoreRequest() }
    try {
      const row = await takeOverReleasedInvoice(pg, query)
      if (row || !(await hasCandidate(pg, query))) return row
      // A release in this process wakes the wait at once; another instance's is found by the looks.
      for (const pause of backoffPauses(SIBLING_RELEASE_WAIT_MS)) {
        await this.nextRelease(pause)
        const taken = await takeOverReleasedInvoice(pg, { ...query, now: undefined })
        if (taken) return taken
      }
      return null
    } catch (error) {
      if (isUndefinedTable(error)) return null
      throw error
    }
  }

  private nextRelease(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.waiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, Math.max(1, ms))
      this.waiters.add(done)
    })
  }

  /**
   * Medusa is deleting a session whose data names this invoice. That data is the storefront's
   * (Medusa hands deletePayment the row's raw data, which the shopper wrote while a create was in
   * flight), so it only says where to look: the invoice is released when — and only if — the
   * session the ledger names as its holder is gone from Medusa's table, which Medusa does right
   * after this call. Watched in the background (deletePayment must return for the row to go);
   * a planted id names an invoice whose holder stays, so nothing happens to it. No reads, no
   * cancel now: a new session of the cart may take it during the grace; then, if nobody did,
   * one cancel call.
   */
  release(uuid: string): void {
    if (!this.pg) return
    this.releaseOnceHolderGone(this.pg, uuid).catch((error: Error) => {
      if (isUndefinedTable(error)) return
      // The job cancels an invoice whose holder is gone and that nobody took.
      this.logger.warn(`CryptoCloud: could not release invoice ${uuid} of a deleted payment session: ${error.message}`)
    })
  }

  private async releaseOnceHolderGone(pg: Knex, uuid: string): Promise<void> {
    let holder = await holderOf(pg, uuid)
    for (const pause of backoffPauses(HOLDER_GONE_WAIT_MS)) {
      if (!holder?.exists) break
      await new Promise((resolve) => setTimeout(resolve, pause).unref())
      holder = await holderOf(pg, uuid)
    }
    // Unknown to the ledger, or its holder is still there: the call was not about this invoice.
    if (!holder || holder.exists) return
    const row = await releaseInvoice(pg, uuid, holder.sessionId, new Date(), this.project)
    if (!row) return
    for (const wake of [...this.waiters]) wake()
    if (row.status !== "created") return // paid or cancelled already: nothing to cancel
    // Another session of the cart already holds another invoice: nobody will take this one.
    if ((await claimSupersededCancels(pg, null, uuid, new Date(), this.project)).length) {
      await this.sendClaimedCancel(uuid)
      return
    }
    clearTimeout(this.timers.get(uuid))
    // A little past the grace, so the claim's own cutoff (same constant) has certainly passed.
    const timer = setTimeout(() => {
      this.timers.delete(uuid)
      // Never an unhandled rejection (it would stop the process): the job cancels it instead.
      this.cancelUntaken(uuid).catch((error: Error) =>
        this.logger.warn(`CryptoCloud: could not cancel invoice ${uuid}, which no session took over; the reconciliation job will: ${error.message}`)
      )
    }, HANDOVER_GRACE_MS + 250)
    timer.unref()
    this.timers.set(uuid, timer)
  }

  /** Bind a paid invoice to the plugin's new session of its order's collection (domain/ledger/adoption.ts). */
  async adopt(uuid: string, sessionId: string, collectionId: string | null): Promise<LedgerRow> {
    const row = this.pg ? await adoptInvoice(this.pg, uuid, sessionId, collectionId, new Date(), this.project) : null
    if (!row) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `CryptoCloud invoice ${uuid} could not be given to payment session ${sessionId}: another session holds it.`
      )
    }
    return row
  }

  /**
   * A new invoice was just made for a session of this payment collection: released invoices of
   * the collection nobody took are no longer needed (the shopper chose a coin the released one
   * does not have, or it had no address) and are cancelled now, in the background — one open
   * invoice per checkout, not one more for the grace.
   */
  cancelSuperseded(collectionId: string | null): void {
    if (!this.pg || !collectionId) return
    const pg = this.pg
    void (async () => {
      for (const uuid of await claimSupersededCancels(pg, collectionId, null, new Date(), this.project)) await this.sendClaimedCancel(uuid)
    })().catch((error: Error) => {
      if (!isUndefinedTable(error))
        this.logger.warn(`CryptoCloud: could not cancel the invoices a new one replaced; the reconciliation job will: ${error.message}`)
    })
  }

  /** One cancel call for a released invoice nobody took; a failure is left to the job. */
  async cancelUntaken(uuid: string): Promise<boolean> {
    if (!this.pg || !(await claimCancel(this.pg, uuid, new Date(), this.project))) return false
    return this.sendClaimedCancel(uuid)
  }

  /** The call for a cancel this process claimed; a failure gives the claim back for the job. */
  private async sendClaimedCancel(uuid: string): Promise<boolean> {
    if (!this.pg) return false
    clearTimeout(this.timers.get(uuid))
    this.timers.delete(uuid)
    try {
      await this.client.cancelInvoice(uuid)
      return true
    } catch (error) {
      await unclaimCancel(this.pg, uuid).catch(() => undefined)
      this.logger.warn(`CryptoCloud: could not cancel invoice ${uuid}, which no session took over; the reconciliation job will: ${(error as Error).message}`)
      return false
    }
  }
}
