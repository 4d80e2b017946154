/**
 * The storefront package's module (`medusa-payment-cryptocloud/storefront`, src/storefront) against the real app, through
 * `@medusajs/js-sdk` as a storefront uses it: start, redirect, pay on the hosted page, return,
 * wait, complete — plus the paths a return page meets (partly paid, expired, customer never
 * returned), and its return-page route handler.
 */
import Medusa from "@medusajs/js-sdk"
import { createCryptoCheckout, cryptoReturnHandler, CryptoPaymentError, type CryptoPaymentStatus } from "../../src/storefront"
import { seedStore, type SeededStore } from "../helpers/seed-store"
import { storefront } from "../helpers/storefront"
import { expectOneCapturedOrder, ordersForCart } from "../helpers/orders"
import { WEBHOOK_PATH } from "../helpers/sandbox"
import { waitFor } from "../helpers/wait-for"
import { appSandbox, defineSuite } from "../helpers/shared-app"

const sandbox = appSandbox

/** What the customer does on the hosted pay page: press a button of its form. */
async function pressOnPayPage(link: string, action: "exact" | "partial" | "expire") {
  const res = await fetch(`${link}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "currency=USDT_TRC20",
    redirect: "manual",
  })
  expect(res.status).toBe(303)
}

export default defineSuite("storefront-example", ({ api, getContainer }) => {
  let store: SeededStore
  let sdk: Medusa
  let crypto: ReturnType<typeof createCryptoCheckout>

  beforeAll(async () => {
    store = await seedStore(getContainer())
    sandbox.current.setPostbackUrl(`${api.defaults.baseURL}${WEBHOOK_PATH}`, "json")
    sdk = new Medusa({ baseUrl: api.defaults.baseURL!, publishableKey: store.publishableKey })
    crypto = createCryptoCheckout(sdk, { pollIntervalMs: 200 })
  })

  /** A cart with items, address and shipping, as the storefront has it at "Pay". */
  const readyCart = async (region: "eur" | "usd" = "eur") => {
    const cartId = await storefront(api, store).createCart(region)
    return (await sdk.store.cart.retrieve(cartId)).cart
  }

  it("offers crypto in the seeded regions and lists the payment currencies", async () => {
    expect(await crypto.isOffered(store.regions.eur.id)).toBe(true)
    const { currencies } = await crypto.currencies()
    expect(currencies.map((c) => c.code)).toContain("USDT_TRC20")
  })

  it("start → pay on the hosted page → waitForPayment → finish: one paid order", async () => {
    const cart = await readyCart("eur")
    const payment = await crypto.startPayment(cart)
    expect(payment).toMatchObject({ sessionId: expect.stringMatching(/^payses_/), invoiceId: expect.stringMatching(/^INV-/) })
    expect(payment.link).toBe(sandbox.current.getInvoice(payment.invoiceId)!.link)

    // Before paying, completing is refused with the plugin's message for the customer.
    const early = await crypto.finish(cart.id).catch((e) => e)
    expect(String(early.message)).toMatch(/has not arrived yet/)

    await pressOnPayPage(payment.link, "exact")
    const updates: string[] = []
    const status = await crypto.waitForPayment(payment.sessionId, { onUpdate: (s) => updates.push(s.status) })
    expect(status.status).toBe("captured")
    // startPayment read the new invoice through the status route a moment ago, so a poll within
    // that read's 5 s answers from the ledger ("pending") until the postback records the payment.
    expect(updates.filter((s) => s !== "pending")).toEqual(["captured"])

    const order = await crypto.finish(cart.id, payment.sessionId)
    await expectOneCapturedOrder(getContainer(), cart.id, payment.sessionId, Number(cart.total))
    expect((await sdk.store.order.retrieve(order.id)).order.payment_status).toBe("captured")
    // Finishing twice (reload of the return page) answers with the same order.
    expect((await crypto.finish(cart.id, payment.sessionId)).id).toBe(order.id)
  })

  it("resume(cartId) on the return page: finds the session, waits through a partial payment, places the order", async () => {
    const cart = await readyCart("usd")
    const payment = await crypto.startPayment(cart, "USDT_TRC20")
    await pressOnPayPage(payment.link, "partial")

    const seen: CryptoPaymentStatus[] = []
    const order = await crypto.resume(cart.id, {
      onUpdate: (s) => {
        seen.push(s)
        // The page shows what is still due; the customer pays the rest on the same page.
        if (s.status === "requires_more" && seen.length === 1) void pressOnPayPage(payment.link, "exact")
      },
    })
    expect(seen[0]).toMatchObject({ status: "requires_more", invoice: { status: "partial", to_surcharge: expect.anything() } })
    expect(seen.at(-1)!.status).toBe("captured")
    expect(order.id).toMatch(/^order_/)
    await expectOneCapturedOrder(getContainer(), cart.id, payment.sessionId, Number(cart.total))
  })

  it("expired invoice: waitForPayment rejects with code 'canceled' and no order exists", async () => {
    const cart = await readyCart("eur")
    const payment = await crypto.startPayment(cart)
    await pressOnPayPage(payment.link, "expire")
    const error = await crypto.waitForPayment(payment.sessionId).catch((e) => e)
    expect(error).toBeInstanceOf(CryptoPaymentError)
    expect(error).toMatchObject({ code: "canceled", status: { status: "canceled" } })
    expect(await ordersForCart(getContainer(), cart.id)).toHaveLength(0)
  })

  it("customer never returns: the postback places the order; a late return page gets that order", async () => {
    const cart = await readyCart("eur")
    const payment = await crypto.startPayment(cart)
    await pressOnPayPage(payment.link, "exact")
    const status = await waitFor(
      async () => {
        const s = await crypto.getStatus(payment.sessionId, cart.id)
        return s.order_id ? s : null
      },
      { timeoutMs: 60000, intervalMs: 500, what: "the postback to place the order" }
    )
    const order = await crypto.resume(cart.id)
    expect(order.id).toBe(status.order_id)
    await expectOneCapturedOrder(getContainer(), cart.id, payment.sessionId, Number(cart.total))
  })

  it("aborting the wait (page left) stops polling with code 'aborted'", async () => {
    const cart = await readyCart("eur")
    const payment = await crypto.startPayment(cart)
    const controller = new AbortController()
    const waiting = crypto.waitForPayment(payment.sessionId, { signal: controller.signal })
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ code: "aborted" })
  })

  it("Next.js return route: paid cart → 303 to the order confirmation, cart cookie cleared; expired → back to payment", async () => {
    const GET = cryptoReturnHandler(sdk, undefined, 20000)
    const returning = (cartId: string) =>
      GET(new Request("https://shop.example.com/checkout/crypto/return", { headers: { cookie: `theme=dark; _medusa_cart_id=${cartId}` } }))

    const cart = await readyCart("eur")
    const payment = await crypto.startPayment(cart)
    await pressOnPayPage(payment.link, "exact")
    const res = await returning(cart.id)
    const [orderId] = await ordersForCart(getContainer(), cart.id)
    expect(res.status).toBe(303)
    expect(res.headers.get("location")).toBe(`https://shop.example.com/order/${orderId}/confirmed`)
    expect(res.headers.get("set-cookie")).toMatch(/^_medusa_cart_id=; Path=\/; Max-Age=0/)

    const expiredCart = await readyCart("eur")
    const expired = await crypto.startPayment(expiredCart)
    await pressOnPayPage(expired.link, "expire")
    expect((await returning(expiredCart.id)).headers.get("location")).toBe("https://shop.example.com/checkout?step=payment&crypto=expired")
  })
})
