/**
 * The order's locale, for the page's language. Medusa's order has a `locale` (a BCP 47 tag such
 * as "ru-RU") since 2.21-era releases; the plugin supports older 2.x stores too, whose orders
 * have none: there the read fails or finds nothing, and the page follows the browser instead.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export async function orderLocale(scope: Pick<MedusaContainer, "resolve">, orderId: string | null): Promise<string | null> {
  if (!orderId) return null
  try {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "order", fields: ["id", "locale"], filters: { id: orderId } })
    const locale = (data[0] as { locale?: unknown } | undefined)?.locale
    return typeof locale === "string" && locale ? locale : null
  } catch {
    return null // a Medusa without the column: the browser's language
  }
}
