import { MedusaError } from "@medusajs/framework/utils"
import type { Balance } from "../../lib/cryptocloud"
import { balanceUsdRate, convertRefundPayout, invoiceUsdRate } from "../refunds/conversion"
import { refundAfterPayout } from "../refunds/payout-outcome"

const entry = (code: string, crypto: string, usd: string, available = crypto, availableUsd = usd): Balance =>
  ({
    currency: { code, short_code: code.split("_")[0], name: null, network: null, enable: true },
    balance_crypto: crypto,
    balance_usd: usd,
    available_balance: available,
    available_balance_usd: availableUsd,
  }) as Balance

const BALANCES = [entry("BTC", "10", "600000"), entry("USDT_TRC20", "1000", "1000"), entry("ETH", "0", "0")]
const base = { refundId: "ccref_1", shopId: "shop", from: "BTC", amount: "0.01", to: "USDT_TRC20", balances: BALANCES, invoice: null }

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    return (error as Error).message
  }
  throw new Error("expected a 400")
}

describe("convertRefundPayout: the refund's crypto at the balance's cross rate", () => {
  it("BTC at 60000 USD, USDT at 1 USD: 0.01 BTC is 600 USDT_TRC20, rate 60000, from the balance", () => {
    expect(convertRefundPayout(base)).toEqual({
      from_currency: "BTC",
      from_amount: "0.01",
      to_currency: "USDT_TRC20",
      to_amount: "600",
      rate: "60000",
      rate_source: "balance",
    })
  })

  it("cuts the amount (never rounds up) to the target coin's precision: never pays more", () => {
    // 1 USDT = 1/3 of a unit of a coin worth 3 USD: 0.3333333333… cut to 6 decimals (TRC20).
    const balances = [entry("TRX", "100", "12"), entry("USDT_TRC20", "100", "300")]
    const c = convertRefundPayout({ ...base, from: "TRX", amount: "10", balances })
    expect(c.rate).toBe("0.04")
    expect(c.to_amount).toBe("0.4")
    const odd = convertRefundPayout({ ...base, from: "TRX", amount: "1", balances: [entry("TRX", "300", "100"), entry("USDT_TRC20", "100", "100")] })
    expect(odd.rate).toBe("0.333333333333333333")
    expect(odd.to_amount).toBe("0.333333")
  })

  it("a coin whose entry shows no rate (autoconversion leaves BTC at 0): the invoice's own USD rate, and says so", () => {
    const balances = [entry("BTC", "0", "0"), entry("USDT_TRC20", "1000", "1000")]
    const c = convertRefundPayout({
      ...base,
      balances,
      invoice: { received: "0.002", received_usd: "110", fiat_currency: "EUR", fiat_amount: "100", crypto_amount: "0.002" },
    })
    expect(c).toEqual(expect.objectContaining({ rate: "55000", to_amount: "550", rate_source: "invoice" }))
  })

  it("a refund's coin worth a few cents on the balance (a rate rounded to the cent): the invoice's rate instead", () => {
    const balances = [entry("BTC", "0.0000001", "0.01"), entry("USDT_TRC20", "1000", "1000")]
    const invoice = { received: "0.002", received_usd: "120" }
    expect(convertRefundPayout({ ...base, balances, invoice })).toEqual(expect.objectContaining({ rate: "60000", rate_source: "invoice" }))
  })

  it("nothing to value the refund's coin with: 400 naming both ways out", () => {
    const message = refusal(() =>
      convertRefundPayout({ ...base, balances: [entry("USDT_TRC20", "1000", "1000")], invoice: { fiat_currency: "EUR", fiat_amount: "1", crypto_amount: "1" } })
    )
    expect(message).toMatch(/gives a USD rate for BTC; pay it in BTC, or hold some BTC/)
  })

  it("a coin whose available balance is too small: 400 saying what it needs and has", () => {
    const message = refusal(() => convertRefundPayout({ ...base, amount: "0.1" }))
    expect(message).toContain("it needs 6000 USDT_TRC20")
    expect(message).toContain("has 1000 USDT_TRC20 available")
  })

  it("a coin the balance does not hold, or not a CryptoCloud coin: 400", () => {
    expect(refusal(() => convertRefundPayout({ ...base, to: "ETH" }))).toMatch(/holds no ETH/)
    expect(refusal(() => convertRefundPayout({ ...base, to: "DOGE" }))).toMatch(/not one of CryptoCloud's payment currencies/)
  })
})

describe("rates", () => {
  it("balance: balance_usd ÷ balance_crypto, else the available pair, else none", () => {
    expect(balanceUsdRate(entry("BTC", "2", "120000"))).toBe("60000")
    expect(balanceUsdRate(entry("BTC", "0", "0", "1", "50000"))).toBe("50000")
    expect(balanceUsdRate(entry("BTC", "0", "0"))).toBeNull()
    expect(balanceUsdRate(undefined)).toBeNull()
    expect(balanceUsdRate(entry("BTC", "0.0001", "6"), "10")).toBeNull()
  })

  it("invoice: received_usd ÷ received; a USD invoice's fiat ÷ crypto; another fiat gives none", () => {
    expect(invoiceUsdRate({ received: "2", received_usd: "100" })).toBe("50")
    expect(invoiceUsdRate({ fiat_currency: "usd", fiat_amount: "100", crypto_amount: "4" })).toBe("25")
    expect(invoiceUsdRate({ fiat_currency: "EUR", fiat_amount: "100", crypto_amount: "4" })).toBeNull()
    expect(invoiceUsdRate(null)).toBeNull()
  })
})

describe("refundAfterPayout: a payout in another coin counts what it settles in the refund's coin", () => {
  it("600 USDT sent for 0.01 BTC: crypto_paid grows by 0.01 and the refund is paid", () => {
    const refund = { status: "payout_pending" as const, withdrawal_id: "ccwd_1", crypto_amount: "0.01", crypto_paid: "0" }
    const withdrawal = { id: "ccwd_1", status: "sent" as const, amount: "600", converted_from_amount: "0.01", resolution: null }
    expect(refundAfterPayout(refund, withdrawal)).toEqual({ status: "payout_requested", crypto_paid: "0.01" })
  })
})
