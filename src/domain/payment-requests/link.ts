/**
 * An order's pay links: what the plugin keeps of each (a row of its own table, never the order's
 * metadata) and whether a link still opens. An admin's request makes a link for the order's
 * payment collection, valid 7 days; a newer request for the order replaces every older link
 * (`replaced_at`), so only the latest one works. The row also lists the invoices the link's own
 * *Pay* made: the page shows those, never an invoice someone else opened on the collection
 * (an order id and its collection id are public: design.md, "Trust").
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

/** How long a pay link stays usable. */
export const PAY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const PAY_LINK_TABLE = "cryptocloud_pay_link"

/** A pay link as the database returns it. */
export interface PayLinkRow {
  id: string
  /** SHA-256 (hex) of the token (token.ts); the token itself is never stored. */
  token_hash: string
  /** Null on a link for an attention item's rest ("Ask for the rest": its cart has no order yet). */
  order_id: string | null
  /** The attention item whose shortfall the link asks for; null on an order's link. */
  attention_item_id?: string | null
  payment_collection_id: string
  expires_at: Date | string
  /** When a newer request for the order replaced this link; null while it is the order's latest. */
  replaced_at: Date | string | null
  /** The admin user who requested it (null: not known). */
  requested_by: string | null
  /** Invoices this link's *Pay* made, oldest first. */
  invoice_uuids: string[] | null
  created_at: Date | string
}

/** Whether a link opens now: a replaced link is dead even before it expires. */
export function payLinkState(link: Pick<PayLinkRow, "expires_at" | "replaced_at">, now: Date): "open" | "replaced" | "link_expired" {
  if (link.replaced_at) return "replaced"
  return new Date(link.expires_at).getTime() <= now.getTime() ? "link_expired" : "open"
}

/**
 * What the order still owes, from Medusa's order summary: `pending_difference` (the order's
 * current total less what was captured, net of refunds) — positive when the customer owes,
 * negative when the shop owes the customer. Null when the summary does not say.
 */
export function pendingDifference(summary: Record<string, unknown> | null | undefined): ReturnType<typeof MathBN.convert> | null {
  // raw_ (a { value } object) keeps every digit; query.graph hands the other as a number.
  const amount = (summary?.raw_pending_difference ?? summary?.pending_difference) as BigNumberInput | null | undefined
  if (amount === null || amount === undefined) return null
  try {
    const value = MathBN.convert(amount)
    return value.isFinite() ? value : null
  } catch {
    return null
  }
}
