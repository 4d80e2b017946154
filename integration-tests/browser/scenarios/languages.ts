/**
 * The plugin in every language Medusa's admin ships, the way an admin user picks one (Settings ›
 * Profile › Edit › Language). Arabic: the Crypto payments page and the settings page laid out right
 * to left (`dir="rtl"` on the plugin's roots), in Arabic script, with none of the English words of
 * the plugin's dictionary that the Arabic one does not use. Japanese and German: the page's heading
 * and sections in that language. Screenshots: docs/admin/ar-crypto-payments.png,
 * docs/admin/ja-crypto-payments.png.
 */
import { copyFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import ar from "../../../src/admin/i18n/json/ar.json"
import de from "../../../src/admin/i18n/json/de.json"
import en from "../../../src/admin/i18n/json/en.json"
import ja from "../../../src/admin/i18n/json/ja.json"
import { check, type Scenario } from "../harness"
import { ROOT } from "../stack"
import { readableText } from "./russian"

const DOCS = join(ROOT, "docs", "admin")

function values(dict: unknown): string[] {
  if (typeof dict === "string") return [dict]
  return dict && typeof dict === "object" ? Object.values(dict).flatMap(values) : []
}
const latinWords = (texts: string[]) => texts.flatMap((text) => text.replace(/\{\{[^}]*\}\}/g, " ").split(/[^A-Za-z]+/)).filter((w) => w.length >= 4)

/** English words of the plugin's UI that the translation does not use itself (names and codes drop out). */
function englishOnly(translation: unknown): Set<string> {
  const kept = new Set(latinWords(values(translation)).map((w) => w.toLowerCase()))
  return new Set(
    latinWords(values(en))
      .map((w) => w.toLowerCase())
      .filter((w) => !kept.has(w))
  )
}

/** Settings › Profile › Edit › Language, as an admin user does it; `name` is Medusa's own label ("Türkçe"). */
export async function chooseLanguage(page: Page, appUrl: string, name: string, code: string) {
  await page.goto(`${appUrl}/app/settings/profile/edit`)
  const drawer = page.getByRole("dialog")
  await drawer.getByRole("combobox").click()
  await page.getByRole("option", { name, exact: true }).click()
  await drawer.locator('button[type="submit"]').click()
  await drawer.waitFor({ state: "hidden" })
  await page.waitForFunction((lng) => window.localStorage.getItem("lng") === lng, code)
}

const title = (dict: { cryptocloud: { page: { title: string } } }) => dict.cryptocloud.page.title

export const languages: Scenario = {
  name: "shows the plugin in Arabic right to left, and in Japanese and German",
  async run({ page, stack, shot }) {
    try {
      await chooseLanguage(page, stack.appUrl, "العربية", "ar")
      await page.goto(`${stack.appUrl}/app/cryptocloud`)
      const main = page.getByTestId("cryptocloud-page")
      await main.getByRole("heading", { name: title(ar), level: 1 }).waitFor()
      await main.getByTestId("invoice-row").first().waitFor()
      check((await main.getAttribute("dir")) === "rtl", "the Crypto payments page runs right to left")
      // What people read (data shown as it is — addresses, ids, codes — is marked translate="no").
      const text = await readableText(main)
      check(/[\u0600-\u06FF]/.test(text), "Arabic script on the page")
      const english = englishOnly(ar)
      const tokens = text
        .replace(/https?:\/\/\S+/g, " ")
        .split(/[^\p{L}\p{N}_-]+/u)
        .filter((token) => token && !/[\d_]/.test(token) && !/^[A-Za-z]+(-[A-Za-z]+)+$/.test(token) && !/^[A-Z]{2,6}$/.test(token))
      const left = [...new Set(tokens.filter((w) => english.has(w.toLowerCase())))]
      check(left.length === 0, `English words left on the Arabic page: ${left.join(", ")}`)
      const path = await shot("ar-crypto-payments")
      mkdirSync(DOCS, { recursive: true })
      copyFileSync(path, join(DOCS, "ar-crypto-payments.png"))

      await page.goto(`${stack.appUrl}/app/settings/cryptocloud`)
      const settings = page.getByTestId("cryptocloud-settings-page")
      await settings.getByTestId("settings-form").waitFor()
      check((await settings.getAttribute("dir")) === "rtl", "the settings page runs right to left")

      await chooseLanguage(page, stack.appUrl, "日本語", "ja")
      await page.goto(`${stack.appUrl}/app/cryptocloud`)
      await main.getByRole("heading", { name: title(ja), level: 1 }).waitFor()
      await main.getByTestId("invoice-row").first().waitFor()
      check((await main.getAttribute("dir")) === "ltr", "Japanese runs left to right")
      const jaPath = await shot("ja-crypto-payments")
      copyFileSync(jaPath, join(DOCS, "ja-crypto-payments.png"))

      await chooseLanguage(page, stack.appUrl, "Deutsch", "de")
      await page.goto(`${stack.appUrl}/app/cryptocloud`)
      await main.getByRole("heading", { name: title(de), level: 1 }).waitFor()
      await main.getByText(de.cryptocloud.invoices.title, { exact: true }).first().waitFor()
    } finally {
      await chooseLanguage(page, stack.appUrl, "English", "en")
    }
  },
}
