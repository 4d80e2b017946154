/**
 * `npm run demo:checkout`: against the running demo (`npm run dev`), a full checkout the way a
 * storefront does it with `@medusajs/js-sdk`, then paying on the sandbox's hosted page the way
 * a customer clicks "Pay exactly". Prints each step; exits non-zero unless it ends with a paid
 * order.
 *
 *   npm run demo:checkout                      # EUR region, customer returns to the store
 *   npm run demo:checkout -- --region usd      # USD region
 *   npm run demo:checkout -- --no-return       # customer never returns: the postback places the order
 *   npm run demo:checkout -- --currency BTC    # pay in another currency
 *
 * Reads the backend URL and publishable key from .data/demo.json (written by `npm run dev`);
 * MEDUSA_BACKEND_URL and MEDUSA_PUBLISHABLE_KEY override them.
 */
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import Medusa from "@medusajs/js-sdk"
import { createCryptoCheckout, type CryptoPaymentStatus } from "../../src/storefront"

const { values: flags } = parseArgs({
  options: {
    region: { type: "string", default: "eur" },
    currency: { type: "string", default: "USDT_TRC20" },
    "no-return": { type: "boolean", default: false },
  },
})

let stepNo = 0
const step = (text: string) => console.log(`\n${++stepNo}. ${text}`)
const detail = (text: string) => console.log(`   ${text}`)
const money = (amount: unknown, currency: string) => `${Number(amount).toFixed(2)} ${currency.toUpperCase()}`

function demoSettings() {
  const file = path.resolve(__dirname, "../../.data/demo.json")
  const saved = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}
  const backendUrl = process.env.MEDUSA_BACKEND_URL ?? saved.backendUrl
  const publishableKey = process.env.MEDUSA_PUBLISHABLE_KEY ?? saved.publishableKey
  if (!backendUrl || !publishableKey) {
    throw new Error("No demo found. Start it first with `npm run dev` (or set MEDUSA_BACKEND_URL and MEDUSA_PUBLISHABLE_KEY).")
  }
  return { backendUrl: String(backendUrl), publishableKey: String(publishableKey) }
}

/** What the customer does on the hosted page: choose a currency and press "Pay exactly". */
async function payOnHostedPage(link: string, currency: string) {
  const page = await fetch(link)
  const html = await page.text()
  if (!page.ok || !html.includes('data-testid="pay-exact"')) throw new Error(`The pay page ${link} has no "Pay exactly" button`)
  const res = await fetch(`${link}/exact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ currency }).toString(),
    redirect: "manual",
  })
  const after = await (await fetch(res.headers.get("location") ? new URL(res.headers.get("location")!, link) : link)).text()
  const error = /data-testid="error"[^>]*>([^<]*)</.exec(after)?.[1]
  if (res.status !== 303 || error) throw new Error(`Paying failed (HTTP ${res.status})${error ? `: ${error}` : ""}`)
  return /data-status="([^"]+)"/.exec(after)?.[1] ?? "unknown"
}

async function main() {
  const { backendUrl, publishableKey } = demoSettings()
  const sdk = new Medusa({ baseUrl: backendUrl, publishableKey })
  const crypto = createCryptoCheckout(sdk, { pollIntervalMs: 1000 })

  step(`Region (${flags.region.toUpperCase()})`)
  const { regions } = await sdk.store.region.list().catch((error: Error) => {
    throw new Error(`The demo store at ${backendUrl} does not answer (${error.message}). Is \`npm run dev\` running?`)
  })
  const region = regions.find((r) => r.currency_code === flags.region.toLowerCase())
  if (!region) throw new Error(`No region with currency ${flags.region}; the demo has: ${regions.map((r) => r.currency_code).join(", ")}`)
  if (!(await crypto.isOffered(region.id))) throw new Error(`The region ${region.name} does not offer ${crypto.providerId}`)
  detail(`${region.name} (${region.id}) offers ${crypto.providerId}`)

  step("Cart with a product")
  const { products } = await sdk.store.product.list({ region_id: region.id, fields: "title,*variants,*variants.calculated_price", limit: 1 })
  const product = products[0]
  const variant = product?.variants?.[0]
  if (!variant) throw new Error("The demo store has no products; run `npm run dev -- --reset`.")
  let { cart } = await sdk.store.cart.create({
    region_id: region.id,
    email: "satoshi@example.com",
    items: [{ variant_id: variant.id, quantity: 1 }],
  })
  detail(`${cart.id}: 1 × ${product.title} (${variant.title}) at ${money(variant.calculated_price?.calculated_amount, region.currency_code)}`)

  step("Shipping address")
  const codes = (region.countries ?? []).map((c) => c.iso_2!)
  const country = codes.includes("de") ? "de" : codes[0]
  const address = {
    first_name: "Satoshi",
    last_name: "Nakamoto",
    country_code: country,
    ...(country === "us"
      ? { address_1: "1 Market St", city: "San Francisco", province: "us-ca", postal_code: "94105" }
      : { address_1: "Main st 1", city: "Berlin", postal_code: "10115" }),
  }
  ;({ cart } = await sdk.store.cart.update(cart.id, { shipping_address: address, billing_address: address }))
  detail(`${address.first_name} ${address.last_name}, ${address.city}, ${country.toUpperCase()}`)

  step("Shipping method")
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id })
  const option = shipping_options[0]
  if (!option) throw new Error("No shipping option for this cart")
  ;({ cart } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: option.id }))
  detail(`${option.name} (${money(option.amount, region.currency_code)}); cart total ${money(cart.total, cart.currency_code)}`)

  step("Crypto payment session (initiatePaymentSession)")
  const payment = await crypto.startPayment(cart)
  detail(`session ${payment.sessionId}, invoice ${payment.invoiceId}, expires ${payment.expiresAt ?? "—"}`)
  detail(`data.link → ${payment.link}   (a storefront redirects the customer here)`)

  step(`Paying on the sandbox page ("Pay exactly" in ${flags.currency})`)
  detail(`invoice is now ${await payOnHostedPage(payment.link, flags.currency)}`)

  let order
  if (flags["no-return"]) {
    step("The customer never returns: waiting for the postback to place the order")
    const status = await waitForOrder((id) => crypto.getStatus(id, cart.id), payment.sessionId)
    order = (await sdk.store.order.retrieve(status.order_id!)).order
  } else {
    step("Back on the store's return page: polling GET /store/cryptocloud/payment-sessions/:id")
    let seen = ""
    await crypto.waitForPayment(payment.sessionId, {
      cartId: cart.id,
      timeoutMs: 60000,
      onUpdate: (s) => s.status !== seen && detail(`status ${(seen = s.status)} (invoice ${s.invoice.status})`),
    })
    step("Completing the cart (sdk.store.cart.complete)")
    order = await crypto.finish(cart.id, payment.sessionId)
  }
  // Read the order back as the store sees it now (payment status included).
  order = (await sdk.store.order.retrieve(order.id)).order

  const paid = order.payment_status === "captured"
  console.log(
    `\n${paid ? "✔" : "✘"} Order ${order.id} (#${order.display_id}): total ${money(order.total, order.currency_code)}, ` +
      `payment status ${order.payment_status}`
  )
  detail(`See it in the admin: ${backendUrl}/app/orders/${order.id}`)
  if (!paid) process.exitCode = 1
}

/** The postback reaches Medusa at once but is processed ~5 s later (Medusa's fixed delay). */
async function waitForOrder(getStatus: (id: string) => Promise<CryptoPaymentStatus>, sessionId: string) {
  const deadline = Date.now() + 60000
  while (Date.now() < deadline) {
    const status = await getStatus(sessionId)
    if (status.order_id) {
      detail(`order ${status.order_id} placed by the postback (session ${status.status})`)
      return status
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error("No order 60 s after the payment: is the postback URL reachable from the sandbox?")
}

main().catch((error) => {
  console.error(`\n✘ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
