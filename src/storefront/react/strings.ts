/**
 * Every word the storefront components show, in the 35 languages of Medusa's admin
 * (lib/languages.ts; each table in words/<code>.ts). A store passes `locale` (the cart's, a
 * BCP 47 tag) and, to reword anything, `strings` with just the keys it changes.
 */
import { customerLanguageOf, languageTag, textDirection, type CustomerLanguage } from "../../lib/languages"
import type { CheckoutStrings, CheckoutWords } from "./checkout-words"
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

export type { CheckoutStrings } from "./checkout-words"

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

function stringsOf(words: CheckoutWords): CheckoutStrings {
  return {
    ...words,
    qrLabel: (coin) => fill(words.qrLabel, { coin }),
    sendOnly: (network) => fill(words.sendOnly, { network }),
    partlyPaid: (due, currency) => fill(words.partlyPaid, { due, currency }),
    orderPaymentTitle: (order) => fill(words.orderPaymentTitle, { order }),
  }
}

const WORDS: Record<CustomerLanguage, CheckoutWords> = {
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

/** Every language's strings, by the dashboard's language code (`en`, `de`, `ptBR`, `zhTW`, …). */
export const CHECKOUT_STRINGS = Object.fromEntries(Object.entries(WORDS).map(([language, words]) => [language, stringsOf(words)])) as Readonly<
  Record<CustomerLanguage, CheckoutStrings>
>

export const EN: CheckoutStrings = CHECKOUT_STRINGS.en
export const RU: CheckoutStrings = CHECKOUT_STRINGS.ru

/** The language the components speak for `locale`: "de-AT" → `de`, "pt" → `ptBR`, "zh-Hant" → `zhTW`; unknown → `en`. */
export function languageOf(locale: string | undefined): CustomerLanguage {
  return customerLanguageOf(locale) ?? "en"
}

/** The `lang` and `dir` attributes of a component's root for `locale` (Arabic, Hebrew and Persian read right to left). */
export function languageAttributes(locale: string | undefined): { lang: string; dir: "ltr" | "rtl" } {
  const language = languageOf(locale)
  return { lang: locale && customerLanguageOf(locale) ? locale.trim().replace(/_/g, "-") : languageTag(language), dir: textDirection(language) }
}

/** The strings for `locale` (see `languageOf`), then the store's overrides. */
export function checkoutStrings(locale: string | undefined, overrides?: Partial<CheckoutStrings>): CheckoutStrings {
  const base = CHECKOUT_STRINGS[languageOf(locale)]
  return overrides ? { ...base, ...overrides } : base
}
