/**
 * Raising attention items exactly once. Detection runs on every postback delivery and every
 * job pass, on several instances at once; the unique `dedupe_key` and ON CONFLICT DO NOTHING
 * make "raise" idempotent in one statement, and RETURNING tells which items are new (only
 * those get an event).
 */
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import type { AttentionDraft, AttentionKind } from "../../domain/attention"
import { insertWithTail } from "../../domain/sql"

export const ATTENTION_TABLE = "cryptocloud_attention_item"

export interface AttentionItemRow {
  id: string
  kind: AttentionKind
  dedupe_key: string
  invoice_uuid: string | null
  withdrawal_id: string | null
  refund_id: string | null
  order_id: string | null
  amount: string | null
  currency: string | null
  test_mode: boolean
  description: string
  detected_at: Date
  status: "open" | "resolved"
  note: string | null
  resolved_by: string | null
  resolved_at: Date | null
}

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
    detected_at: now,
    status: "open",
  }))
  const { rows: created } = await insertWithTail<AttentionItemRow>(pg, ATTENTION_TABLE, rows, "ON CONFLICT (dedupe_key) WHERE deleted_at IS NULL DO NOTHING RETURNING *")
  return created
}
