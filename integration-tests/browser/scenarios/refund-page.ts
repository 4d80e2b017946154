/**
 * The customer's refund page (`/cryptocloud/refund/:token`), as a customer meets it. An order
 * paid in USDT_TRC20 (store API + sandbox) is refunded in part through the admin API, the
 * admin requests the address, and the link is taken from the e-mail Medusa's local notification
 * provider stored (GET /admin/notifications). In the browser, without any store key: the form
 * names the amount, coin and network; a Tron address with a typo is refused with the reason in
 * words; a valid one is repeated for confirmation and, confirmed, the admin's refund shows it
 * (awaiting_payout); opening the link again says it was already used. Then the same in Russian,
 * in a browser set to Russian (the page reads its Accept-Language), with a "Change" on the way.
 * Screenshots: docs/storefront/refund-page-{en,ru}-{form,error,confirm,done,used}.png.
 */
import { chromium, type Browser, type Page } from "playwright-core"
import { CHROMIUM, CHROMIUM_FLAGS } from "../browser"
import { check, eventually, type Ctx, type Scenario } from "../harness"
import { toDocs } from "./attention"
import { asSent, outboxFile } from "../../helpers/outbox"
import { OUTBOX_FILE } from "../stack"

/** A valid Tron address (Tron's documentation), and the same with its last character changed. */
const ADDRESS = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"
const TYPO = `${ADDRESS.slice(0, -1)}N`
const REFUND_EUR = 5

const TEXTS = {
  en: {
    refund: (amount: string) => `${amount} USDT on Tron (TRC-20)`,
    label: "Your USDT address on Tron (TRC-20)",
    continue: "Continue",
    typo: "This address has a typo",
    confirm: "Confirm",
    change: "Change",
    done: "Thank you — your address is saved",
    used: "This link has already been used",
  },
  ru: {
    refund: (amount: string) => `${amount.replace(".", ",")} USDT в сети Tron (TRC-20)`,
    label: "Адрес вашего кошелька USDT в сети Tron (TRC-20)",
    continue: "Продолжить",
    typo: "В адресе опечатка",
    confirm: "Подтвердить",
    change: "Изменить",
    done: "Спасибо, адрес сохранён",
    used: "Эта ссылка уже использована",
  },
}
type Language = keyof typeof TEXTS

/** The admin API with the logged-in admin's session (the browser context's cookie). */
async function adminApi<T = any>(ctx: Ctx, path: string, body?: unknown): Promise<T> {
  const url = `${ctx.stack.appUrl}${path}`
  const res = body === undefined ? await ctx.page.request.get(url) : await ctx.page.request.post(url, { data: body })
  check(res.ok(), `${body === undefined ? "GET" : "POST"} ${path}: ${res.status()} ${(await res.text()).slice(0, 300)}`)
  return res.json()
}

interface OwedRefund {
  id: string
  orderId: string
  cryptoAmount: string
  link: string
}

/** A paid order refunded in part by the admin, and the link the customer was e-mailed for it. */
export async function refundLinkFromEmail(ctx: Ctx): Promise<OwedRefund> {
  const { cartId, data } = await ctx.shop.checkout("eur")
  await ctx.stack.sandbox.pay(data.uuid, "exact", { currency: "USDT_TRC20" })
  const completed = await ctx.shop.complete(cartId)
  check(completed.type === "order" && completed.order, `cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
  const orderId = completed.order!.id
  const { order } = await adminApi(ctx, `/admin/orders/${orderId}?fields=%2Bemail`)
  check(order.email, "the order's e-mail")
  const payment = order.payment_collections
    .flatMap((collection: { payments: any[] }) => collection.payments)
    .find((p: { provider_id: string }) => p.provider_id === "pp_cryptocloud_cryptocloud")
  check(payment, "the order's crypto payment")
  await adminApi(ctx, `/admin/payments/${payment.id}/refund`, { amount: REFUND_EUR })
  const refund = await eventually("the refund recorded by the plugin", async () => {
    const { refunds } = await adminApi(ctx, `/admin/cryptocloud/refunds?order_id=${orderId}&status=all`)
    return refunds[0] as { id: string; crypto_amount: string; status: string } | undefined
  })
  check(refund.status === "awaiting_address", `awaiting the address: ${refund.status}`)

  const request = await adminApi(ctx, `/admin/cryptocloud/refunds/${refund.id}/address-request`, {})
  check(request.emailed === true, `the link was e-mailed: ${JSON.stringify(request)}`)
  const stored = await eventually("the refund address e-mail", async () => {
    const { notifications } = await adminApi(ctx, `/admin/notifications?to=${encodeURIComponent(order.email)}&channel=email`)
    return (notifications as Array<{ id: string; template: string; data: { refund_id: string; url: string } }>).find(
      (n) => n.template === "cryptocloud-refund-address" && n.data.refund_id === refund.id
    )
  })
  check(!stored.data.url.includes("/cryptocloud/refund/"), `Medusa's stored notification keeps no live link: ${stored.data.url}`)
  // The link as the e-mail carried it: what the provider was handed.
  const link = asSent(stored, outboxFile(OUTBOX_FILE)).data.url
  check(link === request.url, "the e-mail carries the link the admin got")
  check(new URL(link).pathname.startsWith("/cryptocloud/refund/"), `the default link is the plugin's page: ${link}`)
  return { id: refund.id, orderId, cryptoAmount: refund.crypto_amount, link }
}

async function refundRow(ctx: Ctx, refund: OwedRefund) {
  const { refunds } = await adminApi(ctx, `/admin/cryptocloud/refunds?order_id=${refund.orderId}&status=all`)
  return (refunds as Array<{ id: string; status: string; address: string | null; address_source: string | null }>).find((r) => r.id === refund.id)!
}

/**
 * The customer's own browser: not the admin's (no session cookie), set to the customer's
 * language, so the page picks it from Accept-Language as it would for a real customer.
 */
async function customerTab(browser: Browser, locale: string): Promise<{ page: Page; cspErrors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 720, height: 900 }, timezoneId: "UTC" })
  context.setDefaultTimeout(20_000)
  const page = await context.newPage()
  const cspErrors: string[] = []
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && cspErrors.push(message.text()))
  return { page, cspErrors }
}

async function screenshot(ctx: Ctx, page: Page, name: string) {
  await toDocs(ctx.shotElement(page.locator("body"), name), name, "storefront")
}

async function givesAddress(ctx: Ctx, browser: Browser, language: Language, locale: string) {
  const texts = TEXTS[language]
  const refund = await refundLinkFromEmail(ctx)
  const { page, cspErrors } = await customerTab(browser, locale)
  try {
    // 1. The form: amount, coin and network, one labelled field; the page's own headers.
    const opened = await page.goto(refund.link)
    check(opened?.status() === 200, `the page opens: ${opened?.status()}`)
    check(opened!.headers()["content-security-policy"]?.includes("default-src 'none'"), "a strict CSP")
    check(opened!.headers()["referrer-policy"] === "no-referrer", "no Referer leaves the page")
    await page.locator('main[data-page="form"]').waitFor()
    check((await page.locator("html").getAttribute("lang")) === language, `the page is in ${language}`)
    const shown = await page.getByTestId("refund").innerText()
    check(shown === texts.refund(refund.cryptoAmount), `the refund named: ${shown}`)
    // The inline stylesheet is allowed by its hash: the card is laid out, nothing was blocked.
    check((await page.locator("main").evaluate((el) => getComputedStyle(el).maxWidth)) !== "none", "the stylesheet applies")
    await screenshot(ctx, page, `refund-page-${language}-form`)

    // 2. A typo: refused, with the reason in words, the address kept for correcting.
    const field = page.getByLabel(texts.label)
    await field.fill(TYPO)
    await page.getByRole("button", { name: texts.continue }).click()
    const problem = page.locator('[data-testid="problem"][data-code="checksum"]')
    await problem.waitFor()
    check((await problem.innerText()).includes(texts.typo), `the reason: ${await problem.innerText()}`)
    check((await field.inputValue()) === TYPO, "the refused address stays in the field")
    await screenshot(ctx, page, `refund-page-${language}-error`)

    // 3. A valid address: repeated large for comparing, with Confirm and Change.
    await field.fill(ADDRESS)
    await page.getByRole("button", { name: texts.continue }).click()
    await page.locator('main[data-page="confirm"]').waitFor()
    check((await page.getByTestId("address").innerText()).replace(/\s/g, "") === ADDRESS, "the address repeated")
    if (language === "ru") {
      await page.getByRole("button", { name: texts.change }).click()
      await page.locator('main[data-page="form"]').waitFor()
      check((await page.getByLabel(texts.label).inputValue()) === ADDRESS, "Change keeps the address to edit")
      await page.getByRole("button", { name: texts.continue }).click()
      await page.locator('main[data-page="confirm"]').waitFor()
    }
    check((await refundRow(ctx, refund)).status === "awaiting_address", "nothing is given before the confirmation")
    await screenshot(ctx, page, `refund-page-${language}-confirm`)

    // 4. Confirmed: the done page; the admin's refund has the address and awaits its payout.
    await page.getByRole("button", { name: texts.confirm }).click()
    await page.locator('main[data-page="done"]').waitFor()
    check((await page.locator("h1").innerText()) === texts.done, "the done page")
    const row = await refundRow(ctx, refund)
    check(row.address === ADDRESS && row.address_source === "customer" && row.status === "awaiting_payout", `the admin sees it: ${JSON.stringify(row)}`)
    await screenshot(ctx, page, `refund-page-${language}-done`)

    // 5. The link again: used up.
    const again = await page.goto(refund.link)
    check(again?.status() === 410, `a used link answers 410: ${again?.status()}`)
    await page.locator('main[data-page="used"]').waitFor()
    check((await page.locator("h1").innerText()) === texts.used, "the used page")
    await screenshot(ctx, page, `refund-page-${language}-used`)
    check(cspErrors.length === 0, `no Content-Security-Policy violation: ${cspErrors.join(" | ")}`)
  } finally {
    await page.context().close()
  }
}

export const refundPage: Scenario = {
  name: "refund page: the customer gives the refund address on the plugin's own page from the e-mail, in English and in Russian",
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS })
    try {
      await givesAddress(ctx, browser, "en", "en-US")
      await givesAddress(ctx, browser, "ru", "ru-RU")
    } finally {
      await browser.close()
    }
  },
}
