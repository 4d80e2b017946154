/**
 * The plugin in Russian. The admin user switches the language the way Medusa admin offers it
 * (Settings › Profile › Edit › Language: the dashboard's i18next changes language and keeps it
 * in the `lng` cookie and localStorage entry), then opens the Crypto payments page (and its
 * drawers), the settings page and an order with the crypto widget. In each of the plugin's
 * parts: Russian texts, amounts and dates in Russian formats, and none of the English words of
 * the plugin's dictionary. Screenshots go to docs/admin/ru-*.png (the merchant guide and docs/admin/TRANSLATIONS.md show them).
 */
import { copyFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Locator, Page } from "playwright-core"
import en from "../../../src/admin/i18n/json/en.json"
import ru from "../../../src/admin/i18n/json/ru.json"
import { formatDecimal } from "../../../src/admin/lib/decimal"
import { check, type Ctx, type Scenario } from "../harness"
import { ROOT } from "../stack"

const DOCS = join(ROOT, "docs", "admin")

function values(dict: unknown): string[] {
  if (typeof dict === "string") return [dict]
  return dict && typeof dict === "object" ? Object.values(dict).flatMap(values) : []
}

const words = (texts: string[]) => texts.flatMap((text) => text.replace(/\{\{[^}]*\}\}/g, " ").split(/[^A-Za-z]+/)).filter((w) => w.length >= 3)

/**
 * The English words of the plugin's UI: every word of the English dictionary that the Russian
 * one does not use too (that leaves out names such as CryptoCloud, Medusa, API, URL).
 */
export const ENGLISH_UI_WORDS: string[] = (() => {
  const russian = new Set(words(values(ru)).map((w) => w.toLowerCase()))
  return [...new Set(words(values(en)).map((w) => w.toLowerCase()))].filter((w) => !russian.has(w)).sort()
})()

/**
 * The English UI words in a text, ignoring URLs and identifier-like tokens: codes (all
 * capitals: USD, EUR, BTC), hashes and ids (digits, `_`, `a-b`).
 */
export function englishWordsIn(text: string): string[] {
  const english = new Set(ENGLISH_UI_WORDS)
  const found = text
    .replace(/https?:\/\/\S+/g, " ")
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter((token) => token && !/[\d_]/.test(token) && !/^[A-Za-z]+(-[A-Za-z]+)+$/.test(token) && !/^[A-Z]{2,6}$/.test(token))
    .filter((token) => english.has(token.toLowerCase()))
  return [...new Set(found)]
}

/**
 * What people read in `part`: its text and its aria-label/title/placeholder attributes,
 * without the data the plugin shows as it is (marked translate="no": addresses, ids, names of
 * networks and currencies, environment variable names, the shop id and API address).
 */
export function readableText(part: Locator): Promise<string> {
  return part.evaluate((root) => {
    const out: string[] = []
    const verbatim = (el: Element | null) => Boolean(el?.closest('[translate="no"]'))
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!verbatim(node.parentElement)) out.push(node.nodeValue ?? "")
    }
    for (const el of [root, ...Array.from(root.querySelectorAll("[aria-label], [title], [placeholder]"))]) {
      if (verbatim(el)) continue
      for (const attr of ["aria-label", "title", "placeholder"]) {
        const value = el.getAttribute(attr)
        if (value) out.push(value)
      }
    }
    return out.join(" ")
  })
}

async function assertRussian(part: Locator, what: string) {
  const text = await readableText(part)
  const english = englishWordsIn(text)
  check(english.length === 0, `${what}: English words left: ${english.join(", ")}\n--- text ---\n${text}`)
  check(/[а-яё]/i.test(text), `${what} has Russian text`)
}

const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").trim()

/** Settings › Profile › Edit, choose the language, save — what a merchant does. */
async function chooseLanguage(page: Page, appUrl: string, language: "Русский" | "English", code: string) {
  await page.goto(`${appUrl}/app/settings/profile/edit`)
  const drawer = page.getByRole("dialog")
  await drawer.getByRole("combobox").click()
  await page.getByRole("option", { name: language, exact: true }).click()
  await drawer.locator('button[type="submit"]').click()
  await drawer.waitFor({ state: "hidden" })
  await page.waitForFunction((lng) => window.localStorage.getItem("lng") === lng, code)
}

/** A checkout paid too much on the sandbox and completed: what the order scenario makes. */
export async function overpaidOrder(stack: Ctx["stack"], shop: Ctx["shop"]): Promise<string> {
  const { cartId, data } = await shop.checkout("eur")
  await stack.sandbox.pay(data.uuid, "overpay", { currency: "USDT_TRC20" })
  const completed = await shop.complete(cartId)
  check(completed.type === "order" && completed.order, `cart completed into an order: ${JSON.stringify(completed).slice(0, 300)}`)
  return completed.order!.id
}

async function shotToDocs(taken: Promise<string>, name: string) {
  const path = await taken
  mkdirSync(DOCS, { recursive: true })
  copyFileSync(path, join(DOCS, `${name}.png`))
}

export const russian: Scenario = {
  name: "shows the plugin in Russian after the admin switches the language in the profile",
  async run({ page, stack, shop, shot, shotElement, facts }) {
    check(ENGLISH_UI_WORDS.length > 150, `a real word list (${ENGLISH_UI_WORDS.length} words)`)
    check(englishWordsIn("Вывести Withdraw USDT_TRC20 27,00 USD browser-shop").join() === "Withdraw", "the word scan finds English and skips codes")
    await chooseLanguage(page, stack.appUrl, "Русский", "ru")
    try {
      // Both sidebar entries are the plugin's translated route labels: Settings › CryptoCloud
      // (still on the profile page) and "Криптоплатежи" in the main sidebar.
      await page.getByRole("link", { name: "CryptoCloud", exact: true }).waitFor()
      await page.goto(`${stack.appUrl}/app/orders`)
      await page.getByRole("link", { name: "Криптоплатежи" }).click()
      await page.waitForURL(/\/app\/cryptocloud$/)
      const main = page.getByTestId("cryptocloud-page")
      await main.getByRole("heading", { name: "Криптоплатежи", level: 1 }).waitFor()

      // Every section loaded, with Russian number formats: the exact balances, "1 500,25".
      const held = Object.entries(stack.sandbox.getBalances()).filter(([, b]) => Number(b.available) > 0)
      for (const [code, balance] of held) {
        const cell = main.locator(`[data-testid="balance-row"][data-currency="${code}"]`).getByTestId("balance-available")
        const expected = spaced(formatDecimal(balance.available, "ru"))
        await cell.filter({ hasText: expected.split(" ")[0] }).waitFor()
        check(spaced(await cell.innerText()) === expected, `${code} available in Russian format: ${await cell.innerText()} ≠ ${expected}`)
      }
      await main.getByTestId("balances-summary").filter({ hasText: "доступно к выводу" }).waitFor()
      await main.getByTestId("statistics-row").first().waitFor()
      await main.getByTestId("invoice-row").first().waitFor()
      await main.getByTestId("withdrawal-row").first().waitFor()
      await main
        .getByText(/из \d+ (записи|записей)/)
        .first()
        .waitFor()
      // The postback log: outcomes and reasons in Russian (the forged one from the postbacks scenario).
      await main.getByTestId("postback-row").first().waitFor()
      if (facts.forgedPostbackInvoice) {
        const forged = main.locator('[data-testid="postback-row"][data-outcome="rejected"]').filter({ hasText: facts.forgedPostbackInvoice })
        const text = await forged.first().innerText()
        check(text.includes("Отклонён") && text.includes("Токен не прошёл проверку"), `the rejected postback in Russian: ${text}`)
      }
      const refused = main.locator('[data-testid="withdrawal-row"][data-status="refused"]').first()
      check((await refused.innerText()).includes("Отклонён"), "withdrawal statuses in Russian")
      check((await refused.innerText()).includes("прошло меньше 12 секунд"), "the refusal explained in Russian")
      check(/Оплачен|Ожидает оплаты|Отменён/.test(await main.getByTestId("invoices-section").innerText()), "invoice statuses in Russian")
      await assertRussian(main, "Crypto payments page")
      await shotToDocs(shot("ru-crypto-payments"), "ru-crypto-payments")

      // The invoice drawer and the withdrawal form are portals outside the page: their turn.
      await main.getByTestId("invoice-row").first().click()
      const invoice = page.getByTestId("invoice-drawer")
      await invoice.getByTestId("fact-crypto").waitFor()
      await invoice.getByText("Сумма заказа").waitFor()
      await assertRussian(invoice, "invoice drawer")
      await page.keyboard.press("Escape")
      await invoice.waitFor({ state: "hidden" })

      await main
        .getByTestId("open-withdrawal")
        .filter({ hasText: /^Вывести$/ })
        .waitFor({ timeout: 20_000 })
      await main.getByTestId("open-withdrawal").click()
      const form = page.getByTestId("withdrawal-drawer")
      await form.getByTestId("withdrawal-amount").fill("100000")
      await form.getByTestId("withdrawal-amount-error").filter({ hasText: "Доступно только" }).waitFor()
      await assertRussian(form, "withdrawal form")
      await page.keyboard.press("Escape")
      await form.waitFor({ state: "hidden" })

      // Settings: sources, hints, the connection test's answers.
      await main.getByTestId("open-settings").click()
      await page.waitForURL(/\/app\/settings\/cryptocloud$/)
      const settings = page.getByTestId("cryptocloud-settings-page")
      await settings.getByTestId("settings-form").waitFor()
      await settings.getByTestId("setting-source").filter({ hasText: "Задано здесь" }).first().waitFor()
      check((await settings.getByTestId("secret-apiKey").innerText()).includes("Задан"), "API key shown as configured, in Russian")
      await settings.getByTestId("connection-test").click()
      await settings.getByTestId("connection-check").nth(2).waitFor()
      await settings.getByText("CryptoCloud принимает эти настройки.").waitFor()
      const last = await settings.getByTestId("postback-last").innerText()
      check(/^Последний проверенный постбэк получен \d+ \S+ назад$/.test(last.trim()), `the last postback in Russian: ${last}`)
      await assertRussian(settings, "settings page")
      await shotToDocs(shot("ru-settings"), "ru-settings")

      // The order widget of the overpaid order from the order scenario (or a new one like it).
      const orderId = facts.overpaidOrder ?? (await overpaidOrder(stack, shop))
      await page.goto(`${stack.appUrl}/app/orders/${orderId}`)
      const widget = page.getByTestId("crypto-payment-widget")
      await widget.waitFor({ timeout: 60_000 })
      await widget.getByRole("heading", { name: "Оплата криптовалютой" }).waitFor()
      await widget.getByTestId("crypto-warning-overpaid").filter({ hasText: "Переплата" }).waitFor()
      await widget.getByTestId("tx-list").locator("li").first().waitFor()
      await widget.getByTestId("fact-fee").filter({ hasText: "USDT_TRC20" }).waitFor()
      const history = await widget.getByTestId("crypto-history").innerText()
      check(/Ожидает оплаты|Переплачен/.test(history), `history in Russian: ${history}`)
      await assertRussian(widget, "order widget")
      await shotToDocs(shotElement(widget, "ru-order-widget"), "ru-order-widget")
    } finally {
      // Back to English for whatever runs next, the same way.
      await chooseLanguage(page, stack.appUrl, "English", "en")
    }
  },
}
