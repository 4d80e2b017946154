/**
 * Refunds without a refund call: the service cannot send money back by itself. A refund is
 * recorded in the payment data as owed (`awaiting_payout`), so Medusa's bookkeeping (order
 * cancel, admin refund) stays right and nobody is told that money moved; the merchant pays it
 * out with a withdrawal.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { FiatMoney } from "../../domain/money"

export interface RecordedRefund {
  amount: string
  currency: string | null
  status: "awaiting_payout"
  created_at: string
}

export function recordRefund(
  data: Record<string, unknown> | undefined,
  amount: BigNumberInput,
  now = new Date()
): { data: Record<string, unknown>; amount: string } {
  // Medusa passes refund amounts as raw { value, precision } objects: never String() them.
  const currency = typeof data?.fiat_currency === "string" ? data.fiat_currency : null
  const value = FiatMoney.of(amount, currency ?? "").toDecimalString()
  const refunds = Array.isArray(data?.refunds) ? [...(data!.refunds as RecordedRefund[])] : []
  refunds.push({
    amount: value,
    currency,
    status: "awaiting_payout",
    created_at: now.toISOString(),
  })
  return { data: { ...data, refunds }, amount: value }
}
