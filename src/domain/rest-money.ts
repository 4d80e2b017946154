/**
 * "Ask for the rest" in money (design.md, "Money that is on no order"): the rest asked is the
 * accept path's shortfall (accepted-money.ts); paid, the first invoice's session takes what
 * arrived on it plus the rest's fiat — never more than the first invoice asked — so the order
 * owes nothing. Pure: decimal strings in and out (MathBN, the currency's digits).
 */
import { MathBN } from "@medusajs/framework/utils"
import { acceptedMoney, type AcceptedMoney } from "./accepted-money"
import type { LedgerRow } from "./ledger/columns"
import { FiatMoney } from "./money"

type FirstRow = Pick<LedgerRow, "fiat_amount" | "fiat_currency" | "crypto_amount" | "amount_paid">

/** Null when nothing arrived on the first invoice (there is then no part to add the rest to). */
export function restPaidMoney(first: FirstRow, rest: Pick<LedgerRow, "fiat_amount">): AcceptedMoney | null {
  const arrived = acceptedMoney(first)
  if (!arrived) return null
  const asked = FiatMoney.of(first.fiat_amount, first.fiat_currency)
  const sum = FiatMoney.of(MathBN.add(arrived.captured, rest.fiat_amount), first.fiat_currency)
  const captured = MathBN.lt(sum.toDecimalString(), asked.toDecimalString()) ? sum : asked
  const shortfall = FiatMoney.of(MathBN.sub(asked.toDecimalString(), captured.toDecimalString()), first.fiat_currency)
  return { captured: captured.toDecimalString(), shortfall: shortfall.toDecimalString(), crypto: arrived.crypto, currency: arrived.currency }
}
