/**
 * The provider's hand on the invoice ledger. The ledger lives in the plugin module, which the
 * provider cannot resolve; both use domain/ledger/store.ts over the shared connection.
 * Without a connection (unit tests with a stub client) there is no ledger and the invoice
 * alone counts.
 */
import type { Logger } from "@medusajs/framework/types"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { Invoice } from "../../lib/cryptocloud"
import type { LedgerRow } from "../../domain/ledger/columns"
import {
  findLedgerRow,
  isUndefinedTable,
  observeInvoice,
  observeInvoiceWithHolder,
  recordCreatedInvoice,
  updateLedgerRow,
  type CreatedInvoice,
} from "../../domain/ledger/store"
import type { PostbackLogEntry } from "../../domain/postback-log"
import { PostbackLogWriter } from "../../domain/postback-log-writer"
import { recordRefund, type NewRefund, type RefundRow } from "../../domain/refunds/store"
import { toWebhookSession } from "./payment-module-access"
import type { WebhookSession } from "./webhook"

export class ProviderLedger {
  private readonly postbackLog: PostbackLogWriter | null

  constructor(
    private readonly pg: Knex | null,
    private readonly logger: Pick<Logger, "error" | "warn">,
    /** The provider's project: every record it writes names it. */
    private readonly shopId: string | null = null
  ) {
    this.postbackLog = pg ? new PostbackLogWriter(pg, (message) => this.logger.warn(message), undefined, shopId) : null
  }

  /**
   * The row of a new invoice, written before the session is returned. A store that has not run
   * the plugin's migrations gets a clear log line; the checkout still works (the invoice is
   * real and the job will find the session), but nothing is on the ledger.
   */
  async created(created: CreatedInvoice): Promise<LedgerRow | null> {
    if (!this.pg) return null
    try {
      return await recordCreatedInvoice(this.pg, { shopId: this.shopId, ...created })
    } catch (error) {
      if (!isUndefinedTable(error)) throw error
      this.logger.error("CryptoCloud: the invoice ledger table is missing; run `npx medusa db:migrate` to create the plugin's tables.")
      return null
    }
  }

  /**
   * observed(), with the payment session the row names, read in the same statement (`holder`:
   * null when that session is gone). Null when the ledger does not know the invoice.
   */
  async observedWithHolder(invoice: Invoice): Promise<{ row: LedgerRow; holder: WebhookSession | null; onOrderCollection: boolean } | null> {
    if (!this.pg) return null
    try {
      const found = await observeInvoiceWithHolder(this.pg, invoice, new Date(), this.shopId)
      if (!found) {
        const other = await this.otherProjectsRow(invoice.uuid)
        return other && { row: other, holder: null, onOrderCollection: false }
      }
      return { row: found.row, holder: found.holder ? toWebhookSession(found.holder) : null, onOrderCollection: found.onOrderCollection }
    } catch (error) {
      if (isUndefinedTable(error)) return null
      throw error
    }
  }

  /**
   * Record what `info` just said; the row after the update, or null. Only on a row of this
   * provider's project: another project's row is returned as it is, unwritten (its own provider
   * records its reads), so the caller sees whose invoice it is and leaves it alone.
   */
  async observed(invoice: Invoice): Promise<LedgerRow | null> {
    if (!this.pg) return null
    try {
      return (await observeInvoice(this.pg, invoice, new Date(), this.shopId)) ?? (await this.otherProjectsRow(invoice.uuid))
    } catch (error) {
      if (isUndefinedTable(error)) return null
      throw error
    }
  }

  /** The ledger gives this row to another project than this provider's (a row without a project is anyone's). */
  isOtherProjects(row: Pick<LedgerRow, "shop_id"> | null): boolean {
    return Boolean(row?.shop_id && this.shopId && row.shop_id !== this.shopId)
  }

  /** The row of an invoice the ledger gives to another project than this provider's, or null. */
  private async otherProjectsRow(uuid: string): Promise<LedgerRow | null> {
    if (!this.pg || !this.shopId) return null
    const row = await findLedgerRow(this.pg, uuid)
    return this.isOtherProjects(row) ? row : null
  }

  /**
   * The postback in the log: a line when verified, counted when rejected or ignored (written
   * about every second: postback-log-writer.ts). A log that cannot be written never fails the postback.
   */
  async postbackReceived(entry: PostbackLogEntry): Promise<void> {
    await this.postbackLog?.record(entry)
  }

  /** The session no longer points at this invoice (replaced, deleted). */
  async sessionGone(uuid: string): Promise<void> {
    if (!this.pg) return
    try {
      await updateLedgerRow(this.pg, uuid, { session_live: false })
    } catch (error) {
      if (!isUndefinedTable(error)) throw error
    }
  }

  /** A refund Medusa just made: recorded as owed (the payout is an admin's withdrawal). */
  async refundRecorded(refund: NewRefund): Promise<RefundRow | null> {
    if (!this.pg) return null
    return recordRefund(this.pg, { shop_id: this.shopId, ...refund })
  }
}
