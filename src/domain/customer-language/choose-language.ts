/**
 * Which language a customer is served in, everywhere the plugin speaks to customers (pay page,
 * refund page, e-mails):
 *
 * 1. `?lang=` — the switch link on the pages (the customer's own choice, for this page view);
 * 2. the locale of the cart or order (Medusa's `locale`, set by the storefront) — the language the
 *    customer shopped in, so the e-mail and the pages it links to speak it;
 * 3. the browser's `Accept-Language` (pages only: an e-mail has no browser);
 * 4. the store default: the plugin's `locale` setting (the one that also picks CryptoCloud's pay
 *    page language), else the store's only supported locale;
 * 5. English.
 *
 * A tag the plugin has no language for is skipped, not an error, so the next hint decides.
 */
import { customerLanguageOf, type CustomerLanguage } from "../../lib/languages"

/** The customer language the browser prefers most (RFC 9110 quality values; `q=0` means "not this one"). */
export function fromAcceptLanguage(header: string | null | undefined): CustomerLanguage | null {
  if (!header) return null
  let best: { language: CustomerLanguage; q: number } | null = null
  for (const part of header.split(",").slice(0, 32)) {
    const [tag, ...params] = part.split(";")
    const language = customerLanguageOf(tag)
    if (!language) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    if (!best || q > best.q) best = { language, q }
  }
  return best?.language ?? null
}

export interface LanguageHints {
  /** `?lang=` from the switch link. */
  requested?: string | null
  /** The order's locale, else its cart's (a BCP 47 tag). */
  locale?: string | null
  acceptLanguage?: string | null
  /** The store default (the plugin's `locale` setting, else the store's only locale). */
  storeDefault?: string | null
}

export function chooseCustomerLanguage(hints: LanguageHints): CustomerLanguage {
  return (
    customerLanguageOf(hints.requested) ??
    customerLanguageOf(hints.locale) ??
    fromAcceptLanguage(hints.acceptLanguage) ??
    customerLanguageOf(hints.storeDefault) ??
    "en"
  )
}
