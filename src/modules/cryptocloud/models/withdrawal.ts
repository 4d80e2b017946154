import { model } from "@medusajs/framework/utils"

export const WITHDRAWAL_STATUSES = ["pending", "sent", "failed", "refused"] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/**
 * Withdrawal log: one row per withdrawal request an admin made, whatever became of it.
 *
 * status: `pending` while the request is on its way (a row left pending means the process
 * stopped mid-request: the outcome is unknown); `sent` = the service accepted it; `refused` =
 * definitely not executed (refused by us — interval, no key — or by the service); `failed` =
 * the exchange broke and the service may or may not have executed it (check the dashboard).
 *
 * `sent_at` is when the request went, or may have gone, to the service. The 12-second minimum
 * interval counts from the newest `sent_at` across ALL instances, so it survives restarts and
 * holds behind a load balancer (see the module service's createWithdrawal).
 *
 * Never holds a key: only the admin's input and the service's answer.
 */
export const Withdrawal = model
  .define("cryptocloud_withdrawal", {
    id: model.id({ prefix: "ccwd" }).primaryKey(),
    admin_user_id: model.text().nullable(),
    currency_code: model.text(),
    to_address: model.text(),
    /** Decimal string exactly as sent (never a float). */
    amount: model.text(),
    status: model.enum([...WITHDRAWAL_STATUSES]).default("pending"),
    sent_at: model.dateTime().nullable(),
    /** The service's answer on success: request id (INV-…) and its status. */
    withdrawal_id: model.text().nullable(),
    service_status: model.text().nullable(),
    /** The service's answer on failure: our error code, the service's problem area and message. */
    error_code: model.text().nullable(),
    error_area: model.text().nullable(),
    error_message: model.text().nullable(),
    /** The normalised answer (amount, fee, currency…), for the history view. */
    response: model.json().nullable(),
  })
  .indexes([{ on: ["sent_at"] }, { on: ["created_at"] }])
