/**
 * Which pay link of an order is the current one, and what the order owes. The order's metadata
 * holds the current request (the plugin keeps its order notes there too): the nonce of the link
 * last sent and the collection it is for. A newer request overwrites it, so every older link
 * stops working ("replaced"); the current one may be opened any number of times until the
 * collection is paid or the link expires. Medusa merges metadata on update, so writing this key
 * leaves the others alone. The nonce is no secret (the signature is what a link cannot be made
 * without), so keeping it where an admin can see it is harmless.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"

/** How long a pay link stays usable. */
export const PAY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const PAYMENT_REQUEST_METADATA_KEY = "cryptocloud_payment_request"

export interface StoredPaymentRequest {
  nonce: string
  payment_collection_id: string
  expires_at: string
  requested_at: string
}

/** The metadata patch that makes a new link the order's current one. */
export function paymentRequestMetadata(request: StoredPaymentRequest): Record<string, unknown> {
  return { [PAYMENT_REQUEST_METADATA_KEY]: request }
}

export function storedPaymentRequest(metadata: Record<string, unknown> | null | undefined): StoredPaymentRequest | null {
  const value = metadata?.[PAYMENT_REQUEST_METADATA_KEY] as Partial<StoredPaymentRequest> | undefined
  if (!value || typeof value !== "object" || typeof value.nonce !== "string" || typeof value.payment_collection_id !== "string") return null
  return {
    nonce: value.nonce,
    payment_collection_id: value.payment_collection_id,
    expires_at: String(value.expires_at ?? ""),
    requested_at: String(value.requested_at ?? ""),
  }
}

/** The link is the order's latest, for the same collection. */
export function isCurrentLink(
  metadata: Record<string, unknown> | null | undefined,
  claims: { nonce: string; paymentCollectionId: string }
): boolean {
  const stored = storedPaymentRequest(metadata)
  return !!stored && stored.nonce === claims.nonce && stored.payment_collection_id === claims.paymentCollectionId
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
