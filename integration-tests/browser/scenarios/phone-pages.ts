/**
 * What customers see, on a phone, in their own language. A phone's browser (360 × 740, touch,
 * mobile viewport) set to German, Arabic and Japanese opens the pay page of an order that owes a
 * difference and the refund page of a refunded order, both from their links (the page reads the
 * browser's Accept-Language); a typo'd address is refused and a valid one repeated for comparing.
 * Then the embedded checkout in Spanish (`locale="es"`) at the same width, through to the invoice
 * with its address, amount and QR code. On every screen: the language's words (`lang`, and
 * `dir="rtl"` for Arabic), no horizontal scrolling, every control at least 44 px high, inputs at
 * 16 px or more (no zoom on focus), and on the checkout, copy buttons for the address and the
 * amount and a QR code of at least 200 px that still decodes. Screenshots:
 * docs/storefront/phone-{pay,refund}-page-{de,ar,ja}.png, docs/storefront/phone-checkout-es.png.
 */
import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { chromium, type Browser, type Page } from "playwright-core"
import { speechOf } from "../../../src/domain/customer-language/customer-words"
import { fill } from "../../../src/domain/customer-language/fill"
import type { CustomerLanguage } from "../../../src/lib/languages"
import { es } from "../../../src/storefront/react/words/es"
import { CHROMIUM, CHROMIUM_FLAGS } from "../browser"
import { check, type Ctx, type Scenario } from "../harness"
import { readQrCode } from "../qr"
import { ARTIFACTS } from "../stack"
import { serveStorefront, STOREFRONT_PATH } from "../storefront/serve"
import { toDocs } from "./attention"
import { addItem, adminApi, paidOrder } from "./pay-page"
import { refundLinkFromEmail } from "./refund-page"

const PHONE = { width: 360, height: 740 }
const TRON_ADDRESS = "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW"
const LANGUAGES: Array<{ language: CustomerLanguage; locale: string }> = [
  { language: "de", locale: "de-DE" },
  { language: "ar", locale: "ar-EG" },
  { language: "ja", locale: "ja-JP" },
]

async function phone(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, timezoneId: "UTC" })
  context.setDefaultTimeout(20_000)
  return context.newPage()
}

/** What a phone needs of a screen: nothing wider than it, thumb-sized controls, no zoom on focus. */
async function fitsPhone(page: Page, where: string, controls: string) {
  const measured = await page.evaluate((selector) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden"
    }
    const small = Array.from(document.querySelectorAll(selector))
      .filter(visible)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`)
    const tinyInputs = Array.from(document.querySelectorAll("input:not([type=radio]):not([type=checkbox]), select, textarea"))
      .filter(visible)
      .map((el) => parseFloat(getComputedStyle(el).fontSize))
      .filter((size) => size < 16)
    return { scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, small, tinyInputs }
  }, controls)
  check(measured.scrollWidth <= measured.width, `${where}: no horizontal scrolling (${measured.scrollWidth} px wide in ${measured.width})`)
  check(measured.small.length === 0, `${where}: every control at least 44 px: ${measured.small.join("; ")}`)
  check(measured.tinyInputs.length === 0, `${where}: inputs at 16 px or more: ${measured.tinyInputs.join(", ")}`)
}

const PAGE_CONTROLS = "button, a.button, input[type=text], select, .coins label, .lang summary"

async function speaks(page: Page, language: CustomerLanguage, where: string) {
  const speech = speechOf(language)
  check((await page.locator("html").getAttribute("lang")) === speech.tag, `${where}: lang="${speech.tag}"`)
  check((await page.locator("html").getAttribute("dir")) === speech.dir, `${where}: dir="${speech.dir}"`)
}

/** What the phone's screen shows (its first 740 px), as the customer sees it on opening the link. */
async function shot(page: Page, name: string) {
  const path = join(ARTIFACTS, "screenshots", `${name}.png`)
  mkdirSync(dirname(path), { recursive: true })
  await toDocs(
    page.screenshot({ path }).then(() => path),
    name,
    "storefront"
  )
}

async function payPageOnPhone(ctx: Ctx, browser: Browser, language: CustomerLanguage, locale: string) {
  const words = speechOf(language).words.pay
  const order = await paidOrder(ctx)
  await addItem(ctx, order.id)
  const { url } = await adminApi<{ url: string }>(ctx, `/admin/cryptocloud/orders/${order.id}/payment-request`, {})
  const page = await phone(browser, locale)
  try {
    await page.goto(url)
    await page.locator('main[data-page="form"]').waitFor()
    await speaks(page, language, `pay page (${language})`)
    const title = await page.locator("h1").innerText()
    check(title === fill(words.form.title, { id: String(order.displayId) }), `pay page (${language}): the title in the language: ${title}`)
    await page.getByRole("button", { name: words.form.submit, exact: true }).waitFor()
    await fitsPhone(page, `pay page (${language})`, PAGE_CONTROLS)
    // The language switch opens onto the other languages, each a thumb-sized link.
    await page.locator(".lang summary").click()
    await fitsPhone(page, `pay page's language list (${language})`, ".lang li a")
    await page.locator(".lang summary").click()
    await shot(page, `phone-pay-page-${language}`)
  } finally {
    await page.context().close()
  }
}

async function refundPageOnPhone(ctx: Ctx, browser: Browser, language: CustomerLanguage, locale: string) {
  const words = speechOf(language).words.refund
  const refund = await refundLinkFromEmail(ctx)
  const page = await phone(browser, locale)
  try {
    await page.goto(refund.link)
    await page.locator('main[data-page="form"]').waitFor()
    await speaks(page, language, `refund page (${language})`)
    check((await page.locator("h1").innerText()) === words.form.title, `refund page (${language}): the title in the language`)
    await fitsPhone(page, `refund page (${language})`, PAGE_CONTROLS)
    await shot(page, `phone-refund-page-${language}`)
    // A typo, refused in the language; then the address repeated large, still within the screen.
    const field = page.locator('input[name="address"]')
    await field.fill(`${TRON_ADDRESS.slice(0, -1)}N`)
    await page.getByRole("button", { name: words.form.submit, exact: true }).click()
    const problem = page.locator('[data-testid="problem"][data-code="checksum"]')
    await problem.waitFor()
    check((await problem.innerText()).includes(words.reasons.checksum.slice(0, 12)), `refund page (${language}): the reason in the language`)
    await fitsPhone(page, `refund page with a refused address (${language})`, PAGE_CONTROLS)
    await field.fill(TRON_ADDRESS)
    await page.getByRole("button", { name: words.form.submit, exact: true }).click()
    await page.locator('main[data-page="confirm"]').waitFor()
    check((await page.getByTestId("address").innerText()).replace(/\s/g, "") === TRON_ADDRESS, `refund page (${language}): the address repeated`)
    await fitsPhone(page, `refund page's confirmation (${language})`, PAGE_CONTROLS)
  } finally {
    await page.context().close()
  }
}

async function checkoutOnPhoneInSpanish(ctx: Ctx, browser: Browser) {
  const page = await phone(browser, "es-ES")
  try {
    await serveStorefront(page, ctx.stack.appUrl)
    const cartId = await ctx.shop.createCart("eur")
    await page.goto(`${ctx.stack.appUrl}${STOREFRONT_PATH}?cart=${cartId}&key=${ctx.stack.store.publishableKey}&locale=es`)
    const checkout = page.locator(".cc-checkout")
    await checkout.locator(".cc-picker").waitFor({ timeout: 30_000 })
    check((await checkout.getAttribute("lang")) === "es", "checkout: lang=es")
    await checkout.locator("legend", { hasText: es.chooseCoin }).first().waitFor()
    await fitsPhone(page, "checkout's coin picker (es)", ".cc-root button, .cc-option")
    await page.locator(".cc-coins").getByRole("radio", { name: "Tether USDT", exact: true }).check()
    if (await page.locator(".cc-networks").count()) await page.locator(".cc-networks").getByRole("radio", { name: "Tron", exact: true }).check()
    await page.getByRole("button", { name: es.continue, exact: true }).click()
    const panel = page.locator('.cc-invoice[data-currency="USDT_TRC20"]')
    await panel.waitFor({ timeout: 30_000 })
    await panel.getByText(es.sendExactly, { exact: true }).waitFor()
    await panel.getByRole("button", { name: es.copyAddress, exact: true }).waitFor()
    await panel.getByRole("button", { name: es.copyAmount, exact: true }).waitFor()
    const address = (await panel.locator(".cc-address").innerText()).trim()
    const qr = panel.locator(".cc-qr")
    const size = (await qr.boundingBox())!
    check(size.width >= 200 && size.height >= 200, `checkout: the QR code is large enough for a second phone's camera: ${size.width}×${size.height}`)
    check((await readQrCode(qr)) === address, "checkout: the QR code holds the shown address")
    await fitsPhone(page, "checkout's invoice (es)", ".cc-root button, .cc-root a, .cc-option")
    await panel.scrollIntoViewIfNeeded()
    await shot(page, "phone-checkout-es")
  } finally {
    await page.context().close()
  }
}

export const phonePages: Scenario = {
  name: "on a phone (360 px): the pay page and the refund page in German, Arabic (right to left) and Japanese; the embedded checkout in Spanish",
  async run(ctx) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS })
    try {
      for (const { language, locale } of LANGUAGES) {
        await payPageOnPhone(ctx, browser, language, locale)
        await refundPageOnPhone(ctx, browser, language, locale)
      }
      await checkoutOnPhoneInSpanish(ctx, browser)
    } finally {
      await browser.close()
    }
  },
}
