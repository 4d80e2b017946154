/**
 * The redirect flow's return route without a backend: where it sends a customer whose cart cookie
 * did not come along (SameSite=Strict on the cross-site return), and its paths under the starters'
 * country-code prefix. The paid and expired paths run against a real app in
 * integration-tests/suites/storefront-example.ts.
 */
import { cryptoReturnHandler, DEFAULT_RETURN_PATHS, prefixedReturnPaths } from "../return-handler"

const noBackend = {} as never

describe("cryptoReturnHandler", () => {
  it("no cart cookie on the way back: on to the same-site waiting page, which can read the cart", async () => {
    const res = await cryptoReturnHandler(noBackend)(new Request("https://shop.example.com/checkout/crypto/return"))
    expect(res.status).toBe(303)
    expect(res.headers.get("location")).toBe("https://shop.example.com/checkout/crypto/waiting")
  })

  it("paths as a function of the request: the country code of the route's own path", async () => {
    const GET = cryptoReturnHandler(noBackend, (request) => prefixedReturnPaths(new URL(request.url).pathname.split("/").slice(0, 2).join("/")))
    const res = await GET(new Request("https://shop.example.com/dk/checkout/crypto/return"))
    expect(res.headers.get("location")).toBe("https://shop.example.com/dk/checkout/crypto/waiting")
  })

  it("prefixedReturnPaths puts every default path under the prefix", () => {
    const paths = prefixedReturnPaths("/us/")
    expect(paths.confirmed("order_1")).toBe("/us/order/order_1/confirmed")
    expect(paths.waiting).toBe("/us/checkout/crypto/waiting")
    expect(paths.retry).toBe(`/us${DEFAULT_RETURN_PATHS.retry}`)
  })
})
