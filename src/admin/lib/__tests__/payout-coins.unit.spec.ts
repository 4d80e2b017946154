import type { Balance } from "../../../lib/cryptocloud/types"
import { payoutCoins } from "../payout-coins"

const entry = (code: string, crypto: string, usd: string): Balance =>
  ({
    currency: { code, short_code: code.split("_")[0], name: null, network: null, enable: true },
    balance_crypto: crypto,
    balance_usd: usd,
    available_balance: crypto,
    available_balance_usd: usd,
  }) as Balance

describe("payoutCoins: the refund's coin, then the balance's coins that hold enough at its rate", () => {
  it("BTC at 60000 USD: USDT TRC20 holding 1000 covers 0.01 BTC (600, cut to 6 decimals); USDT ERC20 holding 1 does not", () => {
    const balances = [entry("BTC", "10", "600000"), entry("USDT_TRC20", "1000", "1000"), entry("USDT_ERC20", "1", "1"), entry("ETH", "0", "0")]
    expect(payoutCoins("BTC", "0.01", balances)).toEqual([
      { code: "BTC", estimate: null, rate: null },
      { code: "USDT_TRC20", estimate: "600", rate: "60000" },
    ])
    expect(payoutCoins("BTC", "0.000000017", [entry("BTC", "10", "600000"), entry("USDT_TRC20", "1000", "1000")])[1]).toEqual({
      code: "USDT_TRC20",
      estimate: "0.00102",
      rate: "60000",
    })
  })

  it("the balance shows no rate for the refund's coin (autoconversion): every coin with something available, without an estimate", () => {
    const balances = [entry("BTC", "0", "0"), entry("USDT_TRC20", "1000", "1000")]
    expect(payoutCoins("BTC", "0.01", balances)).toEqual([
      { code: "BTC", estimate: null, rate: null },
      { code: "USDT_TRC20", estimate: null, rate: null },
    ])
  })

  it("no balances yet, or no amount: the refund's own coin only", () => {
    expect(payoutCoins("BTC", "0.01", undefined)).toEqual([{ code: "BTC", estimate: null, rate: null }])
    expect(payoutCoins("BTC", "", [entry("USDT_TRC20", "1000", "1000")])).toHaveLength(1)
  })
  it("offers nothing without a refund's coin (a closing drawer), whatever the balance holds", () => {
    expect(payoutCoins("", "0.001", [entry("BTC", "10", "600000"), entry("USDT_TRC20", "1000", "1000")])).toEqual([])
  })
})
