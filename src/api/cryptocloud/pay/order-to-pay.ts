/**
 * An order as a payment request and the pay page need it: what it owes (Medusa's order summary),
 * its payment collections, the shop, and the CryptoCloud provider its region offers. Read with
 * Medusa's query; nothing here changes anything.
 */
import type { BigNumberInput, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { FiatMoney } from "../../../domain/money"
import { pendingDifference } from "../../../domain/payment-requests/link"

type Scope = Pick<MedusaContainer, "resolve">
type Decimal = NonNullable<ReturnType<typeof pendingDifference>>

export interface OrderCollection {
  id: string
  status: string
  amount: unknown
  /** Medusa's `{ value, precision }`: every digit of the amount (query hands `amount` as a number). */
  raw_amount?: unknown
  currency_code: string
  created_at: string | Date | null
}

/** What the collection asks for, at the currency's precision. */
export function collectionMoney(collection: OrderCollection): FiatMoney {
  return FiatMoney.of((collection.raw_amount ?? collection.amount ?? 0) as BigNumberInput, collection.currency_code)
}

export interface OrderToPay {
  id: string
  display_id: number | null
  email: string | null
  currency_code: string
  status: string | null
  region_id: string | null
  metadata: Record<string, unknown> | null
  /** Medusa's pending difference (null when the summary does not say). */
  pending: Decimal | null
  collections: OrderCollection[]
}

/** The order's fields `readOrderToPay` asks for, as query.graph hands them. */
interface OrderRead {
  id: string
  display_id?: number | null
  email?: string | null
  currency_code: string
  status?: string | null
  region_id?: string | null
  metadata?: Record<string, unknown> | null
  summary?: Record<string, unknown> | null
  payment_collections?: Array<OrderCollection | null> | null
}

/** Collections that still take a payment (Medusa's own "Copy payment link" uses these). */
export const OPEN_COLLECTION_STATUSES = ["not_paid", "awaiting"]

export async function readOrderToPay(scope: Scope, orderId: string): Promise<OrderToPay | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "currency_code",
      "status",
      "region_id",
      "metadata",
      "summary.*",
      "payment_collections.id",
      "payment_collections.status",
      "payment_collections.amount",
      "payment_collections.raw_amount",
      "payment_collections.currency_code",
      "payment_collections.created_at",
    ],
    filters: { id: orderId },
  })
  if (!order) return null
  const o = order as OrderRead
  return {
    id: o.id,
    display_id: o.display_id ?? null,
    email: o.email ?? null,
    currency_code: o.currency_code,
    status: o.status ?? null,
    region_id: o.region_id ?? null,
    metadata: o.metadata ?? null,
    pending: pendingDifference(o.summary),
    collections: (o.payment_collections ?? []).filter((pc): pc is OrderCollection => !!pc),
  }
}

/** The CryptoCloud provider the order's region offers (one rule with the plugin's own sessions). */
export { cryptoProviderOf } from "../../../workflows/cryptocloud/crypto-provider"

/** The store's name for the customer's pages ("" when the store has none). */
export async function shopName(scope: Scope): Promise<string> {
  try {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [store],
    } = await query.graph({ entity: "store", fields: ["id", "name"] })
    const name = (store as { name?: unknown } | undefined)?.name
    return typeof name === "string" ? name : ""
  } catch {
    return "" // a page without the shop's name is still the page
  }
}
