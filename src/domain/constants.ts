/**
 * Names and limits the whole plugin agrees on, defined once. The provider, the plugin module,
 * routes, jobs and subscribers read them from here, so a rule can never differ between them.
 */
import { LOCALE_PATTERN } from "../lib/cryptocloud/locale"

// The provider's identifier and ids are written once, in the contracts (admin and storefront read them too).
import { DEFAULT_PROVIDER_ID, isCryptoCloudProviderId, PROVIDER_ID_PREFIX, PROVIDER_IDENTIFIER } from "../contracts/provider-id"
export { DEFAULT_PROVIDER_ID, isCryptoCloudProviderId, PROVIDER_ID_PREFIX, PROVIDER_IDENTIFIER }
/** Where the service posts notifications for the documented registration. */
export const DEFAULT_POSTBACK_PATH = `/hooks/payment/${DEFAULT_PROVIDER_ID.replace(/^pp_/, "")}`

/** Medusa's payment session ids, which the plugin sends to the service as the invoice `order_id`. */
export const PAYMENT_SESSION_ID_PREFIX = "payses_"

/** Longest invoice lifetime the plugin lets a merchant set (30 days). */
export const TIME_TO_PAY_MAX_HOURS = 720
/**
 * Highest `underpaidTolerancePercent`: a partial payment within it counts as paid. Kept small on
 * purpose — a larger tolerance turns real underpayments into full captures.
 */
export const UNDERPAID_TOLERANCE_MAX_PERCENT = 5

export const ORDER_FLOWS = ["after_payment", "before_payment"] as const
export type OrderFlow = (typeof ORDER_FLOWS)[number]

/** A pay-page language code such as "en" or "pt-BR": the client's own rule, re-exported. */
export { LOCALE_PATTERN }
