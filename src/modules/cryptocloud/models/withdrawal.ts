import { model } from "@medusajs/framework/utils"

import { WITHDRAWAL_STATUSES } from "../../../domain/withdrawals"

/**
 * Withdrawal log: one row per withdrawal request an admin made, whatever became of it, and one
 * per withdrawal made outside the plugin (`external`: CryptoCloud's dashboard or its automatic
 * withdrawals, read from the invoice list; external-withdrawals.ts).
 *
 * status (domain/withdrawals.ts): `pending` while the request is on its way; `sent` = the service
 * accepted it; `refused` = stopped by our own guard before sending (interval, bad input, no key);
 * `failed` = provably not carried out (the service refused it, or the connection never opened);
 * `unknown` = the answer was lost (timeout, 5xx, unreadable answer) and the money may have gone
 * out; `external` = made outside the plugin, never a payout of ours. A pending or unknown row blocks an identical request, whatever its age, until it is
 * answered or an admin resolves it (`resolution`); a pending row a dead process left behind
 * becomes unknown at the next reconciliation pass (modules/cryptocloud/withdrawal-log.ts).
 *
 * `sent_at` is when the request went, or may have gone, to the service. The 12-second minimum
 * interval counts from the newest `sent_at` of the project across ALL instances, so it survives
 * restarts and holds behind a load balancer (modules/cryptocloud/withdrawal-log.ts).
 *
 * Never holds a key: only the admin's input and the service's answer.
 */
export const Withdrawal = model
  .define("cryptocloud_withdrawal", {
    id: model.id({ prefix: "ccwd" }).primaryKey(),
    admin_user_id: model.text().nullable(),
    currency_code: model.text(),
    to_address: model.text(),
    /** Decimal string exactly as sent (never a float), at most the coin's decimals. */
    amount: model.text(),
    /**
     * currency:canonical address:amount (domain/payout-request.ts). Unique per project among
     * unresolved `pending`/`unknown` rows: an identical payout is never in flight twice.
     */
    payout_key: model.text().nullable(),
    status: model.enum([...WITHDRAWAL_STATUSES]).default("pending"),
    sent_at: model.dateTime().nullable(),
    /** The service's answer on success: request id (INV-…) and its status. */
    withdrawal_id: model.text().nullable(),
    service_status: model.text().nullable(),
    /** The service's answer on failure: our error code, the service's problem area and message. */
    error_code: model.text().nullable(),
    error_area: model.text().nullable(),
    error_message: model.text().nullable(),
    /** The normalised answer (amount, fee, currency…), or the redacted error, for the history view. */
    response: model.json().nullable(),
    /** How an admin resolved an `unknown` row: "sent" | "not_sent", by whom and when. */
    resolution: model.text().nullable(),
    resolved_by: model.text().nullable(),
    resolved_at: model.dateTime().nullable(),
    /** The refund this payout pays (refunds of [C]). */
    refund_id: model.text().nullable(),
    /** The CryptoCloud project (its shop id) the record belongs to; filled at boot on rows from before projects. */
    shop_id: model.text().nullable(),
    /**
     * A refund paid in another coin of the balance (autoconversion; domain/refunds/conversion.ts):
     * the refund's coin, the amount of it this payout settles, units of `currency_code` per unit
     * of it, and where the rate came from (`balance` | `invoice`). Null on every other payout.
     */
    converted_from_currency: model.text().nullable(),
    converted_from_amount: model.text().nullable(),
    conversion_rate: model.text().nullable(),
    conversion_rate_source: model.text().nullable(),
  })
  .indexes([
    { on: ["sent_at"] },
    { on: ["created_at"] },
    { on: ["status"] },
    {
      // Per project: an identical payout from another project's balance is another payout.
      name: "IDX_cryptocloud_withdrawal_project_payout_key_in_flight",
      on: ["shop_id", "payout_key"],
      unique: true,
      where: "status IN ('pending', 'unknown') AND resolution IS NULL AND payout_key IS NOT NULL AND deleted_at IS NULL",
    },
    {
      // One external row per service request id, whatever the number of instances (Migration20261128140000).
      name: "IDX_cryptocloud_withdrawal_external_withdrawal_id",
      on: ["withdrawal_id"],
      unique: true,
      where: "status = 'external' AND deleted_at IS NULL",
    },
    { name: "IDX_cryptocloud_withdrawal_withdrawal_id", on: ["withdrawal_id"] },
  ])
