/**
 * What an embedded crypto checkout pays, behind one shape: a cart (the checkout; once paid, the
 * cart becomes the order) or an order's own payment collection (an order edit, exchange, claim
 * or draft order that owes a difference; once paid there is nothing to complete). The React
 * `<CryptoCheckout>` and `<CryptoOrderPayment>` run the same component on either; a storefront
 * of another framework can drive its own UI with it too.
 */
import type { HttpTypes } from "@medusajs/types"
import type { CurrenciesResponse, SessionStatusView } from "../contracts/store-routes"
import type { CryptoCheckout } from "./checkout"
import type { OrderPayment } from "./order-payment"
import type { StartedPayment } from "./session"
import type { WaitOptions } from "./status"

export interface CheckoutTarget {
  /** `cart` or `collection`: what is paid. */
  kind: "cart" | "collection"
  /** The cart or payment collection id: another one starts the checkout afresh. */
  id: string
  /**
   * The crypto payment already on it (e.g. after a reload), if any, as the plugin's status route
   * gives it (`readPayment`, `currentPayment`, `load`) — never read from session `data`.
   */
  current: StartedPayment | null
  /** The merchant's offered payment currencies. */
  currencies(): Promise<CurrenciesResponse>
  /** Creates the invoice in the chosen coin (a new payment session). */
  start(cryptocurrency: string): Promise<StartedPayment>
  /** Polls the session until captured (resolves) or canceled (rejects). */
  wait(sessionId: string, options: Omit<WaitOptions, "cartId">): Promise<SessionStatusView>
  /** After the capture: the cart's order (placed now, or already by the postback); null for a collection. */
  settle(paid: SessionStatusView): Promise<HttpTypes.StoreOrder | null>
}

/**
 * The cart at the payment step. `current`: the cart's payment as `await checkout.currentPayment(cart)`
 * read it (to resume it after a reload); without it the customer picks a coin.
 */
export function cartTarget(checkout: CryptoCheckout, cart: HttpTypes.StoreCart, current: StartedPayment | null = null): CheckoutTarget {
  return {
    kind: "cart",
    id: cart.id,
    current,
    currencies: () => checkout.currencies(),
    start: (coin) => checkout.startPayment(cart, coin),
    wait: (sessionId, options) => checkout.waitForPayment(sessionId, { ...options, cartId: cart.id }),
    settle: (paid) => checkout.placeOrder(cart.id, paid),
  }
}

/** An order's payment collection (from `createOrderPayment(sdk).load(...)`). */
export function collectionTarget(orderPayment: OrderPayment, due: { collection: { id: string }; payment: StartedPayment | null }): CheckoutTarget {
  return {
    kind: "collection",
    id: due.collection.id,
    current: due.payment,
    currencies: () => orderPayment.currencies(),
    start: (coin) => orderPayment.startPayment(due.collection.id, coin),
    wait: (sessionId, options) => orderPayment.waitForPayment(sessionId, options),
    // The plugin captures the payment on the order itself: nothing to complete here.
    settle: async () => null,
  }
}
