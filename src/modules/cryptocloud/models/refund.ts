import { model } from "@medusajs/framework/utils"
import { REFUND_STATUSES } from "../../../domain/refunds/rules"
import { REFUNDS_TABLE } from "../../../domain/refunds/store"

/**
 * A refund owed to a customer in crypto (design.md): recorded by the provider when Medusa
 * refunds (domain/refunds/store.ts writes it), paid out by an admin's withdrawals (one or more:
 * partial payouts add up in `crypto_paid`). Amounts are decimal strings: `amount` in the order's
 * fiat currency, `crypto_amount` in the invoice's payment currency at the invoice's own rate,
 * capped at what arrived on the invoice. The address link is single use: the nonce of the
 * current link is kept and cleared when the link is used.
 */
export const Refund = model
  .define(REFUNDS_TABLE, {
    id: model.id({ prefix: "ccref" }).primaryKey(),
    /** Medusa's refund record (unique: a retried refundPayment records nothing twice). */
    medusa_refund_id: model.text().unique().nullable(),
    payment_id: model.text().nullable(),
    order_id: model.text().nullable(),
    invoice_uuid: model.text(),
    amount: model.text(),
    currency_code: model.text(),
    crypto_amount: model.text(),
    crypto_currency: model.text(),
    status: model.enum([...REFUND_STATUSES]).default("awaiting_address"),
    address: model.text().nullable(),
    address_source: model.enum(["customer", "admin"]).nullable(),
    /** The withdrawal log row (ccwd_…) of the latest payout. */
    withdrawal_id: model.text().nullable(),
    /** Sum of the payouts that went out; the refund stays owed until it reaches crypto_amount. */
    crypto_paid: model.text().default("0"),
    /** What had arrived on the invoice when the refund was recorded: crypto_amount is capped by it. */
    crypto_received: model.text().nullable(),
    /** A refund of a test-mode payment: paying it out sends real crypto for money never received. */
    test_mode: model.boolean().default(false),
    /** Which owing the open `refund_owed` item is about (domain/refunds/rules.ts refundOwedKey). */
    owing_seq: model.number().default(0),
    token_nonce: model.text().nullable(),
    token_expires_at: model.dateTime().nullable(),
    address_requested_at: model.dateTime().nullable(),
    address_submitted_at: model.dateTime().nullable(),
    /**
     * Addresses the customer gave that a newer address request cleared: a payout naming one is
     * refused (`refund_changed`), so a stale form cannot pay it as if the admin had typed it.
     */
    superseded_addresses: model.array().nullable(),
    paid_out_by: model.text().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
    /**
     * A return (design.md, "Money that is on no order"): money paid back for this attention item,
     * not for a Medusa refund; at most one return per item (Migration20261128100000).
     */
    attention_item_id: model.text().nullable(),
  })
  .indexes([
    { on: ["order_id"] },
    { on: ["status"] },
    { on: ["invoice_uuid"] },
    { on: ["attention_item_id"], unique: true, where: "attention_item_id IS NOT NULL" },
  ])
