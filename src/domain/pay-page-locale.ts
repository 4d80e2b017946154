/**
 * The pay page's language per customer: the cart's locale when the store sets one (Medusa's
 * cart `locale`, a BCP 47 tag such as "ru-RU"), else the settings value. Only languages the
 * service documents for its pay page are sent; anything else falls back to the setting.
 *
 * The provider learns nothing about the cart from Medusa (initiatePayment gets the session
 * only), and it cannot call the cart module (module isolation). So it reads the one column it
 * needs over the shared connection, by the session it is creating the invoice for
 * (session-cart.ts). A store whose schema differs (another Medusa version) simply gets the
 * settings value.
 */
/** Pay-page languages the service's documentation names for the `locale` parameter. */
export const PAY_PAGE_LANGUAGES = ["en", "ru"] as const

/** "ru-RU" → "ru" when the service has that language; null otherwise. */
export function payPageLanguageOf(tag: string | null | undefined): string | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return language && (PAY_PAGE_LANGUAGES as readonly string[]).includes(language) ? language : null
}
