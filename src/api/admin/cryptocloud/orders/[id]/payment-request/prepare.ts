/**
 * Before a pay link is made: the order must owe an amount (Medusa's pending difference), be
 * open, have a region that offers CryptoCloud and a currency the service can invoice, and have
 * one payment collection that takes the payment — Medusa's own, which order edits, exchanges
 * and claims leave when they are confirmed. A draft order converted into an order has none yet:
 * it is made here with Medusa's workflow, which also brings a collection whose amount is no
 * longer the difference up to date. Anything that stands in the way is a refusal (409) whose
 * message tells the merchant what to do.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MathBN, MedusaError } from "@medusajs/framework/utils"
import { createOrUpdateOrderPaymentCollectionWorkflow } from "@medusajs/medusa/core-flows"
import type { PaymentRequestRefusalCode } from "../../../../../../contracts"
import { FiatMoney } from "../../../../../../domain/money"
import { isFiatCurrencyCode } from "../../../../../../lib/cryptocloud"
import {
  collectionMoney,
  cryptoProviderOf,
  OPEN_COLLECTION_STATUSES,
  readOrderToPay,
  type OrderCollection,
  type OrderToPay,
} from "../../../../../cryptocloud/pay/order-to-pay"

type Scope = Pick<MedusaContainer, "resolve">

export class PaymentRequestRefused extends MedusaError {
  constructor(
    readonly refusal: PaymentRequestRefusalCode,
    message: string
  ) {
    super(MedusaError.Types.CONFLICT, message, refusal)
  }
}

export interface PreparedRequest {
  order: OrderToPay
  collection: OrderCollection
  /** What the order owes now, at the currency's precision. */
  owed: FiatMoney
}

const orderName = (order: OrderToPay) => (order.display_id ? `Order #${order.display_id}` : `Order ${order.id}`)

/** A payment that is authorized but not captured: Medusa's workflow would cancel it to make a new collection. */
const IN_FLIGHT = ["authorized", "partially_authorized"]

export async function prepareRequest(scope: Scope, orderId: string): Promise<PreparedRequest> {
  const order = await readOrderToPay(scope, orderId)
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found.`)
  if (order.status === "canceled") throw new PaymentRequestRefused("order_canceled", `${orderName(order)} is cancelled: nothing can be paid on it.`)
  if (order.status === "draft") {
    throw new PaymentRequestRefused("draft_order", `${orderName(order)} is a draft: convert it into an order first, then request the payment.`)
  }
  if (!order.pending || !MathBN.gt(order.pending, 0)) {
    throw new PaymentRequestRefused(
      "nothing_owed",
      `${orderName(order)} owes nothing: a payment can be requested once an edit, exchange or claim leaves it owing an amount.`
    )
  }
  const owed = FiatMoney.of(order.pending.toFixed(), order.currency_code)
  if (!owed.isPositive()) throw new PaymentRequestRefused("nothing_owed", `${orderName(order)} owes less than the smallest unit of ${owed.currency}.`)
  if (!isFiatCurrencyCode(owed.currency)) {
    throw new PaymentRequestRefused(
      "currency_not_supported",
      `CryptoCloud cannot invoice ${owed.currency}, the currency of ${orderName(order)}: ask for this payment another way.`
    )
  }
  if (!(await cryptoProviderOf(scope, order.region_id))) {
    throw new PaymentRequestRefused(
      "crypto_not_offered",
      `The region of ${orderName(order)} does not offer CryptoCloud: add the CryptoCloud payment provider to the region (Settings › Regions), then request the payment again.`
    )
  }
  if (order.collections.some((pc) => IN_FLIGHT.includes(pc.status))) {
    throw new PaymentRequestRefused(
      "payment_in_progress",
      `A payment of ${orderName(order)} is authorized but not captured yet: capture or cancel it first, then request the payment again.`
    )
  }
  return { order, owed, collection: await openCollection(scope, order, owed) }
}

/** The order's collection that takes the payment, for exactly what is owed. */
async function openCollection(scope: Scope, order: OrderToPay, owed: FiatMoney): Promise<OrderCollection> {
  const matching = openCollections(order).find((pc) => owed.equals(collectionMoney(pc)))
  if (matching) return matching
  await createOrUpdateOrderPaymentCollectionWorkflow(scope as MedusaContainer).run({ input: { order_id: order.id } })
  const reread = await readOrderToPay(scope, order.id)
  const collection = reread && openCollections(reread)[0]
  if (!collection) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Medusa made no payment collection for ${orderName(order)}.`)
  return collection
}

/** Newest first. */
function openCollections(order: OrderToPay): OrderCollection[] {
  const at = (pc: OrderCollection) => (pc.created_at ? new Date(pc.created_at).getTime() : 0)
  return order.collections.filter((pc) => OPEN_COLLECTION_STATUSES.includes(pc.status)).sort((a, b) => at(b) - at(a))
}
