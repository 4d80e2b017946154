/**
 * The refund page's words, one table per language (en.ts, ru.ts) of this shape: the page's
 * texts and the reasons a refused address is explained with, by the check's problem code.
 */
import type { AddressFamily, AddressProblemCode } from "../../../../lib/addresses"

export const PAGE_LANGUAGES = ["en", "ru"] as const
export type PageLanguage = (typeof PAGE_LANGUAGES)[number]

/** The refund as the page names it: "12.5 USDT on Tron (TRC-20)". */
export interface RefundWords {
  /** Already formatted for the language. */
  amount: string
  /** "USDT", "BTC". */
  asset: string
  /** "Tron", "BNB Smart Chain". */
  network: string
  /** The token standard where people know the network by it ("TRC-20"), else null. */
  standard: string | null
}

/** " (TRC-20)" after the network's name, where it has a standard. */
export function standardSuffix(words: RefundWords): string {
  return words.standard ? ` (${words.standard})` : ""
}

/** A refused address, with what the page needs to explain it. */
export interface ProblemWords {
  code: AddressProblemCode
  /** The refund's network ("Tron") and its address family. */
  network: string
  family: AddressFamily
  /** With `other_network`: the family the address looks like. */
  looksLike?: AddressFamily
  /** The check's own sentence and expected format (English, written for a merchant). */
  reason: string
  expected: string
}

interface Message {
  title: string
  text: string
}

export interface PageStrings {
  language: PageLanguage
  /** The language's name in itself, for the switch link. */
  languageName: string
  /** Intl locale for dates, and the separators for amounts. */
  dateLocale: string
  decimalSeparator: string
  groupSeparator: string
  pageTitle: string
  refund(words: RefundWords): string
  form: {
    title: string
    intro: string
    label(words: RefundWords): string
    help: string
    validUntil: string
    submit: string
  }
  /** The reason (one or two sentences) and what address is expected instead. */
  problem(words: ProblemWords): { reason: string; expected: string }
  confirm: {
    title: string
    intro: string
    refundTo: string
    warning: string
    confirm: string
    change: string
  }
  done: {
    title: string
    text(refund: string): string
    next: string
  }
  used: Message
  expired: Message
  invalid: Message
  unpayable: Message
  badForm: Message & { back: string }
  error: Message
}
