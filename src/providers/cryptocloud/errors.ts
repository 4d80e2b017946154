/**
 * Client errors → MedusaError, with messages a merchant (or a storefront developer) can act on.
 * The client's messages never contain keys or tokens, so they can be passed on.
 */
import { MedusaError } from "@medusajs/framework/utils"
import {
  CryptoCloudApiError,
  CryptoCloudAuthError,
  CryptoCloudConfigError,
  CryptoCloudNetworkError,
  CryptoCloudRateLimitError,
  CryptoCloudValidationError,
} from "../../lib/cryptocloud"

export function toMedusaError(error: unknown, action: string): MedusaError {
  if (error instanceof MedusaError) return error
  const what = `Could not ${action}`
  if (error instanceof CryptoCloudValidationError || error instanceof CryptoCloudConfigError) {
    return new MedusaError(MedusaError.Types.INVALID_DATA, `${what}: ${error.message}`)
  }
  if (error instanceof CryptoCloudAuthError) {
    return new MedusaError(MedusaError.Types.UNAUTHORIZED, `${what}: ${error.message}`)
  }
  if (error instanceof CryptoCloudRateLimitError) {
    return new MedusaError(MedusaError.Types.NOT_ALLOWED, `${what}: ${error.message}`)
  }
  if (error instanceof CryptoCloudApiError) {
    return new MedusaError(MedusaError.Types.INVALID_DATA, `${what}: ${error.message}`)
  }
  if (error instanceof CryptoCloudNetworkError) {
    return new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      `${what}: ${error.message}. The payment service did not answer in time; please try again in a moment.`
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `${what}: ${message}`)
}
