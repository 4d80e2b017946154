/**
 * Every customer language's words (words/<code>.ts), and the `Intl` tag each formats with.
 * `enGB` speaks English's words; English itself writes dates the British way too (day month
 * year, 24-hour clock), which reads unambiguously worldwide.
 */
import { languageTag, textDirection, type CustomerLanguage } from "../../lib/languages"
import type { CustomerWords } from "./words"
import { en } from "./words/en"
import { ar } from "./words/ar"
import { bg } from "./words/bg"
import { bs } from "./words/bs"
import { cs } from "./words/cs"
import { de } from "./words/de"
import { el } from "./words/el"
import { es } from "./words/es"
import { fa } from "./words/fa"
import { fi } from "./words/fi"
import { fr } from "./words/fr"
import { he } from "./words/he"
import { hr } from "./words/hr"
import { hu } from "./words/hu"
import { id } from "./words/id"
import { it } from "./words/it"
import { ja } from "./words/ja"
import { ko } from "./words/ko"
import { lt } from "./words/lt"
import { mk } from "./words/mk"
import { mn } from "./words/mn"
import { nl } from "./words/nl"
import { pl } from "./words/pl"
import { ptBR } from "./words/ptBR"
import { ptPT } from "./words/ptPT"
import { ro } from "./words/ro"
import { ru } from "./words/ru"
import { sv } from "./words/sv"
import { th } from "./words/th"
import { tr } from "./words/tr"
import { uk } from "./words/uk"
import { vi } from "./words/vi"
import { zhCN } from "./words/zhCN"
import { zhTW } from "./words/zhTW"

const WORDS: Record<CustomerLanguage, CustomerWords> = {
  en,
  ar,
  bg,
  bs,
  cs,
  de,
  el,
  es,
  fa,
  fi,
  fr,
  he,
  hr,
  hu,
  id,
  it,
  ja,
  ko,
  lt,
  mk,
  mn,
  nl,
  pl,
  ptBR,
  ptPT,
  ro,
  ru,
  sv,
  th,
  tr,
  uk,
  vi,
  zhCN,
  zhTW,
  enGB: en,
}

export function wordsOf(language: CustomerLanguage): CustomerWords {
  return WORDS[language]
}

/** The tag `Intl` formats a language's numbers and dates with. */
export function intlTagOf(language: CustomerLanguage): string {
  return language === "en" ? "en-GB" : languageTag(language)
}

/** What a page or an e-mail needs to speak a language: its words, tags and direction. */
export interface CustomerSpeech {
  language: CustomerLanguage
  /** BCP 47, for `lang` and `?lang=`. */
  tag: string
  /** For `Intl`. */
  intlTag: string
  dir: "ltr" | "rtl"
  words: CustomerWords
}

export function speechOf(language: CustomerLanguage): CustomerSpeech {
  return { language, tag: languageTag(language), intlTag: intlTagOf(language), dir: textDirection(language), words: WORDS[language] }
}
