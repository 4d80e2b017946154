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

export const ATTENTION_TABLE = "cryptocloud_attention_item"

/** A stored item: the admin's view of it (src/contracts) less the advice, with its key and real dates. */
export interface AttentionItemRow extends Omit<AttentionItem, "advice" | "detected_at" | "resolved_at"> {
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
export async function insertAttentionOnce(pg: Knex, drafts: AttentionDraft[]): Promise<AttentionItemRow[]> {
  if (!drafts.length) return []
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
  const { rows: created } = await insertWithTail<AttentionItemRow>(pg, ATTENTION_TABLE, rows, "ON CONFLICT (dedupe_key) WHERE deleted_at IS NULL DO NOTHING RETURNING *")
  const createdKeys = new Set(created.map((item) => item.dedupe_key))
  const known = drafts.filter((d) => !createdKeys.has(d.dedupe_key) && d.amount != null)
  if (!known.length) return created
  const existing: AttentionItemRow[] = await pg(ATTENTION_TABLE).whereNull("deleted_at").whereIn("dedupe_key", known.map((d) => d.dedupe_key))
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
