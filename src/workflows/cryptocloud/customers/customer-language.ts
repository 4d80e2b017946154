/**
 * The facts the customer language rule (domain/customer-language/choose-language.ts) needs from
 * the store: the locale the customer shopped in and the store's default. Shared by the customer
 * pages and the customer e-mails, so a page and the e-mail that links to it speak alike.
 *
 * Medusa's cart and order have a `locale` (a BCP 47 tag the storefront sets) in 2.21-era
 * releases; the plugin supports older 2.x stores too, whose reads fail or find nothing: the rule
 * then goes on to the browser, the store default and English.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { chooseCustomerLanguage, type LanguageHints } from "../../../domain/customer-language/choose-language"
import { speechOf, type CustomerSpeech } from "../../../domain/customer-language/customer-words"
import { cryptocloudModule } from "../module-access"

type Scope = Pick<MedusaContainer, "resolve">

const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null)

async function first(scope: Scope, entity: string, fields: string[], id: string): Promise<Record<string, unknown> | null> {
  try {
    const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity, fields, filters: { id } })
    return (data[0] as Record<string, unknown> | undefined) ?? null
  } catch {
    return null // a Medusa without the column or the link
  }
}

/** The order's locale, else the locale of the cart it was placed from, else the cart's (no order yet). */
export async function customerLocaleOf(scope: Scope, { orderId, cartId }: { orderId?: string | null; cartId?: string | null }): Promise<string | null> {
  if (orderId) {
    const order = await first(scope, "order", ["id", "locale"], orderId)
    if (textOf(order?.locale)) return textOf(order!.locale)
    const placedFrom = await first(scope, "order", ["id", "cart.locale"], orderId)
    const cart = placedFrom?.cart as { locale?: unknown } | null | undefined
    if (textOf(cart?.locale)) return textOf(cart!.locale)
  }
  if (cartId) return textOf((await first(scope, "cart", ["id", "locale"], cartId))?.locale)
  return null
}

/**
 * The store default: the project's `locale` setting (which also picks CryptoCloud's own pay page
 * language; an admin override wins over the option), else the store's locale when it supports
 * exactly one (Medusa marks none of several as the default).
 */
export async function storeDefaultLocale(scope: Scope, shopId: string | null): Promise<string | null> {
  try {
    const { locale } = await cryptocloudModule(scope).getInvoiceSettings(shopId)
    if (textOf(locale)) return locale!
  } catch {
    // not configured: the store's locales
  }
  try {
    const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "store", fields: ["id", "supported_locales.locale_code"] })
    const locales = (data[0] as { supported_locales?: Array<{ locale_code?: unknown }> } | undefined)?.supported_locales ?? []
    return locales.length === 1 ? textOf(locales[0]!.locale_code) : null
  } catch {
    return null // a Medusa without store locales
  }
}

export interface CustomerContext {
  orderId?: string | null
  cartId?: string | null
  /** The project the order, refund or invoice belongs to (its `locale` setting is the default). */
  shopId?: string | null
}

/** The language to speak to this customer in, with its words: the shared rule over the store's facts. */
export async function customerSpeech(
  scope: Scope,
  context: CustomerContext,
  request: Pick<LanguageHints, "requested" | "acceptLanguage"> = {}
): Promise<CustomerSpeech> {
  const [locale, storeDefault] = await Promise.all([customerLocaleOf(scope, context), storeDefaultLocale(scope, context.shopId ?? null)])
  return speechOf(chooseCustomerLanguage({ ...request, locale, storeDefault }))
}
