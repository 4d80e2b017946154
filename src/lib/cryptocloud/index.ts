/**
 * Framework-free CryptoCloud merchant API v2 client (no Medusa imports anywhere below here).
 */
export { CryptoCloudClient, ENDPOINTS } from "./client"
export {
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  resolveClientOptions,
  type CryptoCloudClientOptions,
} from "./options"
export * from "./errors"
export { classifyFailure, isAmbiguousFailure, type CallKind, type FailureKind } from "./failure-kind"
export * from "./codes"
export * from "./types"
export { getInvoicesBatched, iterateInvoices, type BatchOptions, type IterateOptions } from "./batch"
export { WithdrawalIntervalGuard, WITHDRAWAL_MIN_INTERVAL_MS } from "./withdrawal-guard"
export {
  fromServiceDate,
  isIsoDate,
  parseServiceTimestamp,
  toServiceDate,
  tryParseServiceTimestamp,
} from "./dates"
export {
  INVOICE_ID_PATTERN,
  isInvoiceId,
  normalizeInvoiceId,
  sameInvoiceId,
  stripInvoicePrefix,
  tryNormalizeInvoiceId,
} from "./ids"
export {
  addDecimals,
  checkRequestAmount,
  compareDecimals,
  MAX_AMOUNT_DECIMALS,
  normalizeRequestAmount,
  parseResponseDecimal,
} from "./amounts"
export { backoffDelay, DEFAULT_RETRY_POLICY, withRetry, type RetryPolicy } from "./retry"
export { MAX_IDS_PER_REQUEST, MAX_PAGE_SIZE } from "./schemas/requests"
export { LOCALE_PATTERN } from "./locale"
export { invoiceSchema } from "./schemas/invoice"
export * from "./postback"
export * from "./currency-info"
