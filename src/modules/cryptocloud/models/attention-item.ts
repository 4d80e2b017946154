import { model } from "@medusajs/framework/utils"
import { ATTENTION_KINDS, ATTENTION_RESOLUTIONS } from "../../../domain/attention"

/**
 * Money that needs the merchant: one row per problem, created once (`dedupe_key` is unique:
 * re-delivery or re-detection finds the existing row). `description` says what happened;
 * `note`, `resolved_by` and `resolved_at` record how the merchant dealt with it.
 */
export const AttentionItem = model
  .define("cryptocloud_attention_item", {
    id: model.id({ prefix: "ccatt" }).primaryKey(),
    kind: model.enum([...ATTENTION_KINDS]),
    dedupe_key: model.text().unique(),
    invoice_uuid: model.text().nullable(),
    withdrawal_id: model.text().nullable(),
    refund_id: model.text().nullable(),
    order_id: model.text().nullable(),
    /** Decimal string of the money concerned, in `currency` (a crypto or fiat code). */
    amount: model.text().nullable(),
    currency: model.text().nullable(),
    test_mode: model.boolean().default(false),
    description: model.text(),
    detected_at: model.dateTime(),
    status: model.enum(["open", "resolved"]).default("open"),
    note: model.text().nullable(),
    resolved_by: model.text().nullable(),
    resolved_at: model.dateTime().nullable(),
    /** How it was settled (noted, returned, accepted, rest_paid); null while open (Migration20261128100000). */
    resolution: model.enum([...ATTENTION_RESOLUTIONS]).nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
  })
  .indexes([{ on: ["status", "detected_at"] }, { on: ["order_id"] }, { on: ["invoice_uuid"] }])
