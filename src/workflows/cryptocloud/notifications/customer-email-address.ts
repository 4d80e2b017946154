/** Where to write to the customer of an invoice: the order's e-mail, else the cart's. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { cryptocloudModule } from "../module-access"
import { linksOfSession } from "../order-outcomes"

export async function customerEmailOf(
  container: Pick<MedusaContainer, "resolve">,
  { invoiceUuid, orderId, sessionId }: { invoiceUuid?: string | null; orderId?: string | null; sessionId?: string | null }
): Promise<{ email: string | null; link: string | null; orderId: string | null; cartId: string | null; shopId: string | null }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const row = invoiceUuid ? await cryptocloudModule(container).ledger.find(invoiceUuid) : null
  const links = !orderId && (sessionId ?? row?.session_id) ? await linksOfSession(container, (sessionId ?? row?.session_id)!) : null
  const order = orderId ?? links?.orderId ?? null
  if (order) {
    const {
      data: [found],
    } = await query.graph({ entity: "order", fields: ["email"], filters: { id: order } })
    if (found?.email) return { email: found.email, link: row?.link ?? null, orderId: order, cartId: links?.cartId ?? null, shopId: row?.shop_id ?? null }
  }
  if (links?.cartId) {
    const {
      data: [cart],
    } = await query.graph({ entity: "cart", fields: ["email"], filters: { id: links.cartId } })
    return { email: cart?.email ?? null, link: row?.link ?? null, orderId: order, cartId: links.cartId, shopId: row?.shop_id ?? null }
  }
  return { email: null, link: row?.link ?? null, orderId: order, cartId: links?.cartId ?? null, shopId: row?.shop_id ?? null }
}
