/**
 * The module's view of the invoice ledger: the same SQL the provider uses
 * (domain/ledger/store.ts), over the connection every module shares. Kept apart from the
 * module service so that the facade stays a list of concerns, not their code.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Invoice } from "../../lib/cryptocloud"
import type { LedgerRow } from "../../domain/ledger/columns"
import {
  findLedgerRow,
  findLedgerRows,
  ledgerBeganAt,
  observeInvoice,
  recordCreatedInvoice,
  rowsToCheck,
  touchLedgerRows,
  updateLedgerRow,
  type CreatedInvoice,
} from "../../domain/ledger/store"
import { claimOrphanCancel, unclaimCancel } from "../../domain/ledger/handover"
import { invoiceHeldBy, invoiceHeldOrFormerlyHeldBy } from "../../domain/ledger/holder"
import { openRowsOfOtherProjects, type LedgerProject } from "../../domain/ledger/projects"
import { liveProjects } from "../../domain/ledger/live-projects"
import { invoicesOfCollection } from "../../domain/payment-requests/collection-invoices"
import { ledgerRowsOfPayments } from "../../domain/ledger/payment-rows"
import { claimAnnouncements, releaseAnnouncements } from "../../domain/ledger/announced"

export class InvoiceLedger {
  constructor(private readonly pg: Knex) {}

  recordCreated(created: CreatedInvoice): Promise<LedgerRow> {
    return recordCreatedInvoice(this.pg, created)
  }

  /** Record an `info` read; null when the ledger does not know the invoice. */
  recordRead(invoice: Invoice): Promise<LedgerRow | null> {
    return observeInvoice(this.pg, invoice)
  }

  find(uuid: string): Promise<LedgerRow | null> {
    return findLedgerRow(this.pg, uuid)
  }

  /** True when the ledger gives this invoice to a project other than `shopId` (unknown invoices are nobody's). */
  async belongsToOtherProject(uuid: string, shopId: string): Promise<boolean> {
    const row = await findLedgerRow(this.pg, uuid)
    return Boolean(row?.shop_id && row.shop_id !== shopId)
  }

  /** The invoice this payment session holds (the ledger decides, never the session's data). */
  heldBy(sessionId: string): Promise<LedgerRow | null> {
    return invoiceHeldBy(this.pg, sessionId)
  }

  /** The invoice this session holds or held before Medusa deleted it (holder.ts). */
  heldOrFormerlyHeldBy(sessionId: string): Promise<LedgerRow | null> {
    return invoiceHeldOrFormerlyHeldBy(this.pg, sessionId)
  }

  /** Every invoice made for sessions of this payment collection, newest first (an order's pay page reads them). */
  ofCollection(collectionId: string): Promise<LedgerRow[]> {
    return invoicesOfCollection(this.pg, collectionId)
  }

  findMany(uuids: string[]): Promise<LedgerRow[]> {
    return findLedgerRows(this.pg, uuids)
  }

  /** Every invoice made for these payment collections or sessions, oldest first (payment-rows.ts). */
  ofPayments(of: { collectionIds: string[]; sessionIds: string[] }): Promise<LedgerRow[]> {
    return ledgerRowsOfPayments(this.pg, of)
  }

  update(uuid: string, patch: Parameters<typeof updateLedgerRow>[2]): Promise<void> {
    return updateLedgerRow(this.pg, uuid, patch)
  }

  /** Claim invoice events not yet emitted for this invoice (announced.ts): the names this call got. */
  claimAnnouncements(uuid: string, names: readonly string[]): Promise<string[]> {
    return claimAnnouncements(this.pg, uuid, names)
  }

  /** Give back names a failed run claimed (its events were never emitted). */
  releaseAnnouncements(uuid: string, names: readonly string[]): Promise<void> {
    return releaseAnnouncements(this.pg, uuid, names)
  }

  /** Checked and unchanged: only `last_checked_at` moves. */
  touch(uuids: string[], at = new Date()): Promise<void> {
    return touchLedgerRows(this.pg, uuids, at)
  }

  /** Claim the cancel of an unpaid invoice no session holds (false: taken over meanwhile, or in its handover grace). */
  claimOrphanCancel(uuid: string): Promise<boolean> {
    return claimOrphanCancel(this.pg, uuid)
  }

  /** The cancel failed: the next pass may claim it again. */
  unclaimCancel(uuid: string): Promise<void> {
    return unclaimCancel(this.pg, uuid)
  }

  /** The creation of the oldest row (null: none yet); sessions older than that may need a backfill. */
  beganAt(): Promise<Date | null> {
    return ledgerBeganAt(this.pg)
  }

  /**
   * The open rows a reconciliation pass reads: money rows first, churned ones when due
   * (check-order.ts); of one project when given (domain/ledger/projects.ts), else of all.
   */
  rowsToCheck(limit: number, project?: LedgerProject): Promise<LedgerRow[]> {
    return rowsToCheck(this.pg, limit, new Date(), project)
  }

  /** The projects among these that have taken real money (live-projects.ts), this invoice aside. */
  liveProjects(projects: LedgerProject[], exceptUuid: string | null = null): Promise<Set<string>> {
    return liveProjects(this.pg, projects, exceptUuid)
  }

  /** Open rows of projects the options no longer list, counted per shop id (never read). */
  openRowsOfOtherProjects(shopIds: string[]): Promise<Array<{ shop_id: string; count: number }>> {
    return openRowsOfOtherProjects(this.pg, shopIds)
  }
}
