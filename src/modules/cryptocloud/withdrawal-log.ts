/**
 * The withdrawal log: every payout request that leaves the store, written before it leaves.
 *
 * Exactly once under failure rests on three rules, each kept inside one transaction:
 * - reserve: under one advisory lock for all instances, refuse a request while an identical one
 *   (same payout key) of the same project is `pending` or `unknown` and unresolved — whatever
 *   its age — hold the project's 12 s interval, claim the refund it pays (from an owed status
 *   only, at the address the caller read), and write the `pending` row. Two instances racing
 *   make one row; a restart finds the row of the request it lost.
 * - complete / abandon / resolve: change the row and move its refund with it, so no crash can
 *   leave a withdrawal that went out next to a refund that can be paid again.
 * - a row's outcome is written only from `pending`: once the job has called it `unknown`, a
 *   late answer cannot quietly overwrite what the merchant was told.
 *
 * The identical-request and interval rules are per project (its shop id on every row):
 * CryptoCloud limits withdrawals per withdrawal key, and an identical payout from another
 * project's balance is another payout.
 *
 * This file holds the states' transitions (a request too early is `refused` at once; `pending`
 * becomes sent, failed, refused or unknown; an unknown, or a stale pending, is resolved by an
 * admin); the rows and the queries they start from are withdrawal-rows.ts, the refund each
 * transition moves is withdrawal-refunds.ts.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { WITHDRAWAL_MIN_INTERVAL_MS } from "../../lib/cryptocloud"
import type { PayoutRequest } from "../../domain/payout-request"
import { withdrawalGate, WithdrawalBlockedError, type WithdrawalLogUpdate, type WithdrawalResolution } from "../../domain/withdrawals"
import { inProject, type ProjectScope } from "./project-scope"
import { claimRefund, conversionColumns, settleRefund } from "./withdrawal-refunds"
import type { ExternalWithdrawal } from "../../domain/external-withdrawals"
import { recordExternalRows } from "./external-withdrawals"
import {
  inFlight,
  lastSentAt,
  WITHDRAWAL_LOCK,
  withdrawalRows,
  WITHDRAWALS_TABLE,
  type PayoutChange,
  type RefundClaim,
  type Reservation,
  type WithdrawalLogRow,
} from "./withdrawal-rows"

// The log's rows and the refund error are part of its interface for the routes and workflows.
export { WITHDRAWALS_TABLE, type PayoutChange, type RefundClaim, type Reservation, type WithdrawalLogRow } from "./withdrawal-rows"
export { RefundNotOwedError } from "./withdrawal-refunds"

const ABANDONED = {
  error_code: "WITHDRAWAL_ANSWER_LOST",
  error_area: "process_stopped",
  error_message: "The server that sent this request stopped (restart, crash or deploy) before CryptoCloud answered; the withdrawal may have been carried out.",
}

export class WithdrawalLog {
  constructor(private readonly pg: Knex) {}

  /** The newest request of this project that (may have) reached the service: its 12 s interval counts from it. */
  lastSentAt(scope: ProjectScope): Promise<Date | null> {
    return lastSentAt(this.pg, scope)
  }

  /**
   * Write the `pending` row of a payout about to be sent by `scope`'s project (and claim its
   * refund), or refuse: WithdrawalBlockedError (409) for an identical unresolved request of that
   * project, RefundNotOwedError (409) for a refund no longer payable, a `too_early` reservation
   * inside the project's 12 s interval.
   */
  reserve(payout: PayoutRequest, adminUserId: string | null, claim: RefundClaim | null, scope: ProjectScope): Promise<Reservation> {
    const refundId = claim?.refundId ?? null
    return this.pg
      .transaction(async (trx): Promise<Reservation> => {
        // Held until commit: a concurrent reservation (any instance) waits, then sees our row.
        await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [WITHDRAWAL_LOCK])
        const identical = await inFlight(trx, scope, payout.payout_key).select("id", "status")
        const gate = withdrawalGate(identical, await lastSentAt(trx, scope))
        if (gate.kind === "blocked") {
          throw new WithdrawalBlockedError(gate.withdrawalId, identical.find((r) => r.id === gate.withdrawalId)!.status)
        }
        const id = generateEntityId(undefined, "ccwd")
        const base = {
          id,
          admin_user_id: adminUserId,
          refund_id: refundId,
          currency_code: payout.currency_code,
          to_address: payout.to_address,
          amount: payout.amount,
          payout_key: payout.payout_key,
          shop_id: scope.shopId,
          ...conversionColumns(payout),
        }
        if (gate.kind === "too_early") {
          const [row] = await trx(WITHDRAWALS_TABLE)
            .insert({
              ...base,
              status: "refused",
              error_code: "CRYPTOCLOUD_RATE_LIMITED",
              error_area: "rate_limit",
              error_message: `Refused locally: less than ${WITHDRAWAL_MIN_INTERVAL_MS / 1000} s since the previous withdrawal request`,
            })
            .returning("*")
          return { kind: "too_early", row, retryAfterMs: gate.retryAfterMs }
        }
        const refund = claim ? await claimRefund(trx, claim, id, payout, adminUserId) : null
        const [row] = await trx(WITHDRAWALS_TABLE)
          .insert({ ...base, status: "pending", sent_at: new Date() })
          .returning("*")
        return { kind: "reserved", row, refund }
      })
      .catch(async (error) => {
        // The unique index on in-flight payout keys is the backstop of the lock: should a write
        // ever slip past the check, it still refuses the second row, and says so as the check does.
        if ((error as { code?: string }).code !== "23505" || !String((error as Error).message).includes("payout_key")) throw error
        const earlier = await inFlight(this.pg, scope, payout.payout_key).first("id", "status")
        throw earlier ? new WithdrawalBlockedError(earlier.id, earlier.status) : error
      })
  }

  /**
   * Withdrawals made outside the plugin, from the service's invoice list: written once each as
   * `external` rows of `scope`'s project (external-withdrawals.ts). Returns how many are new.
   */
  recordExternal(entries: readonly ExternalWithdrawal[], scope: ProjectScope, now = new Date()): Promise<number> {
    return recordExternalRows(this.pg, entries, scope, now)
  }

  /** The service's answer (or its absence) for a reserved request. */
  complete(id: string, update: WithdrawalLogUpdate): Promise<PayoutChange> {
    const { reachedService, response, ...fields } = update
    return this.pg.transaction(async (trx) => {
      const [row] = await withdrawalRows(trx)
        .where({ id, status: "pending" })
        .update({
          ...fields,
          ...(response === undefined ? {} : { response: response === null ? null : JSON.stringify(response) }),
          // A request that provably never left does not hold the interval.
          ...(reachedService ? {} : { sent_at: null }),
          updated_at: new Date(),
        })
        .returning("*")
      const current = row ?? (await withdrawalRows(trx).where({ id }).first())
      const settled = await settleRefund(trx, current)
      return { row: current, refund: settled.refund, changed: { row: Boolean(row), refund: settled.changed } }
    })
  }

  /**
   * `pending` rows older than `cutoff` were left by a process that stopped mid-request: they
   * become `unknown` (and their refunds `payout_unknown`). Returns the rows changed now.
   */
  abandonStalePending(cutoff: Date): Promise<PayoutChange[]> {
    return this.pg.transaction(async (trx) => {
      const rows: WithdrawalLogRow[] = await withdrawalRows(trx)
        .where({ status: "pending" })
        .where("created_at", "<", cutoff)
        .update({ status: "unknown", ...ABANDONED, response: JSON.stringify({ lost_answer: true, process_stopped: true }), updated_at: new Date() })
        .returning("*")
      const changes: PayoutChange[] = []
      for (const row of rows) {
        const settled = await settleRefund(trx, row)
        changes.push({ row, refund: settled.refund, changed: { row: true, refund: settled.changed } })
      }
      return changes
    })
  }

  /**
   * An admin's answer for a withdrawal whose outcome is unknown — or a `pending` row older than
   * `staleCutoff`, which no live process is waiting on — after checking the CryptoCloud dashboard.
   * With `scope`, only a withdrawal of that project (the admin was looking at its history).
   */
  resolve(
    id: string,
    resolution: WithdrawalResolution,
    adminUserId: string | null,
    staleCutoff: Date,
    scope: ProjectScope | null = null
  ): Promise<PayoutChange> {
    return this.pg.transaction(async (trx) => {
      const row: WithdrawalLogRow | undefined = await withdrawalRows(trx).where({ id }).forUpdate().first()
      if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Withdrawal ${id} was not found.`)
      if (scope && !inProject(row.shop_id, scope)) {
        throw new MedusaError(
          MedusaError.Types.NOT_FOUND,
          `Withdrawal ${id} is not one of CryptoCloud project "${scope.shopId}"'s withdrawals (it was sent from project "${row.shop_id}").`
        )
      }
      if (row.resolution) {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Withdrawal ${id} was already resolved as ${row.resolution}.`)
      }
      const abandoned = row.status === "pending" && new Date(row.created_at) < staleCutoff
      if (row.status === "pending" && !abandoned) {
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          `Withdrawal ${id} is still waiting for CryptoCloud's answer; it can be resolved once its outcome is unknown.`
        )
      }
      if (row.status !== "unknown" && !abandoned) {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Withdrawal ${id} is ${row.status}; only a withdrawal whose outcome is unknown can be resolved.`)
      }
      const [resolved] = await withdrawalRows(trx)
        .where({ id })
        .update({
          ...(abandoned ? { status: "unknown", ...ABANDONED } : {}),
          resolution,
          resolved_by: adminUserId,
          resolved_at: new Date(),
          updated_at: new Date(),
        })
        .returning("*")
      const settled = await settleRefund(trx, resolved)
      return { row: resolved, refund: settled.refund, changed: { row: true, refund: settled.changed } }
    })
  }
}
