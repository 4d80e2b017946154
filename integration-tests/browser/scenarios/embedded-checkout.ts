/**
 * The embedded checkout, as a shopper meets it: a page bundled from the package's own
 * `storefront/react` export (storefront/serve.ts) shows `<CryptoCheckout>` for a cart made
 * through the store API. The shopper picks Tether on Tron; the page shows the address, the exact
 * amount and a QR code that decodes to that address (Tron has no payment URI); the sandbox pays
 * part → the page says what is still due (and shows it as the amount); the rest → paid, the cart
 * becomes an order with one capture and `onComplete` ran. A second cart picks Bitcoin, whose QR
 * code is a BIP-21 URI with the shown address and amount; the invoice expires → "Start again"
 * brings back the picker, and Bitcoin paid → the order. Both follow the official starters' order
 * (a coin-less session at "Continue to review", then the component) on a page with a
 * Tailwind-style reset, and end with one open invoice per cart. Screenshots: docs/storefront/checkout-*.png.
 */
import BigNumber from "bignumber.js"
import type { Page } from "playwright-core"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { readQrCode } from "../qr"
import { serveStorefront, STOREFRONT_PATH } from "../storefront/serve"
import { toDocs } from "./attention"
import { sessionIdOfOrderId } from "../../../src/domain/checkout-reference"

/**
 * As the official starters do it: the payment session is made at "Continue to review" without a
 * coin (the service gives it an invoice with its default coin and no address), then the review
 * step shows the component, on a page with a Tailwind-style reset (storefront/serve.ts).
 */
async function openCheckout(ctx: Ctx): Promise<string> {
  const cartId = await ctx.shop.createCart("eur")
  const coinless = await ctx.shop.initiateSession(cartId)
  check(/^INV-/.test(coinless.data.uuid), "the starters' coin-less session has an invoice")
  sessionsSeen.set(cartId, new Set([coinless.sessionId]))
  await ctx.page.goto(`${ctx.stack.appUrl}${STOREFRONT_PATH}?cart=${cartId}&key=${ctx.stack.store.publishableKey}`)
  await ctx.page.locator('.cc-checkout[data-phase="choose"] .cc-picker').waitFor()
  return cartId
}

/**
 * Picks a coin and network by their labels ("Tether USDT", "Tron"), as a shopper clicks them.
 * The network choice shows only when the merchant offers the coin on more than one network
 * (the settings scenario narrows the offer).
 */
async function pick(page: Page, coin: string, network: string, code: string) {
  await page.locator(".cc-coins").getByRole("radio", { name: coin, exact: true }).check()
  if (await page.locator(".cc-networks").count()) {
    await page.locator(".cc-networks").getByRole("radio", { name: network, exact: true }).check()
  }
  const submit = page.getByRole("button", { name: "Continue" })
  check((await submit.getAttribute("data-currency")) === code, `${coin} on ${network} is ${code}`)
  await submit.click()
}

/** Every payment session each cart has had (the sandbox names an invoice's first session). */
const sessionsSeen = new Map<string, Set<string>>()

/** The cart's invoices still open at the sandbox: one per checkout, whatever the order of steps. */
async function openInvoices(ctx: Ctx, cartId: string) {
  const { cart } = await ctx.shop.call("GET", `/store/carts/${cartId}?fields=id,*payment_collection.payment_sessions`)
  const seen = sessionsSeen.get(cartId) ?? new Set<string>()
  for (const session of cart.payment_collection?.payment_sessions ?? []) seen.add(session.id)
  sessionsSeen.set(cartId, seen)
  return ctx.stack.sandbox.listInvoices().filter((i) => i.status === "created" && i.orderId && seen.has(sessionIdOfOrderId(i.orderId) ?? ""))
}

/** What the invoice panel shows, and the sandbox invoice behind it (found by its address). */
async function shownInvoice(ctx: Ctx, currency: string) {
  const panel = ctx.page.locator(`.cc-invoice[data-currency="${currency}"]`)
  await panel.waitFor({ timeout: 30_000 })
  const address = (await panel.locator(".cc-address").innerText()).trim()
  const amount = (await panel.locator(".cc-amount").innerText()).trim()
  const invoice = ctx.stack.sandbox.listInvoices().find((i) => i.address === address)
  check(invoice, `the shown address belongs to a sandbox invoice: ${address}`)
  return { panel, address, amount, invoice }
}

export const embeddedCheckout: Scenario = {
  name: "embedded checkout: picks USDT on Tron, pays part then the rest in the store's page, and the order is placed",
  async run(ctx) {
    const { page, stack, shotElement } = ctx
    await serveStorefront(page, stack.appUrl)
    const cartId = await openCheckout(ctx)
    await toDocs(shotElement(page.locator(".cc-checkout"), "checkout-picker"), "checkout-picker", "storefront")

    await pick(page, "Tether USDT", "Tron", "USDT_TRC20")
    const { panel, address, amount, invoice } = await shownInvoice(ctx, "USDT_TRC20")
    check(invoice.cryptocurrency === "USDT_TRC20" && invoice.amount === amount, `shown ${amount}, invoice ${invoice.amount} ${invoice.cryptocurrency}`)
    check((await readQrCode(panel.locator(".cc-qr"))) === address, "the QR code holds the shown address")
    await panel.locator(".cc-warning", { hasText: "Send only on Tron" }).waitFor()
    await panel.locator(".cc-countdown time").waitFor()
    check(/^\d\d?:\d\d(:\d\d)?$/.test((await panel.locator(".cc-countdown time").innerText()).trim()), "a running countdown")
    check((await panel.locator("a.cc-hosted").getAttribute("href")) === invoice.link, "the hosted page as the fallback")
    await toDocs(shotElement(page.locator(".cc-checkout"), "checkout-invoice"), "checkout-invoice", "storefront")
    // The coin-less invoice the starters' step made is cancelled: one open invoice, this one.
    const open = await eventually(
      "one open invoice for the cart",
      async () => {
        const now = await openInvoices(ctx, cartId)
        return now.length === 1 ? now : null
      },
      5_000
    )
    check(open[0].uuid === invoice.uuid, `the open invoice is the shown one: ${open[0].uuid} vs ${invoice.uuid}`)
    // Under the reset, the fallback link still looks like a link.
    const decoration = await panel.locator("a.cc-hosted").evaluate((a) => getComputedStyle(a).textDecorationLine)
    check(decoration.includes("underline"), `the hosted-page link is underlined under a reset: ${decoration}`)

    // Part paid: the page says what is still due, and shows that as the amount to send.
    const partly = await stack.sandbox.pay(invoice.uuid, "partial")
    const still = new BigNumber(partly.amount!).minus(partly.amountPaid)
    check(partly.status === "partial" && still.gt(0), `part paid: ${partly.amountPaid} of ${partly.amount}`)
    await page.locator('.cc-status[data-status="requires_more"]').waitFor({ timeout: 30_000 })
    const shownDue = (await panel.locator(".cc-amount").innerText()).trim()
    check(still.eq(shownDue), `still due shown ${shownDue}, expected ${still.toFixed()} (paid ${partly.amountPaid} of ${partly.amount})`)
    check((await page.locator(".cc-status").innerText()).includes(shownDue), "the status names what is still due")
    await toDocs(shotElement(page.locator(".cc-checkout"), "checkout-partly-paid"), "checkout-partly-paid", "storefront")

    // The rest: paid → the order is placed and onComplete ran.
    await stack.sandbox.pay(invoice.uuid, "exact")
    const orderId = await eventually("onComplete with the order", () => page.locator("#order").getAttribute("data-order-id"), 60_000)
    await page.locator('.cc-invoice[data-phase="placed"]').waitFor()
    await toDocs(shotElement(page.locator("body"), "checkout-paid"), "checkout-paid", "storefront")
    const res = await page.request.get(
      `${stack.appUrl}/admin/orders/${orderId}?fields=id,*payment_collections,*payment_collections.payments,*payment_collections.payments.captures`
    )
    check(res.ok(), `admin order: ${res.status()}`)
    const { order } = await res.json()
    const payments = order.payment_collections.flatMap((c: { payments: unknown[] }) => c.payments) as Array<{ provider_id: string; captures: unknown[] }>
    const captures = payments.flatMap((p) => p.captures ?? [])
    check(
      payments.length === 1 && payments[0].provider_id === "pp_cryptocloud_cryptocloud" && captures.length === 1,
      `one crypto payment with one capture: ${JSON.stringify(payments).slice(0, 400)}`
    )
    const cart = await ctx.shop.call("GET", `/store/carts/${cartId}?fields=id,completed_at`)
    check(cart.cart.completed_at, "the cart is completed")
  },
}

export const embeddedCheckoutExpiry: Scenario = {
  name: "embedded checkout: a Bitcoin QR code is a BIP-21 URI with the shown amount; an expired invoice offers start again",
  async run(ctx) {
    const { page, stack, shotElement } = ctx
    await serveStorefront(page, stack.appUrl)
    await openCheckout(ctx)
    await pick(page, "Bitcoin BTC", "Bitcoin", "BTC")
    const { panel, address, amount, invoice } = await shownInvoice(ctx, "BTC")
    check((await readQrCode(panel.locator(".cc-qr"))) === `bitcoin:${address}?amount=${amount}`, "BIP-21: the shown address and amount, digit for digit")
    check(invoice.amount === amount, `the amount is the invoice's: ${invoice.amount} vs ${amount}`)

    stack.sandbox.expire(invoice.uuid)
    await page.locator('.cc-checkout[data-phase="expired"]').waitFor({ timeout: 30_000 })
    await toDocs(shotElement(page.locator(".cc-checkout"), "checkout-expired"), "checkout-expired", "storefront")
    await page.getByRole("button", { name: "Start again" }).click()
    await page.locator('.cc-checkout[data-phase="choose"] .cc-picker').waitFor()
    check(await page.locator('.cc-coins input[value="BTC"]').isChecked(), "the picker remembers the coin")

    // Bitcoin again, paid this time: one open invoice on the way, then one order.
    await pick(page, "Bitcoin BTC", "Bitcoin", "BTC")
    const again = await shownInvoice(ctx, "BTC")
    check(again.invoice.uuid !== invoice.uuid, "a new invoice after the expired one")
    const cartId = new URL(page.url()).searchParams.get("cart")!
    const open = await eventually(
      "one open invoice for the cart",
      async () => {
        const now = await openInvoices(ctx, cartId)
        return now.length === 1 ? now : null
      },
      5_000
    )
    check(open[0].uuid === again.invoice.uuid, "the open invoice is the shown one")
    await stack.sandbox.pay(again.invoice.uuid, "exact")
    const orderId = await eventually("onComplete with the order", () => page.locator("#order").getAttribute("data-order-id"), 60_000)
    check(/^order_/.test(orderId), `an order: ${orderId}`)
    await toDocs(shotElement(page.locator("body"), "checkout-paid-btc"), "checkout-paid-btc", "storefront")
  },
}
