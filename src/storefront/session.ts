/**
 * A crypto payment session as the storefront shows it, read from the session's public `data`
 * (design.md, "Payment session contract"). The same for a cart's session and for one on an
 * order's own payment collection.
 */
import type { CryptoCloudSessionData } from "../contracts/session-data"

/** A payment session's invoice, as the storefront shows it. */
export interface StartedPayment {
  /** The payment session id: keep it (or the cart id) for the return page. */
  sessionId: string
  /** The hosted pay page (the redirect flow, and the embedded checkout's fallback). */
  link: string
  invoiceId: string
  expiresAt: string | null
  /** Set when a payment currency was chosen: what an embedded checkout shows. */
  address: string | null
  amount: string | null
  currency: string | null
  amountInFiat: string | null
  fiatCurrency: string | null
  testMode: boolean
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

/** A session's public data as the storefront shows it (null without an invoice link). */
export function paymentOfSession(session: { id: string; data?: Record<string, unknown> | null }): StartedPayment | null {
  const data = (session.data ?? {}) as Partial<CryptoCloudSessionData>
  const link = text(data.link)
  if (!link) return null
  return {
    sessionId: session.id,
    link,
    invoiceId: String(data.uuid),
    expiresAt: text(data.expiry_date),
    address: text(data.address),
    amount: text(data.amount),
    currency: text(data.currency),
    amountInFiat: text(data.amount_in_fiat),
    fiatCurrency: text(data.fiat_currency),
    testMode: data.test_mode === true,
  }
}

/** The crypto session among a payment collection's sessions (the provider's), if any. */
export function cryptoSessionOf<S extends { provider_id: string }>(sessions: readonly S[] | null | undefined, providerId: string): S | undefined {
  return sessions?.find((s) => s.provider_id === providerId)
}
