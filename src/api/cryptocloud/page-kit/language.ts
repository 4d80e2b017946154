/**
 * The language of the plugin's customer pages (the refund page, the pay page): chosen by the
 * customer pages' and e-mails' shared rule (domain/customer-language/choose-language.ts: the
 * switch link, the order's or cart's locale, the browser, the store default, English), so both
 * pages of one order and its e-mails speak the same language. Each page keeps its own words.
 */
import { z } from "@medusajs/framework/zod"
import type { CustomerSpeech } from "../../../domain/customer-language/customer-words"

export { chooseCustomerLanguage, fromAcceptLanguage, type LanguageHints } from "../../../domain/customer-language/choose-language"
export { customerLanguageOf, CUSTOMER_LANGUAGES, type CustomerLanguage } from "../../../lib/languages"

/** What every page's strings carry besides their words: which language, its tags and direction. */
export type PageSpeech = Omit<CustomerSpeech, "words"> & {
  /** The switch link's label ("Language"). */
  languageLabel: string
}

export function pageSpeechOf(speech: CustomerSpeech): PageSpeech {
  return { language: speech.language, tag: speech.tag, intlTag: speech.intlTag, dir: speech.dir, languageLabel: speech.words.language }
}

/** `?lang=` of the switch link; anything else is ignored rather than refused. */
export const LanguageQuery = z.object({ lang: z.string().max(35).optional().catch(undefined) }).catch({ lang: undefined })
