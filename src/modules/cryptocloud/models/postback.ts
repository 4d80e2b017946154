import { model } from "@medusajs/framework/utils"
import { POSTBACK_LOG_TABLE, POSTBACK_OUTCOMES } from "../../../domain/postback-log"

/**
 * One postback received (domain/postback-log.ts writes it from the provider): when, which
 * invoice it named, the outcome and the reason in words. Never the token or the body.
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
  })
  .indexes([{ on: ["received_at"] }, { on: ["outcome", "received_at"] }, { on: ["invoice_id"] }])
