/**
 * The words check in CI: every customer language's table against English — the same keys and
 * no other, the same placeholders, nothing empty, nothing left in English — and the check itself
 * on bad tables (a missing key, a wrong placeholder, an English leftover each fail it).
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from "../../../lib/languages"
import { wordsOf } from "../customer-words"
import { fill, placeholdersOf } from "../fill"
import { checkWords } from "../words-check"
import { en } from "../words/en"

/** Texts that read the same as English in a language (none so far: add a key here with why). */
export const SAME_AS_ENGLISH: Partial<Record<CustomerLanguage, string[]>> = {}

describe("customer words", () => {
  it.each(CUSTOMER_LANGUAGES.filter((language) => language !== "en" && language !== "enGB"))(
    "%s has every English key, its placeholders, nothing in English",
    (language) => {
      expect(checkWords(en, wordsOf(language), SAME_AS_ENGLISH[language])).toEqual([])
    }
  )

  it("a table for every language of the list, and no table outside it", () => {
    const files = readdirSync(join(__dirname, "..", "words")).map((file) => file.replace(/\.ts$/, ""))
    expect(files.sort()).toEqual(CUSTOMER_LANGUAGES.filter((language) => language !== "enGB").sort())
  })

  it("the check fails a missing key, a wrong placeholder and an English leftover", () => {
    const de = wordsOf("de")
    const missing = { ...de, pay: { ...de.pay, busy: { title: de.pay.busy.title } } }
    expect(checkWords(en, missing)).toEqual(["missing: pay.busy.text"])
    const placeholder = { ...de, pay: { ...de.pay, orderName: "Bestellung #{order}" } }
    expect(checkWords(en, placeholder)).toEqual(["placeholders of pay.orderName: {order} instead of {id}"])
    const leftover = { ...de, refund: { ...de.refund, confirm: { ...de.refund.confirm, change: en.refund.confirm.change } } }
    expect(checkWords(en, leftover)).toEqual(["left in English: refund.confirm.change"])
    expect(checkWords(en, leftover, ["refund.confirm.change"])).toEqual([])
    const extra = { ...de, pay: { ...de.pay, extra: "x" } }
    expect(checkWords(en, extra)).toEqual(["not in English: pay.extra"])
    const empty = { ...de, language: " " }
    expect(checkWords(en, empty)).toEqual(["empty or not a text: language"])
  })

  it("a new English key without its translations fails every other language", () => {
    const grown = { ...en, pay: { ...en.pay, newKey: "A new sentence" } }
    expect(checkWords(grown, wordsOf("ja"))).toEqual(["missing: pay.newKey"])
  })

  it("fills placeholders, leaving an unknown one visible", () => {
    expect(fill("Order #{id}", { id: "1042" })).toBe("Order #1042")
    expect(fill("{amount} {asset}", { amount: "1,5" })).toBe("1,5 {asset}")
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b", "b"])
  })
})
