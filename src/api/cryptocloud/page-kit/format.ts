/** Amounts and dates on a customer page, in the page's language (domain/customer-language/format.ts). */
import { formatCrypto, formatDateTime, formatMoney } from "../../../domain/customer-language/format"
import type { PageSpeech } from "./language"

/** A crypto amount, every digit kept: "1234.5" → "1,234.5" / "1.234,5". */
export function formatAmount(amount: string, speech: Pick<PageSpeech, "intlTag">): string {
  return formatCrypto(amount, speech.intlTag)
}

/** A fiat amount with its currency: "12.50", "EUR" → "12,50 €" (de). */
export function formatFiat(amount: string, currency: string, speech: Pick<PageSpeech, "intlTag">): string {
  return formatMoney(amount, currency, speech.intlTag)
}

/** "1 December 2026 at 10:00 UTC"; null for a missing or broken date. */
export function formatExpiry(iso: string | null, speech: Pick<PageSpeech, "intlTag">): string | null {
  return formatDateTime(iso, speech.intlTag)
}
