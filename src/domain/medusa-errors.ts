/**
 * Client errors → MedusaError, from the client's one classification (lib/cryptocloud
 * failure-kind.ts; the admin routes read the same one for their HTTP answers).
 *
 * The provider's errors reach shoppers through the store API, so a problem that is the
 * merchant's (a refused key, a missing option) is told to the shopper as "unavailable, try
 * again later", never with configuration hints or as a 401 — the detail goes to the log.
 */
import type { Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { classifyFailure, CryptoCloudConfigError, type CallKind } from "../lib/cryptocloud"

export const PAYMENT_METHOD_UNAVAILABLE = "The crypto payment method is unavailable right now. Please try again later or choose another payment method."

export interface ToMedusaErrorOptions {
  /** A write whose answer was lost may have been carried out; a read may simply be retried. */
  call?: CallKind
  /** Where the merchant-facing detail of a configuration problem is written. */
  logger?: Pick<Logger, "error">
}

export function toMedusaError(error: unknown, action: string, options: ToMedusaErrorOptions = {}): MedusaError {
  if (error instanceof MedusaError) return error
  const what = `Could not ${action}`
  const message = error instanceof Error ? error.message : String(error)
  const kind = classifyFailure(error, options.call ?? "read")
  if (kind === "authentication" || error instanceof CryptoCloudConfigError) {
    options.logger?.error(`CryptoCloud: ${what}: ${message}`)
    return new MedusaError(MedusaError.Types.UNEXPECTED_STATE, PAYMENT_METHOD_UNAVAILABLE)
  }
  switch (kind) {
    case "caller":
      return new MedusaError(MedusaError.Types.INVALID_DATA, `${what}: ${message}`)
    case "not_found":
      return new MedusaError(MedusaError.Types.NOT_FOUND, `${what}: ${message}`)
    case "retryable":
      return new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `${what}: the payment service did not answer in time; please try again in a moment.`)
    case "unknown_outcome":
      return new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `${what}: the payment service's answer was lost, so it is not known whether it was done; please try again in a moment.`
      )
  }
}

/**
 * Medusa refused a capture for a reason that will not go away on its own (the order was
 * cancelled, the payment collection is closed, the cart cannot become an order): retrying every
 * minute would only hide it. A lock timeout, a lost database connection or the payment service
 * not answering are passing trouble and are retried by the next pass.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type
  return type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.INVALID_DATA || type === MedusaError.Types.NOT_FOUND
}
