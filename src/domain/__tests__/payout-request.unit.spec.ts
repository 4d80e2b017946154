import { MedusaError } from "@medusajs/framework/utils"
import { payoutAmount, preparePayout } from "../payout-request"

const EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

describe("preparePayout: one key for the same payout, however it is typed", () => {
  const key = (currency_code: string, to_address: string, amount: string) => preparePayout({ currency_code, to_address, amount }).payout_key

  it("an EVM address in lower case, upper case and EIP-55 case is one address", () => {
    const checksummed = key("USDT_ERC20", EVM, "5")
    expect(key("USDT_ERC20", EVM.toLowerCase(), "5")).toBe(checksummed)
    expect(key("USDT_ERC20", "0x" + EVM.slice(2).toUpperCase(), "5")).toBe(checksummed)
    expect(checksummed).toBe(`USDT_ERC20:${EVM}:5`)
  })

  it("5, 5.0 and 5.000000 are one amount; another amount or currency is another payout", () => {
    expect(key("USDT_ERC20", EVM, "5.0")).toBe(key("USDT_ERC20", EVM, "5"))
    expect(key("USDT_ERC20", EVM, "5.000000")).toBe(key("USDT_ERC20", EVM, "5"))
    expect(key("USDT_ERC20", EVM, "5.1")).not.toBe(key("USDT_ERC20", EVM, "5"))
    expect(key("USDC_ERC20", EVM, "5")).not.toBe(key("USDT_ERC20", EVM, "5"))
  })

  it("a bech32 address in upper case is the same address in lower case", () => {
    const lower = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    expect(key("BTC", lower.toUpperCase(), "0.1")).toBe(key("BTC", lower, "0.1"))
  })

  it("sends the address as given (trimmed) and the amount in its canonical form", () => {
    expect(preparePayout({ currency_code: "USDT_ERC20", to_address: ` ${EVM.toLowerCase()} `, amount: "5.50" })).toEqual(
      expect.objectContaining({ to_address: EVM.toLowerCase(), amount: "5.5" })
    )
  })

  it("refuses an address of another network and an unknown currency with a 400", () => {
    expect(() => preparePayout({ currency_code: "USDT_TRC20", to_address: EVM, amount: "1" })).toThrow(/Expected a Tron address/)
    expect(() => preparePayout({ currency_code: "EUR", to_address: EVM, amount: "1" })).toThrow(MedusaError)
  })
})

describe("payoutAmount: never more decimals than the coin carries", () => {
  it.each([
    ["USDT_TRC20", "1.123456", "1.123456"],
    ["BTC", "0.00000001", "0.00000001"],
    ["ETH", "0.123456789012345678", "0.123456789012345678"],
    ["USDT_TRC20", "10.500000", "10.5"],
  ])("%s %s → %s", (currency, amount, expected) => {
    expect(payoutAmount(amount, currency as never)).toBe(expected)
  })
  it.each([
    ["USDT_TRC20", "1.1234567"],
    ["BTC", "0.000000001"],
    ["ETH", "0.1234567890123456789"],
  ])("%s %s is refused (400), not rounded", (currency, amount) => {
    expect(() => payoutAmount(amount, currency as never)).toThrow(/more decimals than/)
    try {
      payoutAmount(amount, currency as never)
    } catch (error) {
      expect((error as MedusaError).type).toBe(MedusaError.Types.INVALID_DATA)
    }
  })
  it("refuses zero and negative amounts", () => {
    expect(() => payoutAmount("0", "BTC")).toThrow(/greater than 0/)
    expect(() => payoutAmount("-1", "BTC")).toThrow(/greater than 0/)
  })
})
