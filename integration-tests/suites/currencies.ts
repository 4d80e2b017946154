/**
 * Store currencies and amounts: an unsupported currency is refused at session creation with a
 * clear message; JPY (0 decimals) and awkward EUR totals become invoices for exactly Medusa's
 * rounded total, and the order is captured at the cart total.
 */
import { MathBN } from "@medusajs/framework/utils"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { ordersForCart, paymentsForSession } from "../helpers/orders"
import { PROVIDER_ID } from "../helpers/sandbox"
import { appSandbox, defineSuite } from "../helpers/shared-app"
import { sessionIdOfOrderId } from "../../src/domain/checkout-reference"

const sandbox = appSandbox

export default defineSuite("currencies", ({ api, getContainer }) => {
  let store: SeededStore

  beforeAll(async () => {
    store = await seedStore(getContainer())
  })

  const lastCreateBody = () => {
    const creates = sandbox.current.requests.filter((r) => r.path === "/v2/invoice/create")
    return creates[creates.length - 1]?.body as Record<string, any>
  }

  it("10a. refuses an unsupported store currency (CHF) at session creation, naming the supported codes", async () => {
    const shop = storefront(api, store)
    const cartId = await shop.createCart("chf")
    const cart = await shop.getCart(cartId)
    const collection = await shop.call("post", "/store/payment-collections", { cart_id: cartId })
    const creates = sandbox.current.countRequests("/v2/invoice/create")
    const res = await shop.call("post", `/store/payment-collections/${collection.data.payment_collection.id}/payment-sessions`, {
      provider_id: PROVIDER_ID,
    })
    expect(cart.currency_code).toBe("chf")
    expect(res.status).toBe(400)
    expect(res.data.message).toMatch(/CryptoCloud cannot price invoices in CHF/)
    expect(res.data.message).toMatch(/USD, .*EUR, GBP/)
    expect(sandbox.current.countRequests("/v2/invoice/create")).toBe(creates) // nothing was sent
  })

  it.each([
    ["jpy", 0],
    ["eur", 2],
    ["usd", 2],
  ] as const)("10b. an awkward %s total becomes an invoice for exactly Medusa's rounded total", async (region, digits) => {
    const shop = storefront(api, store)
    const checkout = await shop.checkout(region, "awkward", 3)
    const cart = await shop.getCart(checkout.cartId)
    const expected = MathBN.convert(cart.total, digits).toFixed(digits)

    const sent = lastCreateBody()
    expect(sent).toMatchObject({ amount: expected, currency: region.toUpperCase() })
    expect(sessionIdOfOrderId(sent.order_id as string)).toBe(checkout.sessionId)
    expect(typeof sent.amount).toBe("string")
    expect(checkout.data).toMatchObject({ amount_in_fiat: expected, fiat_currency: region.toUpperCase() })

    await sandbox.current.pay(checkout.data.uuid, "exact", { postback: false })
    const res = await shop.complete(checkout.cartId)
    expect(res.data.type).toBe("order")
    expect(await ordersForCart(getContainer(), checkout.cartId)).toHaveLength(1)
    const [payment] = await paymentsForSession(getContainer(), checkout.sessionId)
    expect(MathBN.eq(payment.captures[0].amount, cart.total)).toBe(true)
  })

  it("passes a valid storefront-chosen cryptocurrency and drops everything else the storefront sent", async () => {
    const shop = storefront(api, store)
    const cartId = await shop.createCart("eur")
    const checkout = await shop.initiateSession(cartId, {
      cryptocurrency: "BTC",
      amount_in_fiat: "0.01",
      apiKey: "attacker",
    })
    expect(lastCreateBody().add_fields).toMatchObject({ cryptocurrency: "BTC" })
    expect(checkout.data.currency).toBe("BTC")
    expect(checkout.data.amount_in_fiat).toBe(MathBN.convert(checkout.total, 2).toFixed(2))
    expect(checkout.data).not.toHaveProperty("apiKey")
    expect(Object.keys(checkout.data).sort()).toEqual(
      ["address", "amount", "amount_in_fiat", "currency", "expiry_date", "fiat_currency", "history", "link", "received", "status", "test_mode", "uuid"].sort()
    )

    // A cart of its own: on the same cart, a new session without a valid choice takes the open
    // invoice over (invoice handover) and creates nothing.
    const invalid = await shop.initiateSession(await shop.createCart("eur"), { cryptocurrency: "DOGE" })
    expect(lastCreateBody().add_fields?.cryptocurrency).toBeUndefined()
    expect(invalid.data).not.toHaveProperty("cryptocurrency")
  })
})
