/**
 * A withdrawal log row as the admin API shows it (explicit, so a column added later is not
 * exposed by accident).
 */
import type { PayoutConversion, WithdrawalView } from "../../../../contracts"
import { WITHDRAWAL_RESOLUTIONS, type WithdrawalResolution } from "../../../../domain/withdrawals"
import type { WithdrawalLogRow } from "../../../../modules/cryptocloud/withdrawal-log"
import { isoTime } from "../../../../domain/dates"
import type { RefundConversion } from "../../../../domain/refunds/conversion"
export type WithdrawalRow = Omit<
  WithdrawalLogRow,
  "sent_at" | "created_at" | "resolution" | "resolved_by" | "resolved_at" | "refund_id" | "payout_key" | "shop_id"
> & {
  // Reads through the module service may hand dates back as strings.
  sent_at: Date | string | null
  created_at: Date | string
  /** A text column: only the two answers the resolve route writes are shown. */
  resolution?: string | null
  resolved_by?: string | null
  resolved_at?: Date | string | null
  refund_id?: string | null
  shop_id?: string | null
}

const resolutionOf = (value: string | null | undefined): WithdrawalResolution | null =>
  (WITHDRAWAL_RESOLUTIONS as readonly unknown[]).includes(value) ? (value as WithdrawalResolution) : null

/**
 * `staleCutoff`: pending rows created before it were left by a stopped server (the admin may
 * resolve them; the next reconciliation pass makes them `unknown`).
 */
export function toWithdrawalView(row: WithdrawalRow, staleCutoff?: Date): WithdrawalView {
  const answer = row.response ?? {}
  return {
    id: row.id,
    status: row.status,
    stale: !!staleCutoff && row.status === "pending" && new Date(row.created_at) < staleCutoff,
    created_at: isoTime(row.created_at),
    sent_at: isoTime(row.sent_at),
    admin_user_id: row.admin_user_id,
    currency_code: row.currency_code,
    to_address: row.to_address,
    amount: row.amount,
    withdrawal_id: row.withdrawal_id,
    service_status: row.service_status,
    fee: typeof answer.fee === "string" ? answer.fee : null,
    service_fee: typeof answer.service_fee === "string" ? answer.service_fee : null,
    error: row.error_code ? { code: row.error_code, area: row.error_area, message: row.error_message } : null,
    /** For an `unknown` withdrawal: what was kept of the lost answer (never a key). */
    answer: row.status === "unknown" ? row.response : null,
    resolution: resolutionOf(row.resolution),
    resolved_by: row.resolved_by ?? null,
    resolved_at: isoTime(row.resolved_at),
    refund_id: row.refund_id ?? null,
    shop_id: row.shop_id ?? null,
    conversion: conversionOf(row),
  }
}

/** A refund paid in another coin: the rate and both amounts, as the payout's answer states them. */
export function conversionView(c: RefundConversion): PayoutConversion {
  return {
    from_currency: c.from_currency,
    from_amount: c.from_amount,
    to_currency: c.to_currency,
    to_amount: c.to_amount,
    rate: c.rate,
    rate_source: c.rate_source,
  }
}

/** A refund paid in another coin: its row's record of the rate and both amounts. */
function conversionOf(row: WithdrawalRow): PayoutConversion | null {
  if (!row.converted_from_currency || !row.converted_from_amount || !row.conversion_rate) return null
  return {
    from_currency: row.converted_from_currency,
    from_amount: row.converted_from_amount,
    to_currency: row.currency_code,
    to_amount: row.amount,
    rate: row.conversion_rate,
    rate_source: row.conversion_rate_source === "invoice" ? "invoice" : "balance",
  }
}
