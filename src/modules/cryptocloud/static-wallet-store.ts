/**
 * The SQL of the deposits on customers' static wallets (the module service delegates here; the
 * wallets themselves are created through claims, static-wallet-claims.ts).
 *
 * - Only `ready` wallets name a customer for a deposit: a claim has no address yet.
 * - A deposit is recorded once: the service may deliver a postback several times, and several
 *   instances (and the reconciliation pass) may handle copies at the same moment; the unique
 *   `invoice_id` with ON CONFLICT DO NOTHING makes "record" idempotent, and RETURNING tells
 *   whether this call created the row (only then is `deposit_received` emitted).
 * - A later read that shows more raises the row's money under a row lock (SELECT … FOR UPDATE
 *   after the conflicting insert), so of two reads at once exactly one makes the change and
 *   announces it; the other finds nothing left to change.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { InvoiceStatus } from "../../lib/cryptocloud"
import type { DepositDraft } from "../../domain/static-wallets"
import { depositUpdate, FINAL_DEPOSIT_STATUSES, type DepositMoney } from "../../domain/static-wallet-deposits"
import { insertWithTail } from "../../domain/sql"
import { WALLET_TABLE } from "./static-wallet-claims"
import { whereInProject, type ProjectScope } from "./project-scope"

export const DEPOSIT_TABLE = "cryptocloud_static_wallet_deposit"

// Untyped builder: updates write timestamps and columns DepositRow types more narrowly.
const live = (pg: Knex) => pg(DEPOSIT_TABLE).whereNull("deleted_at")
/** Wallets the service made (a claim's uuid and address are still null). */
const readyWallets = (pg: Knex) => pg<CustomerWalletRow>(WALLET_TABLE).whereNull("deleted_at").where("state", "ready")

/** A ready customer wallet, as deposits see it. */
export interface CustomerWalletRow {
  id: string
  customer_id: string
  currency: string
  uuid: string
  address: string
  identify: string
  /** The project the wallet is in (null only on rows from before projects). */
  shop_id: string | null
  created_at: Date
}

export interface DepositRow extends Omit<DepositDraft, "status"> {
  id: string
  created_at: Date
  /** Null on rows recorded before the status was kept. */
  status: InvoiceStatus | null
  last_checked_at: Date | null
}

/** What one read did to a deposit; null from recordDepositRead when it did nothing. */
export type DepositChange = { kind: "created"; deposit: DepositRow } | { kind: "updated"; deposit: DepositRow; previous: DepositRow; announce: boolean }

/** The wallet a deposit's `order_id` names, or null when it is none of this store's. */
export async function findWalletByIdentify(pg: Knex, identify: string): Promise<CustomerWalletRow | null> {
  const row = await readyWallets(pg).where({ identify }).first()
  return row ?? null
}

/**
 * One read of a deposit: recorded the first time, its money raised (and status moved on) by a
 * later read that shows more, nothing when it shows nothing new (null).
 */
export async function recordDepositRead(pg: Knex, draft: DepositDraft, now = new Date()): Promise<DepositChange | null> {
  return pg.transaction(async (trx) => {
    const row = { id: generateEntityId(undefined, "ccdep"), ...draft, last_checked_at: now }
    const tail = "ON CONFLICT (invoice_id) WHERE deleted_at IS NULL DO NOTHING RETURNING *"
    const { rows } = await insertWithTail<DepositRow>(trx, DEPOSIT_TABLE, row, tail)
    if (rows[0]) return { kind: "created" as const, deposit: rows[0] }
    const recorded = (await live(trx).where({ invoice_id: draft.invoice_id }).forUpdate().first()) as DepositRow | undefined
    // Gone since the insert conflicted (a failed run removed the row it made): the next read records it.
    if (!recorded) return null
    const update = depositUpdate(recorded, draft)
    if (!update) return null
    const [deposit] = await live(trx)
      .where({ id: recorded.id })
      .update({ ...update.patch, last_checked_at: now, updated_at: now })
      .returning("*")
    return { kind: "updated" as const, deposit: deposit as DepositRow, previous: recorded, announce: update.announce }
  })
}

/** The reconciliation pass's reads of deposits (and of the wallets they name), in batches. */
export class StaticWalletDeposits {
  constructor(private readonly pg: Knex) {}

  /** The customer wallets these identifies name, of one project when `scope` says (one query for a whole page of the invoice list). */
  async walletsByIdentify(identifies: string[], scope?: ProjectScope): Promise<CustomerWalletRow[]> {
    if (!identifies.length) return []
    const query = readyWallets(this.pg).whereIn("identify", identifies)
    return scope ? whereInProject(query, scope) : query
  }

  async byInvoice(invoiceIds: string[]): Promise<DepositRow[]> {
    if (!invoiceIds.length) return []
    return (await live(this.pg).whereIn("invoice_id", invoiceIds)) as DepositRow[]
  }

  /**
   * Deposits (of one project when `scope` says) that may still grow (not final, or of unknown
   * status), arrived since `since`, the least recently checked first, leaving out those the pass
   * has just read in the list.
   */
  async toRecheck({ limit, since, exclude, scope }: { limit: number; since: Date; exclude: string[]; scope?: ProjectScope }): Promise<DepositRow[]> {
    const query = (scope ? whereInProject(live(this.pg), scope) : live(this.pg))
      .where((q) => {
        q.whereNull("status").orWhereNotIn("status", [...FINAL_DEPOSIT_STATUSES])
      })
      .where("received_at", ">=", since)
    if (exclude.length) query.whereNotIn("invoice_id", exclude)
    return (await query.orderByRaw("last_checked_at ASC NULLS FIRST, created_at ASC").limit(limit)) as DepositRow[]
  }

  /** Re-read with `info` now (whatever the answer): to the back of the line. */
  async touch(invoiceIds: string[], now = new Date()): Promise<void> {
    if (invoiceIds.length) await live(this.pg).whereIn("invoice_id", invoiceIds).update({ last_checked_at: now })
  }

  /**
   * Undo an update whose workflow failed after it (the event was not sent), so that the next read
   * makes — and announces — it again. Only if nobody changed the row since.
   */
  async undoUpdate(id: string, made: DepositMoney, previous: DepositMoney): Promise<void> {
    await live(this.pg)
      .where({ id, amount: made.amount })
      .whereRaw("received IS NOT DISTINCT FROM ? AND status IS NOT DISTINCT FROM ?", [made.received, made.status])
      .update({ amount: previous.amount, received: previous.received, amount_usd: previous.amount_usd, status: previous.status, updated_at: new Date() })
  }
}
