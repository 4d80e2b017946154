/**
 * The refund page's words in the language chosen for it (the choice is shared with the pay page:
 * page-kit/language.ts), built once per language from its customer words table.
 */
import { fill } from "../../../../domain/customer-language/fill"
import { speechOf } from "../../../../domain/customer-language/customer-words"
import { coinPlaceholders as coinValues } from "../../page-kit/coins"
import { CUSTOMER_LANGUAGES, pageSpeechOf, type CustomerLanguage } from "../../page-kit/language"
import type { PageStrings } from "./strings"

export { chooseCustomerLanguage, fromAcceptLanguage, customerLanguageOf, type LanguageHints } from "../../page-kit/language"

function build(language: CustomerLanguage): PageStrings {
  const speech = speechOf(language)
  const w = speech.words.refund
  return {
    ...pageSpeechOf(speech),
    pageTitle: w.pageTitle,
    refund: (words) => fill(w.refund, { amount: words.amount, ...coinValues(words) }),
    form: { ...w.form, label: (words) => fill(w.form.label, coinValues(words)) },
    problem: (p) => ({
      reason: fill(w.reasons[p.code], { network: p.network, family: w.families[p.looksLike ?? p.family] }),
      expected: fill(w.expected[p.family], { network: p.network }),
    }),
    confirm: w.confirm,
    done: { ...w.done, text: (refund) => fill(w.done.text, { refund }) },
    used: w.used,
    expired: w.expired,
    invalid: w.invalid,
    unpayable: w.unpayable,
    badForm: w.badForm,
    error: w.error,
  }
}

const BUILT = new Map<CustomerLanguage, PageStrings>()

export function stringsFor(language: CustomerLanguage): PageStrings {
  let strings = BUILT.get(language)
  if (!strings) BUILT.set(language, (strings = build(language)))
  return strings
}

/** Every language's refund page strings (for the tests that render each). */
export const ALL_PAGE_STRINGS: readonly PageStrings[] = CUSTOMER_LANGUAGES.map(stringsFor)
