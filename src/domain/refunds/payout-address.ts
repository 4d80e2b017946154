/**
 * Whether a payout rests on a refund address that is no longer the refund's (issue 34). The
 * claim's compare-and-set (modules/cryptocloud/withdrawal-log.ts) holds the address the route
 * read, but a form read earlier still shows the address of then: sent back as `address`, it
 * looked typed by the admin and was paid. So a payout says which address its form showed
 * (`expected_address`), and an address the customer gave that a newer address request cleared
 * is never taken as typed. Either is a 409 `refund_changed`; nothing is sent.
 */
import { checkPayoutAddress } from "../../lib/addresses"
import { isPaymentCurrencyCode } from "../../lib/cryptocloud"
import type { RefundRow } from "./store"

export type StaleAddress =
  /** The form showed another address than the refund has now (or none, or it has none). */
  | "not_as_shown"
  /** `address` is one the customer gave earlier, cleared since by a newer address request. */
  | "superseded"

/** One address in two spellings (an EVM address in another letter case) is one address. */
function canonical(currency: string, address: string): string {
  const trimmed = address.trim()
  if (!isPaymentCurrencyCode(currency)) return trimmed
  const check = checkPayoutAddress(currency, trimmed)
  return check.ok ? check.canonical : trimmed
}

export function sameAddress(currency: string, a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return !a && !b
  return a === b || canonical(currency, a) === canonical(currency, b)
}

export function staleAddress(
  refund: Pick<RefundRow, "address" | "crypto_currency" | "superseded_addresses">,
  body: { address?: string; expected_address?: string | null }
): StaleAddress | null {
  const currency = refund.crypto_currency
  if (body.expected_address !== undefined && !sameAddress(currency, body.expected_address, refund.address)) return "not_as_shown"
  const typed = body.address
  if (!typed || sameAddress(currency, typed, refund.address)) return null
  return (refund.superseded_addresses ?? []).some((old) => sameAddress(currency, old, typed)) ? "superseded" : null
}
