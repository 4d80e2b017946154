import { model } from "@medusajs/framework/utils"
import { PAY_LINK_TABLE } from "../../../domain/payment-requests/link"

/**
 * One pay link an admin requested for what an order owes (domain/payment-requests/link.ts). Only
 * the token's SHA-256 is kept (a copy of this table opens no link); `replaced_at` is set when a
 * newer request for the order replaces it; `invoice_uuids` are the invoices its *Pay* made, the
 * only ones its page shows as waiting, part paid or expired.
 */
export const PayLink = model
  .define(PAY_LINK_TABLE, {
    id: model.id({ prefix: "ccpl" }).primaryKey(),
    token_hash: model.text(),
    /** Null on a link for an attention item's rest (its cart has no order yet). */
    order_id: model.text().nullable(),
    /** The attention item whose shortfall the link asks for ("Ask for the rest"); null for an order's link. */
    attention_item_id: model.text().nullable(),
    payment_collection_id: model.text(),
    expires_at: model.dateTime(),
    replaced_at: model.dateTime().nullable(),
    /** The admin user who requested it. */
    requested_by: model.text().nullable(),
    invoice_uuids: model.array().nullable(),
  })
  .indexes([
    { on: ["token_hash"], unique: true },
    { on: ["order_id", "payment_collection_id"] },
    { on: ["attention_item_id"] },
    // A rest's link by its collection (invoice reads: workflows/cryptocloud/attention/complete-rest.ts).
    { on: ["payment_collection_id"], where: "attention_item_id IS NOT NULL" },
  ])
