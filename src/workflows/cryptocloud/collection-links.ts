/**
 * What Medusa knows of a payment collection an invoice was made on: its cart and order (as far as
 * they exist), what it asks for and whether it still takes a payment. Read with Medusa's query.
 */
import type { BigNumberInput, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OrderCollectionState } from "../../domain/invoice-outcome"
import { FiatMoney } from "../../domain/money"

type Scope = Pick<MedusaContainer, "resolve">

export interface CollectionLinks {
  cartId: string | null
  orderId: string | null
}

export const NO_LINKS: CollectionLinks = { cartId: null, orderId: null }

/** The cart and order of a payment collection: an order's own, or its cart's once the cart became one. */
export async function linksOfCollection(container: Scope, collectionId: string): Promise<CollectionLinks> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const filters = { payment_collection_id: collectionId }
  const [{ data: direct }, { data: carts }] = await Promise.all([
    query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters }),
    query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters }),
  ])
  const cartId: string | null = carts[0]?.cart_id ?? null
  if (direct[0]?.order_id) return { cartId, orderId: direct[0].order_id }
  if (!cartId) return { cartId, orderId: null }
  const { data: orders } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return { cartId, orderId: orders[0]?.order_id ?? null }
}

/** Collection statuses under which Medusa still takes a payment on it. */
export const TAKES_PAYMENT = new Set(["not_paid", "awaiting"])

/**
 * A payment collection of an order, as a capture onto it needs it. Plain data: workflow steps
 * hand it on serialised.
 */
export interface OrderCollection extends CollectionLinks {
  id: string
  orderId: string
  orderStatus: string | null
  regionId: string | null
  status: string
  /** What the collection asks for: a decimal string at the currency's precision. */
  amount: string
  currency_code: string
}

/**
 * The collection's links, and the collection as an order's when an order holds it (null: a
 * cart's, before its order).
 */
export async function collectionOf(container: Scope, collectionId: string): Promise<{ links: CollectionLinks; order: OrderCollection | null }> {
  const links = await linksOfCollection(container, collectionId)
  return { links, order: links.orderId ? await orderCollection(container, collectionId, links as CollectionLinks & { orderId: string }) : null }
}

async function orderCollection(container: Scope, collectionId: string, links: CollectionLinks & { orderId: string }): Promise<OrderCollection | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [
    {
      data: [collection],
    },
    {
      data: [order],
    },
  ] = await Promise.all([
    query.graph({ entity: "payment_collection", fields: ["id", "status", "amount", "raw_amount", "currency_code"], filters: { id: collectionId } }),
    query.graph({ entity: "order", fields: ["id", "status", "region_id"], filters: { id: links.orderId } }),
  ])
  if (!collection) return null
  const c = collection as { status: string; amount: unknown; raw_amount?: unknown; currency_code: string }
  return {
    ...links,
    orderId: links.orderId,
    id: collectionId,
    orderStatus: (order as { status?: string } | undefined)?.status ?? null,
    regionId: (order as { region_id?: string } | undefined)?.region_id ?? null,
    status: c.status,
    amount: FiatMoney.of((c.raw_amount ?? c.amount ?? 0) as BigNumberInput, c.currency_code).toDecimalString(),
    currency_code: c.currency_code,
  }
}

/** What deciding an invoice of this collection needs (domain/invoice-outcome.ts). */
export function orderCollectionState(collection: OrderCollection | null, invoiceMoney: FiatMoney | null): OrderCollectionState | null {
  if (!collection) return null
  return {
    owes: TAKES_PAYMENT.has(collection.status) && collection.orderStatus !== "canceled",
    sameAmount: FiatMoney.of(collection.amount, collection.currency_code).equals(invoiceMoney),
  }
}
