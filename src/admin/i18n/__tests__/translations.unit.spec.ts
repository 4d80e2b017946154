/**
 * The admin's translations are complete: the same keys in English and Russian, plural forms
 * for each language's rules, no empty values, every key the code uses exists (and every key
 * exists because the code uses it), and the Russian texts are not English.
 */
import resources from ".."
import en from "../json/en.json"
import ru from "../json/ru.json"
import { adminSources } from "./admin-sources"
import { checkDictionaries } from "./dictionary-check"
import { checkKeyUsage, keysUsed } from "./key-usage-check"
import { latinWords } from "./russian-text-check"
import { indexKeys, type Dictionary } from "./translation-keys"

const dictionaries: Record<string, Dictionary> = { en, ru }

describe("admin translations", () => {
  it("are exported the way the Medusa admin loads them: { [language]: { translation } }", () => {
    expect(Object.keys(resources).sort()).toEqual(["en", "ru"])
    expect(resources.en).toEqual({ translation: en })
    expect(resources.ru).toEqual({ translation: ru })
  })

  it("have the same keys, plural forms and placeholders in every language, and no empty value", () => {
    expect(checkDictionaries(dictionaries)).toEqual([])
  })

  it("cover every key the admin code uses, and hold no key it does not use", () => {
    const files = adminSources()
    expect(files.length).toBeGreaterThan(20)
    expect(keysUsed(files).uses.length).toBeGreaterThan(100)
    expect(checkKeyUsage(files, dictionaries)).toEqual([])
  })

  it("say everything in Russian (Latin only for names and codes)", () => {
    expect(latinWords(ru)).toEqual([])
  })

  it("use Russian plural forms where a number is counted", () => {
    const plural = indexKeys(ru).plural
    expect([...plural.keys()].sort()).toEqual(expect.arrayContaining(["cryptocloud.balances.hidden", "cryptocloud.pagination.results"]))
    expect([...plural.get("cryptocloud.balances.hidden")!.keys()].sort()).toEqual(["few", "many", "one", "other"])
  })
})

describe("the translation checks catch", () => {
  const good = { cryptocloud: { a: "A", b_one: "{{count}} b", b_other: "{{count}} bs", c: "C {{x}}" } }
  const goodRu = { cryptocloud: { a: "А", b_one: "{{count}} б", b_few: "{{count}} б", b_many: "{{count}} б", b_other: "{{count}} б", c: "В {{x}}" } }

  it("nothing on a correct pair", () => {
    expect(checkDictionaries({ en: good, ru: goodRu })).toEqual([])
  })

  it("a key in one language only", () => {
    const problems = checkDictionaries({ en: { cryptocloud: { ...good.cryptocloud, extra: "E" } }, ru: goodRu })
    expect(problems).toEqual(["cryptocloud.extra is in en but not in ru"])
  })

  it("an empty value", () => {
    expect(checkDictionaries({ en: good, ru: { cryptocloud: { ...goodRu.cryptocloud, a: " " } } })).toEqual(["ru: cryptocloud.a is empty"])
  })

  it("missing Russian plural forms", () => {
    const { b_few: _few, ...ruWithoutFew } = goodRu.cryptocloud
    expect(checkDictionaries({ en: good, ru: { cryptocloud: ruWithoutFew } })).toEqual([
      "ru: plural cryptocloud.b has _many, one, other, ru needs _few, many, one, other",
    ])
  })

  it("a dropped placeholder", () => {
    expect(checkDictionaries({ en: good, ru: { cryptocloud: { ...goodRu.cryptocloud, c: "В" } } })).toEqual(["cryptocloud.c: {{x}} in en, {{}} in ru"])
  })

  it("a key outside the plugin's namespace", () => {
    expect(checkDictionaries({ en: { other: { a: "A" } }, ru: { other: { a: "А" } } })).toEqual([
      'en: every key must be under "cryptocloud." (top level has: other)',
      'ru: every key must be under "cryptocloud." (top level has: other)',
    ])
  })

  it("a key used in code that a language lacks, a plural without count, an unused key, a dynamic key", () => {
    const code = [
      'const a = t("cryptocloud.a")',
      'const b = t("cryptocloud.b", { seconds: 1 })',
      'const c = t("cryptocloud.missing")',
      "const d = t(`cryptocloud.status.${status}`)",
      'const e = t("general.cancel")',
    ].join("\n")
    const problems = checkKeyUsage([{ name: "x.tsx", text: code }], { en: good, ru: goodRu })
    expect(problems).toEqual([
      "unreadable translation key (write the plugin's key out so it can be checked): x.tsx:4: `cryptocloud.status.${status}`",
      'unreadable translation key (write the plugin\'s key out so it can be checked): x.tsx:5: "general.cancel" is not a key of this plugin (cryptocloud.…)',
      "x.tsx:2: cryptocloud.b is a plural key, call t() with { count }",
      "x.tsx:3: cryptocloud.missing is missing in en",
      "x.tsx:2: cryptocloud.b is a plural key, call t() with { count }",
      "x.tsx:3: cryptocloud.missing is missing in ru",
      "cryptocloud.c (en) is not used by any admin file",
    ])
  })

  it("English left in the Russian dictionary", () => {
    expect(latinWords({ cryptocloud: { a: "Баланс CryptoCloud", b: "Withdraw funds", c: "API-ключ задан в medusa-config.ts." } })).toEqual([
      'cryptocloud.b: Withdraw, funds in "Withdraw funds"',
    ])
  })
})
