/**
 * The refund page's words in the language chosen for it: the choice itself (switch link, the
 * order's locale, the browser, English) is shared with the pay page (page-kit/language.ts).
 */
import { en } from "./en"
import { ru } from "./ru"
import type { PageLanguage, PageStrings } from "./strings"

export { choosePageLanguage, fromAcceptLanguage, pageLanguageOf, type LanguageHints } from "../../page-kit/language"

const TABLES: Record<PageLanguage, PageStrings> = { en, ru }

export const ALL_PAGE_STRINGS: readonly PageStrings[] = Object.values(TABLES)

export function stringsFor(language: PageLanguage): PageStrings {
  return TABLES[language]
}
