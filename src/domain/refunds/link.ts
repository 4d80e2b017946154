/**
 * The customer's refund link, read one way by both of its pages: the JSON store route
 * (`/store/cryptocloud/refund-address/:token`, for a storefront's own page) and the plugin's
 * HTML page (`/cryptocloud/refund/:token`). The token names the refund and the nonce of the
 * link; the link is open only while that nonce is the refund's current one and the refund
 * still waits for an address. Accepting an address is the store's conditional claim
 * (refunds/store.ts `claimRefundAddress`): single use, whichever page it comes from.
 *
 * The token is checked with the secret of the refund's own project, which signed it: the refund
 * it names is looked up first (by the unverified id), then the signature decides.
 */
import { checkPayoutAddress, type AddressCheck } from "../../lib/addresses"
import { isPaymentCurrencyCode, paymentCurrencyInfo, type PaymentCurrencyCode } from "../../lib/cryptocloud"
import { isoTime } from "../dates"
import { peekAddressTokenRefund, verifyAddressToken } from "./token"

/** The refund fields a link needs (the plugin module's refund rows have them). */
export interface LinkRefund {
  id: string
  order_id: string | null
  invoice_uuid: string
  /** The project that received the money (null on rows from before projects). */
  shop_id?: string | null
  crypto_amount: string
  crypto_currency: string
  status: string
  token_nonce: string | null
  token_expires_at: Date | string | null
}

/** What the routes read and write through (workflows/cryptocloud/refunds/link-store.ts over the plugin module). */
export interface RefundLinkStore {
  /** The secret that signs this refund's links: its project's; null when no project of the store can. */
  linkSecret(refund: LinkRefund): Promise<string | null>
  listRefunds(filters: { id: string }): Promise<LinkRefund[]>
  claimRefundAddress(refundId: string, nonce: string, address: string): Promise<boolean>
}

export type RefundLink =
  /** The link can take an address. */
  | { state: "open"; refund: LinkRefund & { token_nonce: string } }
  /** An address was given through it already, or a newer link replaced it. */
  | { state: "used"; refund: LinkRefund }
  | { state: "expired" }
  /** Not a token this store signed, or its refund is gone. */
  | { state: "invalid" }

export async function openRefundLink(store: RefundLinkStore, token: string): Promise<RefundLink> {
  const named = await peekAddressTokenRefund(token)
  if (!named) return { state: "invalid" }
  const [refund] = await store.listRefunds({ id: named })
  if (!refund) return { state: "invalid" }
  const secret = await store.linkSecret(refund)
  if (!secret) return { state: "invalid" }
  const check = await verifyAddressToken(secret, token)
  if (!check.ok) return { state: check.reason }
  if (check.refundId !== refund.id) return { state: "invalid" }
  if (refund.token_nonce !== check.nonce || refund.status !== "awaiting_address") return { state: "used", refund }
  return { state: "open", refund: { ...refund, token_nonce: check.nonce } }
}

/** What the customer may see of the refund: the amount, the coin and its network — nothing about the order. */
export interface RefundLinkFacts {
  amount: string
  currency: string
  coin: string
  network: string | null
  expires_at: string | null
}

export function refundLinkFacts(refund: LinkRefund): RefundLinkFacts {
  const info = isPaymentCurrencyCode(refund.crypto_currency) ? paymentCurrencyInfo(refund.crypto_currency) : null
  return {
    amount: refund.crypto_amount,
    currency: refund.crypto_currency,
    coin: info?.name ?? refund.crypto_currency,
    network: info?.network.name ?? null,
    expires_at: isoTime(refund.token_expires_at),
  }
}

/** The refund's currency when withdrawals can pay it (always, unless a row was written by hand). */
export function payoutCurrencyOf(refund: LinkRefund): PaymentCurrencyCode | null {
  return isPaymentCurrencyCode(refund.crypto_currency) ? refund.crypto_currency : null
}

/**
 * The customer's address, checked as a payout to it will be, with the strictest rules: a
 * merchant's option that widens what the admin may type (`litecoinLegacyP2sh`) is a decision
 * for the merchant, not for a customer's form.
 */
export function checkLinkAddress(currency: PaymentCurrencyCode, address: string): AddressCheck {
  return checkPayoutAddress(currency, address)
}

/** Accepts an address through an open link, once: false when the link was used or replaced meanwhile. */
export function claimLinkAddress(store: RefundLinkStore, refund: LinkRefund & { token_nonce: string }, address: string): Promise<boolean> {
  return store.claimRefundAddress(refund.id, refund.token_nonce, address)
}
