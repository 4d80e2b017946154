/**
 * A refund Medusa makes, recorded as owed: in fiat and in crypto at the invoice's own rate
 * (domain/refunds/rules.ts), on the plugin's refunds (written over the shared connection), with
 * a summary returned for the payment data so Medusa's view shows it too. No money moves here.
 */
import type { BigNumberInput, Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { Invoice } from "../../lib/cryptocloud"
import type { LedgerRow } from "../../domain/ledger/columns"
import { FiatMoney } from "../../domain/money"
import { refundCryptoAmount } from "../../domain/refunds/rules"
import type { ProviderLedger } from "./ledger-access"

export async function recordOwedRefund(
  refund: { invoice: Invoice; row: LedgerRow | null; amount: BigNumberInput; medusaRefundId: string | null },
  ledger: Pick<ProviderLedger, "refundRecorded">,
  logger: Pick<Logger, "info">
) {
  const { invoice, row } = refund
  const fiat = FiatMoney.of(refund.amount, invoice.fiat_currency ?? row?.fiat_currency ?? "")
  let crypto: { amount: string; currency: string }
  try {
    crypto = refundCryptoAmount(fiat, invoice)
  } catch (error) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Could not refund the crypto payment: ${(error as Error).message}.`)
  }
  const recorded = await ledger.refundRecorded({
    medusa_refund_id: refund.medusaRefundId,
    order_id: row?.order_id ?? null,
    invoice_uuid: invoice.uuid,
    amount: fiat.toDecimalString(),
    currency_code: fiat.currency,
    crypto_at_rate: crypto.amount,
    crypto_currency: crypto.currency,
    // What the customer sent is what can go back: the cap of the invoice's refunds together.
    crypto_received: invoice.amount_paid ?? invoice.received ?? row?.amount_paid ?? null,
    test_mode: invoice.test_mode || (row?.test_mode ?? false),
  })
  const owed = recorded?.crypto_amount ?? crypto.amount
  logger.info(
    `CryptoCloud: refund of ${fiat} (${owed} ${crypto.currency}) recorded for invoice ${invoice.uuid}; no money has moved — pay it out from the order page.`
  )
  return {
    id: recorded?.id ?? null,
    amount: fiat.toDecimalString(),
    currency: fiat.currency,
    crypto_amount: owed,
    crypto_currency: crypto.currency,
    status: recorded?.status ?? "awaiting_address",
  }
}
