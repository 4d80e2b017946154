/**
 * The pay page carries its token in the path, like the refund page: for both methods the token
 * is hidden from Medusa's access log first, and the form post skips Medusa's body parsers (whose
 * failure would log the path). The admin route needs the `refund` permission and takes no body.
 */
import middlewares from "../../../middlewares"
import { keepRefundTokenOutOfLogs } from "../../../refund-links/hide-token"

type Route = { matcher: string; methods?: string[]; bodyParser?: unknown; middlewares?: unknown[]; policies?: unknown[] }
const routes = (middlewares as unknown as { routes: Route[] }).routes
const entry = (matcher: string, method: string) => {
  const found = routes.filter((r) => r.matcher === matcher && r.methods?.includes(method))
  expect(found).toHaveLength(1)
  return found[0]!
}

describe("/cryptocloud/pay/:token", () => {
  it.each(["GET", "POST"])("%s hides the token first", (method) => {
    expect(entry("/cryptocloud/pay/:token", method).middlewares?.[0]).toBe(keepRefundTokenOutOfLogs)
  })

  it("the form post skips Medusa's parsers", () => {
    expect(entry("/cryptocloud/pay/:token", "POST").bodyParser).toBe(false)
  })
})

it("POST /admin/cryptocloud/orders/:id/payment-request needs the refund permission", () => {
  expect(entry("/admin/cryptocloud/orders/:id/payment-request", "POST").policies).toEqual([{ resource: "cryptocloud", operation: "refund" }])
})
