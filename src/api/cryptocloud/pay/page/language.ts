/**
 * The pay page's words in the language chosen for it (the choice is the customer pages' shared
 * one: page-kit/language.ts), built once per language from its customer words table.
 */
import { fill } from "../../../../domain/customer-language/fill"
import { speechOf } from "../../../../domain/customer-language/customer-words"
import { coinPlaceholders as coinValues } from "../../page-kit/coins"
import { pageSpeechOf, type CustomerLanguage } from "../../page-kit/language"
import type { PayStrings } from "./strings"

function build(language: CustomerLanguage): PayStrings {
  const speech = speechOf(language)
  const w = speech.words.pay
  return {
    ...pageSpeechOf(speech),
    pageTitle: w.pageTitle,
    orderName: (id) => fill(w.orderName, { id }),
    coin: (words) => fill(w.coin, coinValues(words)),
    crypto: (amount, words) => fill(w.crypto, { amount, ...coinValues(words) }),
    form: {
      ...w.form,
      title: (id) => fill(w.form.title, { id }),
      intro: (shop) => (shop ? fill(w.form.intro, { shop }) : w.form.introNoShop),
    },
    again: { ...w.again, partNote: (received) => fill(w.again.partNote, { received }) },
    waiting: { ...w.waiting, text: (crypto) => fill(w.waiting.text, { crypto }) },
    partial: w.partial,
    paid: { title: w.paid.title, text: (order) => fill(w.paid.text, { order }) },
    redirect: w.redirect,
    facts: w.facts,
    nothingOwed: { title: w.nothingOwed.title, text: (order) => fill(w.nothingOwed.text, { order }) },
    canceled: w.canceled,
    replaced: w.replaced,
    linkExpired: w.linkExpired,
    invalid: w.invalid,
    unavailable: w.unavailable,
    busy: w.busy,
    badForm: w.badForm,
    error: w.error,
  }
}

const BUILT = new Map<CustomerLanguage, PayStrings>()

export function payStringsFor(language: CustomerLanguage): PayStrings {
  let strings = BUILT.get(language)
  if (!strings) BUILT.set(language, (strings = build(language)))
  return strings
}
