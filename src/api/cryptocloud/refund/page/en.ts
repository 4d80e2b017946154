/** The refund page in English. */
import type { AddressFamily, AddressProblemCode } from "../../../../lib/addresses"
import { standardSuffix as standard, type PageStrings, type ProblemWords } from "./strings"

const FAMILY: Record<AddressFamily, string> = {
  bitcoin: "a Bitcoin",
  litecoin: "a Litecoin",
  evm: "an Ethereum (EVM)",
  tron: "a Tron",
  solana: "a Solana",
  ton: "a TON",
}

/**
 * Written for the customer: the check's own sentences are for a merchant, so they are quoted
 * only where they are precise and plain (a broken rule of the format, a stray character).
 */
const REASONS: Record<AddressProblemCode, (p: ProblemWords) => string> = {
  empty: () => "Please enter the address of your wallet.",
  malformed: (p) => `${p.reason} Copy the address from your wallet again: only the address itself.`,
  payment_link: () => "This is a payment link (such as “tron:…?amount=…”), not an address. Paste only the address itself.",
  other_network: (p) =>
    `This looks like ${FAMILY[p.looksLike ?? p.family]} address, but the refund is sent on ${p.network}. ` +
    "Money sent to an address of another network is lost.",
  testnet: (p) => `This is a test network address. The refund is sent on the main ${p.network} network.`,
  checksum: () =>
    "This address has a typo: its built-in check (checksum) does not match, so a character is mistyped, missing or extra. " +
    "Copy it from your wallet again instead of typing it.",
  burn: () => "This is a burn address: anything sent to it is destroyed. Please give the address of your own wallet.",
  litecoin_p2sh: () =>
    "Addresses starting with 3 are Bitcoin addresses (old Litecoin addresses of this form are not accepted here). " +
    "Litecoin addresses start with ltc1, L or M.",
  format: (p) => `This is not a valid ${p.network} address. ${p.reason}`,
}

export const en: PageStrings = {
  language: "en",
  dateLocale: "en-GB",
  decimalSeparator: ".",
  groupSeparator: ",",
  pageTitle: "Your refund",
  refund: (w) => `${w.amount} ${w.asset} on ${w.network}${standard(w)}`,
  form: {
    title: "Where should your refund go?",
    intro: "The shop is refunding you",
    label: (w) => `Your ${w.asset} address on ${w.network}${standard(w)}`,
    help: "Copy it from your wallet (its “Receive” screen for this coin and network). " + "An address of another network would lose the money.",
    validUntil: "This link can be used once, until",
    submit: "Continue",
  },
  problem: (p) => ({ reason: REASONS[p.code](p), expected: `It should be ${p.expected}.` }),
  confirm: {
    title: "Check the address",
    intro: "Compare it with the address in your wallet, character by character — the beginning and the end above all.",
    refundTo: "The refund will be sent to",
    warning: "A payment sent to a wrong address cannot be returned. Once you confirm, this link cannot be used again.",
    confirm: "Confirm",
    change: "Change",
  },
  done: {
    title: "Thank you — your address is saved",
    text: (refund) => `The shop will send ${refund} to this address:`,
    next: "Nothing else is needed from you; you can close this page. The shop sends the refund itself, so it may take a little while to arrive.",
  },
  used: {
    title: "This link has already been used",
    text:
      "An address has already been given through this link, or the shop has sent you a newer link since. " +
      "If you need to change the address, please ask the shop for a new link.",
  },
  expired: {
    title: "This link has expired",
    text: "Please ask the shop for a new link.",
  },
  invalid: {
    title: "This link is not valid",
    text: "Make sure you opened the whole link from the e-mail. If it still does not work, please ask the shop for a new link.",
  },
  unpayable: {
    title: "This refund cannot be paid in crypto here",
    text: "Please contact the shop.",
  },
  badForm: {
    title: "The form could not be read",
    text: "Please open the form again and fill it in.",
    back: "Back to the form",
  },
  error: {
    title: "Something went wrong",
    text: "Please try again in a few minutes. If it keeps happening, contact the shop.",
  },
}
