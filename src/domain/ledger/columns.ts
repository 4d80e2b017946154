/**
 * The invoice ledger's table as both halves of the plugin see it: the module's data model
 * (modules/cryptocloud/models/ledger-invoice.ts) and the provider's direct reads and writes
 * (store.ts). One definition of the names so the two can never disagree.
 */
import { MathBN } from "@medusajs/framework/utils"
import type { InvoiceStatus } from "../../lib/cryptocloud"

export const LEDGER_TABLE = "cryptocloud_invoice"

export interface LedgerHistoryEntry {
  status: InvoiceStatus
  at: string
}

/** A ledger row as the database returns it. */
export interface LedgerRow {
  id: string
  uuid: string
  session_id: string
  cart_id: string | null
  order_id: string | null
  fiat_amount: string
  fiat_currency: string
  crypto_amount: string | null
  crypto_currency: string | null
  status: InvoiceStatus
  amount_paid: string | null
  received: string | null
  test_mode: boolean
  tolerance_percent: number
  /** underpaidToleranceAmount in force at creation, per coin (tolerance-amount.ts; Migration20261128081000). */
  tolerance_amount?: Record<string, string> | null
  expires_at: Date | null
  last_checked_at: Date | null
  session_live: boolean
  link: string | null
  address: string | null
  history: LedgerHistoryEntry[] | null
  outcome: string | null
  settled_at: Date | null
  created_at: Date
  /** The payment collection (cart) of the session the invoice was made for; null on older rows. */
  payment_collection_id?: string | null
  /** Set while no session holds the invoice and it may still be taken over (handover grace). */
  released_at?: Date | null
  /** When the plugin sent a cancel for it with one call (no read); read at a slower cadence. */
  cancel_sent_at?: Date | null
  /** Sessions that held it before `session_id` (takeovers, adoption), oldest first. */
  former_session_ids?: string[] | null
  /** The project (shop id) the invoice was made in; null only on rows from before projects, until boot fills it. */
  shop_id?: string | null
  /** When money first arrived (Migration20261127130000; null: none yet). */
  received_at?: Date | null
  /** The service's figures of the latest read: USD value credited, service fee, network (transfer) fee, in the coin. */
  received_usd?: string | null
  service_fee?: string | null
  network_fee?: string | null
  /** The network code of the coin (e.g. "TRC20"), as the service gave it. */
  network?: string | null
  /** Transaction hashes, as the service listed them. */
  tx_hashes?: string[] | null
  /**
   * Made for a session that a request knowing only the order id opened on an order's collection
   * (no customer or pay-link scope): never the customer's own path, so it neither cancels nor
   * keeps an order waiting, and is read on the churned cadence while unpaid (Migration20261128070000).
   */
  opened_by_stranger?: boolean
  /**
   * The merchant accepted what arrived (attention `accept`, Migration20261128104500): when, the
   * fiat captured on the order, the crypto that stands for, and the fiat shortfall forgone.
   */
  accepted_at?: Date | null
  accepted_amount?: string | null
  accepted_crypto?: string | null
  accepted_shortfall?: string | null
  /** Found in the service's invoice list after the ledger had lost it (found-money.ts; Migration20261128150000). */
  found_at?: Date | null
  found_as?: string | null
  /** The invoice events already emitted for it, once each (announced.ts; Migration20261128175500). */
  announced?: string[] | null
}

/** What updateLedgerRow (store.ts) may change: links, liveness, settlement, and an acceptance. */
export type LedgerPatch = Partial<
  Pick<
    LedgerRow,
    | "cart_id"
    | "order_id"
    | "session_live"
    | "outcome"
    | "settled_at"
    | "last_checked_at"
    | "accepted_at"
    | "accepted_amount"
    | "accepted_crypto"
    | "accepted_shortfall"
  >
>

/** The status was `canceled` at some point before money arrived: a payment now is late. */
export function wasCanceledBefore(row: Pick<LedgerRow, "history"> | null | undefined): boolean {
  return (row?.history ?? []).some((entry) => entry.status === "canceled")
}

/**
 * Money paid on an invoice only ever grows; a read that says less was made before one that said
 * more (a batch read that started before a postback and is applied after it). So the ledger
 * keeps the larger figure: a stale read can neither lower `amount_paid`/`received` nor raise an
 * item for the older amount.
 */
export function laterAmount(recorded: string | null | undefined, read: string | null | undefined): string | null {
  if (read === undefined || read === null) return recorded ?? null
  if (recorded === undefined || recorded === null) return read
  return MathBN.gt(read, recorded) ? read : recorded
}
