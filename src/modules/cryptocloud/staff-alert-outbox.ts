/**
 * The staff alerts' outbox (models/staff-alert.ts; domain/notices/staff-alerts.ts says when rows
 * go out). The unique (cause, channel, recipient) row is the claim that makes an alert once per
 * recipient whatever the number of instances; taking a recipient's due rows happens under a
 * transaction-scoped advisory lock of that recipient, so two instances never split one burst
 * into two digests, and each row is taken by one of them only.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import {
  ALERT_MAX_ATTEMPTS,
  ALERT_MAX_HOLD_MS,
  ALERT_QUIET_MS,
  ALERT_STALE_CLAIM_MS,
  isDue,
  type StaffAlert,
  type StaffAlertData,
} from "../../domain/notices/staff-alerts"
import type { AlertableItem } from "../../domain/notices/staff-alerts"
import { ATTENTION_TABLE } from "./attention-store"

export const STAFF_ALERT_TABLE = "cryptocloud_staff_alert"
/** Sent alerts are kept this long (the admin's record is Medusa's notification table). */
export const ALERT_RETENTION_DAYS = 30

export interface AlertRecipient {
  channel: "email" | "feed"
  recipient: string
}

export interface TakenAlert {
  id: string
  cause: string
  data: StaffAlertData
}

export interface TakenBatch extends AlertRecipient {
  alerts: TakenAlert[]
}

/**
 * Rows ready to send: new ones, and failed ones whose back-off has passed (1, 2, 4 … 60 minutes
 * after the last try), so a provider that is down is not hammered and is tried for hours.
 */
function ready<Q extends Knex.QueryBuilder>(query: Q, now: Date): Q {
  return query
    .where({ state: "pending" })
    .whereNull("deleted_at")
    .whereRaw("(attempts = 0 OR claimed_at <= ?::timestamptz - LEAST(POWER(2, attempts - 1), 60) * interval '1 minute')", [now]) as Q
}

export class StaffAlertOutbox {
  constructor(private readonly pg: Knex) {}

  /** One row per recipient, unless the cause is already on record for it; how many are new. */
  async enqueue(alert: StaffAlert, recipients: readonly AlertRecipient[], now: Date): Promise<number> {
    if (!recipients.length) return 0
    const rows = recipients.map((r) => ({
      id: generateEntityId(undefined, "ccalert"),
      shop_id: alert.shopId,
      cause: alert.cause,
      kind: alert.data.kind,
      channel: r.channel,
      recipient: r.recipient,
      data: JSON.stringify(alert.data),
      state: "pending",
      attempts: 0,
      created_at: now,
      updated_at: now,
    }))
    const inserted = await this.pg(STAFF_ALERT_TABLE)
      .insert(rows)
      .onConflict(this.pg.raw(`("cause", "channel", "recipient") WHERE deleted_at IS NULL`))
      .ignore()
      .returning("id")
    return inserted.length
  }

  /** Recipients with waiting rows: when each is due (now or later). */
  async waiting(now: Date): Promise<Array<AlertRecipient & { due: boolean; dueAt: Date }>> {
    const groups = (await ready(this.pg(STAFF_ALERT_TABLE), now)
      .groupBy("channel", "recipient")
      .select("channel", "recipient")
      .min({ oldest: "created_at" })
      .max({ newest: "created_at" })) as Array<{ channel: AlertRecipient["channel"]; recipient: string; oldest: Date; newest: Date }>
    return groups.map((g) => ({
      channel: g.channel,
      recipient: g.recipient,
      due: isDue(new Date(g.oldest), new Date(g.newest), now),
      dueAt: new Date(Math.min(new Date(g.newest).getTime() + ALERT_QUIET_MS, new Date(g.oldest).getTime() + ALERT_MAX_HOLD_MS)),
    }))
  }

  /**
   * Take a recipient's waiting rows if they are due, all at once: null when another instance holds
   * the recipient right now or the rows are not due (one joined them since `waiting`).
   */
  async take(to: AlertRecipient, now: Date): Promise<TakenBatch | null> {
    return this.pg.transaction(async (trx) => {
      const lock = await trx.raw("SELECT pg_try_advisory_xact_lock(hashtext(?)) AS ok", [`cryptocloud:staff-alert:${to.channel}:${to.recipient}`])
      if (!lock.rows[0]?.ok) return null
      const span = (await ready(trx(STAFF_ALERT_TABLE), now)
        .where({ channel: to.channel, recipient: to.recipient })
        .min({ oldest: "created_at" })
        .max({ newest: "created_at" })
        .first()) as { oldest: Date | null; newest: Date | null } | undefined
      if (!span?.oldest || !span.newest || !isDue(new Date(span.oldest), new Date(span.newest), now)) return null
      const rows = (await ready(trx(STAFF_ALERT_TABLE), now)
        .where({ channel: to.channel, recipient: to.recipient })
        .update({ state: "sending", claimed_at: now, attempts: trx.raw("attempts + 1"), updated_at: now })
        .returning(["id", "cause", "data", "created_at"])) as Array<{ id: string; cause: string; data: StaffAlertData | string; created_at: Date }>
      rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id))
      return { ...to, alerts: rows.map((r) => ({ id: r.id, cause: r.cause, data: typeof r.data === "string" ? JSON.parse(r.data) : r.data })) }
    })
  }

  async markSent(ids: readonly string[], batchKey: string, now: Date): Promise<void> {
    await this.pg(STAFF_ALERT_TABLE).whereIn("id", ids).update({ state: "sent", sent_at: now, batch_key: batchKey, updated_at: now })
  }

  /** A send that failed waits again, unless it has been tried too often (then `failed`: how many). */
  async markFailed(ids: readonly string[], now: Date): Promise<number> {
    await this.pg(STAFF_ALERT_TABLE)
      .whereIn("id", ids)
      .update({ state: this.pg.raw(`CASE WHEN attempts >= ? THEN 'failed' ELSE 'pending' END`, [ALERT_MAX_ATTEMPTS]), updated_at: now })
    const failed = await this.pg(STAFF_ALERT_TABLE).whereIn("id", ids).where({ state: "failed" }).count<{ count: string }[]>({ count: "*" })
    return Number(failed[0]?.count ?? 0)
  }

  /** Rows a stopped process had taken wait again; resent under the same idempotency key. */
  async releaseStale(now: Date): Promise<number> {
    return this.pg(STAFF_ALERT_TABLE)
      .where({ state: "sending" })
      .where("claimed_at", "<", new Date(now.getTime() - ALERT_STALE_CLAIM_MS))
      .update({ state: "pending", updated_at: now })
  }

  /**
   * Sent and given-up rows older than `days` go (the hourly prune job). Safe for the claim: no
   * cause is found again that late — an item's alert comes from its creation (or the last hour's
   * catch-up), a silence names its last postback, a balance its day.
   */
  async prune(now: Date, days = ALERT_RETENTION_DAYS): Promise<number> {
    return this.pg(STAFF_ALERT_TABLE)
      .whereIn("state", ["sent", "failed"])
      .where("created_at", "<", new Date(now.getTime() - days * 86_400_000))
      .delete()
  }

  /** Attention items raised since `since` that no alert row names (their event was lost): at most `limit`. */
  async unalertedItems(since: Date, limit: number): Promise<AlertableItem[]> {
    return (await this.pg(`${ATTENTION_TABLE} as a`)
      .where("a.detected_at", ">", since)
      .whereNull("a.deleted_at")
      .whereNotNull("a.shop_id")
      .whereRaw(`NOT EXISTS (SELECT 1 FROM ${STAFF_ALERT_TABLE} s WHERE s.cause = 'attention:' || a.id)`)
      .orderBy("a.detected_at", "asc")
      .limit(limit)
      .select(
        "a.id",
        "a.kind",
        "a.shop_id",
        "a.amount",
        "a.currency",
        "a.order_id",
        "a.invoice_uuid",
        "a.test_mode",
        "a.description",
        "a.detected_at"
      )) as AlertableItem[]
  }

  /** One attention item, as an alert describes it. */
  async item(id: string): Promise<AlertableItem | null> {
    const row = await this.pg(ATTENTION_TABLE)
      .where({ id })
      .whereNull("deleted_at")
      .first("id", "kind", "shop_id", "amount", "currency", "order_id", "invoice_uuid", "test_mode", "description", "detected_at")
    return (row as AlertableItem | undefined) ?? null
  }
}
