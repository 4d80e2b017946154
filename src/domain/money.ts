/**
 * Money, the one way. Medusa hands amounts over in major units as numbers, strings,
 * BigNumbers or raw `{ value, precision }` objects (refunds); the service speaks decimal
 * strings. A `FiatMoney` holds an amount rounded to its currency's precision the way Medusa
 * rounds (MathBN.convert: half-up), so "equal" means equal at that precision and the invoice
 * amount is exactly the total the customer saw. Crypto amounts stay decimal strings (the
 * client's `DecimalString`) and are compared with the helpers at the bottom.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { BigNumber, MathBN, MedusaError, defaultCurrencies } from "@medusajs/framework/utils"
import { FIAT_CURRENCY_CODES, isFiatCurrencyCode, type FiatCurrencyCode, type Invoice } from "../lib/cryptocloud"

/** Decimal digits of a currency (JPY 0, EUR 2, …); 2 when Medusa does not know the code. */
export function currencyDigits(currencyCode: string): number {
  return defaultCurrencies[currencyCode.toUpperCase()]?.decimal_digits ?? 2
}

/** bignumber.js value, as MathBN returns it. */
type Decimal = ReturnType<typeof MathBN.convert>

export class FiatMoney {
  private constructor(
    /** Rounded to `digits`. */
    private readonly value: Decimal,
    /** Upper-case ISO code. */
    readonly currency: string,
    readonly digits: number
  ) {}

  /** From any Medusa amount and a currency code (any case). */
  static of(amount: BigNumberInput, currencyCode: string): FiatMoney {
    const currency = (currencyCode ?? "").toUpperCase()
    const digits = currencyDigits(currency)
    return new FiatMoney(MathBN.convert(amount, digits), currency, digits)
  }

  /** The order amount an invoice was created for (`amount_in_fiat` in `fiat_currency`), if it says. */
  static ofInvoice(invoice: Pick<Invoice, "amount_in_fiat" | "fiat_currency">): FiatMoney | null {
    if (invoice.amount_in_fiat == null || !invoice.fiat_currency) return null
    return FiatMoney.of(invoice.amount_in_fiat, invoice.fiat_currency)
  }

  /** Same currency and the same amount at the currency's precision (never float equality). */
  equals(other: FiatMoney | null | undefined): boolean {
    return !!other && other.currency === this.currency && MathBN.eq(this.value, other.value)
  }

  isPositive(): boolean {
    return MathBN.gt(this.value, 0)
  }

  /** "12.50", "1500" (JPY): the decimal string the service and the admin read. */
  toDecimalString(): string {
    return this.value.toFixed(this.digits)
  }

  /** Medusa's own number type, for module calls. */
  toBigNumber(): BigNumber {
    return new BigNumber(this.toDecimalString())
  }

  /** The invoice currency, or a merchant-readable error naming the codes the service prices. */
  invoiceCurrency(): FiatCurrencyCode {
    if (!isFiatCurrencyCode(this.currency)) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `CryptoCloud cannot price invoices in ${this.currency || "an unknown currency"}. Use a region whose currency is one of: ${FIAT_CURRENCY_CODES.join(", ")}.`
      )
    }
    return this.currency
  }

  /** The create-invoice amount: positive, at the currency's precision. */
  invoiceAmount(): string {
    if (!this.value.isFinite() || !this.isPositive()) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Cannot create a crypto invoice for an amount of ${this.value.toFixed()} ${this.currency}: the amount must be positive.`
      )
    }
    return this.toDecimalString()
  }

  toString(): string {
    return `${this.toDecimalString()} ${this.currency}`
  }
}

// ── crypto amounts (decimal strings from the client) ──────────────────────────

/** a − b for crypto decimal strings; plain notation, may be negative. */
export function cryptoDifference(a: string, b: string): string {
  return MathBN.sub(a, b).toFixed()
}

/** Share of `part` in `whole` (e.g. paid / due), or null when `whole` is not positive. */
export function cryptoShare(part: string, whole: string): Decimal | null {
  if (!MathBN.gt(whole, 0)) return null
  return MathBN.div(part, whole)
}
