/**
 * The refund a withdrawal pays moves with the withdrawal's row, in the same transaction: claimed
 * (`payout_pending`) when the request is reserved, then paid, owed again or unknown with its
 * outcome (domain/refunds/payout-outcome.ts). So no crash leaves a withdrawal that went out next
 * to a refund that can be paid again.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { MedusaError } from "@medusajs/framework/utils"
import type { PayoutRequest } from "../../domain/payout-request"
import { REFUNDS_TABLE, type RefundRow } from "../../domain/refunds/store"
import { OPEN_REFUND_STATUSES } from "../../domain/refunds/rules"
import { refundAfterPayout } from "../../domain/refunds/payout-outcome"
import { RefundChangedError } from "../../domain/refunds/conflicts"
import type { RefundClaim, WithdrawalLogRow } from "./withdrawal-rows"

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

/**
 * From an owed status only, only for what is still owed, and only while the address is the one
 * the caller read: the conditional update is the claim. An address the admin typed is kept on
 * the refund only together with the claim.
 */
export async function claimRefund(trx: Knex.Transaction, claim: RefundClaim, withdrawalId: string, payout: PayoutRequest, adminUserId: string | null) {
  const { refundId, typedAddress, readAddress } = claim
  // Paid in another coin, the refund is owed what the payout settles in its own coin.
  const amount = payout.conversion?.from_amount ?? payout.amount
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

/** The row's record of a refund paid in another coin (null columns for any other payout). */
export function conversionColumns(payout: PayoutRequest) {
  const c = payout.conversion
  if (!c) return {}
  return { converted_from_currency: c.from_currency, converted_from_amount: c.from_amount, conversion_rate: c.rate, conversion_rate_source: c.rate_source }
}

/**
 * Move the refund a withdrawal pays with it (domain/refunds/payout-outcome.ts), under its row lock;
 * `changed`: this call moved it (an outcome applied before is not applied again).
 */
export async function settleRefund(trx: Knex.Transaction, row: WithdrawalLogRow): Promise<{ refund: RefundRow | null; changed: boolean }> {
  if (!row?.refund_id) return { refund: null, changed: false }
  const refund: RefundRow | undefined = await trx(REFUNDS_TABLE).whereNull("deleted_at").where({ id: row.refund_id }).forUpdate().first()
  if (!refund) return { refund: null, changed: false }
  const patch = refundAfterPayout(refund, row)
  if (!patch) return { refund, changed: false }
  const [updated] = await trx(REFUNDS_TABLE)
    .where({ id: refund.id })
    .update({ ...patch, updated_at: new Date() })
    .returning("*")
  return { refund: updated, changed: true }
}
