import { paymentUri, toBaseUnits } from "../payment-uri"
import { groupByCoin } from "../offered"
import { listPaymentCurrencies } from "../../lib/cryptocloud/currency-info"

describe("paymentUri", () => {
  it("BIP-21 for Bitcoin and Litecoin, with the amount exactly as shown", () => {
    expect(paymentUri("BTC", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "0.00012345")).toEqual({
      uri: "bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00012345",
      hasAmount: true,
    })
    expect(paymentUri("LTC", "ltc1qg82pz0x9jn4h6a6d5c4x2p3j9g0k0q8k9u3e5d", "1.5").uri).toBe("litecoin:ltc1qg82pz0x9jn4h6a6d5c4x2p3j9g0k0q8k9u3e5d?amount=1.5")
  })

  it("EIP-681 for native EVM coins: the value in wei, shifted from the decimal string (no float)", () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7"
    expect(paymentUri("ETH", address, "0.1").uri).toBe(`ethereum:${address}@1?value=100000000000000000`)
    // 0.3 and 1.000000000000000001 are where a float would round.
    expect(paymentUri("ETH", address, "0.3").uri).toBe(`ethereum:${address}@1?value=300000000000000000`)
    expect(paymentUri("ETH_ARB", address, "1.000000000000000001").uri).toBe(`ethereum:${address}@42161?value=1000000000000000001`)
    expect(paymentUri("BNB", address, "12").uri).toBe(`ethereum:${address}@56?value=12000000000000000000`)
  })

  it("the bare address for tokens and chains without a documented URI, and for amounts it cannot carry", () => {
    expect(paymentUri("USDT_TRC20", "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW", "12.5")).toEqual({ uri: "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW", hasAmount: false })
    expect(paymentUri("USDT_ERC20", "0x52908400098527886E0F7030069857D2E4169EE7", "12.5").hasAmount).toBe(false)
    expect(paymentUri("BTC", "bc1q…", null).uri).toBe("bc1q…")
    expect(paymentUri("BTC", "bc1q…", "0").hasAmount).toBe(false)
    expect(paymentUri("BTC", "bc1q…", "1e-8").hasAmount).toBe(false)
    // More decimals than wei can hold: never rounded into a different amount.
    expect(paymentUri("ETH", "0xabc", "0.0000000000000000001").hasAmount).toBe(false)
  })

  it("toBaseUnits", () => {
    expect(toBaseUnits("0", 18)).toBe("0")
    expect(toBaseUnits("000.5", 6)).toBe("500000")
    expect(toBaseUnits("123.456789", 6)).toBe("123456789")
    expect(toBaseUnits("1.2345678", 6)).toBeNull()
    expect(toBaseUnits("-1", 6)).toBeNull()
  })
})

describe("groupByCoin", () => {
  it("one entry per coin, its networks in the merchant's order", () => {
    const coins = groupByCoin(listPaymentCurrencies(["USDT_TRC20", "BTC", "USDT_ERC20"]))
    expect(coins.map((c) => c.asset)).toEqual(["BTC", "USDT"])
    expect(coins[1]).toEqual({
      asset: "USDT",
      name: "Tether",
      networks: [
        { code: "USDT_ERC20", network: "Ethereum" },
        { code: "USDT_TRC20", network: "Tron" },
      ],
    })
  })
})
