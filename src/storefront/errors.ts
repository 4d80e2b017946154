import type { SessionStatusView } from "../contracts/store-routes"

/**
 * `no_session` (no crypto session / pay link), `canceled` (the invoice expired or was cancelled),
 * `timeout` (not paid yet), `aborted` (your AbortSignal), `not_completed` (the cart did not
 * complete), `not_found` (the order has no such payment collection), `not_payable` (the
 * collection was cancelled or failed).
 */
export type CryptoPaymentErrorCode = "no_session" | "canceled" | "timeout" | "aborted" | "not_completed" | "not_found" | "not_payable"

/** Every failure the storefront module reports, with a code to branch on. */
export class CryptoPaymentError extends Error {
  constructor(
    message: string,
    readonly code: CryptoPaymentErrorCode,
    readonly status?: SessionStatusView
  ) {
    super(message)
    this.name = "CryptoPaymentError"
  }
}
