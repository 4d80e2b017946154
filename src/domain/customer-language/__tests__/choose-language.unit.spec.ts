import { CUSTOMER_LANGUAGES, customerLanguageOf, languageTag, textDirection } from "../../../lib/languages"
import { chooseCustomerLanguage, fromAcceptLanguage } from "../choose-language"

describe("the customer's language", () => {
  it("the switch link first, then the cart's or order's locale, then the browser, then the store default, then English", () => {
    expect(chooseCustomerLanguage({ requested: "ja", locale: "de-DE", acceptLanguage: "fr", storeDefault: "es" })).toBe("ja")
    expect(chooseCustomerLanguage({ locale: "tr-TR", acceptLanguage: "fr", storeDefault: "es" })).toBe("tr")
    expect(chooseCustomerLanguage({ locale: null, acceptLanguage: "fr-CA,fr;q=0.9", storeDefault: "es" })).toBe("fr")
    expect(chooseCustomerLanguage({ acceptLanguage: "", storeDefault: "es-MX" })).toBe("es")
    expect(chooseCustomerLanguage({})).toBe("en")
  })

  it("skips a hint it has no language for, so the next one decides", () => {
    expect(chooseCustomerLanguage({ requested: "xx", locale: "sw-KE", acceptLanguage: "ga-IE, nb;q=0.9, uk;q=0.5", storeDefault: "ru" })).toBe("uk")
    expect(chooseCustomerLanguage({ requested: "tlh", locale: "eo", acceptLanguage: "*", storeDefault: "zz" })).toBe("en")
  })

  it("reads Accept-Language with its quality values", () => {
    expect(fromAcceptLanguage("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("ru")
    expect(fromAcceptLanguage("en;q=0.4, ar;q=0.6")).toBe("ar")
    expect(fromAcceptLanguage("ja;q=0, en")).toBe("en")
    expect(fromAcceptLanguage("*")).toBeNull()
    expect(fromAcceptLanguage("")).toBeNull()
    expect(fromAcceptLanguage(null)).toBeNull()
  })

  it("maps BCP 47 tags and the dashboard's codes onto the 35 languages", () => {
    expect(customerLanguageOf("de-AT")).toBe("de")
    expect(customerLanguageOf("RU_ru")).toBe("ru")
    expect(customerLanguageOf("pt")).toBe("ptBR")
    expect(customerLanguageOf("pt-BR")).toBe("ptBR")
    expect(customerLanguageOf("pt-PT")).toBe("ptPT")
    expect(customerLanguageOf("pt-AO")).toBe("ptPT")
    expect(customerLanguageOf("zh")).toBe("zhCN")
    expect(customerLanguageOf("zh-Hans-HK")).toBe("zhCN")
    expect(customerLanguageOf("zh-TW")).toBe("zhTW")
    expect(customerLanguageOf("zh-HK")).toBe("zhTW")
    expect(customerLanguageOf("zh-Hant")).toBe("zhTW")
    expect(customerLanguageOf("en-GB")).toBe("enGB")
    expect(customerLanguageOf("en-US")).toBe("en")
    expect(customerLanguageOf("iw")).toBe("he")
    expect(customerLanguageOf("ptBR")).toBe("ptBR")
    expect(customerLanguageOf("zhtw")).toBe("zhTW")
    expect(customerLanguageOf("sw")).toBeNull()
    expect(customerLanguageOf(["ru"] as unknown as string)).toBeNull()
    expect(customerLanguageOf("")).toBeNull()
  })

  it("every language's tag maps back to it, and Arabic, Hebrew and Persian read right to left", () => {
    expect(CUSTOMER_LANGUAGES).toHaveLength(35)
    for (const language of CUSTOMER_LANGUAGES) expect(customerLanguageOf(languageTag(language))).toBe(language)
    expect(CUSTOMER_LANGUAGES.filter((language) => textDirection(language) === "rtl").sort()).toEqual(["ar", "fa", "he"])
  })
})
