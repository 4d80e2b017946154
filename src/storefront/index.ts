/**
 * `medusa-payment-cryptocloud/storefront`: the storefront side of a CryptoCloud payment, around
 * `@medusajs/js-sdk`, with no framework. React components: `medusa-payment-cryptocloud/storefront/react`.
 */
export { createCryptoCheckout, paymentOfSession, CRYPTOCLOUD_PROVIDER_ID } from "./checkout"
export type { CryptoCheckout, CryptoCheckoutOptions, StartedPayment, WaitOptions } from "./checkout"
export { CryptoPaymentError, type CryptoPaymentErrorCode } from "./errors"
export { paymentUri, toBaseUnits, type PaymentTarget } from "./payment-uri"
export { groupByCoin, type OfferedCoin } from "./offered"
export { cryptoReturnHandler, type ReturnPaths } from "./return-handler"
export type { CryptoCloudSessionData, SessionHistoryEntry } from "../contracts/session-data"
export type {
  CryptoSessionStatus, CurrenciesResponse, InvoiceStatusView, OfferedCurrency, SessionStatusView,
} from "../contracts/store-routes"
/** Kept for code written against the copy-in module: the status route's answer. */
export type { SessionStatusView as CryptoPaymentStatus } from "../contracts/store-routes"
