/**
 * Writing withdrawals made outside the plugin (domain/external-withdrawals.ts says which) to the
 * withdrawal log as `external` rows: never payouts — no payout key, no refund, no admin, no
 * `sent_at` (the 12 s interval is the API's, not the dashboard's) — so nothing treats them as
 * in flight, unknown, to retry or to resolve. `created_at` is the service's `created`: the
 * reports place them when they left the balance.
 *
 * Exactly once across instances: the decision and the inserts run under the withdrawal log's
 * advisory lock (a reservation writes its `pending` row under the same lock, before its request
 * leaves, so an entry of the plugin's own is excused or known by the time it can be listed), and
 * the unique index on the request id of `external` rows (Migration20261128140000) refuses a
 * second row should two passes ever meet.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { externalOnly, type ExternalWithdrawal, type UnansweredPayout } from "../../domain/external-withdrawals"
import { whereInProject, type ProjectScope } from "./project-scope"
import { WITHDRAWAL_LOCK, withdrawalRows, WITHDRAWALS_TABLE } from "./withdrawal-rows"

export async function recordExternalRows(pg: Knex, entries: readonly ExternalWithdrawal[], scope: ProjectScope, now: Date): Promise<number> {
  if (!entries.length) return 0
  return pg.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [WITHDRAWAL_LOCK])
    const ids = entries.map((entry) => entry.withdrawal_id)
    // Any row of any project holding the request id: the service's ids are its own, store-wide.
    const known = new Set<string>((await withdrawalRows(trx).whereIn("withdrawal_id", ids).pluck("withdrawal_id")) as string[])
    const unanswered: UnansweredPayout[] = await whereInProject(
      withdrawalRows(trx)
        .whereNull("withdrawal_id")
        .whereIn("status", ["pending", "unknown"])
        .where((q) => {
          q.whereNull("resolution").orWhere("resolution", "sent")
        })
        .whereIn("currency_code", [...new Set(entries.map((entry) => entry.currency_code))]),
      scope
    ).select("id", "currency_code", "amount", "sent_at", "created_at")
    const rows = externalOnly(entries, known, unanswered).map((entry) => ({
      id: generateEntityId(undefined, "ccwd"),
      admin_user_id: null,
      currency_code: entry.currency_code,
      to_address: entry.to_address,
      amount: entry.amount,
      payout_key: null,
      status: "external",
      sent_at: null,
      withdrawal_id: entry.withdrawal_id,
      service_status: entry.service_status,
      response: JSON.stringify({ source: "invoice_list", fee: entry.fee, service_fee: entry.service_fee }),
      shop_id: scope.shopId,
      created_at: entry.requested_at ?? now,
      updated_at: now,
    }))
    if (!rows.length) return 0
    const inserted = await trx(WITHDRAWALS_TABLE)
      .insert(rows)
      .onConflict(trx.raw(`("withdrawal_id") WHERE status = 'external' AND deleted_at IS NULL`))
      .ignore()
      .returning("id")
    return inserted.length
  })
}
