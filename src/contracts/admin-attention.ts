/**
 * The attention queue routes (src/api/admin/cryptocloud/attention/**): money the merchant has
 * to look at (design.md, "Ledger and attention queue").
 */
import type { ListPage, PageQuery } from "./admin-paging"

/** What an item is about (src/domain/attention.ts tells the advice for each). */
export const ATTENTION_KINDS = [
  "unmatched_payment",
  "expired_partial",
  "overpayment",
  "late_payment",
  "withdrawal_unknown",
  "refund_owed",
  "capture_failed",
] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

export type AttentionStatus = "open" | "resolved"

/** An item (src/api/admin/cryptocloud/attention/view.ts). */
export interface AttentionItem {
  id: string
  kind: AttentionKind
  status: AttentionStatus
  invoice_uuid: string | null
  /** The withdrawal log row (ccwd_…) of a `withdrawal_unknown` item. */
  withdrawal_id: string | null
  refund_id: string | null
  order_id: string | null
  /** Decimal string in `currency` (the invoice's crypto code for invoice items). */
  amount: string | null
  currency: string | null
  test_mode: boolean
  /** English sentences from the server; the admin says the kind in its own words. */
  description: string
  advice: string
  detected_at: string
  note: string | null
  /** Admin user id. */
  resolved_by: string | null
  resolved_at: string | null
  /** The CryptoCloud project (shop id) whose money it is; null when the item names no record of one. */
  shop_id: string | null
  /** That project's name (its `name` option, else its shop id); null when the store has no such project. */
  project_name: string | null
}

/** GET /admin/cryptocloud/attention?status&order_id&offset&limit */
export interface AttentionListResponse extends ListPage {
  attention_items: AttentionItem[]
  /** Open items in the whole queue (whatever the filter). */
  open_count: number
}

/** Open items (absent status), or the resolved history; optionally of one order. */
export interface AttentionQuery extends PageQuery {
  status?: AttentionStatus
  order_id?: string
}

/** POST /admin/cryptocloud/attention/:id/resolve */
export interface ResolveAttentionBody {
  note: string
}

export interface AttentionItemResponse {
  attention_item: AttentionItem
}
