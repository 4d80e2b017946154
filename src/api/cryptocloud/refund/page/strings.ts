/**
 * The refund page's words in one language, as the views use them (built by language.ts from the
 * language's customer words table): the page's texts and the reasons a refused address is
 * explained with, by the check's problem code.
 */
import type { AddressFamily, AddressProblemCode } from "../../../../lib/addresses"
import type { CoinWords } from "../../page-kit/coins"
import type { PageSpeech } from "../../page-kit/language"

/** The refund as the page names it: "12.5 USDT on Tron (TRC-20)". */
export interface RefundWords extends CoinWords {
  /** Already formatted for the language. */
  amount: string
}

/** A refused address, with what the page needs to explain it. */
export interface ProblemWords {
  code: AddressProblemCode
  /** The refund's network ("Tron") and its address family. */
  network: string
  family: AddressFamily
  /** With `other_network`: the family the address looks like. */
  looksLike?: AddressFamily
}

interface Message {
  title: string
  text: string
}

export interface PageStrings extends PageSpeech {
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
