/**
 * Writing a refund from the payment provider, which cannot resolve the plugin module (see
 * ledger/store.ts): over the shared connection, once per Medusa refund (its id is unique, so a
 * retried refundPayment records nothing twice).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { RefundStatus } from "./rules"

export const REFUNDS_TABLE = "cryptocloud_refund"

export interface RefundRow {
  id: string
  medusa_refund_id: string | null
  payment_id: string | null
  order_id: string | null
  invoice_uuid: string
  amount: string
  currency_code: string
  crypto_amount: string
  crypto_currency: string
  status: RefundStatus
  address: string | null
  address_source: "customer" | "admin" | null
  withdrawal_id: string | null
  token_nonce: string | null
  token_expires_at: Date | null
  address_requested_at: Date | null
  address_submitted_at: Date | null
  created_at: Date
}

export type NewRefund = Pick<RefundRow, "medusa_refund_id" | "order_id" | "invoice_uuid" | "amount" | "currency_code" | "crypto_amount" | "crypto_currency">

export async function recordRefund(pg: Knex, refund: NewRefund): Promise<RefundRow> {
  const row = { id: generateEntityId(undefined, "ccref"), status: "awaiting_address", ...refund }
  const { rows } = await pg.raw<{ rows: RefundRow[] }>(
    `${pg(REFUNDS_TABLE).insert(row).toString()}
     ON CONFLICT (medusa_refund_id) WHERE deleted_at IS NULL DO UPDATE SET updated_at = now()
     RETURNING *`
  )
  return rows[0]
}

/**
 * The customer's address, accepted once: the row changes only while the link's nonce is still
 * the current one and no address was given, in one statement — so two submissions racing (two
 * tabs, two instances) make one. False when the link was already used or replaced.
 */
export async function claimRefundAddress(pg: Knex, refundId: string, nonce: string, address: string): Promise<boolean> {
  const updated = await pg(REFUNDS_TABLE)
    .whereNull("deleted_at")
    .where({ id: refundId, token_nonce: nonce, status: "awaiting_address" })
    .update({
      address,
      address_source: "customer",
      status: "awaiting_payout",
      token_nonce: null,
      address_submitted_at: new Date(),
      updated_at: new Date(),
    })
  return updated === 1
}
