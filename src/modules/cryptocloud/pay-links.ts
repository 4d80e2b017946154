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
  /** The order whose difference it asks for; null on an attention item's rest link. */
  orderId: string | null
  /** The attention item whose rest it asks for ("Ask for the rest"), else absent. */
  attentionItemId?: string | null
  paymentCollectionId: string
  expiresAt: Date
  requestedBy: string | null
}

/**
 * Per order (or attention item), across instances: two requests at once must not both stay the
 * latest link. A link belongs to its order, or to its item when it has no order.
 */
type Owner = { order_id: string } | { attention_item_id: string }
const ownerOf = (link: { order_id?: string | null; attention_item_id?: string | null }): Owner =>
  link.order_id ? { order_id: link.order_id } : { attention_item_id: link.attention_item_id ?? "" }
const orderLock = (owner: Owner) => `cryptocloud:pay-link:${"order_id" in owner ? owner.order_id : owner.attention_item_id}`

export class PayLinks {
  constructor(private readonly pg: Knex) {}

  /**
   * A new link, which from now on is the order's only open one: every older link of the order is
   * replaced in the same transaction. Returns the row and the ids it replaced (to undo it).
   */
  async issue(draft: PayLinkDraft, now = new Date()): Promise<{ link: PayLinkRow; replaced: string[] }> {
    const owner = ownerOf({ order_id: draft.orderId, attention_item_id: draft.attentionItemId })
    return this.pg.transaction(async (trx) => {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [orderLock(owner)])
      const replaced = (await trx(PAY_LINK_TABLE)
        .where(owner)
        .whereNull("replaced_at")
        .whereNull("deleted_at")
        .update({ replaced_at: now, updated_at: now })
        .returning("id")) as Array<{ id: string }>
      const [link] = (await trx(PAY_LINK_TABLE)
        .insert({
          id: generateEntityId(undefined, "ccpl"),
          token_hash: draft.tokenHash,
          order_id: draft.orderId,
          attention_item_id: draft.attentionItemId ?? null,
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
      const link = (await trx(PAY_LINK_TABLE).where({ id: linkId }).first("order_id", "attention_item_id")) as
        { order_id: string | null; attention_item_id: string | null } | undefined
      if (!link) return
      const owner = ownerOf(link)
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [orderLock(owner)])
      await trx(PAY_LINK_TABLE).where({ id: linkId }).del()
      // Only when no later request made a link meanwhile: that one is the order's latest.
      const newer = await trx(PAY_LINK_TABLE).where(owner).whereNull("replaced_at").whereNull("deleted_at").first("id")
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
  async invoicesOf(orderId: string | null, paymentCollectionId: string): Promise<string[]> {
    // A rest link's collection is its own (made for it alone): its links are those of the collection.
    const rows = (await this.pg(PAY_LINK_TABLE)
      .where(orderId ? { order_id: orderId, payment_collection_id: paymentCollectionId } : { payment_collection_id: paymentCollectionId })
      .whereNull("deleted_at")
      .select("invoice_uuids")) as Array<Pick<PayLinkRow, "invoice_uuids">>
    return [...new Set(rows.flatMap((row) => row.invoice_uuids ?? []))]
  }

  /** The newest rest link ("Ask for the rest") on this payment collection, if it is one's. */
  async restLinkOfCollection(paymentCollectionId: string): Promise<PayLinkRow | null> {
    const row = await this.pg(PAY_LINK_TABLE)
      .where({ payment_collection_id: paymentCollectionId })
      .whereNotNull("attention_item_id")
      .whereNull("deleted_at")
      .orderBy("created_at", "desc")
      .first()
    return (row as PayLinkRow | undefined) ?? null
  }
}
