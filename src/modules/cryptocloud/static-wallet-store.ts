/**
 * The SQL of customers' static wallets and their deposits (the module service delegates here).
 *
 * - A wallet is created under a Postgres advisory lock per customer and currency, taken in a
 *   transaction that spans the look-up, the service call and the insert: two first requests at
 *   once — on one instance or several — make one wallet at the service. The lock is held across
 *   the HTTP call on purpose (creation is rare and the client times out); the unique
 *   (customer_id, currency) index is the backstop.
 * - A deposit is recorded once: the service may deliver a postback several times, and several
 *   instances may handle copies at the same moment; the unique `invoice_id` with ON CONFLICT DO
 *   NOTHING makes "record" idempotent in one statement, and RETURNING tells whether this call
 *   created the row (only then is the event emitted).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { PaymentCurrencyCode, StaticWallet } from "../../lib/cryptocloud"
import { staticWalletIdentify, staticWalletLockKey, type DepositDraft } from "../../domain/static-wallets"
import { insertWithTail } from "../../domain/sql"

export const WALLET_TABLE = "cryptocloud_static_wallet"
export const DEPOSIT_TABLE = "cryptocloud_static_wallet_deposit"

export interface CustomerWalletRow {
  id: string
  customer_id: string
  currency: string
  uuid: string
  address: string
  identify: string
  created_at: Date
}

export interface DepositRow extends DepositDraft {
  id: string
  created_at: Date
}

/** The customer's stored wallet for `currency`, or the one `create` makes at the service now. */
export async function ensureCustomerWallet(
  pg: Knex,
  customerId: string,
  currency: PaymentCurrencyCode,
  create: (identify: string) => Promise<Pick<StaticWallet, "uuid" | "address">>
): Promise<{ wallet: CustomerWalletRow; created: boolean }> {
  return pg.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext(?))", [staticWalletLockKey(customerId, currency)])
    const existing = await trx<CustomerWalletRow>(WALLET_TABLE)
      .where({ customer_id: customerId, currency })
      .whereNull("deleted_at")
      .first()
    if (existing) return { wallet: existing, created: false }
    const identify = staticWalletIdentify(customerId, currency)
    // A failure here rolls the transaction back: nothing is stored, the next request retries.
    const remote = await create(identify)
    const [wallet] = await trx<CustomerWalletRow>(WALLET_TABLE)
      .insert({ id: generateEntityId(undefined, "ccsw"), customer_id: customerId, currency, identify, uuid: remote.uuid, address: remote.address })
      .returning("*")
    return { wallet: wallet as CustomerWalletRow, created: true }
  })
}

/** The wallet a deposit's `order_id` names, or null when it is none of this store's. */
export async function findWalletByIdentify(pg: Knex, identify: string): Promise<CustomerWalletRow | null> {
  const row = await pg<CustomerWalletRow>(WALLET_TABLE).where({ identify }).whereNull("deleted_at").first()
  return row ?? null
}

/** The row created now, or null when the invoice was already recorded. */
export async function insertDepositOnce(pg: Knex, draft: DepositDraft): Promise<DepositRow | null> {
  const row = { id: generateEntityId(undefined, "ccdep"), ...draft }
  const { rows } = await insertWithTail<DepositRow>(pg, DEPOSIT_TABLE, row, "ON CONFLICT (invoice_id) WHERE deleted_at IS NULL DO NOTHING RETURNING *")
  return rows[0] ?? null
}

