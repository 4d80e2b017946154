/**
 * Raising attention items exactly once. Detection runs on every postback delivery and every
 * job pass, on several instances at once; the unique `dedupe_key` and ON CONFLICT DO NOTHING
 * make "raise" idempotent in one statement, and RETURNING tells which items are new (only
 * those get an event). An item keeps telling the money as it is now (see insertAttentionOnce).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId, MathBN } from "@medusajs/framework/utils"
import type { AttentionItem } from "../../contracts/admin-attention"
import type { AttentionDraft } from "../../domain/attention"
import { insertWithTail } from "../../domain/sql"
import { LEDGER_TABLE } from "../../domain/ledger/columns"
import { REFUNDS_TABLE } from "../../domain/refunds/store"
import { WITHDRAWALS_TABLE } from "./withdrawal-log"

export const ATTENTION_TABLE = "cryptocloud_attention_item"

/** A stored item: the admin's view of it (src/contracts) less what the view adds, with its key and real dates. */
export interface AttentionItemRow extends Omit<AttentionItem, "advice" | "project_name" | "detected_at" | "resolved_at" | "actions" | "resolution"> {
  /** Null while open; rows resolved before Migration20261128100000 read as `noted`. */
  resolution: AttentionItem["resolution"]
  dedupe_key: string
  detected_at: Date
  resolved_at: Date | null
}

/**
 * Raise items once per dedupe key, telling the money as it is now: a draft whose item exists
 * with another amount updates it while it is open, or — when the merchant already resolved it —
 * raises a new item for the new figure (its own key), so money that arrives after a resolve is
 * never silent. Returns only the items created now (each gets one event).
 */
export async function insertAttentionOnce(pg: Knex, given: AttentionDraft[]): Promise<AttentionItemRow[]> {
  if (!given.length) return []
  const drafts = await withProjects(pg, given)
  const now = new Date()
  const rows = drafts.map((d) => ({
    id: generateEntityId(undefined, "ccatt"),
    kind: d.kind,
    dedupe_key: d.dedupe_key,
    invoice_uuid: d.invoice_uuid ?? null,
    withdrawal_id: d.withdrawal_id ?? null,
    refund_id: d.refund_id ?? null,
    order_id: d.order_id ?? null,
    amount: d.amount ?? null,
    currency: d.currency ?? null,
    test_mode: d.test_mode ?? false,
    description: d.description,
    shop_id: d.shop_id ?? null,
    detected_at: now,
    status: "open",
  }))
  const { rows: created } = await insertWithTail<AttentionItemRow>(
    pg,
    ATTENTION_TABLE,
    rows,
    "ON CONFLICT (dedupe_key) WHERE deleted_at IS NULL DO NOTHING RETURNING *"
  )
  const createdKeys = new Set(created.map((item) => item.dedupe_key))
  const known = drafts.filter((d) => !createdKeys.has(d.dedupe_key) && d.amount != null)
  if (!known.length) return created
  const existing: AttentionItemRow[] = await pg(ATTENTION_TABLE)
    .whereNull("deleted_at")
    .whereIn(
      "dedupe_key",
      known.map((d) => d.dedupe_key)
    )
  const again: AttentionDraft[] = []
  for (const draft of known) {
    const item = existing.find((e) => e.dedupe_key === draft.dedupe_key)
    if (!item || (item.amount !== null && MathBN.eq(item.amount, draft.amount!))) continue
    if (item.status === "open") {
      await pg(ATTENTION_TABLE).where({ id: item.id, status: "open" }).update({ amount: draft.amount, description: draft.description, updated_at: now })
    } else {
      again.push({ ...draft, dedupe_key: `${draft.dedupe_key}@${draft.amount}` })
    }
  }
  return again.length ? [...created, ...(await insertAttentionOnce(pg, again))] : created
}

/**
 * Each draft's project: its own, else that of the record it is about (the withdrawal, the refund,
 * the invoice on the ledger), so every item of a store with several projects says whose money it
 * is, whichever path raised it. One query per kind of record, only for drafts that name none.
 */
async function withProjects(pg: Knex, drafts: AttentionDraft[]): Promise<AttentionDraft[]> {
  const missing = drafts.filter((d) => !d.shop_id)
  if (!missing.length) return drafts
  const lookup = async (table: string, column: string, of: Array<string | null | undefined>): Promise<Map<string, string>> => {
    const ids = [...new Set(of.filter((id): id is string => Boolean(id)))]
    if (!ids.length) return new Map()
    const rows: Array<Record<string, string>> = await pg(table).whereIn(column, ids).whereNotNull("shop_id").select(column, "shop_id")
    return new Map(rows.map((row) => [row[column], row.shop_id]))
  }
  const [withdrawals, refunds, invoices] = await Promise.all([
    lookup(
      WITHDRAWALS_TABLE,
      "id",
      missing.map((d) => d.withdrawal_id)
    ),
    lookup(
      REFUNDS_TABLE,
      "id",
      missing.map((d) => d.refund_id)
    ),
    lookup(
      LEDGER_TABLE,
      "uuid",
      missing.map((d) => d.invoice_uuid)
    ),
  ])
  const of = (map: Map<string, string>, id: string | null | undefined) => (id ? map.get(id) : undefined)
  return drafts.map((d) =>
    d.shop_id ? d : { ...d, shop_id: of(withdrawals, d.withdrawal_id) ?? of(refunds, d.refund_id) ?? of(invoices, d.invoice_uuid) ?? null }
  )
}

/** How an item is resolved (the service's resolveAttention: a note, who, and how it was settled). */
export interface AttentionResolutionPatch {
  note: string
  resolved_by: string | null
  resolution: string
  withdrawal_id?: string
  order_id?: string
}

/**
 * Resolve an item only while it is open, in one statement: of two resolutions at once (an admin
 * and the plugin, two instances) exactly one gets the row back — and with it the one
 * `cryptocloud.attention.resolved` event. Null when it was not open (resolved already, or none).
 */
export async function resolveAttentionOnce(pg: Knex, id: string, patch: AttentionResolutionPatch): Promise<AttentionItemRow | null> {
  const now = new Date()
  const [row] = (await pg(ATTENTION_TABLE)
    .whereNull("deleted_at")
    .where({ id, status: "open" })
    .update({ ...patch, status: "resolved", resolved_at: now, updated_at: now })
    .returning("*")) as AttentionItemRow[]
  return row ?? null
}
