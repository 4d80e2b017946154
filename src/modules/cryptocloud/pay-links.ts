/**
 * The pay-link table's reads and writes (domain/payment-requests/link.ts says what a row means),
 * over the connection every module shares. Kept apart from the module service so that the facade
 * stays a list of concerns.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { PAY_LINK_TABLE, type PayLinkRow } from "../../domain/payment-requests/link"

export interface PayLinkDraft {
  tokenHash: string
  orderId: string
  paymentCollectionId: string
  expiresAt: Date
  requestedBy: string | null
}

/** Per order, across instances: two requests at once must not both stay the order's latest link. */
const orderLock = (orderId: string) => `cryptocloud:pay-link:${orderId}`

export class PayLinks {
  constructor(private readonly pg: Knex) {}

  /**
   * A new link, which from now on is the order's only open one: every older link of the order is
   * replaced in the same transaction. Returns the row and the ids it replaced (to undo it).
   */
  async issue(draft: PayLinkDraft, now = new Date()): Promise<{ link: PayLinkRow; replaced: string[] }> {
    return this.pg.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [orderLock(draft.orderId)])
      const replaced = (await trx(PAY_LINK_TABLE)
        .where({ order_id: draft.orderId })
        .whereNull("replaced_at")
        .whereNull("deleted_at")
        .update({ replaced_at: now, updated_at: now })
        .returning("id")) as Array<{ id: string }>
      const [link] = (await trx(PAY_LINK_TABLE)
        .insert({
          id: generateEntityId(undefined, "ccpl"),
          token_hash: draft.tokenHash,
          order_id: draft.orderId,
          payment_collection_id: draft.paymentCollectionId,
          expires_at: draft.expiresAt,
          requested_by: draft.requestedBy,
          invoice_uuids: [],
          created_at: now,
          updated_at: now,
        })
        .returning("*")) as PayLinkRow[]
      return { link: link!, replaced: replaced.map((row) => row.id) }
    })
  }

  /** Undo an `issue` (a workflow's compensation): the new link is gone, the ones it replaced open again. */
  async withdraw(linkId: string, replaced: string[]): Promise<void> {
    await this.pg.transaction(async (trx) => {
      const link = (await trx(PAY_LINK_TABLE).where({ id: linkId }).first("order_id")) as { order_id: string } | undefined
      if (!link) return
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [orderLock(link.order_id)])
      await trx(PAY_LINK_TABLE).where({ id: linkId }).del()
      // Only when no later request made a link meanwhile: that one is the order's latest.
      const newer = await trx(PAY_LINK_TABLE).where({ order_id: link.order_id }).whereNull("replaced_at").whereNull("deleted_at").first("id")
      if (!newer && replaced.length) await trx(PAY_LINK_TABLE).whereIn("id", replaced).update({ replaced_at: null, updated_at: new Date() })
    })
  }

  async findByTokenHash(tokenHash: string): Promise<PayLinkRow | null> {
    const row = await this.pg(PAY_LINK_TABLE).where({ token_hash: tokenHash }).whereNull("deleted_at").first()
    return (row as PayLinkRow | undefined) ?? null
  }

  /** The link's *Pay* made (or took over) this invoice; recorded once. */
  async recordInvoice(linkId: string, uuid: string): Promise<void> {
    await this.pg(PAY_LINK_TABLE)
      .where({ id: linkId })
      .whereRaw("NOT (? = ANY(coalesce(invoice_uuids, '{}')))", [uuid])
      .update({ invoice_uuids: this.pg.raw("array_append(coalesce(invoice_uuids, '{}'), ?)", [uuid]), updated_at: new Date() })
  }

  /**
   * The invoices the pay links of this order made on this collection, any link of it: a part
   * payment made through a link the merchant replaced since is still the customer's.
   */
  async invoicesOf(orderId: string, paymentCollectionId: string): Promise<string[]> {
    const rows = (await this.pg(PAY_LINK_TABLE)
      .where({ order_id: orderId, payment_collection_id: paymentCollectionId })
      .whereNull("deleted_at")
      .select("invoice_uuids")) as Array<Pick<PayLinkRow, "invoice_uuids">>
    return [...new Set(rows.flatMap((row) => row.invoice_uuids ?? []))]
  }
}
