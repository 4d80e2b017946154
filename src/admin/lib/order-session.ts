/**
 * Finding the CryptoCloud payment of an order: the payment session whose data holds the
 * invoice (src/providers/cryptocloud/session-data.ts), and the order metadata the plugin
 * writes (src/workflows/cryptocloud/order-outcomes.ts).
 */
import type { CryptoCloudSessionData } from "../../providers/cryptocloud/session-data"

export type { CryptoCloudSessionData }

/** Provider ids of this plugin: `pp_cryptocloud_<id>` (design.md). */
export const PROVIDER_PREFIX = "pp_cryptocloud"
export const ORDER_NOTE_KEY = "cryptocloud_note"
export const ORDER_ATTENTION_KEY = "cryptocloud_attention"

interface SessionLike {
  id?: string
  provider_id?: string | null
  /** Payments only: Medusa's refunds of the payment. */
  refunds?: Array<unknown | null> | null
  status?: string | null
  created_at?: string | Date | null
  data?: Record<string, unknown> | null
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

const isOurs = (s: SessionLike | null | undefined): s is SessionLike =>
  Boolean(s?.provider_id?.startsWith(PROVIDER_PREFIX) && typeof s.data?.uuid === "string")

const time = (s: SessionLike) => (s.created_at ? new Date(s.created_at).getTime() : 0)

/** True when the order was paid, or is waiting to be paid, through CryptoCloud (cheap check on the dashboard's own order). */
export function looksLikeCryptoOrder(order: OrderLike): boolean {
  return (order.payment_collections ?? []).some((pc) =>
    [...(pc?.payments ?? []), ...(pc?.payment_sessions ?? [])].some((p) => p?.provider_id?.startsWith(PROVIDER_PREFIX))
  )
}

/**
 * The session data of the order's CryptoCloud payment: the settled session if there is one
 * (authorized/captured), otherwise the newest; the payment's copy when sessions are absent.
 */
export function cryptoPaymentOf(order: OrderLike): { sessionId: string | null; data: CryptoCloudSessionData } | null {
  const collections = (order.payment_collections ?? []).filter(Boolean) as CollectionLike[]
  const sessions = collections.flatMap((pc) => pc.payment_sessions ?? []).filter(isOurs)
  const settled = sessions.filter((s) => s.status === "authorized" || s.status === "captured")
  const pick = (settled.length ? settled : sessions).sort((a, b) => time(b) - time(a))[0]
  if (pick) return { sessionId: pick.id ?? null, data: pick.data as unknown as CryptoCloudSessionData }
  const payment = collections.flatMap((pc) => pc.payments ?? []).filter(isOurs)[0]
  return payment ? { sessionId: null, data: payment.data as unknown as CryptoCloudSessionData } : null
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
 * The notes the plugin writes on orders (src/workflows/cryptocloud/order-outcomes.ts) are
 * stored as English sentences; the two known ones are recognised here so the widget can say
 * them in the admin language. Anything else is shown as stored.
 */
export function knownOrderNote(note: string): { kind: "cancelled_expired" | "late_payment"; uuid: string } | null {
  const cancelled = /^Cancelled automatically: crypto invoice (\S+) expired without full payment\.$/.exec(note)
  if (cancelled) return { kind: "cancelled_expired", uuid: cancelled[1] }
  const late = /^Crypto invoice (\S+) was paid after it had expired\./.exec(note)
  if (late) return { kind: "late_payment", uuid: late[1] }
  return null
}
