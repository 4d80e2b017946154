/**
 * The words of what customers see, one table per language (words/<code>.ts) of this shape.
 * Texts are plain strings with `{name}` placeholders (fill.ts), so a translator writes sentences,
 * not code, and the check (words-check.ts) can compare every table with English: the same keys,
 * the same placeholders, nothing empty, nothing left in English. Amounts and dates arrive already
 * formatted for the language (format.ts).
 */
import type { AddressFamily, AddressProblemCode } from "../../lib/addresses"
import type { CustomerEmailKind } from "../options"

interface Message {
  title: string
  text: string
}

/**
 * `{asset}` "USDT", `{network}` "Tron", `{standard}` " (TRC-20)" or "" (written straight after
 * the network's name), `{amount}` a formatted amount.
 */
export interface PayWords {
  /** What the page is, at the top when the shop has no name, and after each title. */
  pageTitle: string
  /** "Order #{id}". */
  orderName: string
  /** "{asset} on {network}{standard}". */
  coin: string
  /** "{amount} {asset} on {network}{standard}". */
  crypto: string
  form: {
    /** "Pay for order #{id}". */
    title: string
    /** "{shop} asks you to pay what is still due on your order:". */
    intro: string
    /** The same, when the shop has no name. */
    introNoShop: string
    choose: string
    submit: string
    next: string
    validUntil: string
    noCoin: string
  }
  again: { title: string; text: string; /** {received} */ partNote: string; submit: string }
  waiting: { title: string; /** {crypto} */ text: string; open: string; refreshes: string; until: string }
  partial: { title: string; received: string; stillDue: string; text: string; open: string }
  /** {order}: "Order #1042". */
  paid: Message
  redirect: { title: string; text: string; open: string }
  facts: { order: string; amountDue: string }
  /** {order}. */
  nothingOwed: Message
  canceled: Message
  replaced: Message
  linkExpired: Message
  invalid: Message
  unavailable: Message
  busy: Message
  badForm: Message & { back: string }
  error: Message
}

export interface RefundWords {
  pageTitle: string
  /** "{amount} {asset} on {network}{standard}". */
  refund: string
  form: {
    title: string
    intro: string
    /** "Your {asset} address on {network}{standard}". */
    label: string
    help: string
    validUntil: string
    submit: string
  }
  /** An address family as the reasons name it ("a Bitcoin", "Bitcoin"). */
  families: Record<AddressFamily, string>
  /** What a valid address of the refund's family looks like; `{network}`. */
  expected: Record<AddressFamily, string>
  /** Why an address was refused; `{network}` the refund's, `{family}` the one the address looks like. */
  reasons: Record<AddressProblemCode, string>
  confirm: { title: string; intro: string; refundTo: string; warning: string; confirm: string; change: string }
  /** text: {refund}. */
  done: { title: string; text: string; next: string }
  used: Message
  expired: Message
  invalid: Message
  unpayable: Message
  badForm: Message & { back: string }
  error: Message
}

/** Each customer e-mail's subject and first sentence, for the store's template (`data.subject`, `data.intro`). */
export type EmailWords = Record<CustomerEmailKind, { subject: string; intro: string }>

export interface CustomerWords {
  /** The switch link's label ("Language"), for screen readers. */
  language: string
  pay: PayWords
  refund: RefundWords
  email: EmailWords
}
