/**
 * Both refund routes carry their token in the path. Medusa's access log reads the path when the
 * answer is sent, and a failing Medusa body parser logs it at once: so for every method the token
 * is hidden first, before anything can answer, and no POST goes through Medusa's body parsers.
 */
import middlewares from "../middlewares"
import { keepRefundTokenOutOfLogs } from "../refund-links/hide-token"
import { readRefundAddressBody } from "../store/cryptocloud/refund-address/read-body"

type Route = { matcher: string; methods?: string[]; bodyParser?: unknown; middlewares?: unknown[] }
const routes = (middlewares as unknown as { routes: Route[] }).routes
const entry = (matcher: string, method: string) => {
  const found = routes.filter((r) => r.matcher === matcher && r.methods?.includes(method))
  expect(found).toHaveLength(1)
  return found[0]!
}

describe.each(["/store/cryptocloud/refund-address/:token", "/cryptocloud/refund/:token"])("%s", (matcher) => {
  it.each(["GET", "POST"])("%s hides the token first", (method) => {
    expect(entry(matcher, method).middlewares?.[0]).toBe(keepRefundTokenOutOfLogs)
  })

  it("POST bodies skip Medusa's parsers", () => {
    expect(entry(matcher, "POST").bodyParser).toBe(false)
  })
})

it("the JSON route reads its body itself, then validates it with its schema", () => {
  const chain = entry("/store/cryptocloud/refund-address/:token", "POST").middlewares!
  expect(chain[1]).toBe(readRefundAddressBody)
  expect(chain).toHaveLength(3)
})
