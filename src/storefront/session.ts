/**
 * A crypto payment session as the storefront shows it (design.md, "Payment session contract"):
 * the same for a cart's session and for one on an order's own payment collection. What it says
 * about the invoice comes from the plugin's status route (the ledger), never from the session's
 * `data`: Medusa stores that as the caller sent it until the provider answers, so anyone who can
 * open a session on the collection (an order id is enough) could plant an address or a link
 * there for the customer to see.
 */
import { payLinkToShow } from "../contracts/pay-link"
import type { SessionStatusView } from "../contracts/store-routes"

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

/**
 * The invoice the status route (`GET /store/cryptocloud/payment-sessions/:id`, from the ledger)
 * says the session holds, as the storefront shows it; null without a pay link it may show
 * (contracts/pay-link.ts).
 */
export function paymentOfStatus(status: SessionStatusView): StartedPayment | null {
  const invoice = status.invoice
  const link = payLinkToShow(invoice.link)
  if (!link) return null
  return {
    sessionId: status.id,
    link,
    invoiceId: invoice.uuid,
    expiresAt: text(invoice.expiry_date),
    address: text(invoice.address),
    amount: text(invoice.amount),
    currency: text(invoice.currency),
    amountInFiat: text(invoice.amount_in_fiat),
    fiatCurrency: text(invoice.fiat_currency),
    testMode: invoice.test_mode === true,
  }
}

/**
 * Formerly: a session's public `data` read as a payment. It now reads nothing from `data` and
 * answers null: until the provider answers, `data` is whatever the caller sent (another visitor's
 * address or link), so nothing in it may be shown as the customer's payment.
 * @deprecated Read the status route with `readPayment(sessionId)` (or `currentPayment(cart)`),
 * which answer from the plugin's ledger.
 */
export function paymentOfSession(session: { id: string; data?: Record<string, unknown> | null }): StartedPayment | null {
  void session
  return null
}

/** The crypto session among a payment collection's sessions (the provider's), if any. */
export function cryptoSessionOf<S extends { provider_id: string }>(sessions: readonly S[] | null | undefined, providerId: string): S | undefined {
  return sessions?.find((s) => s.provider_id === providerId)
}
