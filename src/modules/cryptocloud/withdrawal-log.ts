/**
 * The withdrawal log: every payout request that leaves the store, written before it leaves.
 *
 * Exactly once under failure rests on three rules, each kept inside one transaction:
 * - reserve: under one advisory lock for all instances, refuse a request while an identical one
 *   (same payout key) of the same project is `pending` or `unknown` and unresolved — whatever
 *   its age — hold the project's 12 s interval, claim the refund it pays (from an owed status
 *   only, at the address the caller read), and write the `pending` row. Two instances racing
 *   make one row; a restart finds the row of the request it lost.
 *
 * Both rules are per project (its shop id on every row): CryptoCloud limits withdrawals per
 * withdrawal key, and an identical payout from another project's balance is another payout.
 * - complete / abandon / resolve: change the row and move its refund with it, so no crash can
 *   leave a withdrawal that went out next to a refund that can be paid again.
 * - a row's outcome is written only from `pending`: once the job has called it `unknown`, a
 *   late answer cannot quietly overwrite what the merchant was told.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { WITHDRAWAL_MIN_INTERVAL_MS } from "../../lib/cryptocloud"
import type { PayoutRequest } from "../../domain/payout-request"
import { REFUNDS_TABLE, type RefundRow } from "../../domain/refunds/store"
import { OPEN_REFUND_STATUSES } from "../../domain/refunds/rules"
import { refundAfterPayout } from "../../domain/refunds/payout-outcome"
import { RefundChangedError } from "../../domain/refunds/conflicts"
import { inProject, whereInProject, type ProjectScope } from "./project-scope"
import { withdrawalGate, WithdrawalBlockedError, type WithdrawalLogUpdate, type WithdrawalResolution, type WithdrawalStatus } from "../../domain/withdrawals"

export const WITHDRAWALS_TABLE = "cryptocloud_withdrawal"
/**
 * Advisory-lock key (hashed by Postgres): one reservation at a time across every instance, and
 * across projects too (a short transaction; one key keeps an older instance of a deploy, which
 * takes this same lock, in step).
 */
const WITHDRAWAL_LOCK = "cryptocloud:withdrawal"

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
  created_at: Date
}

/** A withdrawal row and, when it pays a refund, the refund as it is after the change. */
export interface PayoutChange {
  row: WithdrawalLogRow
  refund: RefundRow | null
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

/** The refund is not payable now: paid, being paid (another tab, admin or instance), or unknown. */
export class RefundNotOwedError extends MedusaError {
  constructor(
    readonly refundId: string,
    status: string
  ) {
    super(
      MedusaError.Types.CONFLICT,
      status === "payout_pending"
        ? `Refund ${refundId} is being paid out (another tab, admin or server started it, or a server stopped while waiting for CryptoCloud's answer); wait for that payout's outcome in the withdrawal history, and resolve it there if it stays pending.`
        : `Refund ${refundId} is ${status}; only a refund still owed can be paid out.`
    )
  }
}

const ABANDONED = {
  error_code: "WITHDRAWAL_ANSWER_LOST",
  error_area: "process_stopped",
  error_message: "The server that sent this request stopped (restart, crash or deploy) before CryptoCloud answered; the withdrawal may have been carried out.",
}

export class WithdrawalLog {
  constructor(private readonly pg: Knex) {}

  private table(trx: Knex | Knex.Transaction = this.pg) {
    return trx(WITHDRAWALS_TABLE).whereNull("deleted_at")
  }

  /** The newest request of this project that (may have) reached the service: its 12 s interval counts from it. */
  async lastSentAt(scope: ProjectScope, trx: Knex | Knex.Transaction = this.pg): Promise<Date | null> {
    const row = await whereInProject(this.table(trx).whereNotNull("sent_at"), scope).orderBy("sent_at", "desc").first("sent_at")
    return row?.sent_at ?? null
  }

  /** Unresolved `pending`/`unknown` rows of this project with this payout key. */
  private inFlight(trx: Knex | Knex.Transaction, scope: ProjectScope, payoutKey: string) {
    return whereInProject(this.table(trx).where({ payout_key: payoutKey }).whereIn("status", ["pending", "unknown"]).whereNull("resolution"), scope)
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
        const identical = await this.inFlight(trx, scope, payout.payout_key).select("id", "status")
        const gate = withdrawalGate(identical, await this.lastSentAt(scope, trx))
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
        const refund = claim ? await this.claimRefund(trx, claim, id, payout, adminUserId) : null
        const [row] = await trx(WITHDRAWALS_TABLE)
          .insert({ ...base, status: "pending", sent_at: new Date() })
          .returning("*")
        return { kind: "reserved", row, refund }
      })
      .catch(async (error) => {
        // The unique index on in-flight payout keys is the backstop of the lock: should a write
        // ever slip past the check, it still refuses the second row, and says so as the check does.
        if ((error as { code?: string }).code !== "23505" || !String((error as Error).message).includes("payout_key")) throw error
        const earlier = await this.inFlight(this.pg, scope, payout.payout_key).first("id", "status")
        throw earlier ? new WithdrawalBlockedError(earlier.id, earlier.status) : error
      })
  }

  /**
   * From an owed status only, only for what is still owed, and only while the address is the one
   * the caller read: the conditional update is the claim. An address the admin typed is kept on
   * the refund only together with the claim.
   */
  private async claimRefund(trx: Knex.Transaction, claim: RefundClaim, withdrawalId: string, payout: PayoutRequest, adminUserId: string | null) {
    const { refundId, typedAddress, readAddress } = claim
    const amount = payout.amount
    const [claimed] = await trx(REFUNDS_TABLE)
      .whereNull("deleted_at")
      .where({ id: refundId })
      .whereIn("status", [...OPEN_REFUND_STATUSES])
      .whereRaw("crypto_amount::numeric - coalesce(crypto_paid, '0')::numeric >= ?::numeric", [amount])
      .modify((query) => {
        if (readAddress !== undefined) query.whereRaw("address IS NOT DISTINCT FROM ?", [readAddress])
      })
      .update({
        status: "payout_pending",
        withdrawal_id: withdrawalId,
        paid_out_by: adminUserId,
        ...(typedAddress ? { address: payout.to_address, address_source: "admin" } : {}),
        updated_at: new Date(),
      })
      .returning("*")
    if (claimed) return claimed as RefundRow
    const current = await trx(REFUNDS_TABLE).whereNull("deleted_at").where({ id: refundId }).first("id", "status", "address")
    if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Refund ${refundId} was not found.`)
    if (!OPEN_REFUND_STATUSES.includes(current.status)) throw new RefundNotOwedError(refundId, current.status)
    if (readAddress !== undefined && current.address !== readAddress) throw new RefundChangedError(refundId, "payout")
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `amount ${amount} is more than refund ${refundId} still owes.`)
  }

  /** The service's answer (or its absence) for a reserved request. */
  complete(id: string, update: WithdrawalLogUpdate): Promise<PayoutChange> {
    const { reachedService, response, ...fields } = update
    return this.pg.transaction(async (trx) => {
      const [row] = await this.table(trx)
        .where({ id, status: "pending" })
        .update({
          ...fields,
          ...(response === undefined ? {} : { response: response === null ? null : JSON.stringify(response) }),
          // A request that provably never left does not hold the interval.
          ...(reachedService ? {} : { sent_at: null }),
          updated_at: new Date(),
        })
        .returning("*")
      const current = row ?? (await this.table(trx).where({ id }).first())
      return { row: current, refund: await this.settleRefund(trx, current) }
    })
  }

  /**
   * `pending` rows older than `cutoff` were left by a process that stopped mid-request: they
   * become `unknown` (and their refunds `payout_unknown`). Returns the rows changed now.
   */
  abandonStalePending(cutoff: Date): Promise<PayoutChange[]> {
    return this.pg.transaction(async (trx) => {
      const rows: WithdrawalLogRow[] = await this.table(trx)
        .where({ status: "pending" })
        .where("created_at", "<", cutoff)
        .update({ status: "unknown", ...ABANDONED, response: JSON.stringify({ lost_answer: true, process_stopped: true }), updated_at: new Date() })
        .returning("*")
      const changes: PayoutChange[] = []
      for (const row of rows) changes.push({ row, refund: await this.settleRefund(trx, row) })
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
      const row: WithdrawalLogRow | undefined = await this.table(trx).where({ id }).forUpdate().first()
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
      const [resolved] = await this.table(trx)
        .where({ id })
        .update({
          ...(abandoned ? { status: "unknown", ...ABANDONED } : {}),
          resolution,
          resolved_by: adminUserId,
          resolved_at: new Date(),
          updated_at: new Date(),
        })
        .returning("*")
      return { row: resolved, refund: await this.settleRefund(trx, resolved) }
    })
  }

  /** Move the refund a withdrawal pays with it (domain/refunds/payout-outcome.ts), under its row lock. */
  private async settleRefund(trx: Knex.Transaction, row: WithdrawalLogRow): Promise<RefundRow | null> {
    if (!row?.refund_id) return null
    const refund: RefundRow | undefined = await trx(REFUNDS_TABLE).whereNull("deleted_at").where({ id: row.refund_id }).forUpdate().first()
    if (!refund) return null
    const patch = refundAfterPayout(refund, row)
    if (!patch) return refund
    const [updated] = await trx(REFUNDS_TABLE)
      .where({ id: refund.id })
      .update({ ...patch, updated_at: new Date() })
      .returning("*")
    return updated
  }
}
