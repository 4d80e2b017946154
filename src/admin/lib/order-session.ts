/**
 * What the order card reads from Medusa's order: whether it was paid (or is being paid) through
 * this plugin — provider ids only; the invoice itself comes from the plugin's ledger
 * (./order-card.ts), never from session data — Medusa's refunds of its payments, and the order
 * metadata the plugin writes (src/workflows/cryptocloud/order-outcomes.ts).
 */
import { PROVIDER_ID_PREFIX } from "../../contracts"
import type { Translate } from "./use-format"

/** Provider ids of this plugin: `pp_cryptocloud_<id>` (design.md), written once in the contracts. */
export const PROVIDER_PREFIX = PROVIDER_ID_PREFIX
export const ORDER_NOTE_KEY = "cryptocloud_note"
export const ORDER_ATTENTION_KEY = "cryptocloud_attention"

interface SessionLike {
  id?: string
  provider_id?: string | null
  /** Payments only: Medusa's refunds of the payment. */
  refunds?: Array<unknown | null> | null
  // No `data`: what a session's data says about an invoice may be a stranger's (./order-card.ts).
}

interface CollectionLike {
  payment_sessions?: Array<SessionLike | null> | null
  payments?: Array<SessionLike | null> | null
}

export interface OrderLike {
  id: string
  metadata?: Record<string, unknown> | null
  payment_collections?: Array<CollectionLike | null> | null
}

/** True when the order was paid, or is waiting to be paid, through CryptoCloud (cheap check on the dashboard's own order). */
export function looksLikeCryptoOrder(order: OrderLike): boolean {
  return (order.payment_collections ?? []).some((pc) =>
    [...(pc?.payments ?? []), ...(pc?.payment_sessions ?? [])].some((p) => p?.provider_id?.startsWith(PROVIDER_PREFIX))
  )
}

/** How many refunds Medusa recorded on the order's CryptoCloud payments (the dashboard's order has them). */
export function cryptoRefundCount(order: OrderLike): number {
  return (order.payment_collections ?? [])
    .flatMap((pc) => pc?.payments ?? [])
    .filter((p) => p?.provider_id?.startsWith(PROVIDER_PREFIX))
    .reduce((sum, p) => sum + (p?.refunds ?? []).filter(Boolean).length, 0)
}

export function orderNote(order: OrderLike): string | null {
  const note = order.metadata?.[ORDER_NOTE_KEY]
  return typeof note === "string" && note.trim() ? note : null
}

export function orderAttention(order: OrderLike): string | null {
  const value = order.metadata?.[ORDER_ATTENTION_KEY]
  return typeof value === "string" && value ? value : null
}

/**
 * The plugin's note on an order, one entry per line: notes are appended ("\n" between them),
 * never replaced, so an order may carry several (e.g. test mode, then a late payment).
 */
export function orderNoteLines(note: string | null | undefined): string[] {
  return (note ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

export type KnownOrderNote = { kind: "cancelled_expired" | "late_payment" | "test_mode"; uuid: string }

/**
 * The notes the plugin writes on orders (src/workflows/cryptocloud/order-outcomes.ts and
 * steps/annotate-order.ts) are stored as English sentences; the known ones are recognised here
 * (one line at a time) so the widget can say them in the admin language. Anything else is
 * shown as stored.
 */
export function knownOrderNote(note: string): KnownOrderNote | null {
  if (/[\r\n]/.test(note)) return null // several notes: see orderNoteTexts
  const cancelled = /^Cancelled automatically: crypto invoice (\S+) expired without full payment\.$/.exec(note)
  if (cancelled) return { kind: "cancelled_expired", uuid: cancelled[1] }
  const late = /^Crypto invoice (\S+) was paid after it had expired\./.exec(note)
  if (late) return { kind: "late_payment", uuid: late[1] }
  const test = /^Paid with CryptoCloud test-mode invoice ([^\s:]+): no real money was received\./.exec(note)
  if (test) return { kind: "test_mode", uuid: test[1] }
  return null
}

const NOTE_KEYS: Record<KnownOrderNote["kind"], string> = {
  cancelled_expired: "cryptocloud.order.notes.cancelledExpired",
  late_payment: "cryptocloud.order.notes.latePayment",
  test_mode: "cryptocloud.order.notes.testMode",
}

/**
 * The note's lines in the admin language, in their order. `skipLatePayment`: the widget
 * already shows the "paid late" warning, which says what the late-payment line says.
 */
export function orderNoteTexts(note: string | null | undefined, t: Translate, options: { skipLatePayment?: boolean } = {}): string[] {
  return orderNoteLines(note).flatMap((line) => {
    const known = knownOrderNote(line)
    if (!known) return [line]
    if (known.kind === "late_payment" && options.skipLatePayment) return []
    return [t(NOTE_KEYS[known.kind], { uuid: known.uuid })]
  })
}
