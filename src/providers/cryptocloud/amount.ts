/**
 * Medusa amount → invoice amount. Medusa hands amounts over in major units as numbers,
 * strings, BigNumbers or raw `{ value, precision }` objects; the invoice wants a decimal
 * string at the currency's precision, rounded the way Medusa rounds (bignumber.js half-up
 * via MathBN.convert), so the invoice equals the total the customer saw.
 */
import { BigNumber, MathBN, MedusaError, defaultCurrencies } from "@medusajs/framework/utils"
import type { BigNumberInput } from "@medusajs/framework/types"
import { FIAT_CURRENCY_CODES, isFiatCurrencyCode, type FiatCurrencyCode } from "../../lib/cryptocloud/codes"

export function currencyDigits(currencyCode: string): number {
  return defaultCurrencies[currencyCode.toUpperCase()]?.decimal_digits ?? 2
}

export function toInvoiceAmount(amount: BigNumberInput, currencyCode: string): string {
  const digits = currencyDigits(currencyCode)
  const rounded = MathBN.convert(amount, digits)
  if (!rounded.isFinite() || rounded.lte(0)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Cannot create a crypto invoice for an amount of ${rounded.toFixed()} ${currencyCode.toUpperCase()}: the amount must be positive.`
    )
  }
  return rounded.toFixed(digits)
}

export function toInvoiceCurrency(currencyCode: string): FiatCurrencyCode {
  const code = (currencyCode ?? "").toUpperCase()
  if (!isFiatCurrencyCode(code)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `CryptoCloud cannot price invoices in ${code || "an unknown currency"}. Use a region whose currency is one of: ${FIAT_CURRENCY_CODES.join(", ")}.`
    )
  }
  return code
}

/** Same value at the currency's precision, as Medusa compares money (no float equality). */
export function sameAmount(a: BigNumberInput, b: BigNumberInput, currencyCode: string): boolean {
  const digits = currencyDigits(currencyCode)
  return MathBN.eq(MathBN.convert(a, digits), MathBN.convert(b, digits))
}

export function toBigNumber(amount: BigNumberInput): BigNumber {
  return new BigNumber(amount)
}
