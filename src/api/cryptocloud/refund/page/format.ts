/** The refund's name and a refused address's words in the page's language (amounts and dates: page-kit). */
import type { AddressProblem } from "../../../../lib/addresses"
import { coinWords } from "../../page-kit/coins"
import { formatAmount } from "../../page-kit/format"
import type { PageStrings, ProblemWords, RefundWords } from "./strings"

export { formatAmount, formatExpiry } from "../../page-kit/format"

/** The refund's amount, coin and network for the page: "12.5 USDT on Tron (TRC-20)". */
export function refundWords(refund: { crypto_amount: string; crypto_currency: string }, strings: PageStrings): RefundWords {
  return { amount: formatAmount(refund.crypto_amount, strings), ...coinWords(refund.crypto_currency) }
}

/** A refused address, with the refund's network as the page names it. */
export function problemWords(check: AddressProblem, refund: RefundWords): ProblemWords {
  return {
    code: check.code,
    network: refund.network,
    family: check.family,
    ...(check.looksLike ? { looksLike: check.looksLike } : {}),
  }
}
