/**
 * An order that owes a difference, paid by the customer on the plugin's pay page
 * (`/cryptocloud/pay/:token`). An order paid in crypto (store API + sandbox) is edited through the
 * admin API as the admin's "Edit order" drawer does it (begin, add an item, request, confirm), so
 * it owes the item's price. On the order's Crypto payment card the merchant presses *Request
 * crypto payment*; the link shown (with a copy button) is the one the local notification provider
 * stored as the e-mail. In the customer's own browser, without any store key: the page names the
 * order and the amount due; *Pay* with a coin reaches the sandbox's hosted page; the link opened
 * again shows waiting, part paid (after *Pay part*), then paid (after *Pay exactly*); the admin
 * API says the order owes nothing and the card lists both payments. Then, on a second edited
 * order, an invoice that expires (*Let it expire*): the page offers *Pay again*; an edit that
 * takes the item back leaves nothing owed, and the page says so. In English and in Russian
 * (a browser set to Russian). Last, a converted draft order (no crypto payment, owing its total)
 * gets the card with *Request crypto payment*. Screenshots: docs/storefront/pay-page-{en,ru}-{form,waiting,
 * partly-paid,paid,expired,nothing-owed}.png and docs/admin/order-payment-request.png.
 */
import BigNumber from "bignumber.js"
import { chromium, type Browser, type Page } from "playwright-core"
import { CHROMIUM, CHROMIUM_FLAGS } from "../browser"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { toDocs } from "./attention"
import { asSent, outboxFile } from "../../helpers/outbox"
import { OUTBOX_FILE } from "../stack"

const TEXTS = {
  en: {
    title: (id: number) => `Pay for order #${id}`,
    amount: (v: string) => `€${v}`,
    paid: (id: number) => `Order #${id} is paid.`,
    again: "Pay again",
    nothing: "Nothing to pay",
  },
  ru: {
    title: (id: number) => `Оплата заказа №${id}`,
    amount: (v: string) => `${v.replace(".", ",")}\u00a0€`,
    paid: (id: number) => `Заказ №${id} оплачен.`,
    again: "Оплатить заново",
    nothing: "Оплачивать нечего",
  },
}
type Language = keyof typeof TEXTS

/** The admin API with the logged-in admin's session (the browser context's cookie). */
export async function adminApi<T = any>(ctx: Ctx, path: string, body?: unknown): Promise<T> {
  const url = `${ctx.stack.appUrl}${path}`
  const res = body === undefined ? await ctx.page.request.get(url) : await ctx.page.request.post(url, { data: body })
  check(res.ok(), `${body === undefined ? "GET" : "POST"} ${path}: ${res.status()} ${(await res.text()).slice(0, 300)}`)
  return res.json()
}

interface Order {
  id: string
  displayId: number
  email: string
}

/** A crypto order the customer paid in full. */
export async function paidOrder(ctx: Ctx): Promise<Order> {
  const { cartId, data } = await ctx.shop.checkout("eur")
  await ctx.stack.sandbox.pay(data.uuid, "exact", { currency: "USDT_TRC20" })
  const completed = await ctx.shop.complete(cartId)
  check(completed.type === "order" && completed.order, `cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
  const { order } = await adminApi(ctx, `/admin/orders/${completed.order!.id}?fields=id,display_id,email`)
  return { id: order.id, displayId: order.display_id, email: order.email }
}

/** Begin, change, request, confirm: an order edit as the admin's drawer makes it. */
async function editOrder(ctx: Ctx, orderId: string, change: () => Promise<unknown>) {
  await adminApi(ctx, "/admin/order-edits", { order_id: orderId })
  await change()
  await adminApi(ctx, `/admin/order-edits/${orderId}/request`, {})
  await adminApi(ctx, `/admin/order-edits/${orderId}/confirm`, {})
}

export const addItem = (ctx: Ctx, orderId: string) =>
  editOrder(ctx, orderId, () =>
    adminApi(ctx, `/admin/order-edits/${orderId}/items`, { items: [{ variant_id: ctx.stack.store.variants.standard, quantity: 1 }] })
  )

/** One item fewer of the same price: the order owes nothing again. */
async function takeItemBack(ctx: Ctx, orderId: string) {
  const { order } = await adminApi(ctx, `/admin/orders/${orderId}?fields=id,*items`)
  const item = (order.items as Array<{ id: string; quantity: number; variant_id: string }>).find(
    (i) => i.variant_id === ctx.stack.store.variants.standard && i.quantity >= 1
  )!
  await editOrder(ctx, orderId, () => adminApi(ctx, `/admin/order-edits/${orderId}/items/item/${item.id}`, { quantity: item.quantity - 1 }))
}

/** Medusa's pending difference, as a decimal string at 2 places. */
async function owed(ctx: Ctx, orderId: string): Promise<string> {
  const { order } = await adminApi(ctx, `/admin/orders/${orderId}?fields=id,summary`)
  return new BigNumber(String(order.summary.raw_pending_difference?.value ?? order.summary.pending_difference)).toFixed(2)
}

/** The link from the payment request e-mail, as the provider was handed it (the stored copy has none). */
async function mailedLink(ctx: Ctx, order: Order, known: Set<string>): Promise<string> {
  const stored = await eventually("the payment request e-mail", async () => {
    const { notifications } = await adminApi(ctx, `/admin/notifications?to=${encodeURIComponent(order.email)}&channel=email`)
    return (notifications as Array<{ id: string; template: string; data: { order_id: string; url: string } }>).find(
      (n) => n.template === "cryptocloud-payment-request" && n.data.order_id === order.id && !known.has(n.id)
    )
  })
  known.add(stored.id)
  check(!stored.data.url.includes("/cryptocloud/pay/"), `Medusa's stored notification keeps no live link: ${stored.data.url}`)
  return asSent(stored, outboxFile(OUTBOX_FILE)).data.url
}

/** *Request crypto payment* on the order's card: the link shown, and whether it was e-mailed. */
async function requestFromCard(ctx: Ctx, order: Order, shot: boolean): Promise<string> {
  await ctx.page.goto(`${ctx.stack.appUrl}/app/orders/${order.id}`)
  const widget = ctx.page.getByTestId("crypto-payment-widget")
  await widget.waitFor({ timeout: 60_000 })
  const section = widget.getByTestId("payment-request")
  await section.getByTestId("payment-request-owed").waitFor({ timeout: 30_000 })
  await section.getByTestId("payment-request-button").click()
  const link = section.getByTestId("payment-request-link")
  await link.waitFor()
  check((await link.getByTestId("payment-request-emailed").getAttribute("data-emailed")) === "true", "the card says the link was e-mailed")
  await link.getByTestId("payment-request-copy").waitFor()
  const url = await link.getByTestId("payment-request-url").getAttribute("title")
  check(url && new URL(url).pathname.startsWith("/cryptocloud/pay/"), `the link is the plugin's pay page: ${url}`)
  if (shot) await toDocs(ctx.shotElement(widget, "order-payment-request"), "order-payment-request", "admin")
  return url!
}

async function customerTab(browser: Browser, locale: string): Promise<{ page: Page; cspErrors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 720, height: 900 }, timezoneId: "UTC" })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  const cspErrors: string[] = []
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && cspErrors.push(message.text()))
  return { page, cspErrors }
}

const screenshot = (ctx: Ctx, page: Page, language: Language, state: string) =>
  toDocs(ctx.shotElement(page.locator("body"), `pay-page-${language}-${state}`), `pay-page-${language}-${state}`, "storefront")

/** Opens the link (again) until the page is in `kind`: the state follows postbacks and reads. */
async function openUntil(page: Page, link: string, kind: string) {
  await eventually(
    `the pay page to show "${kind}"`,
    async () => {
      await page.goto(link)
      return (await page.locator("main").getAttribute("data-page")) === kind
    },
    30_000
  )
}

/** The coin, from the list (few on offer) or the drop-down (many). */
async function chooseCoin(page: Page, code: string) {
  const select = page.locator('select[name="cryptocurrency"]')
  if (await select.count()) await select.selectOption(code)
  else await page.locator(`input[name="cryptocurrency"][value="${code}"]`).check()
}

/** *Pay* (or *Pay again*): the page hands over to the sandbox's hosted page. */
async function pay(ctx: Ctx, page: Page, button: RegExp) {
  await chooseCoin(page, "USDT_TRC20")
  await page.getByRole("button", { name: button }).click()
  await page.waitForURL((url) => url.href.startsWith(ctx.stack.sandbox.url), { timeout: 20_000 })
  await page.getByTestId("pay-exact").waitFor()
}

async function paysDifference(ctx: Ctx, browser: Browser, language: Language, locale: string) {
  const texts = TEXTS[language]
  const order = await paidOrder(ctx)
  const seen = new Set<string>()
  await addItem(ctx, order.id)
  const due = await owed(ctx, order.id)
  check(new BigNumber(due).gt(0), `the edit left the order owing: ${due}`)
  const link = await requestFromCard(ctx, order, language === "en")
  check((await mailedLink(ctx, order, seen)) === link, "the e-mail carries the link the card shows")

  const { page, cspErrors } = await customerTab(browser, locale)
  try {
    // 1. The form: the order, the amount due, the coins; the page's own headers.
    const opened = await page.goto(link)
    check(opened?.status() === 200, `the page opens: ${opened?.status()}`)
    check(opened!.headers()["content-security-policy"]?.includes("default-src 'none'"), "a strict CSP")
    check(opened!.headers()["referrer-policy"] === "no-referrer", "no Referer leaves the page")
    await page.locator('main[data-page="form"]').waitFor()
    check((await page.locator("html").getAttribute("lang")) === language, `the page is in ${language}`)
    check((await page.locator("h1").innerText()) === texts.title(order.displayId), `the order named: ${await page.locator("h1").innerText()}`)
    const amount = await page.getByTestId("amount-due").innerText()
    check(amount === texts.amount(due), `the amount due: ${amount} (owed ${due})`)
    await screenshot(ctx, page, language, "form")

    // 2. *Pay* reaches the hosted page; the link opened again waits for the payment.
    await pay(ctx, page, language === "en" ? /^Pay$/ : /^Оплатить$/)
    await openUntil(page, link, "waiting")
    check((await page.locator('meta[http-equiv="refresh"]').count()) === 1, "the waiting page reloads itself")
    await screenshot(ctx, page, language, "waiting")

    // 3. Part paid on the hosted page: the page says what is still to send.
    await page.getByTestId("open-payment-page").click()
    await page.getByTestId("pay-partial").click()
    await page.getByTestId("paid-summary").waitFor()
    await openUntil(page, link, "partial")
    check((await page.getByTestId("still-due").innerText()).includes("USDT"), "what is still to send")
    await screenshot(ctx, page, language, "partly-paid")

    // 4. The rest: paid; the order owes nothing.
    await page.getByTestId("open-payment-page").click()
    await page.getByTestId("pay-exact").click()
    await page.locator('[data-testid="invoice-status"][data-status="paid"]').waitFor()
    await openUntil(page, link, "paid")
    check((await page.getByTestId("state").innerText()).includes(texts.paid(order.displayId)), "the paid page names the order")
    await screenshot(ctx, page, language, "paid")
    await eventually("the order to owe nothing", async () => new BigNumber(await owed(ctx, order.id)).eq(0), 30_000)
    check(cspErrors.length === 0, `no Content-Security-Policy violation: ${cspErrors.join(" | ")}`)
  } finally {
    await page.context().close()
  }

  // The card lists both crypto payments of the order, the difference one paid.
  await ctx.page.goto(`${ctx.stack.appUrl}/app/orders/${order.id}`)
  const payments = ctx.page.getByTestId("crypto-payment-widget").getByTestId("crypto-payment")
  await eventually("both payments on the card", async () => (await payments.count()) === 2, 60_000)
  await payments
    .filter({ has: ctx.page.locator('[data-testid="invoice-status"][data-status="paid"]') })
    .and(ctx.page.locator('[data-kind="difference"]'))
    .waitFor()
  check((await ctx.page.getByTestId("payment-request").count()) === 0, "no request offered once nothing is owed")
}

async function expiresThenNothingOwed(ctx: Ctx, browser: Browser, language: Language, locale: string) {
  const texts = TEXTS[language]
  const order = await paidOrder(ctx)
  await addItem(ctx, order.id)
  const link = (await adminApi<{ url: string }>(ctx, `/admin/cryptocloud/orders/${order.id}/payment-request`, {})).url
  const { page } = await customerTab(browser, locale)
  try {
    await page.goto(link)
    await pay(ctx, page, language === "en" ? /^Pay$/ : /^Оплатить$/)
    await page.getByTestId("expire").click()
    await page.locator('[data-testid="invoice-status"][data-status="canceled"]').waitFor()
    await openUntil(page, link, "again")
    await page.getByRole("button", { name: texts.again }).waitFor()
    await screenshot(ctx, page, language, "expired")

    // The merchant takes the item back: nothing is owed, and the same link says so.
    await takeItemBack(ctx, order.id)
    await openUntil(page, link, "nothing_owed")
    check((await page.locator("h1").innerText()) === texts.nothing, "the nothing-owed page")
    await screenshot(ctx, page, language, "nothing-owed")
  } finally {
    await page.context().close()
  }
}

/** A converted draft order has no crypto payment, yet owes its total: the card offers the request. */
async function draftOrderCard(ctx: Ctx) {
  const region = ctx.stack.store.regions.eur
  const address = { first_name: "Dora", last_name: "Draft", address_1: "Side st 2", city: "Berlin", postal_code: "10117", country_code: region.country }
  const { draft_order } = await adminApi(ctx, "/admin/draft-orders", {
    region_id: region.id,
    sales_channel_id: ctx.stack.store.salesChannelId,
    email: "draft@example.com",
    shipping_address: address,
    billing_address: address,
    items: [{ variant_id: ctx.stack.store.variants.standard, quantity: 1 }],
  })
  await adminApi(ctx, `/admin/draft-orders/${draft_order.id}/convert-to-order`, {})
  const { order } = await adminApi(ctx, `/admin/orders/${draft_order.id}?fields=id,display_id,email`)
  const link = await requestFromCard(ctx, { id: order.id, displayId: order.display_id, email: order.email }, false)
  check((await ctx.page.getByTestId("crypto-payment-widget").getByTestId("crypto-payment").count()) === 0, "no crypto payment listed yet")
  const opened = await ctx.page.request.get(link)
  check(opened.ok() && (await opened.text()).includes(`data-page="form"`), "the draft order's link opens the form")
}

export const payPage: Scenario = {
  name: "pay page: the merchant requests the difference of an edited order from its card; the customer pays it on the plugin's page, in English and in Russian",
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS })
    try {
      await paysDifference(ctx, browser, "en", "en-US")
      await paysDifference(ctx, browser, "ru", "ru-RU")
      await expiresThenNothingOwed(ctx, browser, "en", "en-US")
      await expiresThenNothingOwed(ctx, browser, "ru", "ru-RU")
      await draftOrderCard(ctx)
    } finally {
      await browser.close()
    }
  },
}
