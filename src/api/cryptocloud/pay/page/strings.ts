/**
 * The pay page's words in one language, as the views use them: built from that language's
 * customer words table (domain/customer-language/words/<code>.ts) by language.ts. Amounts arrive
 * already formatted for the language; the words only place them in sentences.
 */
import type { CoinWords } from "../../page-kit/coins"
import type { PageSpeech } from "../../page-kit/language"

interface Message {
  title: string
  text: string
}

export interface PayStrings extends PageSpeech {
  /** What the page is, at the top when the shop has no name, and after each title. */
  pageTitle: string
  /** "Order #1042". */
  orderName(displayId: string): string
  /** "USDT on Tron (TRC-20)". */
  coin(words: CoinWords): string
  /** "12.5 USDT on Tron (TRC-20)": an amount already formatted. */
  crypto(amount: string, words: CoinWords): string
  form: {
    /** With the order's display id: "Pay for order #1042". */
    title(displayId: string): string
    intro(shop: string | null): string
    choose: string
    submit: string
    next: string
    validUntil: string
    noCoin: string
  }
  /** The invoice expired before it was paid: the form again. */
  again: {
    title: string
    text: string
    partNote(received: string): string
    submit: string
  }
  waiting: {
    title: string
    text(crypto: string): string
    open: string
    refreshes: string
    until: string
  }
  partial: {
    title: string
    received: string
    stillDue: string
    text: string
    open: string
  }
  /**
   * Paid, and nothing owed: the confirmation of a current link (its holder is the customer). It
   * names the order by its display number, which is no key to it; a dead link (expired,
   * replaced, unknown) names nothing.
   */
  paid: { title: string; text(order: string): string }
  redirect: {
    title: string
    text: string
    open: string
  }
  facts: {
    order: string
    amountDue: string
  }
  nothingOwed: { title: string; text(order: string): string }
  canceled: Message
  replaced: Message
  linkExpired: Message
  invalid: Message
  unavailable: Message
  busy: Message
  badForm: Message & { back: string }
  error: Message
}
