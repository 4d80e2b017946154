/**
 * The payout request of a refund, in its own coin or — under CryptoCloud's autoconversion — in
 * another coin of its project's balance: the balance as CryptoCloud shows it now, and the
 * invoice's ledger row for a coin the balance gives no rate for; the conversion itself is
 * domain/refunds/conversion.ts.
 */
import { MedusaError } from "@medusajs/framework/utils"
import { isPaymentCurrencyCode } from "../../../lib/cryptocloud"
import { payoutAmount, type PayoutRequest } from "../../../domain/payout-request"
import { convertRefundPayout } from "../../../domain/refunds/conversion"
import { payoutAmountProblem, refundRemaining } from "../../../domain/refunds/rules"
import type CryptoCloudModuleService from "../../../modules/cryptocloud/service"
import { refundProject, type RefundOfProject } from "./refund-project"

type Reads = Pick<CryptoCloudModuleService, "getClient" | "ledger" | "projects" | "payouts">

export interface AskedPayout {
  /** Another coin of the balance; absent (or the refund's own coin): the refund's coin. */
  currency?: string
  address: string
  /** Of the refund's own coin, whatever coin is paid. */
  amount: string
}

/**
 * In the refund's own coin (no `currency`, or that coin): exactly the payout without conversion.
 * Else `amount` of the refund's coin converted (400 with nothing sent when it is more than still
 * owed, the coin is not held, or not enough of it is available), its `conversion` logged with it.
 */
export async function refundPayoutRequest(
  cryptocloud: Reads,
  refund: RefundOfProject & { crypto_currency: string; crypto_amount: string; crypto_paid: string | null },
  asked: AskedPayout
): Promise<PayoutRequest> {
  const { currency, address } = asked
  if (!currency || currency === refund.crypto_currency) {
    return cryptocloud.payouts.prepare({ currency_code: refund.crypto_currency, to_address: address, amount: asked.amount })
  }
  const from = refund.crypto_currency
  if (!isPaymentCurrencyCode(from))
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Refund ${refund.id} is owed in ${from}, which CryptoCloud does not pay out.`)
  const amount = payoutAmount(asked.amount, from)
  const problem = payoutAmountProblem(amount, refundRemaining(refund))
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, problem)
  const { shopId } = await refundProject(cryptocloud, refund)
  const [balances, invoice] = await Promise.all([cryptocloud.getClient(shopId).getBalances(), cryptocloud.ledger.find(refund.invoice_uuid)])
  const conversion = convertRefundPayout({ refundId: refund.id, shopId, from, amount, to: currency, balances, invoice })
  return { ...cryptocloud.payouts.prepare({ currency_code: conversion.to_currency, to_address: address, amount: conversion.to_amount }), conversion }
}
