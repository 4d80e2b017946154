/**
 * A route handler (web-standard Request → Response: Next.js App Router, Remix, Hono…) for the
 * page the customer returns to after paying on the hosted page. Set the CryptoCloud project's
 * success URL to it, e.g. https://shop.example.com/checkout/crypto/return
 *
 *   // app/checkout/crypto/return/route.ts
 *   import { sdk } from "@lib/config"
 *   import { cryptoReturnHandler } from "medusa-payment-cryptocloud/storefront"
 *   export const GET = cryptoReturnHandler(sdk)
 *
 * It waits briefly for the payment (the customer usually lands here right after paying), places
 * the order and redirects to the confirmation page. When the payment is slower (blockchain
 * confirmations), it redirects to a client page that keeps polling (`<CryptoPaymentStatus>` of `medusa-payment-cryptocloud/storefront/react`); the
 * postback places the order even if the customer closes the tab.
 */
import type Medusa from "@medusajs/js-sdk"
import { createCryptoCheckout } from "./checkout"
import { CryptoPaymentError } from "./errors"

/** The Next.js starter keeps the cart id in this cookie. */
const CART_COOKIE = "_medusa_cart_id"

export interface ReturnPaths {
  confirmed: (orderId: string) => string
  waiting: string
  retry: string
}

const DEFAULT_PATHS: ReturnPaths = {
  confirmed: (orderId) => `/order/${orderId}/confirmed`,
  waiting: "/checkout/crypto/waiting",
  retry: "/checkout?step=payment&crypto=expired",
}

function readCookie(request: Request, name: string): string | undefined {
  const cookies = request.headers.get("cookie") ?? ""
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}

export function cryptoReturnHandler(sdk: Medusa, paths: ReturnPaths = DEFAULT_PATHS, waitMs = 10000) {
  const crypto = createCryptoCheckout(sdk, { pollIntervalMs: 1000 })
  return async function GET(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const go = (path: string, headers: Record<string, string> = {}) =>
      new Response(null, { status: 303, headers: { location: new URL(path, url).toString(), ...headers } })
    const cartId = readCookie(request, CART_COOKIE) ?? url.searchParams.get("cart_id")
    if (!cartId) return go("/cart")
    try {
      const order = await crypto.resume(cartId, { timeoutMs: waitMs })
      // The cart is an order now: forget it, as the starter's placeOrder() does.
      return go(paths.confirmed(order.id), { "set-cookie": `${CART_COOKIE}=; Path=/; Max-Age=0` })
    } catch (error) {
      if (error instanceof CryptoPaymentError && error.code === "canceled") return go(paths.retry)
      if (error instanceof CryptoPaymentError && error.code === "timeout") return go(paths.waiting)
      throw error
    }
  }
}
