/**
 * The events the plugin emits on Medusa's event bus (design.md, "Telling the merchant";
 * docs/operations.md, "Events other systems can follow"): every name and payload in one place.
 * The modules that emitted the first of them re-export their constants from here.
 *
 * Rules every payload keeps:
 * - `id` is the subject's id (invoice uuid, attention item, refund, withdrawal log row, deposit)
 *   and `shop_id` the CryptoCloud project whose money it is (a store may have several);
 * - amounts are decimal strings exactly as recorded (never JS numbers, never rounded);
 * - each event is emitted once per cause — on the state change, by whichever path (postback,
 *   reconciliation pass, admin route) and instance made it — never on a read that changes nothing.
 *
 * Pure: names, payload types and their builders; imports lib and contracts only (the domain
 * files that re-export a name import this one, never the reverse).
 */
import type { InvoiceStatus } from "../lib/cryptocloud"
import type { AttentionKind, AttentionResolution, DepositView } from "../contracts"

// ── names ───────────────────────────────────────────────────────────────────────────────────

export const INVOICE_PAID_EVENT = "cryptocloud.invoice.paid"
export const INVOICE_PARTIALLY_PAID_EVENT = "cryptocloud.invoice.partially_paid"
export const INVOICE_EXPIRED_EVENT = "cryptocloud.invoice.expired"
export const INVOICE_LATE_PAYMENT_EVENT = "cryptocloud.invoice.late_payment"
export const ATTENTION_CREATED_EVENT = "cryptocloud.attention.created"
export const ATTENTION_RESOLVED_EVENT = "cryptocloud.attention.resolved"
export const REFUND_OWED_EVENT = "cryptocloud.refund.owed"
export const REFUND_PAID_OUT_EVENT = "cryptocloud.refund.paid_out"
export const REFUND_ADDRESS_REQUESTED_EVENT = "cryptocloud.refund.address_requested"
export const WITHDRAWAL_SENT_EVENT = "cryptocloud.withdrawal.sent"
export const WITHDRAWAL_FAILED_EVENT = "cryptocloud.withdrawal.failed"
export const WITHDRAWAL_UNKNOWN_EVENT = "cryptocloud.withdrawal.unknown"
export const DEPOSIT_RECEIVED_EVENT = "cryptocloud.deposit.received"
export const STATIC_WALLET_DEPOSIT_EVENT = "cryptocloud.static_wallet.deposit_received"
export const STATIC_WALLET_DEPOSIT_UPDATED_EVENT = "cryptocloud.static_wallet.deposit_updated"
/** The name the first release gave `INVOICE_PARTIALLY_PAID_EVENT` (workflows/cryptocloud/apply-invoice.ts). */
export const PARTIALLY_PAID_EVENT = INVOICE_PARTIALLY_PAID_EVENT

export const INVOICE_EVENTS = [INVOICE_PAID_EVENT, INVOICE_PARTIALLY_PAID_EVENT, INVOICE_EXPIRED_EVENT, INVOICE_LATE_PAYMENT_EVENT] as const
export type InvoiceEventName = (typeof INVOICE_EVENTS)[number]

// ── payloads ────────────────────────────────────────────────────────────────────────────────

/** `cryptocloud.invoice.*`: the invoice as the ledger records it after the read that changed it. */
export interface InvoiceEventData {
  /** The invoice's uuid (as `invoice_uuid`). */
  id: string
  invoice_uuid: string
  shop_id: string | null
  /** The Medusa order that holds the payment (null: none, or not yet). */
  order_id: string | null
  payment_session_id: string | null
  status: InvoiceStatus
  /** What the invoice was made for, in the store's currency. */
  fiat_amount: string | null
  fiat_currency: string | null
  /** The crypto due, what arrived so far, and the coin (e.g. USDT_TRC20). */
  crypto_amount: string | null
  amount_paid: string | null
  crypto_currency: string | null
  test_mode: boolean
}

/** `cryptocloud.invoice.partially_paid` keeps the fields of its first release (`currency` is the coin). */
export interface InvoicePartiallyPaidEventData extends InvoiceEventData {
  /** Crypto still to pay. */
  to_surcharge: string | null
  /** The coin (= `crypto_currency`). */
  currency: string | null
}

/** `cryptocloud.attention.created` / `.resolved`: the item, money and subjects, no personal data. */
export interface AttentionEventData {
  id: string
  shop_id: string | null
  kind: AttentionKind | string
  /** What the item is about, in `currency` (the coin for every kind). */
  amount: string | null
  currency: string | null
  order_id: string | null
  invoice_uuid: string | null
  withdrawal_id: string | null
  refund_id: string | null
  test_mode: boolean
}

export interface AttentionResolvedEventData extends AttentionEventData {
  resolution: AttentionResolution | string | null
  /** The admin user who resolved it (null: the plugin did, the money being accounted for). */
  resolved_by: string | null
  resolved_at: string | null
}

/** `cryptocloud.refund.owed` / `.paid_out`: a refund made in Medusa, owed back in crypto. */
export interface RefundEventData {
  id: string
  shop_id: string | null
  order_id: string | null
  invoice_uuid: string
  status: string
  /** The refund in the order's currency, as Medusa recorded it. */
  amount: string
  currency_code: string
  /** The crypto owed for it, paid out so far, and still owed. */
  crypto_amount: string
  crypto_paid: string
  crypto_remaining: string
  crypto_currency: string
  /** The last withdrawal log row (ccwd_…) that paid it. */
  withdrawal_id: string | null
  /** Set on the return of an attention item's money (its item), null for a refund of Medusa's. */
  attention_item_id: string | null
  test_mode: boolean
}

/** `cryptocloud.refund.address_requested`: the fields of its first release, with `id` and `shop_id`. */
export interface RefundAddressRequestedEventData {
  id: string
  shop_id: string | null
  refund_id: string
  order_id: string | null
  email: string | null
  url: string
}

/** `cryptocloud.withdrawal.*`: a row of the withdrawal log (a payout the plugin sent). */
export interface WithdrawalEventData {
  id: string
  shop_id: string | null
  status: string
  /** `sent` / `not_sent` when an admin resolved an unknown outcome; null otherwise. */
  resolution: string | null
  amount: string
  currency_code: string
  to_address: string
  /** The refund it pays (null: an admin's withdrawal). */
  refund_id: string | null
  /** The service's id of the withdrawal, when it answered. */
  service_withdrawal_id: string | null
  error_code: string | null
}

/** `cryptocloud.deposit.received`: the same payload as `cryptocloud.static_wallet.deposit_received`. */
export type DepositEventData = DepositView

// ── builders ────────────────────────────────────────────────────────────────────────────────

type Time = Date | string | null | undefined
const iso = (time: Time): string | null => (time ? new Date(time).toISOString() : null)

/** An attention item as stored (modules/cryptocloud/attention-store.ts AttentionItemRow). */
export interface AttentionSubject {
  id: string
  kind: string
  invoice_uuid: string | null
  withdrawal_id: string | null
  refund_id: string | null
  order_id: string | null
  amount: string | null
  currency: string | null
  shop_id?: string | null
  test_mode?: boolean | null
}

export function attentionEventData(item: AttentionSubject): AttentionEventData {
  return {
    id: item.id,
    shop_id: item.shop_id ?? null,
    kind: item.kind,
    amount: item.amount,
    currency: item.currency,
    order_id: item.order_id,
    invoice_uuid: item.invoice_uuid,
    withdrawal_id: item.withdrawal_id,
    refund_id: item.refund_id,
    test_mode: Boolean(item.test_mode),
  }
}

export function attentionResolvedEventData(
  item: AttentionSubject & { resolution?: string | null; resolved_by?: string | null; resolved_at?: Time }
): AttentionResolvedEventData {
  return { ...attentionEventData(item), resolution: item.resolution ?? null, resolved_by: item.resolved_by ?? null, resolved_at: iso(item.resolved_at) }
}

/** A refund row (domain/refunds/store.ts RefundRow). */
export interface RefundSubject {
  id: string
  shop_id?: string | null
  order_id: string | null
  invoice_uuid: string
  status: string
  amount: string
  currency_code: string
  crypto_amount: string
  crypto_paid: string | null
  crypto_currency: string
  withdrawal_id: string | null
  attention_item_id?: string | null
  test_mode: boolean
}

/** What is still owed: what the refund owes less what went out, never below zero (exact decimals). */
export function refundEventData(refund: RefundSubject, remaining: string): RefundEventData {
  return {
    id: refund.id,
    shop_id: refund.shop_id ?? null,
    order_id: refund.order_id,
    invoice_uuid: refund.invoice_uuid,
    status: refund.status,
    amount: refund.amount,
    currency_code: refund.currency_code,
    crypto_amount: refund.crypto_amount,
    crypto_paid: refund.crypto_paid ?? "0",
    crypto_remaining: remaining,
    crypto_currency: refund.crypto_currency,
    withdrawal_id: refund.withdrawal_id,
    attention_item_id: refund.attention_item_id ?? null,
    test_mode: Boolean(refund.test_mode),
  }
}

/** A withdrawal log row (modules/cryptocloud/withdrawal-rows.ts WithdrawalLogRow): the payload's fields, the service's id as the log names it. */
export type WithdrawalSubject = Omit<WithdrawalEventData, "service_withdrawal_id"> & { withdrawal_id: string | null }

export function withdrawalEventData(row: WithdrawalSubject): WithdrawalEventData {
  return {
    id: row.id,
    shop_id: row.shop_id,
    status: row.status,
    resolution: row.resolution,
    amount: row.amount,
    currency_code: row.currency_code,
    to_address: row.to_address,
    refund_id: row.refund_id,
    service_withdrawal_id: row.withdrawal_id,
    error_code: row.error_code,
  }
}

/**
 * The withdrawal event a row's change calls for: `sent` (the service accepted it, or an admin
 * resolved a lost answer as sent), `failed` (provably not carried out: refused or failed, or
 * resolved not sent), `unknown` (the answer was lost, or the process that sent it stopped).
 * Null for a row still pending, and for `external` rows (made outside the plugin).
 */
export function withdrawalEventName(row: Pick<WithdrawalSubject, "status" | "resolution">): string | null {
  if (row.resolution === "sent") return WITHDRAWAL_SENT_EVENT
  if (row.resolution === "not_sent") return WITHDRAWAL_FAILED_EVENT
  switch (row.status) {
    case "sent":
      return WITHDRAWAL_SENT_EVENT
    case "failed":
    case "refused":
      return WITHDRAWAL_FAILED_EVENT
    case "unknown":
      return WITHDRAWAL_UNKNOWN_EVENT
    default:
      return null
  }
}
