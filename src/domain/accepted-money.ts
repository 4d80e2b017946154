/**
 * What "accept what arrived" means in money (design.md, "Money that is on no order"): the cart
 * becomes an order with the fiat the arrived crypto is worth at the invoice's own rate (its fiat
 * amount over its crypto amount: the rate the customer was quoted), never more than the invoice
 * asked; the rest is the shortfall the merchant forgoes, written on the order and in the books.
 * Pure: decimal strings in, decimal strings out (MathBN, rounded to the currency's digits).
 */
import { MathBN } from "@medusajs/framework/utils"
import type { LedgerRow } from "./ledger/columns"
import { FiatMoney } from "./money"

export interface AcceptedMoney {
  /** Fiat captured on the order (the payment session's amount). */
  captured: string
  /** Fiat the merchant forgoes (invoice's fiat amount − captured; "0" when all arrived). */
  shortfall: string
  /** The crypto that stands for `captured`: what had arrived when the merchant accepted. */
  crypto: string
  currency: string
}

/** Null when nothing arrived or the row does not say the invoice's crypto amount (no rate). */
export function acceptedMoney(row: Pick<LedgerRow, "fiat_amount" | "fiat_currency" | "crypto_amount" | "amount_paid">): AcceptedMoney | null {
  const paid = row.amount_paid ?? "0"
  if (!MathBN.gt(paid, 0) || !row.crypto_amount || !MathBN.gt(row.crypto_amount, 0)) return null
  const asked = FiatMoney.of(row.fiat_amount, row.fiat_currency)
  const worth = FiatMoney.of(MathBN.div(MathBN.mult(row.fiat_amount, paid), row.crypto_amount), row.fiat_currency)
  const captured = MathBN.lt(worth.toDecimalString(), asked.toDecimalString()) ? worth : asked
  if (!captured.isPositive()) return null
  const shortfall = FiatMoney.of(MathBN.sub(asked.toDecimalString(), captured.toDecimalString()), row.fiat_currency)
  return { captured: captured.toDecimalString(), shortfall: shortfall.toDecimalString(), crypto: paid, currency: asked.currency }
}
