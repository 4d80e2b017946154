/**
 * The attention queue routes (src/api/admin/cryptocloud/attention/**): money the merchant has
 * to look at (design.md, "Ledger and attention queue").
 */
import type { ListPage, PageQuery } from "./admin-paging"
import type { PayoutConflict } from "./admin-withdrawals"

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

/**
 * How an item was settled (design.md, "Money that is on no order"): `noted` (resolved with a note),
 * `returned` (the money paid back, `withdrawal_id` names the payout), `accepted` (the cart became
 * an order with what arrived, `order_id`), `rest_paid` (the customer paid the difference).
 */
export const ATTENTION_RESOLUTIONS = ["noted", "returned", "accepted", "rest_paid"] as const
export type AttentionResolution = (typeof ATTENTION_RESOLUTIONS)[number]

/** What may be done with an item now; the admin shows a button for each and no other. */
export const ATTENTION_ACTIONS = ["return", "accept", "request_rest", "resolve"] as const
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number]

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
  /** How it was settled; null while open. */
  resolution: AttentionResolution | null
  /** What may be done now (empty once resolved). */
  actions: AttentionAction[]
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

/** POST /admin/cryptocloud/attention/:id/return */
export interface ReturnAttentionBody {
  /** Pay out now to this address; absent: e-mail the customer the address page. */
  address?: string
  /** Decimal string in the item's `currency`; default (and at most) all of the item's money not yet returned. */
  amount?: string
  confirm_test_mode?: boolean
}

export interface ReturnAttentionResponse extends AttentionItemResponse {
  return: {
    /** `awaiting_address` (page sent), `sent`, `pending`, `unknown` (answer lost: the item stays open), `failed`. */
    status: string
    amount: string
    currency: string
    url?: string
    expires_at?: string
    emailed?: boolean
    withdrawal_id?: string
  }
}

/** A return's 409: nothing was sent; the item as it is now (`withdrawal_id`: the payout pending or unknown). */
export interface ReturnConflict extends PayoutConflict {
  attention_item: AttentionItem
}

/** POST /admin/cryptocloud/attention/:id/accept */
export interface AcceptAttentionBody {
  note: string
}

/** POST /admin/cryptocloud/attention/:id/request-rest → the pay link for the difference. */
export interface RequestRestResponse extends AttentionItemResponse {
  url: string
  expires_at: string
  emailed: boolean
  amount: string
  currency_code: string
}
