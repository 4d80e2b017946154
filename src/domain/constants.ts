/**
 * Names and limits the whole plugin agrees on, defined once. The provider, the plugin module,
 * routes, jobs and subscribers read them from here, so a rule can never differ between them.
 */
import { LOCALE_PATTERN } from "../lib/cryptocloud/locale"

/** `static identifier` of the payment provider (design.md, "Package and registration"). */
export const PROVIDER_IDENTIFIER = "cryptocloud"
/** Every provider id Medusa derives from the identifier starts with this (`pp_cryptocloud_<id>`). */
export const PROVIDER_ID_PREFIX = `pp_${PROVIDER_IDENTIFIER}`
/** The provider id of the documented registration (`id: "cryptocloud"`). */
export const DEFAULT_PROVIDER_ID = `${PROVIDER_ID_PREFIX}_cryptocloud`
/** Where the service posts notifications for the documented registration. */
export const DEFAULT_POSTBACK_PATH = `/hooks/payment/${DEFAULT_PROVIDER_ID.replace(/^pp_/, "")}`

/** True for a provider id (or webhook provider name, with or without `pp_`) of this plugin. */
export function isCryptoCloudProviderId(providerId: string | null | undefined): boolean {
  if (!providerId) return false
  const id = providerId.startsWith("pp_") ? providerId : `pp_${providerId}`
  return id === PROVIDER_ID_PREFIX || id.startsWith(`${PROVIDER_ID_PREFIX}_`)
}

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
