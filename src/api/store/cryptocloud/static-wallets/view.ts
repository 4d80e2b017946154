import { isPaymentCurrencyCode, paymentCurrencyInfo } from "../../../../lib/cryptocloud"

/** What a shopper sees when the service cannot make the address; the detail goes to the log. */
export const WALLET_UNAVAILABLE_MESSAGE = "Crypto deposit addresses are unavailable right now. Please try again in a moment."

/**
 * A customer's wallet as the storefront shows it: where to send which coin on which network.
 * The service's wallet id and `identify` stay on the server: the storefront needs neither.
 */
export function toStoreStaticWallet(row: { id: string; currency: string; address: string; created_at: Date | string }) {
  const info = isPaymentCurrencyCode(row.currency) ? paymentCurrencyInfo(row.currency) : null
  return {
    id: row.id,
    currency: row.currency,
    address: row.address,
    name: info?.name ?? row.currency,
    network: info ? { code: info.network.code, name: info.network.name } : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}
