/**
 * A rest link's "order" as the pay page reads it ("Ask for the rest", design.md "Money that is on
 * no order"): the cart it is for has no order yet, so the page's facts come from the standalone
 * payment collection made for the rest (its amount and currency) and the cart of the item's
 * invoice (its region, which decides the provider and coins, and its e-mail). The page then
 * works as for an order's difference: the collection owes its amount until it is paid, and a
 * paid collection (Medusa: `completed`) is "paid". Named by the first invoice's id, which the
 * customer saw on the hosted page (a cart has no display number).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import type { PayLinkRow } from "../../../domain/payment-requests/link"
import { cryptocloudModule } from "../../../workflows/cryptocloud/module-access"
import type { OrderCollection, OrderToPay } from "./order-to-pay"

type Scope = Pick<MedusaContainer, "resolve">

export async function readRestToPay(scope: Scope, link: Pick<PayLinkRow, "attention_item_id" | "payment_collection_id">): Promise<OrderToPay | null> {
  if (!link.attention_item_id) return null
  const cryptocloud = cryptocloudModule(scope)
  const item = await cryptocloud.retrieveAttentionItem(link.attention_item_id).catch(() => null)
  const row = item?.invoice_uuid ? await cryptocloud.ledger.find(item.invoice_uuid) : null
  if (!row) return null
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [collection],
  } = await query.graph({
    entity: "payment_collection",
    fields: ["id", "status", "amount", "raw_amount", "currency_code", "created_at"],
    filters: { id: link.payment_collection_id },
  })
  if (!collection) return null
  const cart = row.cart_id ? (await query.graph({ entity: "cart", fields: ["id", "region_id", "email"], filters: { id: row.cart_id } })).data[0] : null
  const pc = collection as OrderCollection
  const open = pc.status === "not_paid" || pc.status === "awaiting"
  return {
    id: row.uuid,
    display_id: null,
    email: (cart as { email?: string | null } | undefined)?.email ?? null,
    currency_code: pc.currency_code,
    // An item resolved some other way (accepted, returned) leaves the rest owing nothing.
    status: item!.status === "open" || !open ? null : "canceled",
    region_id: (cart as { region_id?: string | null } | undefined)?.region_id ?? null,
    metadata: null,
    pending: open ? MathBN.convert((pc.raw_amount ?? pc.amount ?? 0) as never) : MathBN.convert(0),
    collections: [pc],
  }
}
