import type { SessionStatusView } from "../contracts/store-routes"

export type CryptoPaymentErrorCode = "no_session" | "canceled" | "timeout" | "aborted" | "not_completed"

/** Every failure the storefront module reports, with a code to branch on. */
export class CryptoPaymentError extends Error {
  constructor(message: string, readonly code: CryptoPaymentErrorCode, readonly status?: SessionStatusView) {
    super(message)
    this.name = "CryptoPaymentError"
  }
}
