/**
 * Reads and writes of the invoice ledger over the database connection every module container
 * shares (`__pg_connection__`). The provider cannot resolve the plugin module (module
 * isolation, see settings-store.ts), yet the ledger row must be written before a session is
 * returned; so the provider and the module both use these functions, with the same SQL.
 *
 * Every `info` read goes through `observeInvoice`, which locks the row, applies the
 * never-backwards status rule and appends to the history: concurrent readers (postback, job,
 * storefront) cannot lose each other's updates.
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import type { FiatMoney } from "../money"
import { insertWithTail } from "../sql"
import { LEDGER_TABLE, type LedgerHistoryEntry, type LedgerPatch, type LedgerRow } from "./columns"
import { laterAmountSql, mergedStatusSql } from "./merge-sql"
import { moneyFacts, moneyFactsSql, type MoneyRead } from "./money-facts"
import { isOrderCollection, orderCollectionSql } from "./order-collection"
import { CHURNED_READ_INTERVAL_MS, CHURNED_ROW_SQL, churnedShare, moneyShare } from "./check-order"
import { rowOfProjectSql, type LedgerProject } from "./projects"

/** Postgres "undefined_table": the plugin's migrations have not run (or it is not registered). */
export function isUndefinedTable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "42P01"
}

// Untyped builder: rows are written with JSON strings and timestamps the row type does not list.
const live = (pg: Knex) => pg(LEDGER_TABLE).whereNull("deleted_at")

/** What a new row needs of its invoice (a session from before the ledger knows less). */
export type InvoiceFacts = Pick<Invoice, "uuid" | "status"> &
  Partial<Pick<Invoice, "amount" | "currency" | "amount_paid" | "received" | "test_mode" | "expiry_date" | "link" | "pay_url" | "address">> &
  MoneyRead

function facts(invoice: InvoiceFacts, now: Date) {
  return {
    ...moneyFacts(invoice, now),
    crypto_amount: invoice.amount ?? null,
    crypto_currency: invoice.currency?.fullcode ?? null,
    amount_paid: invoice.amount_paid ?? null,
    received: invoice.received ?? null,
    test_mode: Boolean(invoice.test_mode),
    expires_at: invoice.expiry_date ? new Date(invoice.expiry_date) : null,
  }
}

export interface CreatedInvoice {
  invoice: InvoiceFacts
  sessionId: string
  /** The session amount the invoice was made for. */
  money: FiatMoney
  tolerancePercent: number
  toleranceAmount?: Readonly<Record<string, string>> | null // underpaidToleranceAmount (tolerance-amount.ts), frozen beside the percentage
  /** The session's payment collection (one per cart): how a later session of the cart finds it. */
  collectionId?: string | null
  /** The project (shop id) the invoice was made in. */
  shopId?: string | null
  /** Made for anonymous store traffic: on an order's collection, a stranger's (columns.ts `opened_by_stranger`). */
  anonymous?: boolean
  now?: Date
  /** Found in the service's list, not made by this store's provider (domain/found-money.ts): what it became. */
  foundAs?: string
}

/**
 * The row of a freshly created invoice. Creating twice for the same invoice (an ambiguous
 * create that found its invoice again) keeps the first row and marks it live.
 */
export async function recordCreatedInvoice(pg: Knex, created: CreatedInvoice): Promise<LedgerRow> {
  const now = created.now ?? new Date()
  const { invoice } = created
  const history: LedgerHistoryEntry[] = [{ status: invoice.status, at: now.toISOString() }]
  const row = {
    id: generateEntityId(undefined, "ccinv"),
    uuid: invoice.uuid,
    session_id: created.sessionId,
    fiat_amount: created.money.toDecimalString(),
    fiat_currency: created.money.currency,
    status: invoice.status,
    tolerance_percent: created.tolerancePercent,
    tolerance_amount: created.toleranceAmount ? JSON.stringify(created.toleranceAmount) : null,
    last_checked_at: now,
    session_live: true,
    payment_collection_id: created.collectionId ?? null,
    shop_id: created.shopId ?? null,
    opened_by_stranger: Boolean(created.anonymous && created.collectionId && (await isOrderCollection(pg, created.collectionId))),
    link: invoice.link ?? invoice.pay_url ?? null,
    address: invoice.address ?? null,
    history: JSON.stringify(history),
    ...(created.foundAs ? { found_at: now, found_as: created.foundAs } : {}),
    ...facts(invoice, now),
  }
  const { rows } = await insertWithTail<LedgerRow>(
    pg,
    LEDGER_TABLE,
    row,
    "ON CONFLICT (uuid) WHERE deleted_at IS NULL DO UPDATE SET session_live = true, updated_at = now() RETURNING *"
  )
  return rows[0]
}

export async function findLedgerRow(pg: Knex, uuid: string): Promise<LedgerRow | null> {
  try {
    return ((await live(pg).where({ uuid }).first()) as LedgerRow | undefined) ?? null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}

/**
 * Record what `info` said about an invoice. Returns the row after the update (null when the
 * ledger has no row for it: an invoice created before the ledger existed, or not by this store).
 *
 * One UPDATE, no transaction: its SET reads the row as the latest committed version under the
 * row lock (merge-sql.ts), which is what the never-backwards status rule, the larger amount and
 * the history need. The history gets an entry only when the status changes.
 */
export async function observeInvoice(pg: Knex, invoice: Invoice, now = new Date(), shopId?: string | null): Promise<LedgerRow | null> {
  return observe(pg, invoice, now, "", shopId)
}

/** The payment session the row names, as `observeInvoiceWithHolder` returns it. */
export interface HolderSessionRow {
  id: string
  provider_id: string
  /** A number here (row_to_json); the exact value is `raw_amount`. */
  amount: string | number | null
  raw_amount: { value: string; precision?: number } | null
  currency_code: string
  data: Record<string, unknown> | null
  status: string
  /**
   * Whether the session's payment collection is an order's: its own (an edit, exchange, claim or
   * draft order owing a difference) or a completed cart's (order-first): see ORDER_LINKED_SQL.
   */
  order_linked?: boolean | null
}

/**
 * `order_linked` of a payment_session row `s`: its collection belongs to an order. The plugin
 * alone captures those, under its lock per collection and only while the collection still takes a
 * payment (workflows/cryptocloud/capture-session.ts): the provider's webhook answer depends on it
 * (providers/cryptocloud/webhook.ts).
 */
export const ORDER_LINKED_SQL = `${orderCollectionSql("s.payment_collection_id")} AS order_linked`

/**
 * observeInvoice, returning also the payment session the row names (null: deleted or none), and
 * whether the invoice's collection is an order's (order-collection.ts), in the same statement: a verified postback needs both, and one round trip fewer is a large part
 * of what a postback costs (BENCHMARKS.md, part 3).
 */
export async function observeInvoiceWithHolder(
  pg: Knex,
  invoice: Invoice,
  now = new Date(),
  shopId?: string | null
): Promise<{ row: LedgerRow; holder: HolderSessionRow | null; onOrderCollection: boolean } | null> {
  const row = (await observe(
    pg,
    invoice,
    now,
    `, (SELECT row_to_json(h) FROM (SELECT s.id, s.provider_id, s.amount, s.raw_amount, s.currency_code, s.data, s.status, ${ORDER_LINKED_SQL}
          FROM payment_session s WHERE s.id = ${LEDGER_TABLE}.session_id AND s.deleted_at IS NULL LIMIT 1) h) AS holder_session,
       ${orderCollectionSql(`${LEDGER_TABLE}.payment_collection_id`)} AS on_order_collection`,
    shopId
  )) as (LedgerRow & { holder_session?: HolderSessionRow | null; on_order_collection?: boolean }) | null
  if (!row) return null
  const { holder_session, on_order_collection, ...rest } = row
  return { row: rest as LedgerRow, holder: holder_session ?? null, onOrderCollection: on_order_collection === true }
}

/** `shopId`: record the read only on a row of that project (or of none yet): a read made with one project's key is never written into another's row. */
async function observe(pg: Knex, invoice: Invoice, now: Date, extraReturning: string, shopId?: string | null): Promise<LedgerRow | null> {
  const f = facts(invoice, now)
  const money = moneyFactsSql(invoice, now)
  const status = mergedStatusSql("status", invoice.status)
  const amountPaid = laterAmountSql("amount_paid", invoice.amount_paid)
  const received = laterAmountSql("received", invoice.received)
  const { rows } = await pg.raw<{ rows: LedgerRow[] }>(
    `UPDATE ${LEDGER_TABLE} SET
       status = ${status.sql},
       history = CASE WHEN ${status.sql} IS DISTINCT FROM status
         THEN COALESCE(history, '[]'::jsonb) || jsonb_build_array(jsonb_build_object('status', ${status.sql}, 'at', ?::text))
         ELSE history END,
       amount_paid = ${amountPaid.sql},
       received = ${received.sql},
       crypto_amount = COALESCE(?, crypto_amount),
       crypto_currency = COALESCE(?, crypto_currency),
       address = COALESCE(NULLIF(?, ''), address),
       link = COALESCE(link, ?),
       test_mode = ?,
       expires_at = ?,
       last_checked_at = ?,
       updated_at = ?,
       ${money.sql}
     WHERE uuid = ? AND deleted_at IS NULL${shopId ? " AND (shop_id IS NULL OR shop_id = ?)" : ""}
     RETURNING *${extraReturning}`,
    [
      ...status.bindings,
      ...status.bindings,
      ...status.bindings,
      now.toISOString(),
      ...amountPaid.bindings,
      ...received.bindings,
      invoice.amount ?? null,
      invoice.currency?.fullcode ?? null,
      invoice.address ?? null,
      invoice.link ?? invoice.pay_url ?? null,
      f.test_mode,
      f.expires_at,
      now,
      now,
      ...money.bindings,
      invoice.uuid,
      ...(shopId ? [shopId] : []),
    ] as Knex.RawBinding[]
  )
  return rows[0] ?? null
}

/** Links, liveness and settlement, as they become known. */
export async function updateLedgerRow(pg: Knex, uuid: string, patch: LedgerPatch): Promise<void> {
  if (!Object.keys(patch).length) return
  await live(pg)
    .where({ uuid })
    .update({ ...patch, updated_at: new Date() })
}

/**
 * The open rows a reconciliation pass reads (check-order.ts): rows that can hold money first,
 * least recently checked first (a cursor, so stuck rows cannot starve new ones); rows the plugin
 * cancelled with nothing received only when due (once per CHURNED_READ_INTERVAL_MS), in what the
 * money rows leave plus a reserved tenth of the pass. One statement: each lane is numbered by
 * its own cursor order, the guaranteed shares of both lanes come first, then the rest.
 *
 * Plan (BENCHMARKS.md part 8): Index Scan on the partial IDX_cryptocloud_invoice_open_last_checked_at
 * (`settled_at IS NULL AND deleted_at IS NULL`: it holds the open rows only), Sort, WindowAgg, Sort,
 * Limit. So a pass costs its open rows — the last few days' checkouts — and never the settled
 * history, however long; the `info` calls it makes are the due rows' (one per 100).
 */
export async function rowsToCheck(pg: Knex, limit: number, now = new Date(), project?: LedgerProject): Promise<LedgerRow[]> {
  const { rows } = await pg.raw<{ rows: Array<LedgerRow & { churned?: boolean; place?: string }> }>(
    `WITH open_rows AS (
       SELECT *, ${CHURNED_ROW_SQL} AS churned FROM ${LEDGER_TABLE}
       WHERE deleted_at IS NULL AND settled_at IS NULL${project ? ` AND ${rowOfProjectSql()}` : ""}
     ), due AS (
       SELECT *, row_number() OVER (PARTITION BY churned ORDER BY last_checked_at ASC NULLS FIRST, created_at ASC, id ASC) AS place
       FROM open_rows
       WHERE NOT churned OR last_checked_at IS NULL OR last_checked_at <= CAST(:cutoff AS timestamptz)
     )
     SELECT * FROM due
     ORDER BY (CASE WHEN churned THEN place > :churnedShare ELSE place > :moneyShare END), churned, place
     LIMIT :limit`,
    {
      cutoff: new Date(now.getTime() - CHURNED_READ_INTERVAL_MS).toISOString(),
      churnedShare: churnedShare(limit),
      moneyShare: moneyShare(limit),
      limit,
      ...(project ? { shop: project.shopId, unassigned: project.ownsUnassigned } : {}),
    }
  )
  return rows.map(({ churned: _churned, place: _place, ...row }) => row as LedgerRow)
}

/**
 * When the ledger began: the creation of its oldest row, or null while it has none (one probe of
 * the `created_at` index). Sessions made since carry their row from their create, so only older
 * ones can need a backfill (workflows/cryptocloud/steps/select-ledger-rows.ts).
 */
export async function ledgerBeganAt(pg: Knex): Promise<Date | null> {
  try {
    const { rows } = await pg.raw<{ rows: Array<{ began: Date | string | null }> }>(
      `SELECT min(created_at) AS began FROM ${LEDGER_TABLE} WHERE deleted_at IS NULL`
    )
    return rows[0]?.began ? new Date(rows[0].began) : null
  } catch (error) {
    if (isUndefinedTable(error)) return null
    throw error
  }
}

/** The live rows of these invoices (one statement: reconciliation reads 100 at a time). */
export async function findLedgerRows(pg: Knex, uuids: string[]): Promise<LedgerRow[]> {
  if (!uuids.length) return []
  try {
    return (await live(pg).whereIn("uuid", uuids)) as LedgerRow[]
  } catch (error) {
    if (isUndefinedTable(error)) return []
    throw error
  }
}

/** Checked, nothing changed: only the cursor moves (one statement for a whole batch). */
export async function touchLedgerRows(pg: Knex, uuids: string[], at = new Date()): Promise<void> {
  if (!uuids.length) return
  await live(pg).whereIn("uuid", uuids).update({ last_checked_at: at, updated_at: at })
}
