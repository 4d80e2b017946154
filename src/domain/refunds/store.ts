/**
 * Writing a refund from the payment provider, which cannot resolve the plugin module (see
 * ledger/store.ts): over the shared connection, once per Medusa refund (its id is unique, so a
 * retried refundPayment records nothing twice).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, MathBN, MedusaError } from "@medusajs/framework/utils"
import { capToReceived, type RefundStatus } from "./rules"

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
  /** Sum of the payouts that went out (decimal string, "0" before the first). */
  crypto_paid: string
  /** The crypto that had arrived on the invoice when the refund was recorded (the cap). */
  crypto_received: string | null
  test_mode: boolean
  /** Which owing of this refund its open `refund_owed` item is about (rules.ts refundOwedKey). */
  owing_seq: number
  paid_out_by: string | null
  token_nonce: string | null
  token_expires_at: Date | null
  address_requested_at: Date | null
  address_submitted_at: Date | null
  /** Addresses the customer gave that newer address requests cleared (null: none yet). */
  superseded_addresses: string[] | null
  /** The project that received the money; its withdrawal key pays the refund out. */
  shop_id?: string | null
  /** Set on a return: the attention item whose money it pays back (domain/refunds/returns.ts). */
  attention_item_id?: string | null
  created_at: Date
}

export type NewRefund = Pick<
  RefundRow,
  "medusa_refund_id" | "order_id" | "invoice_uuid" | "amount" | "currency_code" | "crypto_currency" | "crypto_received" | "test_mode" | "shop_id"
> & {
  /** The fiat amount at the invoice's own rate, before the cap. */
  crypto_at_rate: string
}

/**
 * Record a refund once per Medusa refund, owing the crypto at the invoice's rate capped so the
 * invoice's refunds together never exceed what arrived on it. Under a lock per invoice, so two
 * refunds recorded at once cannot both take the same remainder.
 */
export async function recordRefund(pg: Knex, refund: NewRefund): Promise<RefundRow> {
  return pg.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [`cryptocloud:refund:${refund.invoice_uuid}`])
    const live = () => trx(REFUNDS_TABLE).whereNull("deleted_at")
    if (refund.medusa_refund_id) {
      const existing = await live().where({ medusa_refund_id: refund.medusa_refund_id }).first()
      if (existing) return existing as RefundRow
    }
    const [{ total }] = await live().where({ invoice_uuid: refund.invoice_uuid }).select(trx.raw("coalesce(sum(crypto_amount::numeric), 0)::text as total"))
    const { crypto_at_rate, ...fields } = refund
    const owed = refund.crypto_received === null ? crypto_at_rate : capToReceived(crypto_at_rate, refund.crypto_received, total)
    if (!MathBN.gt(owed, 0)) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Nothing is left to refund in crypto on invoice ${refund.invoice_uuid}: its refunds already total ${total} ${refund.crypto_currency}, all that arrived on it.`
      )
    }
    const [row] = await trx(REFUNDS_TABLE)
      .insert({ id: generateEntityId(undefined, "ccref"), status: "awaiting_address", ...fields, crypto_amount: owed, crypto_paid: "0" })
      .returning("*")
    return row as RefundRow
  })
}

/**
 * The customer's address, accepted once: the row changes only while the link's nonce is still
 * the current one and no address was given, in one statement — so two submissions racing (two
 * tabs, two instances) make one. False when the link was already used or replaced.
 */
export async function claimRefundAddress(pg: Knex, refundId: string, nonce: string, address: string): Promise<boolean> {
  const updated = await pg(REFUNDS_TABLE).whereNull("deleted_at").where({ id: refundId, token_nonce: nonce, status: "awaiting_address" }).update({
    address,
    address_source: "customer",
    status: "awaiting_payout",
    token_nonce: null,
    address_submitted_at: new Date(),
    updated_at: new Date(),
  })
  return updated === 1
}

/**
 * A compare-and-set on one refund: `set` is written only while every column of `expected` still
 * holds the value read (`IS NOT DISTINCT FROM`, so a null read matches only null), in one
 * statement. The row as written, or null when it had changed (or is gone) — the caller's 409.
 */
export async function updateRefundIf(
  pg: Knex,
  id: string,
  expected: Record<string, string | number | null>,
  set: Record<string, unknown>
): Promise<RefundRow | null> {
  const query = pg(REFUNDS_TABLE).whereNull("deleted_at").where({ id })
  for (const [column, value] of Object.entries(expected)) query.whereRaw("?? IS NOT DISTINCT FROM ?", [column, value])
  const [row] = await query.update({ ...set, updated_at: new Date() }).returning("*")
  return (row as RefundRow | undefined) ?? null
}
