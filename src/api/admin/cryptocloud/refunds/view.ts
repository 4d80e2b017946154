/** A refund as the admin API shows it (design.md: refunds); never the link's nonce. */
import type { RefundView } from "../../../../contracts"
import { refundRemaining } from "../../../../domain/refunds/rules"
import type { RefundRow } from "../../../../domain/refunds/store"
import { isoTime } from "../../../../domain/dates"

/** A stored refund (dates may come back as strings from some reads). */
export type RefundViewRow = Omit<
  RefundRow,
  | "token_nonce"
  | "medusa_refund_id"
  | "token_expires_at"
  | "address_requested_at"
  | "address_submitted_at"
  | "created_at"
  | "owing_seq"
  | "paid_out_by"
  | "superseded_addresses"
> & {
  token_expires_at: Date | string | null
  address_requested_at: Date | string | null
  address_submitted_at: Date | string | null
  created_at: Date | string
}

export function toRefundView(row: RefundViewRow): RefundView {
  return {
    id: row.id,
    order_id: row.order_id,
    payment_id: row.payment_id,
    invoice_uuid: row.invoice_uuid,
    amount: row.amount,
    currency_code: row.currency_code,
    crypto_amount: row.crypto_amount,
    crypto_currency: row.crypto_currency,
    /** Sum of the payouts that went out; the refund stays owed until it reaches crypto_amount. */
    crypto_paid: row.crypto_paid ?? "0",
    crypto_remaining: refundRemaining(row),
    /** What had arrived on the invoice when the refund was recorded (crypto_amount is capped by it). */
    crypto_received: row.crypto_received ?? null,
    test_mode: row.test_mode ?? false,
    status: row.status,
    address: row.address,
    address_source: row.address_source,
    withdrawal_id: row.withdrawal_id,
    address_requested_at: isoTime(row.address_requested_at),
    address_submitted_at: isoTime(row.address_submitted_at),
    token_expires_at: isoTime(row.token_expires_at),
    created_at: isoTime(row.created_at),
    shop_id: row.shop_id ?? null,
    attention_item_id: row.attention_item_id ?? null,
  }
}
