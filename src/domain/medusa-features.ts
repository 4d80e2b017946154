/**
 * What the store's Medusa has, detected at run time: the peer range spans several 2.x minors
 * (docs/operations.md, "Supported Medusa versions and upgrading"), and a newer feature must be refused with a reason on an
 * older store rather than fail halfway through a checkout.
 */
import { PaymentSessionStatus } from "@medusajs/framework/utils"

/**
 * The payment session status `pending_authorization` (Medusa 2.18+): what the order-first flow
 * answers while the invoice is unpaid, so that Medusa creates the order before the money.
 */
export function hasPendingAuthorization(statuses: object = PaymentSessionStatus): boolean {
  return (statuses as Record<string, unknown>).PENDING_AUTHORIZATION === "pending_authorization"
}

export const ORDER_FIRST_UNSUPPORTED =
  'the order-first flow ("before_payment") needs Medusa 2.18 or newer (payment session status `pending_authorization`), which this store does not have'
