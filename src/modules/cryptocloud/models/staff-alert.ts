import { model } from "@medusajs/framework/utils"

/**
 * The staff alerts' outbox (domain/notices/staff-alerts.ts): one row per cause, channel and
 * recipient — the unique index is the claim that makes an alert once across instances — holding
 * everything its e-mail or feed entry shows. `state`: pending → sending (one instance took it,
 * `batch_key` is the idempotency key it sends under) → sent, or back to pending after a failure
 * (`attempts`), failed for good after too many.
 */
export const StaffAlert = model
  .define("cryptocloud_staff_alert", {
    id: model.id({ prefix: "ccalert" }).primaryKey(),
    shop_id: model.text(),
    cause: model.text(),
    kind: model.text(),
    channel: model.text(),
    /** An e-mail address; "" for the admin's feed. */
    recipient: model.text(),
    data: model.json(),
    state: model.text().default("pending"),
    attempts: model.number().default(0),
    batch_key: model.text().nullable(),
    claimed_at: model.dateTime().nullable(),
    sent_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["cause", "channel", "recipient"], unique: true }, { on: ["state", "channel", "recipient"] }])
