/** Amounts, dates and the refund's name in the page's language. */
import { isPaymentCurrencyCode, paymentCurrencyInfo } from "../../../../lib/cryptocloud"
import type { AddressProblem } from "../../../../lib/addresses"
import type { PageStrings, ProblemWords, RefundWords } from "./strings"

/** Token standards people know a network by (the wallet shows "USDT TRC-20", not "USDT on Tron"). */
const STANDARDS: Record<string, string> = { TRC20: "TRC-20", ERC20: "ERC-20", BSC: "BEP-20" }

/**
 * A decimal string as the language writes it, digit for digit ("1234.5" → "1,234.5" / "1 234,5"):
 * never through a float, so no digit of a crypto amount changes.
 */
export function formatAmount(amount: string, strings: Pick<PageStrings, "decimalSeparator" | "groupSeparator">): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) return amount
  const [, sign, whole, fraction] = match
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, strings.groupSeparator)
  return `${sign}${grouped}${fraction ? strings.decimalSeparator + fraction : ""}`
}

/** "1 December 2026 at 10:00 UTC" / "1 декабря 2026 г. в 10:00 UTC"; null for a missing or broken date. */
export function formatExpiry(iso: string | null, strings: Pick<PageStrings, "dateLocale">): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const text = new Intl.DateTimeFormat(strings.dateLocale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date)
  return `${text} UTC`
}

/** The refund's amount, coin and network for the page: "12.5 USDT on Tron (TRC-20)". */
export function refundWords(refund: { crypto_amount: string; crypto_currency: string }, strings: PageStrings): RefundWords {
  const amount = formatAmount(refund.crypto_amount, strings)
  if (!isPaymentCurrencyCode(refund.crypto_currency)) {
    return { amount, asset: refund.crypto_currency, network: refund.crypto_currency, standard: null }
  }
  const info = paymentCurrencyInfo(refund.crypto_currency)
  return { amount, asset: info.asset, network: info.network.name, standard: STANDARDS[info.network.code] ?? null }
}

/** A refused address, with the refund's network as the page names it. */
export function problemWords(check: AddressProblem, refund: RefundWords): ProblemWords {
  return {
    code: check.code,
    network: refund.network,
    family: check.family,
    ...(check.looksLike ? { looksLike: check.looksLike } : {}),
    reason: check.reason,
    expected: check.expected,
  }
}
