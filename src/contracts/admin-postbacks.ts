/**
 * The postback log route (GET /admin/cryptocloud/postbacks): every postback received, kept
 * 30 days (design.md, "Postbacks").
 */
import type { PostbackReasonCode } from "../lib/cryptocloud/postback-reason-codes"
import type { ListPage, PageQuery } from "./admin-paging"
import type { ProjectQuery } from "./admin-projects"

export type { PostbackReasonCode }

/** `rejected`: the token did not verify; `ignored`: verified, but not for a session of this store. */
export type PostbackOutcome = "applied" | "duplicate" | "rejected" | "ignored"

/** A log line. */
export interface PostbackView {
  id: string
  received_at: string
  /** The invoice the postback named (verified or not); null when it named none. */
  invoice_id: string | null
  outcome: PostbackOutcome
  /** The invoice status it was applied with. */
  status: string | null
  /** Why, in English words from the server (never the token or the body). */
  reason: string
  /** The reason's code, by which the admin says the reason; null on lines written before codes existed. */
  reason_code: PostbackReasonCode | null
  /** How many postbacks the line stands for: 1 when verified; rejected and ignored ones are counted per reason and minute. */
  count: number
}

/** GET /admin/cryptocloud/postbacks?outcome&invoice_id&offset&limit&shop_id (one project's lines) */
export interface PostbackListResponse extends ListPage {
  postbacks: PostbackView[]
  /** When the last verified postback arrived; null: none in the log. */
  last_received_at: string | null
}

export interface PostbackQuery extends PageQuery, ProjectQuery {
  outcome?: PostbackOutcome
  invoice_id?: string
}
