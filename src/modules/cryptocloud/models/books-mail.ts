import { model } from "@medusajs/framework/utils"
import { BOOKS_MAIL_TABLE } from "../../../domain/notices/books-claims"

/**
 * One e-mail of the books (domain/notices/books-claims.ts): a project's reports of one period to
 * one address, claimed before it is sent so that it goes once whatever the number of instances.
 * `state` claimed → sent | failed (a failed or stale claim is tried again, `attempts` counting,
 * with the same idempotency key `cryptocloud-books:<id>`). Periods are UTC days `YYYY-MM-DD`,
 * both included.
 */
export const BooksMail = model
  .define(BOOKS_MAIL_TABLE, {
    id: model.id({ prefix: "ccbm" }).primaryKey(),
    shop_id: model.text(),
    /** `day` | `week` | `month` (the setting `books.every` when it was claimed). */
    every: model.text(),
    period_start: model.text(),
    period_end: model.text(),
    address: model.text(),
    state: model.enum(["claimed", "sent", "failed"]).default("claimed"),
    attempts: model.number().default(1),
    /** When the current attempt started (a claim older than 30 minutes is taken over). */
    claimed_at: model.dateTime(),
    sent_at: model.dateTime().nullable(),
    /** Failed: when a run tries again; null once given up. */
    next_attempt_at: model.dateTime().nullable(),
    /** The last failure's message. */
    error: model.text().nullable(),
  })
  .indexes([{ on: ["shop_id", "every", "period_start", "address"], unique: true }])
