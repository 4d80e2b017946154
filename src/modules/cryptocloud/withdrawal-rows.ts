/**
 * The withdrawal log's rows and the queries every transition starts from: the table (soft
 * deletes left out), a project's last request that reached the service (its 12 s interval
 * counts from it) and a payout key's unresolved requests. The transitions themselves are
 * withdrawal-log.ts; the refund each one moves, withdrawal-refunds.ts.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { RefundRow } from "../../domain/refunds/store"
import type { WithdrawalResolution, WithdrawalStatus } from "../../domain/withdrawals"
import { whereInProject, type ProjectScope } from "./project-scope"

export const WITHDRAWALS_TABLE = "cryptocloud_withdrawal"

/**
 * Advisory-lock key (hashed by Postgres): one reservation at a time across every instance, and
 * across projects too (a short transaction; one key keeps an older instance of a deploy, which
 * takes this same lock, in step). The recording of external withdrawals takes it too.
 */
export const WITHDRAWAL_LOCK = "cryptocloud:withdrawal"

export interface WithdrawalLogRow {
  id: string
  admin_user_id: string | null
  currency_code: string
  to_address: string
  amount: string
  payout_key: string | null
  status: WithdrawalStatus
  sent_at: Date | null
  withdrawal_id: string | null
  service_status: string | null
  error_code: string | null
  error_area: string | null
  error_message: string | null
  response: Record<string, unknown> | null
  resolution: WithdrawalResolution | null
  resolved_by: string | null
  resolved_at: Date | null
  refund_id: string | null
  /** The project whose withdrawal key sent (or was to send) it; null only on rows from before projects. */
  shop_id: string | null
  /** A refund paid in another coin (Migration20261128103000): the refund's coin, its amount settled, the rate and its source. */
  converted_from_currency?: string | null
  converted_from_amount?: string | null
  conversion_rate?: string | null
  conversion_rate_source?: string | null
  created_at: Date
}

/** A withdrawal row and, when it pays a refund, the refund as it is after the change. */
export interface PayoutChange {
  row: WithdrawalLogRow
  refund: RefundRow | null
  /**
   * This call moved the row (its status or resolution) and the refund: each change is made by one
   * call only, so its events (domain/events.ts) are emitted once. False when another call (the
   * pass that gave up on a pending row, another instance) had already moved them.
   */
  changed: { row: boolean; refund: boolean }
}

/** The refund a payout pays; `typedAddress` when the admin typed the address (kept on the refund). */
export interface RefundClaim {
  refundId: string
  typedAddress?: boolean
  /**
   * The refund's address as the caller read it before choosing where to send: the claim holds
   * only while it is unchanged (a new address link clears it, the customer may give another),
   * so the request goes to an address the refund still had when claimed. Undefined: not checked.
   */
  readAddress?: string | null
}

export type Reservation =
  | { kind: "reserved"; row: WithdrawalLogRow; refund: RefundRow | null }
  /** Refused locally (logged as `refused`): the 12 s interval has not passed. */
  | { kind: "too_early"; row: WithdrawalLogRow; retryAfterMs: number }

/** The log's live rows (soft-deleted ones left out). */
export function withdrawalRows(trx: Knex | Knex.Transaction) {
  return trx(WITHDRAWALS_TABLE).whereNull("deleted_at")
}

/** The newest request of this project that (may have) reached the service: its 12 s interval counts from it. */
export async function lastSentAt(trx: Knex | Knex.Transaction, scope: ProjectScope): Promise<Date | null> {
  const row = await whereInProject(withdrawalRows(trx).whereNotNull("sent_at"), scope).orderBy("sent_at", "desc").first("sent_at")
  return row?.sent_at ?? null
}

/** Unresolved `pending`/`unknown` rows of this project with this payout key. */
export function inFlight(trx: Knex | Knex.Transaction, scope: ProjectScope, payoutKey: string) {
  return whereInProject(withdrawalRows(trx).where({ payout_key: payoutKey }).whereIn("status", ["pending", "unknown"]).whereNull("resolution"), scope)
}
