/**
 * `medusa-payment-cryptocloud/storefront`: the storefront side of a CryptoCloud payment, around
 * `@medusajs/js-sdk`, with no framework. React components: `medusa-payment-cryptocloud/storefront/react`
 * (they import everything they share with this entry from it, so keep what they use exported).
 */
export { createCryptoCheckout, CRYPTOCLOUD_PROVIDER_ID } from "./checkout"
export type { CryptoCheckout, CryptoCheckoutOptions } from "./checkout"
export { paymentOfSession, paymentOfStatus, type StartedPayment } from "./session"
export { createPaymentStatus, type PaymentStatusApi, type ReadPaymentOptions, type WaitOptions } from "./status"
export { createOrderPayment, amountDueOf, type OrderPayment, type OrderPaymentDue, type OrderPaymentOptions } from "./order-payment"
export { cartTarget, collectionTarget, type CheckoutTarget } from "./targets"
export { configProblem, explainFailure, isDevelopment, reportFailure } from "./diagnose"
export { CryptoPaymentError, type CryptoPaymentErrorCode } from "./errors"
export { paymentUri, toBaseUnits, type PaymentTarget } from "./payment-uri"
export { groupByCoin, type OfferedCoin } from "./offered"
export { cryptoReturnHandler, prefixedReturnPaths, DEFAULT_RETURN_PATHS, type ReturnPaths } from "./return-handler"
export { DEFAULT_PROVIDER_ID, PROVIDER_ID_PREFIX, isCryptoCloudProviderId } from "../contracts/provider-id"
export { isShownPayLink, payLinkToShow } from "../contracts/pay-link"
export type { CryptoCloudSessionData, SessionHistoryEntry } from "../contracts/session-data"
export type { CryptoSessionStatus, CurrenciesResponse, InvoiceStatusView, OfferedCurrency, SessionStatusView } from "../contracts/store-routes"
/** Kept for code written against the copy-in module: the status route's answer. */
export type { SessionStatusView as CryptoPaymentStatus } from "../contracts/store-routes"
