/**
 * The admin's translations are complete: the same keys in English and Russian, plural forms
 * for each language's rules, no empty values, every key the code uses exists (and every key
 * exists because the code uses it), and the Russian texts are not English.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import resources from ".."
import en from "../json/en.json"
import ru from "../json/ru.json"
import { adminSources } from "./admin-sources"
import { checkDictionaries, englishLeftovers } from "./dictionary-check"
import { checkKeyUsage, keysUsed } from "./key-usage-check"
import { latinWords } from "./russian-text-check"
import { indexKeys, type Dictionary } from "./translation-keys"

const HERE = join(__dirname, "..")
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown
const codesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^[a-z]{2}([A-Z]{2})?\.json$/.test(name))
    .map((name) => name.slice(0, -5))
    .sort()

/** Every dictionary in json/, English first (the others are checked against it). */
const codes = ["en", ...codesIn(join(HERE, "json")).filter((code) => code !== "en")]
const dictionaries: Record<string, Dictionary> = Object.fromEntries(codes.map((code) => [code, readJson(join(HERE, "json", `${code}.json`)) as Dictionary]))
const allowedEnglish: Record<string, string[]> = Object.fromEntries(
  codesIn(join(HERE, "allowed-english")).map((code) => [code, readJson(join(HERE, "allowed-english", `${code}.json`)) as string[]])
)

/** The languages the installed Medusa admin ships (its translations folder). */
const dashboardLanguages = codesIn(join(require.resolve("@medusajs/dashboard/package.json"), "..", "src", "i18n", "translations"))

describe("admin translations", () => {
  it("cover every language Medusa's admin ships, and no other", () => {
    expect(dashboardLanguages.length).toBeGreaterThanOrEqual(35)
    expect([...codes].sort()).toEqual(dashboardLanguages)
  })

  it("are exported the way the Medusa admin loads them: { [language]: { translation } }", () => {
    expect(Object.keys(resources).sort()).toEqual([...codes].sort())
    for (const code of codes) expect((resources as Record<string, unknown>)[code]).toEqual({ translation: dictionaries[code] })
    expect(resources.en).toEqual({ translation: en })
    expect(resources.ru).toEqual({ translation: ru })
  })

  it("have the same keys, plural forms and placeholders in every language, and no empty value", () => {
    expect(checkDictionaries(dictionaries)).toEqual([])
  })

  it("leave nothing in English but what each language's allowlist names (brand names, codes)", () => {
    expect(englishLeftovers(dictionaries, allowedEnglish)).toEqual([])
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

  it("English left in a translation, and a stale allowlist entry", () => {
    const de = { cryptocloud: { a: "A", b_one: "{{count}} b", b_other: "{{count}} bs", c: "C {{x}}" } }
    expect(englishLeftovers({ en: good, de }, { de: ["cryptocloud.a"] })).toEqual([
      'de: cryptocloud.b_one is still English ("{{count}} b")',
      'de: cryptocloud.b_other is still English ("{{count}} bs")',
      'de: cryptocloud.c is still English ("C {{x}}")',
    ])
    expect(englishLeftovers({ en: good, ru: goodRu }, { ru: ["cryptocloud.a"] })).toEqual([
      "ru: cryptocloud.a is on the English allowlist but translated (remove it from allowed-english/ru.json)",
    ])
  })

  it("a language whose code Intl refuses (ptBR): its counted texts are bare keys, checked like the others", () => {
    const ptBR = { cryptocloud: { a: "A pt", b: "{{count}} b pt", c: "C pt {{x}}" } }
    expect(checkDictionaries({ en: good, ptBR })).toEqual([])
    expect(checkDictionaries({ en: good, ptBR: { cryptocloud: { ...ptBR.cryptocloud, b: "b pt" } } })).toEqual([
      "plural cryptocloud.b: {{count}} in en, {{}} in ptBR",
    ])
    const { b: _b, ...withoutB } = ptBR.cryptocloud
    expect(checkDictionaries({ en: good, ptBR: { cryptocloud: { ...withoutB, b_one: "um", b_other: "{{count}}" } } })).toEqual([
      "ptBR: plural cryptocloud.b has _one, other, ptBR needs _",
    ])
  })

  it("English left in the Russian dictionary", () => {
    expect(latinWords({ cryptocloud: { a: "Баланс CryptoCloud", b: "Withdraw funds", c: "API-ключ задан в medusa-config.ts." } })).toEqual([
      'cryptocloud.b: Withdraw, funds in "Withdraw funds"',
    ])
  })
})
