import { model } from "@medusajs/framework/utils"
import { POSTBACK_LOG_TABLE, POSTBACK_OUTCOMES } from "../../../domain/postback-log"

/**
 * One postback received (domain/postback-log.ts writes it from the provider): when, which
 * invoice it named, the outcome and the reason in words and as a code. Never the token or the body.
 */
export const Postback = model
  .define(POSTBACK_LOG_TABLE, {
    id: model.id({ prefix: "ccpb" }).primaryKey(),
    received_at: model.dateTime(),
    invoice_id: model.text().nullable(),
    outcome: model.enum([...POSTBACK_OUTCOMES]),
    /** The invoice status a postback was applied with (repeats of it are duplicates). */
    status: model.text().nullable(),
    reason: model.text(),
    /** The reason's code, of the closed set of lib/cryptocloud/postback-reason-codes.ts; null on lines written before codes. */
    reason_code: model.text().nullable(),
    /** How many postbacks this line stands for: 1 for a verified one; rejected and ignored ones
     * are counted per outcome, reason and minute on one line (a flood adds lines at a fixed rate). */
    count: model.number().default(1),
    /** `outcome|reason|minute` of a counted line (unique: instances add to the same line); null for a single postback. */
    bucket: model.text().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
  })
  .indexes([
    // Not partial: the prune deletes every line older than 30 days by it (domain/postback-log.ts),
    // and a partial index (deleted_at IS NULL) is one its DELETE cannot use.
    { on: ["received_at"], where: null },
    { on: ["outcome", "received_at"] },
    { on: ["invoice_id"] },
    { on: ["bucket"], unique: true, where: "bucket IS NOT NULL AND deleted_at IS NULL" },
  ])
