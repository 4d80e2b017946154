/** The storefront components' words in every language, checked against English like the pages' (words-check.ts). */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { checkWords } from "../../domain/customer-language/words-check"
import { CUSTOMER_LANGUAGES } from "../../lib/languages"
import { CHECKOUT_STRINGS, checkoutStrings, languageAttributes, languageOf } from "../react/strings"
import { en } from "../react/words/en"

const tables = Object.fromEntries(
  readdirSync(join(__dirname, "..", "react", "words")).map((file) => {
    const code = file.replace(/\.ts$/, "")
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return [code, require(join(__dirname, "..", "react", "words", file))[code]]
  })
)

describe("storefront words", () => {
  it.each(CUSTOMER_LANGUAGES.filter((language) => language !== "en" && language !== "enGB"))(
    "%s has every English key, its placeholders, nothing in English",
    (language) => {
      expect(checkWords(en, tables[language])).toEqual([])
    }
  )

  it("a table for every language, and strings for each", () => {
    expect(Object.keys(tables).sort()).toEqual(CUSTOMER_LANGUAGES.filter((language) => language !== "enGB").sort())
    expect(Object.keys(CHECKOUT_STRINGS).sort()).toEqual([...CUSTOMER_LANGUAGES].sort())
  })

  it("follows the cart's locale, with the store's overrides on top", () => {
    expect(languageOf("es-MX")).toBe("es")
    expect(languageOf("zh-Hant-TW")).toBe("zhTW")
    expect(languageOf("sw")).toBe("en")
    expect(languageOf(undefined)).toBe("en")
    expect(checkoutStrings("es").sendOnly("Tron")).toContain("Tron")
    expect(checkoutStrings("es").sendOnly("Tron")).not.toBe(checkoutStrings("en").sendOnly("Tron"))
    expect(checkoutStrings("es", { copy: "Copiar ya" }).copy).toBe("Copiar ya")
    expect(checkoutStrings("ja").partlyPaid("1.5", "USDT")).toMatch(/1\.5/)
  })

  it("sets lang and dir on the components' roots", () => {
    expect(languageAttributes("ar-AE")).toEqual({ lang: "ar-AE", dir: "rtl" })
    expect(languageAttributes("he")).toEqual({ lang: "he", dir: "rtl" })
    expect(languageAttributes("pt_BR")).toEqual({ lang: "pt-BR", dir: "ltr" })
    expect(languageAttributes("xx")).toEqual({ lang: "en", dir: "ltr" })
    expect(languageAttributes(undefined)).toEqual({ lang: "en", dir: "ltr" })
  })
})
