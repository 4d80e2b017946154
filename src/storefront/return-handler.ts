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
 *
 * A cart cookie set `SameSite=Strict` (as Medusa's Next.js starters set `_medusa_cart_id`) is not
 * sent with the customer's first request back from CryptoCloud's page (a cross-site navigation):
 * without it the handler sends the customer on to the waiting page, a same-site page that can read
 * the cart (e.g. through the starter's `retrieveCart()` server action). Under a path prefix such as
 * the starters' country code, pass the paths as a function of the request.
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

export const DEFAULT_RETURN_PATHS: ReturnPaths = {
  confirmed: (orderId) => `/order/${orderId}/confirmed`,
  waiting: "/checkout/crypto/waiting",
  retry: "/checkout?step=payment&crypto=expired",
}

function readCookie(request: Request, name: string): string | undefined {
  const cookies = request.headers.get("cookie") ?? ""
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}

/** The default paths under a prefix, e.g. `prefixedReturnPaths("/us")` for the starters' `/[countryCode]/…`. */
export function prefixedReturnPaths(prefix: string, paths: ReturnPaths = DEFAULT_RETURN_PATHS): ReturnPaths {
  const base = prefix.replace(/\/+$/, "")
  return { confirmed: (orderId) => `${base}${paths.confirmed(orderId)}`, waiting: `${base}${paths.waiting}`, retry: `${base}${paths.retry}` }
}

/**
 * `options.providerId`: the provider of the project whose success URL points here, in a store with
 * several CryptoCloud projects (each project has its own success URL: give each its own route, e.g.
 * `cryptoReturnHandler(sdk, paths, 10000, { providerId: "pp_cryptocloud_asia" })`). Default: the
 * documented `pp_cryptocloud_cryptocloud`.
 */
export function cryptoReturnHandler(
  sdk: Medusa,
  paths: ReturnPaths | ((request: Request) => ReturnPaths) = DEFAULT_RETURN_PATHS,
  waitMs = 10000,
  options: { providerId?: string } = {}
) {
  const crypto = createCryptoCheckout(sdk, { pollIntervalMs: 1000, providerId: options.providerId })
  return async function GET(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const to = typeof paths === "function" ? paths(request) : paths
    const go = (path: string, headers: Record<string, string> = {}) =>
      new Response(null, { status: 303, headers: { location: new URL(path, url).toString(), ...headers } })
    const cartId = readCookie(request, CART_COOKIE) ?? url.searchParams.get("cart_id")
    // No cookie: maybe SameSite=Strict on this cross-site return; the same-site waiting page can read it.
    if (!cartId) return go(to.waiting)
    try {
      const order = await crypto.resume(cartId, { timeoutMs: waitMs })
      // The cart is an order now: forget it, as the starter's placeOrder() does.
      return go(to.confirmed(order.id), { "set-cookie": `${CART_COOKIE}=; Path=/; Max-Age=0` })
    } catch (error) {
      if (error instanceof CryptoPaymentError && error.code === "canceled") return go(to.retry)
      if (error instanceof CryptoPaymentError && error.code === "timeout") return go(to.waiting)
      throw error
    }
  }
}
