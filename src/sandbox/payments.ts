/**
 * Money rules of one invoice: which currency it is quoted in, what is due, what a payer action
 * pays, and the fee model. Pure functions over SandboxInvoice; state.ts applies them.
 */
import { SandboxActionError } from "./errors"
import { cmp, maxZero, mul, parsePositiveDecimal, serviceFeeOf, sub, transferFeeOf, usdToCrypto } from "./money"
import type { SandboxInvoice, SandboxPayOptions } from "./types"

export const DEFAULT_PAYMENT_CURRENCY = "USDT_TRC20"

/** The currency shown/quoted: the chosen one, else the first offered, else USDT_TRC20. */
export function paymentCurrency(inv: SandboxInvoice): string {
  return inv.cryptocurrency ?? inv.availableCurrencies?.[0] ?? DEFAULT_PAYMENT_CURRENCY
}

/** Crypto amount due in total (quoted in paymentCurrency until a currency is chosen). */
export function dueAmount(inv: SandboxInvoice): string {
  return inv.amount ?? usdToCrypto(inv.amountUsd, paymentCurrency(inv))
}

/**
 * What one payer action pays: exact = what is still due; partial = `fraction` (default 0.5) of
 * it, rounded down; overpay = `fraction` as a factor (default 1.2), rounded up; or `amount`.
 */
export function paymentAmount(kind: "exact" | "partial" | "overpay", due: string, options: SandboxPayOptions): string {
  if (options.amount !== undefined) {
    const amount = parsePositiveDecimal(options.amount)
    if (!amount) throw new SandboxActionError(`bad payment amount ${options.amount}`, "bad_request")
    return amount
  }
  if (cmp(due, "0") <= 0) throw new SandboxActionError("nothing is due on this invoice", "invalid_state")
  if (kind === "exact") return due
  if (kind === "partial") {
    const fraction = options.fraction ?? 0.5
    if (!(fraction > 0 && fraction < 1)) throw new SandboxActionError("partial fraction must be in (0, 1)", "bad_request")
    const amount = mul(due, fraction, "down")
    if (cmp(amount, "0") <= 0) throw new SandboxActionError("partial payment rounds to zero", "bad_request")
    return amount
  }
  const factor = options.fraction ?? 1.2
  if (!(factor > 1)) throw new SandboxActionError("overpay factor must be > 1", "bad_request")
  return mul(due, factor, "up")
}

/**
 * Fee model: before any payment the invoice shows the expected fees of paying it in full; after
 * payments, the transfer fee is charged per transaction and the service fee on what was paid.
 * received = paid − fees (never negative).
 */
export function refreshFees(inv: SandboxInvoice): void {
  const code = paymentCurrency(inv)
  if (inv.payments.length === 0) {
    inv.fee = transferFeeOf(code)
    inv.serviceFee = serviceFeeOf(dueAmount(inv))
    inv.received = "0"
    return
  }
  inv.fee = mul(transferFeeOf(code), inv.payments.length, "up")
  inv.serviceFee = serviceFeeOf(inv.amountPaid)
  inv.received = maxZero(sub(sub(inv.amountPaid, inv.fee), inv.serviceFee))
}
