/** The pay page's words in the language chosen for it (the choice is the customer pages' shared one: page-kit/language.ts). */
import type { PageLanguage } from "../../page-kit/language"
import { en } from "./en"
import { ru } from "./ru"
import type { PayStrings } from "./strings"

const TABLES: Record<PageLanguage, PayStrings> = { en, ru }

export function payStringsFor(language: PageLanguage): PayStrings {
  return TABLES[language]
}
